import { z } from 'zod';
import { durationPattern } from './duration';

export const testCodePattern = /^[A-Z]{2}-\d{3}$/;
const routeSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'a route slug is lower-case words joined by - or _');

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  tooltip: z.string().min(1).optional(),
  routeSlug,
  imageSrc: z.string().min(1),
  keyWords: z.array(z.string().min(1)),
});

/** A test as the catalogue shows it on cards, in search and to the assistant. */
export const testCardSchema = z.object({
  id: z.number().int().positive(),
  testCode: z.string().regex(testCodePattern, 'a test code looks like MH-001'),
  categoryId: z.number().int().positive(),
  formalTitle: z.string().min(1),
  informalTitle: z.string().regex(/ Screening Test$/, "an informal title reads '{topic} Screening Test'"),
  description: z.string().min(1),
  tooltip: z.string().min(1),
  duration: z.string().regex(durationPattern, "a duration reads like '5 minutes'"),
  routeSlug,
  imageSrc: z.string().min(1),
  /** What the picture shows, for a screen reader (never left empty: every card's picture says something). */
  imageAlt: z.string().min(1),
  keyWords: z.array(z.string().min(1)).min(1),
});

export const serviceSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
  routeSlug,
  keyWords: z.array(z.string().min(1)),
  /** Who the service is for, one paragraph (its page). */
  audience: z.string().min(1).optional(),
  /** What happens after the visitor starts, step by step (its page). */
  nextSteps: z.array(z.string().min(1)).min(1).optional(),
  /** Route slugs of the tests that relate to the service; the page lists those the catalogue has. */
  relatedTests: z.array(routeSlug).optional(),
});

export const categoriesFileSchema = z.array(categorySchema).min(1);
export const servicesFileSchema = z.array(serviceSchema).min(1);

export type Category = z.infer<typeof categorySchema>;
export type TestCard = z.infer<typeof testCardSchema>;
export type Service = z.infer<typeof serviceSchema>;
/** The spec's Category entity: a category with its tests. */

/** What a crisis line is for, so the app groups lines by meaning, never by their names' wording. */
export const crisisLineKinds = ['counselling', 'emergency', 'gender-violence', 'child'] as const;

export const crisisLineSchema = z.object({
  kind: z.enum(crisisLineKinds),
  name: z.string().min(1),
  number: z.string().regex(/^\+?\d[\d ]*$/),
  hours: z.string().min(1),
  description: z.string().min(1),
});

/** A line as the catalogue file writes it: with the id a fixture's text places it by (`{line:red-cross}`). */
export const catalogueCrisisLineSchema = crisisLineSchema.extend({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a crisis line id is lower-case words joined by -'),
  /** Where the number was checked, where the file's `source` does not cover it. */
  source: z.string().min(1).optional(),
});

export const crisisLinesFileSchema = z.object({
  source: z.string().min(1),
  /** The lines every crisis box shows. */
  lines: z.array(catalogueCrisisLineSchema).min(1),
  /**
   * Lines for one situation (gender-based violence, a child in need): a test's texts place them where the test
   * asks about that situation; crisis boxes do not show them.
   */
  situationLines: z.array(catalogueCrisisLineSchema).default([]),
});

export type CrisisLine = z.infer<typeof crisisLineSchema>;
export type CatalogueCrisisLine = z.infer<typeof catalogueCrisisLineSchema>;
