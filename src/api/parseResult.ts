import { resultSchema, type OptionalResultField, type Result } from '../../schemas';

const required = resultSchema.pick({ totalScore: true, expectedTotalScore: true, grade: true });
const optionalFields = (Object.keys(resultSchema.shape) as (keyof Result)[]).filter(
  (field): field is OptionalResultField => !(field in required.shape),
);

/**
 * The result to show, or null for an empty or unusable answer (the spec treats it as a failed submit).
 * Score, total and grade are required. Each optional field is checked on its own: a malformed one is left
 * out, so one bad section never hides the rest, and fields this version does not know are ignored.
 */
export function parseResult(response: unknown): Result | null {
  const base = required.safeParse(response);
  if (!base.success) return null;
  const raw = response as Record<string, unknown>;
  const result: Record<string, unknown> = { ...base.data };
  for (const field of optionalFields) {
    if (raw[field] === undefined) continue;
    const parsed = resultSchema.shape[field].safeParse(raw[field]);
    if (parsed.success) result[field] = parsed.data;
  }
  return result as Result;
}
