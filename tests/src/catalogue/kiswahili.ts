import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  CategoryTranslations,
  ServiceTranslations,
  TestCardTranslations,
  TestTranslation,
} from '../../../schemas';
import { renderInLanguage } from '../../helpers/render';

/** The Kiswahili words of the catalogue as the fixtures hold them, read apart from the app's own loading. */
const fixtures = join(import.meta.dirname, '../../../fixtures');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as T;

/** Each test with a Kiswahili overlay: its card's words, by route slug. */
export const swCards: ReadonlyMap<string, TestTranslation['card']> = new Map(
  readdirSync(join(fixtures, 'screenings/sw'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), readJson<TestTranslation>(`screenings/sw/${file}`).card]),
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
