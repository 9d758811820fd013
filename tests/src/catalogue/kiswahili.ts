import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import crisisLinesFile from '../../../fixtures/catalogue/crisis-lines.json';
import type {
  CategoryTranslations,
  Language,
  ServiceTranslations,
  TestCardTranslations,
  TestFixture,
  TestTranslation,
} from '../../../schemas';
import { fillLoadTemplates, placeableLines, textValuesOf } from '../../../src/core/scoring';
import { renderInLanguage } from '../../helpers/render';

/** The Kiswahili words of the catalogue as the fixtures hold them, read apart from the app's own loading. */
const fixtures = join(import.meta.dirname, '../../../fixtures');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as T;

/**
 * Texts of a test as the server serves them: its `{line:…}` and `{count:…}` templates filled in the language
 * (src/core/scoring/fixtureTexts.ts), the counts from the test's English fixture.
 */
export function asServed<T>(value: T, slug: string, lang: Language): T {
  const fixture = readJson<TestFixture>(`screenings/${slug}.json`);
  const filled = fillLoadTemplates(value, textValuesOf(fixture, lang, placeableLines(crisisLinesFile)));
  if ('problems' in filled) throw new Error(`${slug}: ${filled.problems.join('; ')}`);
  return filled.value;
}

/** Each test with a Kiswahili overlay: its card's words, by route slug. */
export const swCards: ReadonlyMap<string, TestTranslation['card']> = new Map(
  readdirSync(join(fixtures, 'screenings/sw'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const slug = file.replace(/\.json$/, '');
      return [slug, asServed(readJson<TestTranslation>(`screenings/sw/${file}`).card, slug, 'sw')];
    }),
);

export const swCategories = readJson<CategoryTranslations>('catalogue/sw/categories.json').categories;
export const swServices = readJson<ServiceTranslations>('catalogue/sw/services.json').services;
/** Our Kiswahili card words for the tests served in English (no Kiswahili version), by route slug. */
export const swCardWords = readJson<TestCardTranslations>('catalogue/sw/tests.json').tests;

/** Renders the next screens in Kiswahili (renderWithProviders), its messages downloaded first. */
export async function readInKiswahili(): Promise<void> {
  await renderInLanguage('sw');
}

/** Back to English, for the next test. */
export async function readInEnglish(): Promise<void> {
  await renderInLanguage('en');
}
