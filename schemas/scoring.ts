import { z } from 'zod';
import { resultListFields, resultScaleFields, resultScoreMapFields, resultTextFields } from './result';
import { optionIdSchema } from './testConfig';
import { levelSchema, urgencySchema, warningSignIdSchema } from './urgency';
import { namedTableSchema, ruleParamsSchemas } from './scoringRules';

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
/** The fields every score of kind "rule" has beside its rule's name and params. */
const ruleScoreBase = {
  name: scoreName,
  report: reportSchema.optional(),
  kind: z.literal('rule'),
  round: z.number().int().min(0).max(4).optional(),
  /**
   * Further values the same rule gives in the same pass, each kept as a score of its own: score name → the
   * rule's output (`{ "riskLow": "min" }` beside a table lookup that picks the max reads the table once).
   */
  gives: z.record(scoreName, z.string().min(1)).optional(),
};

function ruleScore<N extends string, P extends z.ZodType>(rule: N, params: P) {
  return z.object({ ...ruleScoreBase, rule: z.literal(rule), params });
}

/** The value of the first case whose condition holds, else `otherwise` (a count that a condition decides). */
export const firstMatchParamsSchema = z
  .object({
    cases: z.array(z.object({ when: z.lazy(() => conditionSchema), value: z.number() }).strict()).min(1),
    otherwise: z.number(),
  })
  .strict();

/** A named rule from the engine's registry, for what data cannot say; each rule's params have their own schema. */
const ruleScoreSchema = z.discriminatedUnion('rule', [
  ruleScore('firstMatch', firstMatchParamsSchema),
  ruleScore('bmi', ruleParamsSchemas.bmi),
  ruleScore('dailyAverage', ruleParamsSchemas.dailyAverage),
  ruleScore('ipaqMetMinutes', ruleParamsSchemas.ipaqMetMinutes),
  ruleScore('ipaqCategory', ruleParamsSchemas.ipaqCategory),
  ruleScore('packYears', ruleParamsSchemas.packYears),
  ruleScore('pcl5Dsm5', ruleParamsSchemas.pcl5Dsm5),
  ruleScore('pointsByBand', ruleParamsSchemas.pointsByBand),
  ruleScore('ratio', ruleParamsSchemas.ratio),
  ruleScore('sumOf', ruleParamsSchemas.sumOf),
  ruleScore('tableLookup', ruleParamsSchemas.tableLookup),
]);

export const scoreDefinitionSchema = z.discriminatedUnion('kind', [
  sumScoreSchema,
  meanScoreSchema,
  countScoreSchema,
  ruleScoreSchema,
]);

const comparison = z.enum(['gte', 'lte', 'eq', 'gt', 'lt']);
const bandId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a band id is lower-case words joined by - (see-a-doctor-today)');

export type Condition =
  | { item: string; op: z.infer<typeof comparison>; value: number }
  | { item: string; chosen: string }
  | { score: string; op: z.infer<typeof comparison>; value: number }
  | { band: string[] }
  | { all: Condition[] }
  | { any: Condition[] };

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ item: questionId, op: comparison, value: z.number() }),
    /** Holds when the visitor chose the option with this id for the question. */
    z.object({ item: questionId, chosen: optionIdSchema }),
    z.object({ score: scoreName, op: comparison, value: z.number() }),
    /** Holds when the grade reached is one of these bands (in flags, signs and analyses, after grading). */
    z.object({ band: z.array(bandId).min(1) }),
    z.object({ all: z.array(conditionSchema).min(1) }),
    z.object({ any: z.array(conditionSchema).min(1) }),
  ]),
);

/** Texts may hold values: `{score}` places a score, formatted for the result's language. */
const templateText = z.string().min(1);

/** Sets a text field, or adds to a list field, of the result when its condition holds. */
export const flagSchema = z.object({
  when: conditionSchema,
  field: z.enum([...resultTextFields, ...resultListFields]),
  text: templateText,
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
  description: templateText,
  nextSteps: z.union([z.array(templateText).min(1), templateText]),
});

/**
 * A grade the result can reach, named by its id, with its meaning as data (Contract 2): its severity on the
 * site-wide 0-4 scale, how soon care is needed, and whether the grade rests on a published cut-off. A band
 * with a range (min and max, both inclusive) is reached by the graded score; one without only by a rule.
 */
export const bandSchema = describedBandSchema
  .extend({
    id: bandId,
    min: z.number().optional(),
    max: z.number().optional(),
    grade: z.string().min(1),
    level: levelSchema,
    urgency: urgencySchema,
    validated: z.boolean(),
  })
  .refine((band) => (band.min === undefined) === (band.max === undefined), {
    message: 'a band has both min and max, or neither (then only a rule reaches it)',
  });

/** One line of a decision list: when its condition holds, the grade is the band it names. */
export const gradingRuleSchema = z.object({ when: conditionSchema, band: bandId });

/**
 * How the grade is chosen: the first rule whose condition holds names the band; otherwise the band over the
 * graded score (the total unless `score` names another) that holds it; otherwise the band `otherwise` names.
 */
export const gradingSchema = z
  .object({
    rules: z.array(gradingRuleSchema).default([]),
    score: scoreName.optional(),
    otherwise: bandId.optional(),
    bands: z.array(bandSchema).min(1),
  })
  .superRefine((grading, context) => {
    const ids = grading.bands.map((band) => band.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        context.addIssue({
          code: 'custom',
          path: ['bands', index, 'id'],
          message: `band id "${id}" is used twice`,
        });
    });
    const named = (id: string, path: (string | number)[]) => {
      if (!ids.includes(id))
        context.addIssue({ code: 'custom', path, message: `no band has the id "${id}"` });
    };
    grading.rules.forEach((rule, index) => named(rule.band, ['rules', index, 'band']));
    if (grading.otherwise !== undefined) named(grading.otherwise, ['otherwise']);
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

/**
 * Adds a line to `detailedAnalysis` under a label: the text of the first rule whose condition holds, else of
 * the band `score` falls in, else `otherwise`. Texts may place a score (`{risk}`), so one text serves every
 * value ("About {riskHigh} in 100").
 */
export const analysisSchema = z
  .object({
    label: z.string().min(1),
    rules: z.array(z.object({ when: conditionSchema, text: templateText })).default([]),
    score: scoreName.optional(),
    bands: z.array(z.object({ min: z.number(), max: z.number(), text: templateText })).default([]),
    otherwise: templateText.optional(),
  })
  .refine((analysis) => (analysis.score === undefined) === (analysis.bands.length === 0), {
    message: 'an analysis has bands only together with the score they are over',
  });

/** The score reported as `totalScore`: a score's name, or a number for each band (a checklist's severity). */
export const totalSchema = z.union([scoreName, z.object({ byBand: z.record(bandId, z.number()) })]);

export const scoringSchema = z.object({
  /** Named tables (a risk chart), written once and read by any rule that names them. */
  tables: z.record(scoreName, namedTableSchema).default({}),
  /** Named scores, computed in order; a later score may use an earlier one through a rule. */
  scores: z.array(scoreDefinitionSchema).min(1),
  total: totalSchema,
  grading: gradingSchema,
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
export type GradingRule = z.infer<typeof gradingRuleSchema>;
export type Analysis = z.infer<typeof analysisSchema>;
export type Scoring = z.infer<typeof scoringSchema>;
