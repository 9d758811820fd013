import type { z } from 'zod';
import { pointsByBandParamsSchema, type PointsBand } from '../../../../schemas/scoringRules';
import { registerRule, type RuleContext } from './index';
import { readSource } from './valueSource';

/**
 * Points for a number by the band it falls in (FINDRISC age, BMI and waist points, for example). Each band
 * names its own bounds, so a manual's "under 25", "25-30" and "over 30" are written exactly as printed:
 * `{ "lt": 25 }`, `{ "gte": 25, "lte": 30 }`, `{ "gt": 30 }`. The first band whose bounds all hold wins.
 *
 * params:
 * - `value`: `{ "item": id }` (a question's value) or `{ "score": name }` (an earlier score)
 * - `bands`: the band table, or
 * - `bandsBy`: `{ "item": id, "tables": { optionId: bands } }`, a table per option chosen for another
 *   question, named by the option's id (the FINDRISC waist bands by sex)
 */
// A Map, so an option id can never find an inherited property of a plain object.
const paramsSchema = pointsByBandParamsSchema.transform((params) =>
  'bands' in params
    ? params
    : { ...params, bandsBy: { ...params.bandsBy, tables: new Map(Object.entries(params.bandsBy.tables)) } },
);

export type { PointsBand };
type Params = z.output<typeof paramsSchema>;

/** Whether a value lies inside every bound the band names. */
export function inBand(value: number, band: PointsBand): boolean {
  return (
    (band.gt === undefined || value > band.gt) &&
    (band.gte === undefined || value >= band.gte) &&
    (band.lt === undefined || value < band.lt) &&
    (band.lte === undefined || value <= band.lte)
  );
}

function chooseBands(context: RuleContext, params: Params): readonly PointsBand[] {
  if ('bands' in params) return params.bands;
  const { item, tables } = params.bandsBy;
  const chosen = context.answers.get(item)?.chosen[0]?.id;
  const bands = chosen === undefined ? undefined : tables.get(chosen);
  if (!bands) {
    throw new Error(`pointsByBand: no band table for the answer "${chosen ?? '(none)'}" to "${item}".`);
  }
  return bands;
}

export function pointsByBand(context: RuleContext, params: Params): number {
  const value = readSource(params.value, context, 'pointsByBand');
  const band = chooseBands(context, params).find((candidate) => inBand(value, candidate));
  if (!band) throw new Error(`pointsByBand: no band holds the value ${value}.`);
  return band.points;
}

registerRule('pointsByBand', paramsSchema, pointsByBand);
