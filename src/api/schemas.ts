import * as z from 'zod/mini';
import type { Answer, ChatReply, Option, Question, Result, ScaleReport, TestConfig } from '../../schemas';
import { formatPath } from '../../schemas/validation';
import { numberAnswerPattern, urgencies } from '../../schemas/values';

/**
 * The shapes the browser checks (the API's answers, the page's configuration, a saved answer, a form's values),
 * written with `zod/mini`: the same zod, the same checks, as functions the bundler drops when unused, so the
 * browser downloads a fraction of what the schemas of `schemas/` cost (their chained methods come whole).
 * The server and the fixtures keep those. Each schema here states the same shape as its twin there: the
 * types below fail to compile when the two disagree, and tests/src/api/schemas.test.ts holds their verdicts
 * equal on every fixture and on thousands of altered copies.
 */

const nonEmpty = () => z.string().check(z.minLength(1));
const questionId = z.string().check(z.minLength(1), z.maxLength(64));

const optionSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)),
  text: nonEmpty(),
  score: z.number(),
  nextQuestion: z.nullable(questionId),
  crisis: z.optional(z.boolean()),
  exclusive: z.optional(z.boolean()),
  sign: z.optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
  urgency: z.optional(z.enum(['routine', 'soon', 'today', 'emergency'])),
});

const questionBase = {
  id: questionId,
  question: nonEmpty(),
  questionHeading: z.optional(nonEmpty()),
};

const noOptions = () => z.array(optionSchema).check(z.maxLength(0));

const questionSchema = z.discriminatedUnion('type', [
  z.object({
    ...questionBase,
    type: z.enum(['single-select', 'multi-select']),
    options: z.array(optionSchema).check(
      z.minLength(1),
      z.refine((options) => new Set(options.map((option) => option.id)).size === options.length, {
        message: 'option ids must be unique within their question',
      }),
    ),
  }),
  z.object({
    ...questionBase,
    type: z.literal('user-input-number'),
    options: noOptions(),
    min: z.optional(z.number()),
    max: z.optional(z.number()),
    unit: z.optional(nonEmpty()),
  }),
  z.object({
    ...questionBase,
    type: z.literal('user-input-text'),
    options: noOptions(),
    maxLength: z.optional(z.int().check(z.positive())),
  }),
]);

/** GET /api/config/ answer (api.md), as `testConfigSchema` in schemas/testConfig.ts. */
export const testConfigSchema = z.object({
  formHeading: nonEmpty(),
  resultHeading: nonEmpty(),
  instructions: z.array(nonEmpty()).check(z.minLength(1)),
  disclaimer: nonEmpty(),
  expectedTotalScore: z.number(),
  questions: z.array(questionSchema).check(z.minLength(1)),
  testCode: nonEmpty(),
  formalTitle: nonEmpty(),
  informalTitle: nonEmpty(),
  duration: nonEmpty(),
  lang: z.optional(z.enum(['en', 'sw'])),
});

const texts = () => z.array(z.string());
const textOrTexts = () => z.union([texts(), z.string()]);
const scaleReportSchema = z.object({ description: z.string(), level: z.string(), nextSteps: textOrTexts() });

/** The fields of a result (POST /api/interpret/, as `resultSchema` in schemas/result.ts), each on its own. */
export const resultFieldSchemas = {
  totalScore: z.number(),
  expectedTotalScore: z.number(),
  grade: nonEmpty(),
  description: z.string(),
  suicideRisk: z.string(),
  impact: z.string(),
  subscaleScores: z.record(z.string(), z.number()),
  detailedAnalysis: z.record(z.string(), z.string()),
  overallInterpretation: z.string(),
  clusterScores: z.record(z.string(), z.number()),
  provisionalDiagnosis: z.string(),
  depersonalization: scaleReportSchema,
  emotionalExhaustion: scaleReportSchema,
  personalAccomplishment: scaleReportSchema,
  problemAreas: texts(),
  healthRisks: texts(),
  nextSteps: textOrTexts(),
  supportResources: z.string(),
  urgency: z.enum(urgencies),
  urgencyReasons: texts(),
  level: z.int().check(z.minimum(0), z.maximum(4)),
  validated: z.boolean(),
  lang: z.enum(['en', 'sw']),
};

/** POST /api/chat/ answer, as `chatReplySchema` in schemas/chat.ts. */
export const chatReplySchema = z.object({
  descriptions: texts(),
  routeslugs: texts(),
  urgency: z.optional(z.enum(urgencies)),
  signs: z.optional(z.array(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)))),
  crisis: z.optional(z.boolean()),
  suggestions: z.optional(z.array(z.object({ path: z.string(), words: texts() }))),
  asksAboutHealth: z.optional(z.boolean()),
});

const maxText = (length: number) => z.string().check(z.maxLength(length));

/** One answer as the app sends it (and keeps it in the tab), as `answerSchema` in schemas/answers.ts. */
export const answerSchema = z.object({
  questionId: z.string().check(z.minLength(1), z.maxLength(64)),
  score: z.number(),
  text: maxText(2000),
  nextQuestion: z.optional(z.nullable(maxText(64))),
  selected: z.optional(z.array(maxText(500)).check(z.maxLength(50))),
  optionId: z.optional(maxText(64)),
  selectedIds: z.optional(z.array(maxText(64)).check(z.maxLength(50))),
});

/** A typed number answer (schemas/values.ts): the form accepts what the server scores. */
export const numberAnswerSchema = z.string().check(z.regex(numberAnswerPattern));

/**
 * What is wrong with an answer, readably: where and what, for each problem (`questions[0].options: expected
 * at least 1`). zod/mini writes no messages of its own unless given its locale, which would weigh more than
 * all the schemas here.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${formatPath(issue.path)}: ${issueText(issue)}`).join('; ');
}

function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return `expected at least ${String(issue.minimum)}`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return `not in the expected format`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_union':
      return 'matches none of the expected shapes';
    case 'custom':
      return issue.message && issue.message !== 'Invalid input' ? issue.message : 'refused';
    default:
      return issue.code.replace(/_/g, ' ');
  }
}

// Each schema here states the shape of its twin in schemas/: a difference either way fails to compile.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;
export type SchemasAgree = [
  Holds<Same<z.infer<typeof testConfigSchema>, TestConfig>>,
  Holds<Same<z.infer<typeof questionSchema>, Question>>,
  Holds<Same<z.infer<typeof optionSchema>, Option>>,
  Holds<Same<z.infer<typeof scaleReportSchema>, ScaleReport>>,
  Holds<Same<{ [Field in keyof Result]-?: z.infer<(typeof resultFieldSchemas)[Field]> }, Required<Result>>>,
  Holds<Same<keyof typeof resultFieldSchemas, keyof Result>>,
  Holds<Same<z.infer<typeof chatReplySchema>, ChatReply>>,
  Holds<Same<z.infer<typeof answerSchema>, Answer>>,
];
