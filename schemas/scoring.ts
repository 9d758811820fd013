import { z } from 'zod';
import { resultListFields, resultScaleFields, resultScoreMapFields, resultTextFields } from './result';
import { optionIdSchema } from './testConfig';
import { levelSchema, urgencySchema, warningSignIdSchema } from './urgency';

const scoreName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a score name is a word of letters, digits and _');
const questionId = z.string().min(1);

/** Items to reverse: value becomes (min + max) - value. */
const reverseSchema = z.object({
  items: z.array(questionId).min(1),
  min: z.number(),
  max: z.number(),
});

/** Shows a score in the result's `subscaleScores` or `clusterScores` map under a label. */
const reportSchema = z.object({
  field: z.enum(resultScoreMapFields),
  label: z.string().min(1),
});

const itemScoreBase = {
  name: scoreName,
  report: reportSchema.optional(),
  items: z.array(questionId).min(1),
  reverse: reverseSchema.optional(),
  /** Multiplies the computed value (WHO-5 percentage, for example). */
  multiplier: z.number().positive().optional(),
  /** Decimal places kept after rounding (default: none are cut). */
  round: z.number().int().min(0).max(4).optional(),
};

const sumScoreSchema = z.object({ ...itemScoreBase, kind: z.literal('sum') });
const meanScoreSchema = z.object({ ...itemScoreBase, kind: z.literal('mean') });
/** A count of items whose value meets a condition (IGDS9-SF 'very often', for example). */
const countScoreSchema = z.object({
  ...itemScoreBase,
  kind: z.literal('count'),
  atLeast: z.number(),
});
/** A named rule from the engine's registry, for what data cannot say. */
const ruleScoreSchema = z.object({
  name: scoreName,
  report: reportSchema.optional(),
  kind: z.literal('rule'),
  rule: z.string().min(1),
  params: z.record(z.string(), z.unknown()).default({}),
  round: z.number().int().min(0).max(4).optional(),
});

export const scoreDefinitionSchema = z.discriminatedUnion('kind', [
  sumScoreSchema,
  meanScoreSchema,
  countScoreSchema,
  ruleScoreSchema,
]);

const comparison = z.enum(['gte', 'lte', 'eq', 'gt', 'lt']);

export type Condition =
  | { item: string; op: z.infer<typeof comparison>; value: number }
  | { item: string; chosen: string }
  | { score: string; op: z.infer<typeof comparison>; value: number }
  | { all: Condition[] }
  | { any: Condition[] };

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ item: questionId, op: comparison, value: z.number() }),
    /** Holds when the visitor chose the option with this id for the question. */
    z.object({ item: questionId, chosen: optionIdSchema }),
    z.object({ score: scoreName, op: comparison, value: z.number() }),
    z.object({ all: z.array(conditionSchema).min(1) }),
    z.object({ any: z.array(conditionSchema).min(1) }),
  ]),
);

/** Sets a text field, or adds to a list field, of the result when its condition holds. */
export const flagSchema = z.object({
  when: conditionSchema,
  field: z.enum([...resultTextFields, ...resultListFields]),
  text: z.string().min(1),
  /** For list fields: put the text first (red flags) or last. */
  position: z.enum(['start', 'end']).default('end'),
});

/** Maps the option chosen for one question, by its id, to a text field of the result. */
export const answerTextSchema = z.object({
  item: questionId,
  field: z.enum(resultTextFields),
  byOption: z.record(optionIdSchema, z.string().min(1)),
});

/** What every band over a score says: its range (min and max both inclusive), a description, next steps. */
const describedBandSchema = z.object({
  min: z.number(),
  max: z.number(),
  description: z.string().min(1),
  nextSteps: z.union([z.array(z.string().min(1)).min(1), z.string().min(1)]),
});

/**
 * A band over the graded score, naming the result's grade with its meaning as data (Contract 2): its severity
 * on the site-wide 0-4 scale, how soon care is needed, and whether the grade rests on a published cut-off.
 */
export const bandSchema = describedBandSchema.extend({
  grade: z.string().min(1),
  level: levelSchema,
  urgency: urgencySchema,
  validated: z.boolean(),
});

/** A warning sign raised by numbers or scores (a blood pressure reading, say) rather than by one option. */
export const signRuleSchema = z.object({ sign: warningSignIdSchema, when: conditionSchema });

/** A band over a score that gives a level, a description and next steps (MBI / CBI scale reports). */
export const scaleBandSchema = describedBandSchema.extend({ level: z.string().min(1) });

/** Reports one score as a scale section of the result (emotionalExhaustion, for example). */
export const scaleReportRuleSchema = z.object({
  field: z.enum(resultScaleFields),
  score: scoreName,
  bands: z.array(scaleBandSchema).min(1),
});

/** Adds a line to `detailedAnalysis` under a label, chosen by the band a score falls in. */
export const analysisSchema = z.object({
  label: z.string().min(1),
  score: scoreName,
  bands: z.array(z.object({ min: z.number(), max: z.number(), text: z.string().min(1) })).min(1),
});

export const scoringSchema = z.object({
  /** Named scores, computed in order; a later score may use an earlier one through a rule. */
  scores: z.array(scoreDefinitionSchema).min(1),
  /** The score reported as `totalScore`. */
  total: scoreName,
  /** Bands over a score (the total unless named) that give the grade, description and next steps. */
  grading: z.object({
    score: scoreName.optional(),
    bands: z.array(bandSchema).min(1),
  }),
  /** Value of an item the visitor did not reach because branching skipped it. */
  skippedItemValue: z.number().default(0),
  flags: z.array(flagSchema).default([]),
  /** Warning signs raised by conditions; signs reported by one option are named on the option itself. */
  signs: z.array(signRuleSchema).default([]),
  answerTexts: z.array(answerTextSchema).default([]),
  scaleReports: z.array(scaleReportRuleSchema).default([]),
  analyses: z.array(analysisSchema).default([]),
});

export type ScoreDefinition = z.infer<typeof scoreDefinitionSchema>;
export type Band = z.infer<typeof bandSchema>;
export type Scoring = z.infer<typeof scoringSchema>;
