import { z } from 'zod';
import { AnswerError } from '../errors';
import { registerRule, type RuleContext } from './index';

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
const paramsSchema = z.object({ weight: z.string().min(1), height: z.string().min(1) }).strict();

export function bmi(context: RuleContext): number {
  const parsed = paramsSchema.safeParse(context.params);
  if (!parsed.success) throw new Error(`bmi: bad params: ${parsed.error.message}`);
  const weightKg = context.items.get(parsed.data.weight);
  const heightCm = context.items.get(parsed.data.height);
  if (weightKg === undefined || heightCm === undefined) {
    throw new Error('bmi: the fixture names a weight or height question that has no value.');
  }
  // The question ranges keep these out; a fixture without ranges must not divide by zero.
  if (!(heightCm > 0) || !(weightKg > 0)) {
    throw new AnswerError('number_out_of_range', 'Height and weight must both be above 0.');
  }
  return (weightKg * 10000) / (heightCm * heightCm);
}

registerRule('bmi', bmi);
