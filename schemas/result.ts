import { z } from 'zod';
import { levelSchema, urgencySchema } from './urgency';

export const scaleReportSchema = z.object({
  description: z.string(),
  level: z.string(),
  nextSteps: z.union([z.array(z.string()), z.string()]),
});

/** Result fields that hold one text, which scoring rules may set. */
export const resultTextFields = [
  'description',
  'suicideRisk',
  'impact',
  'overallInterpretation',
  'provisionalDiagnosis',
] as const satisfies readonly ResultField[];
/** Result fields that hold a list, which scoring rules may add to. */
export const resultListFields = [
  'problemAreas',
  'healthRisks',
  'nextSteps',
] as const satisfies readonly ResultField[];
/** Result fields that map labels to scores, where a score definition may report itself. */
export const resultScoreMapFields = [
  'subscaleScores',
  'clusterScores',
] as const satisfies readonly ResultField[];
/** Result fields that hold one scale report (level, description, next steps). */
export const resultScaleFields = [
  'depersonalization',
  'emotionalExhaustion',
  'personalAccomplishment',
] as const satisfies readonly ResultField[];
/** The fields every result has; all others are optional and each shows its own section. */
export const requiredResultFields = [
  'totalScore',
  'expectedTotalScore',
  'grade',
] as const satisfies readonly ResultField[];

/** POST /api/interpret/ answer (api.md). Optional fields are present only where the instrument gives them. */
export const resultSchema = z.object({
  totalScore: z.number(),
  expectedTotalScore: z.number(),
  grade: z.string().min(1),
  description: z.string().optional(),
  suicideRisk: z.string().optional(),
  impact: z.string().optional(),
  subscaleScores: z.record(z.string(), z.number()).optional(),
  detailedAnalysis: z.record(z.string(), z.string()).optional(),
  overallInterpretation: z.string().optional(),
  clusterScores: z.record(z.string(), z.number()).optional(),
  provisionalDiagnosis: z.string().optional(),
  depersonalization: scaleReportSchema.optional(),
  emotionalExhaustion: scaleReportSchema.optional(),
  personalAccomplishment: scaleReportSchema.optional(),
  problemAreas: z.array(z.string()).optional(),
  healthRisks: z.array(z.string()).optional(),
  nextSteps: z.union([z.array(z.string()), z.string()]).optional(),
  supportResources: z.string().optional(),
  /** Contract 2: how soon care is needed, why, the grade's severity, and whether the grade is validated. */
  urgency: urgencySchema.optional(),
  urgencyReasons: z.array(z.string()).optional(),
  level: levelSchema.optional(),
  validated: z.boolean().optional(),
  /** Contract 2: the language of the result's texts, that of the test the visitor took. */
  lang: z.enum(['en', 'sw']).optional(),
});

export type ScaleReport = z.infer<typeof scaleReportSchema>;
export type Result = z.infer<typeof resultSchema>;
/** Contract 2's fields, which our own server always sends (another backend may not); no section shows them. */
export const urgencyResultFields = ['urgency', 'urgencyReasons', 'level', 'validated'] as const;
/** Result fields no section shows: urgency (the alert and the badge colour show it) and the language. */
export const unsectionedResultFields = [...urgencyResultFields, 'lang'] as const;
/** A result as our engine writes it: Contract 2's fields always present. */
export type ScoredResult = Result & Required<Pick<Result, (typeof urgencyResultFields)[number]>>;
/** Every field of a result; the field lists above are checked against it, so a renamed field fails to compile. */
type ResultField = keyof Result;
export type ResultListField = (typeof resultListFields)[number];
export type OptionalResultField = Exclude<keyof Result, (typeof requiredResultFields)[number]>;
