import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Category, Service, TestCard } from '../../../schemas';
import { cardMinutes, loadCatalogue } from '../../../src/catalogue';
import { loadServices } from '../../../src/catalogue/services';
import { en } from '../../../src/messages/en';
import { asServed, swCardWords, swCards, swCategories, swServices } from './kiswahili';
import { servedCatalogues } from './siteCatalogues';

// The catalogue as the app receives it from the server, checked against the fixture files themselves.
const catalogues = servedCatalogues();

const fixtures = join(import.meta.dirname, '../../../fixtures');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as T;

/** Every English test's card, as its fixture holds it (templates filled), ordered by test code. */
const testCards = readdirSync(join(fixtures, 'screenings'))
  .filter((file) => file.endsWith('.json'))
  .map((file) =>
    asServed(readJson<{ card: TestCard }>(`screenings/${file}`).card, file.replace(/\.json$/, ''), 'en'),
  )
  .sort((a, b) => a.testCode.localeCompare(b.testCode));
const categories = readJson<Category[]>('catalogue/categories.json');
const services = readJson<Service[]>('catalogue/services.json');

describe('the catalogue in English', () => {
  it('is the fixtures’ own words, each marked English, each category with its tests', async () => {
    const catalogue = await loadCatalogue(catalogues, 'en');
    expect(catalogue.language).toBe('en');
    expect(catalogue.testCards).toEqual(testCards.map((card) => ({ ...card, lang: 'en', testLang: 'en' })));
    expect(catalogue.categories).toEqual(
      categories.map((category) => ({
        ...category,
        lang: 'en',
        tests: testCards
          .filter((card) => card.categoryId === category.id)
          .map((card) => ({ ...card, lang: 'en', testLang: 'en' })),
      })),
    );
    expect(await loadCatalogue(catalogues, 'en')).toBe(catalogue);
    expect(catalogue.findTestBySlug('depression')).toBe(
      catalogue.testCards.find((card) => card.testCode === 'MH-001'),
    );
    expect(catalogue.findTestBySlug('no-such-test')).toBeUndefined();
    expect(catalogue.findCategoryBySlug('no-such-category')).toBeUndefined();
  });

  it('has every service in the fixture’s own words, marked English', async () => {
    expect(await loadServices(catalogues, 'en')).toEqual(
      services.map((service) => ({ ...service, lang: 'en' })),
    );
  });

  it('shows each duration from its number of minutes, as the fixture writes it', () => {
    for (const card of testCards) {
      expect(Number.isInteger(cardMinutes(card)), card.routeSlug).toBe(true);
      expect(en.test.duration(cardMinutes(card))).toBe(card.duration);
    }
    expect(en.test.duration(1)).toBe('1 minute');
  });
});

describe('the catalogue in Kiswahili', () => {
  it('has an overlay for English tests only', () => {
    expect(swCards.size).toBeGreaterThan(0);
    const slugs = new Set(testCards.map((card) => card.routeSlug));
    for (const slug of swCards.keys()) expect(slugs, slug).toContain(slug);
  });

  it('shows a test with an overlay in its Kiswahili words, and one without in our Kiswahili card words', async () => {
    const catalogue = await loadCatalogue(catalogues, 'sw');
    expect(catalogue.language).toBe('sw');
    expect(catalogue.testCards).toHaveLength(testCards.length);
    for (const [index, card] of catalogue.testCards.entries()) {
      const english = testCards[index]!;
      const words = swCards.get(english.routeSlug);
      if (words) {
        expect(card).toEqual({ ...english, ...words, lang: 'sw', testLang: 'sw' });
      } else {
        expect(card).toEqual({ ...english, ...swCardWords[english.routeSlug], lang: 'sw', testLang: 'en' });
      }
    }
    // The same tests, ids, routes and durations: only the words change.
    expect(catalogue.findTestBySlug('breast-cancer')).toMatchObject({
      testCode: 'LD-006',
      routeSlug: 'breast-cancer',
      duration: '5 minutes',
      informalTitle: swCards.get('breast-cancer')!.informalTitle,
      lang: 'sw',
    });
    expect(await loadCatalogue(catalogues, 'sw')).toBe(catalogue);
  });

  it('shows every category in Kiswahili, with its own tooltip or none, and its tests', async () => {
    const catalogue = await loadCatalogue(catalogues, 'sw');
    expect(catalogue.categories.map((category) => category.routeSlug)).toEqual(
      categories.map((category) => category.routeSlug),
    );
    for (const category of catalogue.categories) {
      const words = swCategories[category.routeSlug]!;
      expect(words, category.routeSlug).toBeDefined();
      expect(category).toMatchObject({ ...words, lang: 'sw' });
      expect(category.tooltip).toBe(words.tooltip);
      expect(category.tests).toEqual(catalogue.testCards.filter((card) => card.categoryId === category.id));
    }
    expect(catalogue.findCategoryBySlug('mental-health')?.title).toBe(swCategories['mental-health']!.title);
  });

  it('shows every service in Kiswahili, by the same routes and related tests', async () => {
    const localised = await loadServices(catalogues, 'sw');
    expect(localised).toHaveLength(services.length);
    for (const [index, service] of localised.entries()) {
      const english = services[index]!;
      const words = swServices[english.routeSlug]!;
      expect(words, english.routeSlug).toBeDefined();
      // Who it is for and the next steps are the translation's own, never the English ones.
      expect(service).toEqual({
        ...english,
        audience: words.audience,
        nextSteps: words.nextSteps,
        ...words,
        lang: 'sw',
      });
    }
    expect(await loadServices(catalogues, 'sw')).toBe(localised);
  });
});
