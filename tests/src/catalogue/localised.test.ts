import { describe, expect, it } from 'vitest';
import {
  cardMinutes,
  catalogueIn,
  categories,
  loadCatalogue,
  localiseCategory,
  localiseTest,
  testCards,
} from '../../../src/catalogue';
import { loadServices, services } from '../../../src/catalogue/services';
import { en } from '../../../src/messages/en';
import { swCards, swCategories, swServices } from './kiswahili';

describe('the catalogue in English', () => {
  it('is the fixtures’ own words, each marked English', async () => {
    const catalogue = await loadCatalogue('en');
    expect(catalogue.testCards.map(({ lang, ...card }) => [lang, card])).toEqual(
      testCards.map((card) => ['en', card]),
    );
    expect(
      catalogue.categories.map(({ lang, tests, ...category }) => [lang, tests.length, category]),
    ).toEqual(categories.map(({ tests, ...category }) => ['en', tests.length, category]));
    expect(catalogueIn('en', null)).toBe(catalogue);
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

  it('shows a test with an overlay in its Kiswahili words, and one without in English', async () => {
    const catalogue = await loadCatalogue('sw');
    expect(catalogue.language).toBe('sw');
    for (const [index, card] of catalogue.testCards.entries()) {
      const english = testCards[index]!;
      const words = swCards.get(english.routeSlug);
      if (words) {
        expect(card).toEqual({ ...english, ...words, lang: 'sw' });
      } else {
        expect(card).toEqual({ ...english, lang: 'en' });
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
  });

  it('shows every category in Kiswahili, with its own tooltip or none, and its tests', async () => {
    const catalogue = await loadCatalogue('sw');
    for (const category of catalogue.categories) {
      const words = swCategories[category.routeSlug]!;
      expect(words, category.routeSlug).toBeDefined();
      expect(category).toMatchObject({ ...words, lang: 'sw' });
      expect(category.tooltip).toBe(words.tooltip);
      expect(category.tests).toEqual(catalogue.testCards.filter((card) => card.categoryId === category.id));
    }
    expect(catalogue.findCategoryBySlug('mental-health')?.title).toBe(swCategories['mental-health']!.title);
  });

  it('keeps an entry without a translation in English', () => {
    const category = categories[0]!;
    expect(localiseCategory(category, 'sw', { tests: {}, categories: {} })).toEqual({
      ...category,
      lang: 'en',
    });
    expect(localiseTest(testCards[0]!, 'sw', { tests: {}, categories: {} })).toEqual({
      ...testCards[0],
      lang: 'en',
    });
  });

  it('shows every service in Kiswahili, by the same routes and related tests', async () => {
    const localised = await loadServices('sw');
    expect(localised).toHaveLength(services.length);
    for (const [index, service] of localised.entries()) {
      const english = services[index]!;
      const words = swServices[english.routeSlug]!;
      expect(words, english.routeSlug).toBeDefined();
      expect(service).toEqual({ ...english, ...words, lang: 'sw' });
    }
    expect(await loadServices('sw')).toBe(localised);
  });
});
