import { z } from 'zod';
import { registerRule, type RuleContext } from './index';
import { readItem } from './valueSource';

const paramsSchema = z
  .object({
    /** Question: cigarettes smoked a day, on average. */
    perDayItem: z.string().min(1),
    /** Question: years smoked. */
    yearsItem: z.string().min(1),
    /** Cigarettes in a pack: 20 in the definition USPSTF uses. */
    packSize: z.number().positive().default(20),
  })
  .strict();

/** Pack-years = (cigarettes a day / 20) x years smoked (USPSTF 2021). Never-smokers skip both: 0. */
export function packYears(context: RuleContext, params: z.output<typeof paramsSchema>): number {
  const perDay = readItem(context, params.perDayItem, 'packYears');
  const years = readItem(context, params.yearsItem, 'packYears');
  // One division after an exact product: 8 a day for 50 years is exactly 20, not 20.000000000000004.
  return perDay > 0 && years > 0 ? (perDay * years) / params.packSize : 0;
}

registerRule('packYears', paramsSchema, packYears);
