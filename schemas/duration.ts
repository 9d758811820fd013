// No zod here: the app's first page imports this, and zod's schemas would come with a barrel import.

/** The spec writes a duration as '5 minutes'; the number of minutes is the data every language shows. */
export const durationPattern = /^(\d+) minutes$/;

/** The minutes of a duration written as the spec writes it ('5 minutes'), or null for any other text. */
export function durationMinutes(duration: string): number | null {
  const minutes = durationPattern.exec(duration)?.[1];
  return minutes === undefined ? null : Number(minutes);
}
