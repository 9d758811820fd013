import { z } from 'zod';
import { hasOneEntryPerFeature, linearModelWeights, oneEntryPerFeatureProblem } from './crisisPipeline';

/**
 * The scope model (docs/assistant.md, "Health or another subject"): a logistic regression that tells a health
 * message from one about another subject, trained offline by scripts/train-scope-model.ts from reviewed
 * examples (scope-exemplars.json) and the concepts' and small talk's phrases, its weights written to
 * scope-model.json. The assistant's phrases still decide what fits; the model only says when a message that
 * names no warning sign is about something else ("my phone battery is dying"), or is about health in words no
 * phrase knows ("mwili haiko fiti").
 */

const messages = z.array(z.string().trim().min(1));
/** Example messages of one side, by language kind (as the evaluation sets tell them apart). */
const byLanguage = z.object({ en: messages, sw: messages, sheng: messages, mixed: messages });

export const scopeExemplarsFileSchema = z
  .object({
    about: z.string().min(1),
    settings: z.object({
      /** Character n-grams of these lengths, words and pairs of words (weight `wordWeight`) are the pieces. */
      charGrams: z.object({ min: z.number().int().min(1).max(8), max: z.number().int().min(1).max(8) }),
      wordWeight: z.number().min(1).max(10),
      epochs: z.number().int().min(1).max(200),
      l2: z.number().min(0).max(1),
      /** What a concept's or small talk's phrase counts in training against a reviewed example (0: not used). */
      phraseWeight: z.number().min(0).max(1),
      /**
       * The decision (log-odds of health): a message whose phrases name health but that scores below `other`,
       * and names no warning sign, is about another subject; one whose phrases name nothing, that is no small
       * talk and scores `health` or more, is health in words no phrase knows (the general offer).
       */
      other: z.number().min(-20).max(0),
      /**
       * The veto for a message that names a person and no animal, crop or thing (bearers.json): the veto model
       * must score it under this, at most `other`, to set it aside ("mtoto anaharisha" stays a child's).
       * Absent: `other`.
       */
      otherForPeople: z.number().min(-20).max(0).optional(),
      /**
       * The veto a warning sign said of an animal or a thing (no person named) must score under to be set aside:
       * at most `otherForPeople`, kept well below the nearest sign said of a person. Absent: `otherForPeople`.
       */
      otherForSigns: z.number().min(-20).max(0).optional(),
      /**
       * The veto for a message whose phrases name health only through the fallback concepts (fallbacks.json: a
       * bare symptom or feeling, "sore", "aching", "bleeding", the words other subjects borrow most: "the shop is
       * bleeding money"): at least `other`. A message naming only a person still needs `otherForPeople`. Absent:
       * `other`.
       */
      otherForFallbacks: z.number().min(-20).max(0).optional(),
      health: z.number().min(0).max(20),
      /**
       * The general offer (no phrase named health) where the scope model is at `offerHealth` but under `health`
       * also needs the veto model at this score or more, whoever the message names: nothing but the models speak
       * for health there, so the veto model, which learnt other subjects said in health words, must not lean the
       * other way ("Boss ananiboeka… resignation letter inaandikwa aje?"). At `health` or more only `other` (and
       * `otherForPeople`) take the offer away: turning a visitor with a health concern away costs more than an
       * offer they did not need. At least `other`. Absent: `other` (and `otherForPeople`) in both bands.
       */
      offerVeto: z.number().min(-20).max(20).optional(),
      /**
       * The scope model's score the general offer needs when the veto model scores the message at `offerVeto` or
       * more (the two models agree the message is health, so neither must be as sure alone). Absent: `health`,
       * which still decides whether a health score outvotes the bearer rule.
       */
      offerHealth: z.number().min(-20).max(20).optional(),
      /**
       * The bearer rule (an animal, a crop or a thing named and no person) sets a message aside only when the veto
       * model scores it under this too: one word of another subject does not outvote a model that reads the
       * whole message as health ("Body yangu iko low battery every day": "battery" is a machine's word). Absent:
       * the bearer rule alone.
       */
      bearerVeto: z.number().min(-20).max(20).optional(),
      /**
       * The veto model's score at which it makes the general offer by itself, whatever the scope model's, for a
       * message no phrase names and that has no small talk: it learnt from the development batches, thousands of
       * messages more than the scope model. At least `offerVeto`.
       */
      vetoOffers: z.number().min(-20).max(20).optional(),
      /**
       * A message no phrase names health in, that nothing set aside and that is no small talk, with the veto
       * model at this score or more (but the models short of the general offer), may be about health in words
       * nothing here knows: the reply asks who is unwell and how they feel, in place of saying it can only help
       * with health. It suggests nothing, so out of scope is unchanged. Absent: never.
       */
      unsure: z.number().min(-20).max(20).optional(),
    }),
    /** Messages about another subject (football, phones, money, recipes, the assistant itself). */
    other: byLanguage,
    /** Health messages in vague words or figures of speech (no crisis: those are the crisis pipeline's). */
    health: byLanguage,
    /**
     * The veto model's own examples (docs/assistant.md): other subjects said in a person's health words and a
     * person's health in the same words. The veto model also learns everything the scope model learns; the scope
     * model learns none of these, so what the veto learns never takes the general offer from a vague message.
     */
    veto: z
      .object({
        about: z.string().min(1),
        /**
         * What naming a group of bearers.json (an animal, a machine, a person, the body…) weighs as a piece of
         * the message, found in the whole message even when one sentence is read.
         */
        bearerWeight: z.number().min(0).max(10),
        /**
         * The veto model also reads which concepts the message's words name (their ids, found by the phrases as
         * the recommender reads them, from the knowledge alone: server/chat/conceptFinder.ts), at `bearerWeight`,
         * alone and in pairs with the bearers and with each other: whose a kind of health word is, in any language
         * the phrases know.
         */
        readsConcepts: z.boolean().optional(),
        /**
         * The veto model's L2 penalty, when it is not the scope model's: it learns from thousands more examples,
         * so it can afford weights the scope model, which learns the phrases, cannot.
         */
        l2: z.number().min(0).max(1).optional(),
        other: byLanguage,
        health: byLanguage,
        /**
         * Messages of the development scope batches taken as examples, as their writers labelled them (out of
         * scope: other; health and recommend: health). Their batches' figures are then training figures.
         */
        fromBatches: z
          .object({
            about: z.string().min(1),
            batches: z.array(z.string()),
            other: byLanguage,
            health: byLanguage,
          })
          .optional(),
      })
      .optional(),
  })
  .refine((file) => file.settings.charGrams.min <= file.settings.charGrams.max, {
    message: 'charGrams.min is at most charGrams.max',
    path: ['settings', 'charGrams'],
  })
  .refine((file) => (file.settings.offerVeto ?? file.settings.other) >= file.settings.other, {
    message: 'offerVeto is at least other: the general offer is never easier to make than a phrase’s reply',
    path: ['settings', 'offerVeto'],
  })
  .refine(
    (file) => (file.settings.vetoOffers ?? Infinity) >= (file.settings.offerVeto ?? file.settings.other),
    {
      message:
        'vetoOffers is at least offerVeto: the veto alone never offers more easily than with the scope model',
      path: ['settings', 'vetoOffers'],
    },
  )
  .refine((file) => (file.settings.otherForFallbacks ?? file.settings.other) >= file.settings.other, {
    message:
      'otherForFallbacks is at least other: named symptoms are never easier to set aside than bare ones',
    path: ['settings', 'otherForFallbacks'],
  })
  .refine((file) => (file.settings.otherForPeople ?? file.settings.other) <= file.settings.other, {
    message: 'otherForPeople is at most other: a person’s health words are never easier to set aside',
    path: ['settings', 'otherForPeople'],
  })
  .refine(
    ({ settings }) =>
      (settings.otherForSigns ?? settings.otherForPeople ?? settings.other) <=
      (settings.otherForPeople ?? settings.other),
    {
      message: 'otherForSigns is at most otherForPeople: a warning sign is never easier to set aside',
      path: ['settings', 'otherForSigns'],
    },
  );
export type ScopeExemplarsFile = z.infer<typeof scopeExemplarsFileSchema>;

const share = z.number().min(0).max(1);

export const scopeModelFileSchema = z
  .object({
    about: z.string().min(1),
    trainedOn: z.object({
      /** SHA-256 of the training data (examples and settings): the test fails when it no longer matches. */
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      examples: z.number().int().positive(),
      health: z.number().int().positive(),
      other: z.number().int().positive(),
    }),
    /** Five-fold figures over the reviewed examples: the share of each side scored at `score` or more. */
    crossValidated: z.object({
      folds: z.number().int().min(2),
      rows: z.array(z.object({ score: z.number(), health: share, other: share })).min(1),
    }),
    ...linearModelWeights,
  })
  .refine(hasOneEntryPerFeature, oneEntryPerFeatureProblem);
export type ScopeModelFile = z.infer<typeof scopeModelFileSchema>;
