import type { z } from 'zod';
import { dailyAverageParamsSchema as paramsSchema } from '../../../../schemas/scoringRules';
import { registerRule, type RuleContext } from './index';
import { readItem } from './valueSource';

/**
 * The average amount a day over a week, from "on how many days" and "how much on one of those days"
 * questions (the WHO STEPS fruit and vegetable items): the sum of days × amount over each pair, divided by 7.
 * A skipped amount question carries the fixture's skipped value (0), so "0 days" adds nothing.
 *
 * params: `{ "pairs": [{ "days": questionId, "amount": questionId }, ...] }`.
 */

export function dailyAverage(context: RuleContext, params: z.output<typeof paramsSchema>): number {
  let weekly = 0;
  for (const pair of params.pairs) {
    const days = readItem(context, pair.days, 'dailyAverage');
    const amount = readItem(context, pair.amount, 'dailyAverage');
    if (days < 0 || days > 7) throw new Error(`dailyAverage: "${pair.days}" gives ${days} days a week.`);
    weekly += days * amount;
  }
  // One division at the end keeps a week that adds up to exactly 21 or 35 at exactly 3 or 5 a day.
  return weekly / 7;
}

registerRule('dailyAverage', paramsSchema, dailyAverage);
