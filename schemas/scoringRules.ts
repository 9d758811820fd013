import { z } from 'zod';

/*
 * The params of every named scoring rule, one schema per rule, so that a fixture's JSON (and the JSON Schema an
 * editor makes from it) is checked whole. The engine's rules (src/scoring/rules/) score with these params; a
 * rule that wants a faster shape (a Map, say) makes it once when the fixture loads.
 */

const questionId = z.string().min(1);
const scoreRef = z.string().min(1);

/** Where a rule reads a number from: a question's item value or a score computed earlier. */
export const valueSourceSchema = z.union([
  z.object({ item: questionId }).strict(),
  z.object({ score: scoreRef }).strict(),
]);
export type ValueSource = z.infer<typeof valueSourceSchema>;

/** Body-mass index in kg/m² from a weight in kilograms and a height in centimetres. */
export const bmiParamsSchema = z.object({ weight: questionId, height: questionId }).strict();

/** The average amount a day over a week, from "on how many days" and "how much on one of those days" pairs. */
export const dailyAverageParamsSchema = z
  .object({ pairs: z.array(z.object({ days: questionId, amount: questionId }).strict()).min(1) })
  .strict();

const ipaqPair = z.object({ days: questionId, minutes: questionId }).strict();
/** The IPAQ short form: the days and minutes-per-day question of each intensity. */
export const ipaqParamsSchema = z
  .object({
    vigorous: ipaqPair,
    moderate: ipaqPair,
    walking: ipaqPair,
    intensity: z.enum(['vigorous', 'moderate', 'walking']).optional(),
  })
  .strict();

/** Pack-years from cigarettes a day and years smoked. */
export const packYearsParamsSchema = z
  .object({
    /** Question: cigarettes smoked a day, on average. */
    perDayItem: questionId,
    /** Question: years smoked. */
    yearsItem: questionId,
    /** Cigarettes in a pack: 20 in the definition USPSTF uses. */
    packSize: z.number().positive().default(20),
  })
  .strict();

/** The PCL-5 DSM-5 symptom rule: every cluster has its number of items rated at the threshold or above. */
export const pcl5Dsm5ParamsSchema = z
  .object({
    /** An item counts as endorsed at this rating or above (PCL-5: 2, "Moderately"). */
    threshold: z.number(),
    /** Each DSM-5 symptom cluster: its items and how many of them must be endorsed. */
    clusters: z
      .array(
        z
          .object({ name: z.string().min(1), items: z.array(questionId).min(1), atLeast: z.number().min(1) })
          .strict(),
      )
      .min(1),
  })
  .strict();

/** A band of points: every bound it names holds ("under 25" is `{ "lt": 25 }`). */
export const pointsBandSchema = z
  .object({
    points: z.number(),
    gt: z.number().optional(),
    gte: z.number().optional(),
    lt: z.number().optional(),
    lte: z.number().optional(),
  })
  .strict();
export type PointsBand = z.infer<typeof pointsBandSchema>;
const pointsBandsSchema = z.array(pointsBandSchema).min(1);

/** Points for a number by the band it falls in; one table, or a table per option chosen for another question. */
export const pointsByBandParamsSchema = z.union([
  z.object({ value: valueSourceSchema, bands: pointsBandsSchema }).strict(),
  z
    .object({
      value: valueSourceSchema,
      bandsBy: z.object({ item: questionId, tables: z.record(z.string(), pointsBandsSchema) }).strict(),
    })
    .strict(),
]);

/** (numerator × scale) / denominator^power: a waist-to-height ratio, or a BMI where the inputs are optional. */
export const ratioParamsSchema = z
  .object({
    numerator: valueSourceSchema,
    denominator: valueSourceSchema,
    /** The denominator is raised to this power first (2 for kg/m²). */
    power: z.number().int().min(1).max(3).default(1),
    /** The numerator is multiplied by this first (10000 turns kg/cm² into kg/m²). */
    scale: z.number().positive().default(1),
  })
  .strict();

/** The sum of earlier scores and question values. */
export const sumOfParamsSchema = z
  .object({ scores: z.array(scoreRef).default([]), items: z.array(questionId).default([]) })
  .strict()
  .refine((params) => params.scores.length + params.items.length > 0, 'name at least one score or item');

/** One dimension of a named table: where its value comes from and the edges of its bands. */
export const tableDimensionSchema = z
  .object({
    /** What the dimension is, for error messages and reviewers (age, systolic pressure, ...). */
    name: z.string().min(1),
    /** Where the value comes from; with a list, the first source that is not 0 is used. */
    from: z.union([valueSourceSchema, z.array(valueSourceSchema).min(1)]),
    /** Ascending inner band edges: a value at or above cuts[i] (and below cuts[i + 1]) is in band i + 1. */
    cuts: z.array(z.number()),
    /** Lowest value the table covers; below it the table does not apply. */
    min: z.number().optional(),
    /** First value the table no longer covers. */
    below: z.number().optional(),
    /** 0 means "not known": every band stays possible and the pick chooses among them. */
    zeroMeansUnknown: z.boolean().default(false),
  })
  .strict()
  .refine(
    (dimension) => dimension.cuts.every((cut, index) => index === 0 || cut > dimension.cuts[index - 1]!),
    {
      message: 'cuts must be ascending',
    },
  );
export type TableDimension = z.output<typeof tableDimensionSchema>;

/** A named table (the WHO risk chart, say), written once in `scoring.tables` and read by any rule. */
export const namedTableSchema = z
  .object({
    dimensions: z.array(tableDimensionSchema).min(1),
    /** Nested arrays: one level per dimension, in order, each as long as that dimension's bands. */
    cells: z.array(z.unknown()),
  })
  .strict();
export type NamedTable = z.output<typeof namedTableSchema>;

/** Looks a value up in a named table; unknown inputs give the lowest or highest cell they could fall in. */
export const tableLookupParamsSchema = z
  .object({
    /** The name of a table in `scoring.tables`. */
    table: z.string().min(1),
    /** Which cell to give when a not-known value leaves several possible. */
    pick: z.enum(['min', 'max']),
    /** The value when an input lies outside the table (age under 40 on a chart for 40-74, for example). */
    outOfRange: z.number(),
  })
  .strict();

/** Every rule a fixture may name, with its params' schema. */
export const ruleParamsSchemas = {
  bmi: bmiParamsSchema,
  dailyAverage: dailyAverageParamsSchema,
  ipaqMetMinutes: ipaqParamsSchema,
  ipaqCategory: ipaqParamsSchema,
  packYears: packYearsParamsSchema,
  pcl5Dsm5: pcl5Dsm5ParamsSchema,
  pointsByBand: pointsByBandParamsSchema,
  ratio: ratioParamsSchema,
  sumOf: sumOfParamsSchema,
  tableLookup: tableLookupParamsSchema,
} as const;
export type RuleName = keyof typeof ruleParamsSchemas;
