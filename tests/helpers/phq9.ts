/** PHQ-9 totals at both sides of every band boundary (Kroenke 2001), for every fixture that uses its bands. */
export const phq9BandVectors: [number, string][] = [
  [0, 'Minimal or no depression'],
  [4, 'Minimal or no depression'],
  [5, 'Mild depression'],
  [9, 'Mild depression'],
  [10, 'Moderate depression'],
  [14, 'Moderate depression'],
  [15, 'Moderately severe depression'],
  [19, 'Moderately severe depression'],
  [20, 'Severe depression'],
  [24, 'Severe depression'],
];
