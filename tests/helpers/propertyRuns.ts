/**
 * How many cases a fast-check property tries. `npm test` runs the quick count, enough to catch a regression in
 * the shapes each property generates; `npm run test:thorough` (PROPERTY_RUNS=thorough) runs the thorough count
 * the property was written with, and PROPERTY_RUNS=<number> runs that many in every property.
 */
export function propertyRuns(quick: number, thorough: number): number {
  const chosen = process.env.PROPERTY_RUNS;
  if (chosen === 'thorough') return thorough;
  if (chosen && Number.isInteger(Number(chosen)) && Number(chosen) > 0) return Number(chosen);
  return quick;
}
