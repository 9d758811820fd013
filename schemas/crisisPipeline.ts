import { z } from 'zod';

/**
 * The crisis pipeline's two generated-or-reviewed files beside the vocabulary (crisis.json) and the examples
 * (crisis-exemplars.json): the learned model's weights, written by scripts/train-crisis-model.ts and never by
 * hand, and the decision table a reviewer reads (docs/assistant.md, "How it decides").
 */

/**
 * A long list checked with one plain loop: the weights file has three lists of some 36,000 entries, which
 * z.array checks entry by entry at several times the cost, at every server start.
 */
const arrayOf = <T>(isEntry: (value: unknown) => boolean, what: string) =>
  z.custom<T[]>((value) => Array.isArray(value) && value.every(isEntry), { message: `expected ${what}` });

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lower-case hex');
const share = z.number().min(0).max(1);

/**
 * A logistic regression's weights as a file holds them (the crisis model, and the scope model of
 * schemas/scopeModel.ts): the pieces the examples have, each with how many examples have it (df) and its
 * weight, and the bias.
 */
export const linearModelWeights = {
  bias: z.number(),
  features: arrayOf<string>((value) => typeof value === 'string', 'a list of strings'),
  df: arrayOf<number>(
    (value) => Number.isInteger(value) && (value as number) > 0,
    'a list of positive integers',
  ),
  weights: arrayOf<number>((value) => Number.isFinite(value), 'a list of numbers'),
};
type LinearModelWeights = { features: unknown[]; df: unknown[]; weights: unknown[] };
export const hasOneEntryPerFeature = (file: LinearModelWeights) =>
  file.df.length === file.features.length && file.weights.length === file.features.length;
export const oneEntryPerFeatureProblem = {
  message: 'features, df and weights have one entry per feature',
  path: ['features'],
};

/** The model's figures over the examples at one score, cross-validated (each fold read by a model trained without it). */
const crossValidatedRowSchema = z.object({
  score: z.number(),
  /** Crisis examples scored at `score` or more. */
  crises: share,
  /** Look-alike examples scored at `score` or more (false crises of the model alone). */
  lookalikes: share,
});

export const crisisModelFileSchema = z
  .object({
    about: z.string().min(1),
    trainedOn: z.object({
      /** SHA-256 of the training data (examples, word classes, Kiswahili verbs and settings): trainingHash. */
      sha256,
      /** Examples in training: the file's crises and look-alikes, and the everyday phrases. */
      examples: z.number().int().positive(),
      crises: z.number().int().positive(),
      lookalikes: z.number().int().positive(),
      everyday: z.number().int().min(0),
    }),
    crossValidated: z.object({
      folds: z.number().int().min(2),
      rows: z.array(crossValidatedRowSchema).min(1),
    }),
    ...linearModelWeights,
  })
  .refine(hasOneEntryPerFeature, oneEntryPerFeatureProblem);

/** What a signal is: a crisis rule matched now, the model's score, a word of harm, a concern, earlier words. */
export const crisisSignalSchema = z.enum([
  /** A rule of crisis.json matched the new message. */
  'rule',
  /**
   * A rule matched a message the model reads whole (no longer than its window), and the model scored it under
   * `model.doubt`: it reads like the look-alikes.
   */
  'rule-model-doubts',
  /** The model scored the new message at `model.high` or more. */
  'model-high',
  /** The model scored it at `model.low` or more. */
  'model-low',
  /** A word of death or harm (crisis.json harmWords), not negated and outside a figure of speech. */
  'harm-word',
  /** A concept marked crisisLines (hopelessness) in the new message. */
  'near-crisis-concept',
  /** A rule matched one of the visitor's earlier messages. */
  'rule-earlier',
]);

/** What the reply does: crisis help first, a reminder with the therapist first, the lines gently, or nothing. */
export const crisisReplySchema = z.enum(['crisis', 'reminder', 'lines-gently', 'none']);

export const crisisPolicyFileSchema = z
  .object({
    about: z.string().min(1),
    /** The model's three scores (log-odds of a crisis). */
    model: z.object({
      high: z.number().min(-10).max(10),
      low: z.number().min(-10).max(10),
      doubt: z.number().min(-10).max(10),
    }),
    /** Read top to bottom; the first row whose signal is there (and whose warning-sign condition holds) decides. */
    rows: z
      .array(
        z.object({
          signal: crisisSignalSchema,
          /** Whether the new message names a warning sign (a concept with a sign, a reading): any, named, not-named. */
          warningSign: z.enum(['any', 'named', 'not-named']),
          reply: crisisReplySchema,
          why: z.string().min(1),
        }),
      )
      .min(1),
  })
  .refine((file) => file.model.low <= file.model.high, {
    message: 'model.low is at most model.high',
    path: ['model', 'low'],
  })
  .refine((file) => file.model.doubt <= file.model.low, {
    message: 'model.doubt is at most model.low',
    path: ['model', 'doubt'],
  })
  .refine((file) => file.rows.some((row) => row.signal === 'rule' && row.reply === 'crisis'), {
    message: 'a crisis rule always gives crisis help: a row { signal: "rule", reply: "crisis" } is needed',
    path: ['rows'],
  });

export type CrisisModelFile = z.infer<typeof crisisModelFileSchema>;
export type CrisisPolicyFile = z.infer<typeof crisisPolicyFileSchema>;
export type CrisisSignal = z.infer<typeof crisisSignalSchema>;
export type CrisisReplyKind = z.infer<typeof crisisReplySchema>;
