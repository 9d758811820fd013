/** The spec's colour groups for result grades (section 9); any other label is blue. */
export type GradeColour = 'green' | 'yellow' | 'orange' | 'red-orange' | 'blue';

const groups: Record<Exclude<GradeColour, 'blue'>, readonly string[]> = {
  green: [
    'Minimal or no depression',
    'Minimal or no anxiety',
    'Minimal PTSD symptoms',
    'Low Risk of Dependence',
    'Very Social High Support',
  ],
  yellow: ['Mild depression', 'Mild anxiety', 'Moderate Risk of Dependence', 'High Social Support'],
  orange: ['Moderate depression', 'Moderate anxiety', 'Moderate PTSD symptoms', 'Moderate Social Support'],
  'red-orange': [
    'Moderately severe depression',
    'Severe depression',
    'Severe anxiety',
    'Severe PTSD symptoms',
    'High Risk of Dependence',
    'Possible Dependence',
    'Low Social Support',
  ],
};

export function gradeColour(grade: string): GradeColour {
  const found = (Object.keys(groups) as (keyof typeof groups)[]).find((colour) =>
    groups[colour].includes(grade),
  );
  return found ?? 'blue';
}

/** Whether a label is named in one of the spec's colour groups (content lint uses this). */
export function hasColourGroup(grade: string): boolean {
  return gradeColour(grade) !== 'blue';
}

/** Ring colour and a light fill for the badge; dark text on the fill keeps contrast above 4.5:1. */
export const gradePalette: Record<GradeColour, { ring: string; fill: string }> = {
  green: { ring: '#2e7d32', fill: '#e8f5e9' },
  yellow: { ring: '#c79100', fill: '#fff8e1' },
  orange: { ring: '#e65100', fill: '#fff3e0' },
  'red-orange': { ring: '#c62828', fill: '#ffebee' },
  blue: { ring: '#1565c0', fill: '#e3f2fd' },
};
