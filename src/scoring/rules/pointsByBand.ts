import { z } from 'zod';
import { registerRule, type RuleContext } from './index';

/**
 * Points for a number by the band it falls in (FINDRISC age, BMI and waist points, for example). Each band
 * names its own bounds, so a manual's "under 25", "25-30" and "over 30" are written exactly as printed:
 * `{ "lt": 25 }`, `{ "gte": 25, "lte": 30 }`, `{ "gt": 30 }`. The first band whose bounds all hold wins.
 *
 * params:
 * - `value`: `{ "item": id }` (a question's value) or `{ "score": name }` (an earlier score)
 * - `bands`: the band table, or
 * - `bandsBy`: `{ "item": id, "tables": { optionText: bands } }`, a table per option chosen for another
 *   question (the FINDRISC waist bands by sex)
 */
const bandSchema = z
  .object({
    points: z.number(),
    gt: z.number().optional(),
    gte: z.number().optional(),
    lt: z.number().optional(),
    lte: z.number().optional(),
  })
  .strict();
const bandsSchema = z.array(bandSchema).min(1);

const valueSchema = z.union([
  z.object({ item: z.string().min(1) }).strict(),
  z.object({ score: z.string().min(1) }).strict(),
]);

const paramsSchema = z.union([
  z.object({ value: valueSchema, bands: bandsSchema }).strict(),
  z
    .object({
      value: valueSchema,
      bandsBy: z.object({ item: z.string().min(1), tables: z.record(z.string(), bandsSchema) }).strict(),
    })
    .strict(),
]);

export type PointsBand = z.infer<typeof bandSchema>;

/** Whether a value lies inside every bound the band names. */
export function inBand(value: number, band: PointsBand): boolean {
  return (
    (band.gt === undefined || value > band.gt) &&
    (band.gte === undefined || value >= band.gte) &&
    (band.lt === undefined || value < band.lt) &&
    (band.lte === undefined || value <= band.lte)
  );
}

function readValue(context: RuleContext, source: z.infer<typeof valueSchema>): number {
  const value = 'item' in source ? context.items.get(source.item) : context.scores.get(source.score);
  if (value === undefined) {
    const name = 'item' in source ? `question "${source.item}"` : `score "${source.score}"`;
    throw new Error(`pointsByBand: the fixture names ${name}, which has no value here.`);
  }
  return value;
}

function chooseBands(context: RuleContext, params: z.infer<typeof paramsSchema>): PointsBand[] {
  if ('bands' in params) return params.bands;
  const { item, tables } = params.bandsBy;
  const chosen = context.optionTexts.get(item)?.[0];
  const bands = chosen === undefined ? undefined : tables[chosen];
  if (!bands) {
    throw new Error(`pointsByBand: no band table for the answer "${chosen ?? '(none)'}" to "${item}".`);
  }
  return bands;
}

export function pointsByBand(context: RuleContext): number {
  const parsed = paramsSchema.safeParse(context.params);
  if (!parsed.success) throw new Error(`pointsByBand: bad params: ${parsed.error.message}`);
  const value = readValue(context, parsed.data.value);
  const band = chooseBands(context, parsed.data).find((candidate) => inBand(value, candidate));
  if (!band) throw new Error(`pointsByBand: no band holds the value ${value}.`);
  return band.points;
}

registerRule('pointsByBand', pointsByBand);
