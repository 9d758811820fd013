import { z } from 'zod';

export { numberAnswerPattern } from './values';

/** One answer as the web app sends it (api.md). The score is informational only. */
export const answerSchema = z.object({
  questionId: z.string().min(1).max(64),
  score: z.number(),
  text: z.string().max(2000),
  nextQuestion: z.string().max(64).nullable().optional(),
  selected: z.array(z.string().max(500)).max(50).optional(),
  /** Contract 2: the chosen option by id (single-select); when given, the server ignores `text` for the choice. */
  optionId: z.string().max(64).optional(),
  /** Contract 2: the chosen options by id (multi-select); when given, the server ignores `selected`. */
  selectedIds: z.array(z.string().max(64)).max(50).optional(),
});

/** POST /api/interpret/ body: the answers on the path the visitor took, in question order. */
export const interpretBodySchema = z.object({
  scores: z.array(answerSchema).min(1).max(200),
});

export type Answer = z.infer<typeof answerSchema>;
export type InterpretBody = z.infer<typeof interpretBodySchema>;
