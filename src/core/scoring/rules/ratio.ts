import type { z } from 'zod';
import { ratioParamsSchema as paramsSchema } from '../../../../schemas/scoringRules';
import { registerRule, type RuleContext } from './index';
import { readSource } from './valueSource';

/**
 * (numerator x scale) / denominator^power: the waist-to-height ratio, or a body-mass index where height and
 * weight are optional. Either value at 0 means the visitor did not give it (a skipped question scores 0), so
 * the result is 0, "not known", never a made-up ratio. Whole-number inputs keep the products exact and the
 * one division correctly rounded, so a ratio of exactly 0.5 or a BMI of exactly 25 comes out exact.
 */
export function ratio(context: RuleContext, params: z.output<typeof paramsSchema>): number {
  const top = readSource(params.numerator, context, 'ratio');
  const bottom = readSource(params.denominator, context, 'ratio');
  return top > 0 && bottom > 0 ? (top * params.scale) / bottom ** params.power : 0;
}

registerRule('ratio', paramsSchema, ratio);
