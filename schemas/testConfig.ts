import { z } from 'zod';
import { warningSignIdSchema } from './urgency';

const questionId = z.string().min(1).max(64);

/** An option's id: unique within its question, the same in every language and version (`q9-3`). */
export const optionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'an option id is letters, digits, - and _ (at most 64)');

export const optionSchema = z.object({
  id: optionIdSchema,
  text: z.string().min(1),
  score: z.number(),
  /** Id of the question to branch to, or null to go on in order. */
  nextQuestion: questionId.nullable(),
  /** Choosing it means the visitor must see crisis help, even if the result never arrives (Contract 2). */
  crisis: z.boolean().optional(),
  /** Ticking it clears every other tick of its multi-select question, and any other tick clears it ("None of these"). */
  exclusive: z.boolean().optional(),
  /** The warning sign this option reports (fixtures/catalogue/warning-signs); the server keeps it to itself. */
  sign: warningSignIdSchema.optional(),
  /**
   * Served only (toTestConfig writes it; a fixture's own is dropped): the urgency the warning-sign catalogue gives
   * this option's sign. An `emergency` sign, like a crisis option, means the visitor sees the bundled emergency
   * and crisis lines when the result never arrives (issue 31).
   */
  urgency: z.enum(['routine', 'soon', 'today', 'emergency']).optional(),
});

const questionBase = {
  id: questionId,
  question: z.string().min(1),
  questionHeading: z.string().min(1).optional(),
};

const selectQuestionSchema = z.object({
  ...questionBase,
  type: z.enum(['single-select', 'multi-select']),
  options: z
    .array(optionSchema)
    .min(1)
    .refine((options) => new Set(options.map((option) => option.id)).size === options.length, {
      message: 'option ids must be unique within their question',
    }),
});

const numberQuestionSchema = z.object({
  ...questionBase,
  type: z.literal('user-input-number'),
  options: z.array(optionSchema).max(0),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().min(1).optional(),
});

const textQuestionSchema = z.object({
  ...questionBase,
  type: z.literal('user-input-text'),
  options: z.array(optionSchema).max(0),
  maxLength: z.number().int().positive().optional(),
});

export const questionSchema = z.discriminatedUnion('type', [
  selectQuestionSchema,
  numberQuestionSchema,
  textQuestionSchema,
]);

/** The parts of a test configuration that only the test page needs. */
export const testFormSchema = z.object({
  formHeading: z.string().min(1),
  resultHeading: z.string().min(1),
  instructions: z.array(z.string().min(1)).min(1),
  disclaimer: z.string().min(1),
  expectedTotalScore: z.number(),
  questions: z.array(questionSchema).min(1),
});

/** GET /api/config/ answer (api.md). */
export const testConfigSchema = testFormSchema.extend({
  testCode: z.string().min(1),
  formalTitle: z.string().min(1),
  informalTitle: z.string().min(1),
  duration: z.string().min(1),
  /** Contract 2: the language of the texts (`en` when the test has no version in the language asked). */
  lang: z.enum(['en', 'sw']).optional(),
});

export type Option = z.infer<typeof optionSchema>;
export type Question = z.infer<typeof questionSchema>;
export type TestConfig = z.infer<typeof testConfigSchema>;
