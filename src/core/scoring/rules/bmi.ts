import type { z } from 'zod';
import { bmiParamsSchema as paramsSchema } from '../../../../schemas/scoringRules';
import { AnswerError } from '../errors';
import { registerRule, type RuleContext } from './index';
import { readItem } from './valueSource';

/**
 * Body-mass index in kg/m² from a weight in kilograms and a height in centimetres.
 *
 * params: `{ "weight": questionId, "height": questionId }`.
 *
 * Computed as `kg × 10000 / cm²` in one division: with whole-number inputs the products are exact and the
 * one division is correctly rounded, so a BMI of exactly 25 or 30 comes out as exactly 25 or 30. The
 * textbook `kg / (cm / 100)²` does not: 64 kg at 160 cm gives 24.999999999999996, and a FINDRISC band
 * test on it would give the wrong points.
 */

export function bmi(context: RuleContext, params: z.output<typeof paramsSchema>): number {
  const weightKg = readItem(context, params.weight, 'bmi');
  const heightCm = readItem(context, params.height, 'bmi');
  // The question ranges keep these out; a fixture without ranges must not divide by zero.
  if (!(heightCm > 0) || !(weightKg > 0)) {
    throw new AnswerError('number_out_of_range', 'Height and weight must both be above 0.');
  }
  return (weightKg * 10000) / (heightCm * heightCm);
}

registerRule('bmi', paramsSchema, bmi);
