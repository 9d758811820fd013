import { z } from 'zod';
import { optionIdSchema } from './testConfig';

/**
 * A test in another language: an overlay on its fixture that holds only text, keyed by the fixture's own ids
 * and positions. Scores, branches, conditions and option ids stay in the fixture, so one answer set scores the
 * same in every language; the schema is strict, so a missing string or a stray key is an error.
 */

export const languages = ['en', 'sw'] as const;
export const languageSchema = z.enum(languages);
export type Language = (typeof languages)[number];

const text = z.string().min(1);
const steps = z.union([z.array(text).min(1), text]);

/** Where the words come from: a published validated translation, or our own text awaiting review. */
const provenanceSchema = z.discriminatedUnion('kind', [
  z
    .object({
      /** The instrument's published, validated translation: its own source, licence and validation. */
      kind: z.literal('validated'),
      source: text,
      licence: text,
      validation: text,
    })
    .strict(),
  z
    .object({
      /** Our own checklist, translated here; shown, but listed for a native speaker's review. */
      kind: z.literal('own'),
      review: z.enum(['awaiting-native-review', 'reviewed']),
      reviewedBy: text.optional(),
    })
    .strict(),
]);

const questionTextSchema = z
  .object({
    question: text,
    questionHeading: text.optional(),
    unit: text.optional(),
    /** Option texts by option id: every option of the question, no other. */
    options: z.record(optionIdSchema, text).default({}),
  })
  .strict();

const bandTextSchema = z.object({ grade: text, description: text, nextSteps: steps }).strict();
const scaleBandTextSchema = z.object({ level: text, description: text, nextSteps: steps }).strict();

export const testTranslationSchema = z
  .object({
    lang: languageSchema.exclude(['en']),
    provenance: provenanceSchema,
    card: z
      .object({
        informalTitle: text,
        formalTitle: text,
        description: text,
        tooltip: text,
        /** The picture's alternative text in the language. */
        imageAlt: text,
        keyWords: z.array(text).min(1),
      })
      .strict(),
    form: z
      .object({
        formHeading: text,
        resultHeading: text,
        instructions: z.array(text).min(1),
        disclaimer: text,
        /** By question id: every question of the fixture, no other. */
        questions: z.record(z.string(), questionTextSchema),
      })
      .strict(),
    scoring: z
      .object({
        /** The grading bands, in the fixture's order. */
        bands: z.array(bandTextSchema).min(1),
        /** Each flag's text, in the fixture's order. */
        flags: z.array(text).default([]),
        /** Each answerTexts entry's texts by option id, in the fixture's order. */
        answerTexts: z.array(z.record(optionIdSchema, text)).default([]),
        /** Each scale report's bands, in the fixture's order. */
        scaleReports: z.array(z.array(scaleBandTextSchema)).default([]),
        /** Each analysis: its label, its rules', its bands' and its otherwise texts, in the fixture's order. */
        analyses: z
          .array(
            z
              .object({
                label: text,
                rules: z.array(text).default([]),
                bands: z.array(text).default([]),
                otherwise: text.optional(),
              })
              .strict(),
          )
          .default([]),
        /** Labels of reported scores, by score name. */
        reportLabels: z.record(z.string(), text).default({}),
      })
      .strict(),
  })
  .strict();

export type TestTranslation = z.infer<typeof testTranslationSchema>;

/** The warning-sign catalogue's words in another language, by sign id. */
export const warningSignTranslationsSchema = z.object({
  lang: languageSchema.exclude(['en']),
  review: z.enum(['awaiting-native-review', 'reviewed']),
  signs: z.record(z.string(), z.object({ reason: text, action: text }).strict()),
});

const review = z.enum(['awaiting-native-review', 'reviewed']);

/** The categories' words in another language, by route slug. */
export const categoryTranslationsSchema = z
  .object({
    lang: languageSchema.exclude(['en']),
    review,
    categories: z.record(
      z.string(),
      z
        .object({
          name: text,
          title: text,
          description: text,
          tooltip: text.optional(),
          keyWords: z.array(text).min(1),
        })
        .strict(),
    ),
  })
  .strict();

/** The services' words in another language, by route slug. */
export const serviceTranslationsSchema = z
  .object({
    lang: languageSchema.exclude(['en']),
    review,
    services: z.record(
      z.string(),
      z
        .object({
          title: text,
          description: text,
          keyWords: z.array(text).min(1),
          audience: text.optional(),
          nextSteps: z.array(text).min(1).optional(),
        })
        .strict(),
    ),
  })
  .strict();

/**
 * The cards of tests that have no version in another language (a validated instrument with no validated
 * translation), in that language, by route slug: our own words around the test (its card, its Start button, its
 * search entry), while the test itself stays in English and its card says so.
 */
export const testCardTranslationsSchema = z
  .object({
    lang: languageSchema.exclude(['en']),
    review,
    tests: z.record(
      z.string(),
      z
        .object({
          informalTitle: text,
          description: text,
          tooltip: text,
          imageAlt: text,
          keyWords: z.array(text).min(1),
        })
        .strict(),
    ),
  })
  .strict();

/** The crisis lines' words in another language, by number (the number itself never changes). */
export const crisisLineTranslationsSchema = z
  .object({
    lang: languageSchema.exclude(['en']),
    review,
    lines: z.record(z.string(), z.object({ name: text, hours: text, description: text }).strict()),
  })
  .strict();

export type CategoryTranslations = z.infer<typeof categoryTranslationsSchema>;
export type ServiceTranslations = z.infer<typeof serviceTranslationsSchema>;
export type TestCardTranslations = z.infer<typeof testCardTranslationsSchema>;
