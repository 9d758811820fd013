import { z } from 'zod';
import { registerRule, type RuleContext } from './index';

/**
 * The sum of earlier scores and question values: a total built from points that other rules gave (the
 * FINDRISC total is the age, BMI and waist points plus five answered items).
 *
 * params: `{ "scores": [names], "items": [questionIds] }` (either may be left out, not both).
 */
const paramsSchema = z
  .object({
    scores: z.array(z.string().min(1)).default([]),
    items: z.array(z.string().min(1)).default([]),
  })
  .strict()
  .refine((params) => params.scores.length + params.items.length > 0, 'name at least one score or item');

export function sumOf(context: RuleContext): number {
  const parsed = paramsSchema.safeParse(context.params);
  if (!parsed.success) throw new Error(`sumOf: bad params: ${parsed.error.message}`);
  const values = [
    ...parsed.data.scores.map((name) => valueOf(context.scores, name, 'score')),
    ...parsed.data.items.map((id) => valueOf(context.items, id, 'question')),
  ];
  return values.reduce((total, value) => total + value, 0);
}

function valueOf(values: ReadonlyMap<string, number>, key: string, what: string): number {
  const value = values.get(key);
  if (value === undefined) throw new Error(`sumOf: the fixture names ${what} "${key}", which has no value.`);
  return value;
}

registerRule('sumOf', sumOf);
