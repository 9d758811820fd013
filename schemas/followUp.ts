import { z } from 'zod';
import { levelSchema, urgencySchema } from './urgency';

/**
 * fixtures/catalogue/follow-up.json: what a kept result needs beyond the fixture, for a clinician and for the
 * visitor's own trend. Clinicians read it, so it is data: each code and number carries the source it was
 * checked against.
 */
const loincCode = z.string().regex(/^\d{1,7}-\d$/, 'a LOINC code looks like 44249-1');
const loincAnswerCode = z.string().regex(/^LA\d{1,6}-\d$/, 'a LOINC answer code looks like LA6568-5');

const codingSchema = z.object({ code: loincCode, display: z.string().min(1) });

export const followUpLoincSchema = z.object({
  panel: codingSchema,
  total: codingSchema,
  /** LOINC question codes by the fixture's question id; a question not listed gets the site's own code. */
  items: z.record(z.string(), codingSchema),
  /** LOINC answer codes by option score, for the questions in `answersFor` only (the others keep ours). */
  answers: z.record(z.string(), z.object({ code: loincAnswerCode, display: z.string().min(1) })),
  answersFor: z.array(z.string()),
  /** Where every code above was checked. */
  source: z.string().min(1),
});

export const followUpEntrySchema = z.object({
  testCode: z.string().min(1),
  loinc: followUpLoincSchema.optional(),
  /** The published minimal important difference of the total, or the statement that none is published. */
  mid: z.union([
    z.object({ points: z.number().positive(), source: z.string().min(1) }),
    z.object({ none: z.literal(true), source: z.string().min(1) }),
  ]),
  /**
   * The trend draws the total over these bands (the fixture's own, checked equal by a test); without it the
   * trend draws the level (0-4), which every result has.
   */
  trend: z
    .object({
      max: z.number().positive(),
      bands: z.array(z.object({ min: z.number(), max: z.number(), level: levelSchema })).min(1),
    })
    .optional(),
  /**
   * When to take the test again, in days after the result, and why; with `urgencies`, only for a result of
   * one of those urgencies (a blood pressure reading the bp-high sign flags, say), never from a grade's words.
   */
  recheck: z
    .object({
      minDays: z.number().int().positive(),
      maxDays: z.number().int().positive(),
      urgencies: z.array(urgencySchema).min(1).optional(),
      basis: z.string().min(1),
    })
    .refine((recheck) => recheck.minDays <= recheck.maxDays, 'minDays is at most maxDays')
    .optional(),
});

export const followUpCatalogueSchema = z.object({
  instruments: z.array(followUpEntrySchema),
});

export type FollowUpEntry = z.infer<typeof followUpEntrySchema>;
export type FollowUpCatalogue = z.infer<typeof followUpCatalogueSchema>;
