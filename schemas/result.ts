import { z } from 'zod';

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
] as const;
/** Result fields that hold a list, which scoring rules may add to. */
export const resultListFields = ['problemAreas', 'healthRisks', 'nextSteps'] as const;

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
});

export type ScaleReport = z.infer<typeof scaleReportSchema>;
export type Result = z.infer<typeof resultSchema>;
export type ResultTextField = (typeof resultTextFields)[number];
export type ResultListField = (typeof resultListFields)[number];
