import { z } from 'zod';
import { answerSchema } from './answers';
import { testCardSchema } from './catalogue';
import { durationMinutes } from './duration';
import { scoringSchema } from './scoring';
import { testFormSchema, type TestConfig } from './testConfig';
import type { Language } from './translation';
import { urgencySchema, type WarningSign } from './urgency';

/** Where an instrument comes from, so that a clinical reviewer can check every band. */
export const instrumentSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  source: z.string().min(1),
  licence: z.string().min(1),
  cutoffReferences: z.array(z.object({ cutoff: z.string().min(1), reference: z.string().min(1) })).min(1),
  loinc: z.record(z.string(), z.string().regex(/^\d{1,7}-\d$/, 'a LOINC code looks like 44249-1')).optional(),
  notes: z.string().optional(),
});

/** An answer set with the result the instrument's manual gives for it. */
export const sampleSchema = z.object({
  label: z.string().min(1),
  answers: z.array(answerSchema).min(1),
  /** What the manual gives; `urgency`, where written, is checked too (Contract 2). */
  expect: z.object({ totalScore: z.number(), grade: z.string().min(1), urgency: urgencySchema.optional() }),
});

/** One test: its catalogue card, the form the visitor answers, its scoring, its source and its samples. */
export const testFixtureSchema = z.object({
  /** The fixture language this file is written in (scripts/migrate-fixtures-v3.ts turns version 2 into 3). */
  fixtureVersion: z.literal(3),
  card: testCardSchema,
  form: testFormSchema,
  scoring: scoringSchema,
  instrument: instrumentSchema,
  samples: z.array(sampleSchema).min(1),
});

export type Instrument = z.infer<typeof instrumentSchema>;
export type Sample = z.infer<typeof sampleSchema>;
export type TestFixture = z.infer<typeof testFixtureSchema>;

/**
 * The configuration GET /api/config/ serves for a fixture. Which warning sign an option reports is the
 * server's to score, so `sign` stays out; `crisis`, and the urgency the catalogue `signs` give the option's
 * sign, go to the browser, which needs them when a submit fails.
 */
export function toTestConfig(
  fixture: TestFixture,
  lang: Language = 'en',
  signs?: ReadonlyMap<string, Pick<WarningSign, 'urgency'>>,
): TestConfig {
  const { card, form } = fixture;
  return {
    lang,
    testCode: card.testCode,
    formalTitle: card.formalTitle,
    informalTitle: card.informalTitle,
    duration: durationIn(lang, card.duration),
    ...form,
    questions: form.questions.map((question) => ({
      ...question,
      options: question.options.map(({ sign, urgency: _urgency, ...option }) => {
        const urgency = sign === undefined ? undefined : signs?.get(sign)?.urgency;
        return urgency === undefined ? option : { ...option, urgency };
      }),
    })),
  } as TestConfig;
}

/** A card's duration ("5 minutes", the spec's form) in a language: the number of minutes is the data. */
export function durationIn(lang: Language, duration: string): string {
  const minutes = durationMinutes(duration);
  return lang === 'sw' && minutes !== null ? `dakika ${minutes}` : duration;
}
