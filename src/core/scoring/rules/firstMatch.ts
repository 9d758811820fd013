import type { z } from 'zod';
import { firstMatchParamsSchema as paramsSchema } from '../../../../schemas/scoring';
import { conditionHolds } from '../conditions';
import { registerRule, type RuleContext } from './index';

/**
 * The value of the first case whose condition holds, else `otherwise`. Checklists with no validated score
 * use it for an action level: "any red flag" before "any sign that needs a visit soon" before "a routine
 * check is due", each condition written out in the fixture where a clinical reviewer reads it.
 *
 * params: `{ "cases": [{ "when": condition, "value": number }], "otherwise": number }`, where a condition is
 * the same one flags use (`item` or `score` comparisons, `all`, `any`); a score must be defined earlier.
 */

export function firstMatch(context: RuleContext, params: z.output<typeof paramsSchema>): number {
  for (const candidate of params.cases) {
    if (conditionHolds(candidate.when, context)) return candidate.value;
  }
  return params.otherwise;
}

registerRule('firstMatch', paramsSchema, firstMatch);
