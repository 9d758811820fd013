import * as z from 'zod/mini';
import type { OptionalResultField, Result } from '../../schemas';
import { resultFieldSchemas } from './schemas';

const { totalScore, expectedTotalScore, grade } = resultFieldSchemas;
const required = z.object({ totalScore, expectedTotalScore, grade });
const optionalFields = (Object.keys(resultFieldSchemas) as (keyof Result)[]).filter(
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
    const parsed = resultFieldSchemas[field].safeParse(raw[field]);
    if (parsed.success) result[field] = parsed.data;
  }
  return result as Result;
}
