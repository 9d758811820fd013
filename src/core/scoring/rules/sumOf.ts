import type { z } from 'zod';
import { sumOfParamsSchema as paramsSchema } from '../../../../schemas/scoringRules';
import { registerRule, type RuleContext } from './index';
import { readItem, readScore } from './valueSource';

/**
 * The sum of earlier scores and question values: a total built from points that other rules gave (the
 * FINDRISC total is the age, BMI and waist points plus five answered items).
 *
 * params: `{ "scores": [names], "items": [questionIds] }` (either may be left out, not both).
 */

export function sumOf(context: RuleContext, params: z.output<typeof paramsSchema>): number {
  let total = 0;
  for (const name of params.scores) total += readScore(context, name, 'sumOf');
  for (const id of params.items) total += readItem(context, id, 'sumOf');
  return total;
}

registerRule('sumOf', paramsSchema, sumOf);
