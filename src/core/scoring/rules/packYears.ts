import type { z } from 'zod';
import { packYearsParamsSchema as paramsSchema } from '../../../../schemas/scoringRules';
import { registerRule, type RuleContext } from './index';
import { readItem } from './valueSource';

/** Pack-years = (cigarettes a day / 20) x years smoked (USPSTF 2021). Never-smokers skip both: 0. */
export function packYears(context: RuleContext, params: z.output<typeof paramsSchema>): number {
  const perDay = readItem(context, params.perDayItem, 'packYears');
  const years = readItem(context, params.yearsItem, 'packYears');
  // One division after an exact product: 8 a day for 50 years is exactly 20, not 20.000000000000004.
  return perDay > 0 && years > 0 ? (perDay * years) / params.packSize : 0;
}

registerRule('packYears', paramsSchema, packYears);
