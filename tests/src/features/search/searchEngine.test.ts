import { beforeAll, describe, expect, it } from 'vitest';
import { loadSearcher } from '../../../../src/features/search/loadSearcher';
import { createSearcher, searcherIn, type Searcher } from '../../../../src/features/search/searchEngine';
import { searchableItemsIn } from '../../../../src/features/search/searchableCatalogue';
import { routeOf, type SearchableItem } from '../../../../src/features/search/searchableItem';
import { swCardWords, swCards, swCategories, swServices } from '../../catalogue/kiswahili';
import {
  englishCatalogue,
  englishServices,
  servedCatalogues,
  kiswahiliCatalogue,
  siteCatalogues,
} from '../../catalogue/siteCatalogues';

// The catalogue the server serves, in both languages, as a page would bring it.
const catalogues = servedCatalogues();

const { testCards } = englishCatalogue;
const searchableItems = searchableItemsIn(englishCatalogue, englishServices);
/** The search on the English site. */
const searchCatalogue = await searcherIn(catalogues, 'en');

const routes = (query: string) => searchCatalogue(query).map(routeOf);

function item(overrides: Partial<SearchableItem>): SearchableItem {
  return {
    id: 'test-1',
    title: 'Example',
    keyWords: [],
    description: 'An example.',
    routeSlug: 'example',
    type: 'test',
    ...overrides,
  };
}

describe('searchable items', () => {
  it('holds every category, test and service once, with unique ids', () => {
    const ids = searchableItems.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(searchableItems.filter((entry) => entry.type === 'category')).toHaveLength(6);
    expect(searchableItems.filter((entry) => entry.type === 'test')).toHaveLength(testCards.length);
    expect(searchableItems.filter((entry) => entry.type === 'service')).toHaveLength(englishServices.length);
  });

  it('holds the same entries in Kiswahili, each its translation or its English words', () => {
    const items = searchableItemsIn(
      kiswahiliCatalogue,
      siteCatalogues.sw.services,
      englishCatalogue,
      englishServices,
    );
    expect(items.map((entry) => entry.id)).toEqual(searchableItems.map((entry) => entry.id));
    const breastCancer = items.find((entry) => entry.routeSlug === 'breast-cancer')!;
    expect(breastCancer).toMatchObject({ title: swCards.get('breast-cancer')!.informalTitle, lang: 'sw' });
    // Its English names still find it.
    expect(breastCancer.keyWords).toContain('Breast Cancer Screening Test');
  });

  it("gives a test its informalTitle as title, so the spec's `title` key searches it", () => {
    const depression = searchableItems.find((entry) => entry.id === 'test-1');
    expect(depression).toMatchObject({
      title: 'Depression Screening Test',
      formalTitle: 'PHQ-9',
      routeSlug: 'depression',
      type: 'test',
    });
  });
});

describe('routeOf', () => {
  it('routes each type to its own path', () => {
    expect(routeOf({ type: 'category', routeSlug: 'mental-health' })).toBe('/categories/mental-health');
    expect(routeOf({ type: 'test', routeSlug: 'depression' })).toBe('/tests/depression');
    expect(routeOf({ type: 'service', routeSlug: 'wellness-checkup' })).toBe('/services/wellness-checkup');
  });
});

describe('searchCatalogue', () => {
  it('finds nothing under 3 trimmed characters, even when 2 letters would match', () => {
    expect(searchCatalogue('de')).toEqual([]);
    expect(searchCatalogue('  de  ')).toEqual([]);
    expect(searchCatalogue('dep').length).toBeGreaterThan(0);
  });

  it('finds a test by its informal title, its formal title and a keyword', () => {
    expect(routes('depression')[0]).toBe('/tests/depression');
    expect(routes('PHQ-9')[0]).toBe('/tests/depression');
    expect(routes('low mood')).toContain('/tests/depression');
  });

  it('forgives a typo', () => {
    expect(routes('depresion')[0]).toBe('/tests/depression');
    expect(routes('nutritonist')).toContain('/services/talk-to-a-nutritionist');
  });

  it('finds categories and services by title', () => {
    expect(routes('Mental Health')[0]).toBe('/categories/mental-health');
    expect(routes('therapist')[0]).toBe('/services/talk-to-a-therapist');
  });

  it('finds nothing for a nonsense word', () => {
    expect(searchCatalogue('xqzvkw')).toEqual([]);
  });

  it('matches within long text (location ignored) and stays within threshold 0.3', () => {
    const search = createSearcher([
      item({
        id: 'a',
        keyWords: [
          'a long phrase, well over a hundred characters, that a visitor would never type, and only after all of that: pombe',
        ],
      }),
      item({ id: 'b', keyWords: ['pxmxe'] }),
    ]);
    expect(search('pombe').map((found) => found.id)).toEqual(['a']);
  });
});

/**
 * Kiswahili words visitors type, and the tests each must find. A test whose fixture is not in the catalogue
 * yet is skipped (and shows as skipped); the category or service it belongs to must be found regardless.
 */
const kiswahili = [
  { query: 'msongo wa mawazo', tests: ['depression'], alsoFinds: '/categories/mental-health' },
  { query: 'wasiwasi', tests: ['anxiety'], alsoFinds: '/categories/mental-health' },
  { query: 'presha', tests: ['hypertension-risk'], alsoFinds: '/services/chronic-care-programme' },
  { query: 'sukari', tests: ['diabetes-risk'], alsoFinds: '/categories/lifestyle-diseases' },
  { query: 'pombe', tests: ['audit'], alsoFinds: '/categories/mental-health' },
  {
    query: 'uzito',
    tests: ['nutritional-checks', 'obesity-risk'],
    alsoFinds: '/services/talk-to-a-nutritionist',
  },
  { query: 'hedhi', tests: ['menstrual-health'], alsoFinds: '/categories/general-wellbeing' },
  { query: 'ujauzito', tests: ['pregnancy-health'], alsoFinds: '/categories/general-wellbeing' },
];

describe('Kiswahili search', () => {
  it.each(kiswahili)('$query finds $alsoFinds', ({ query, alsoFinds }) => {
    expect(routes(query)).toContain(alsoFinds);
  });

  for (const { query, tests } of kiswahili) {
    for (const test of tests) {
      it(`${query} finds the ${test} test`, () => {
        expect(routes(query)).toContain(`/tests/${test}`);
      });
    }
  }
});

describe('cervical cancer search (issue 17)', () => {
  it.each(['saratani ya shingo ya kizazi', 'shingo ya kizazi', 'pap smear', 'HPV', 'VIA'])(
    '%s finds the cervical cancer test first',
    (query) => {
      expect(routes(query)[0]).toBe('/tests/cervical-cancer');
    },
  );
});

describe('search on the Kiswahili site', () => {
  let search: Searcher;
  beforeAll(async () => {
    search = await searcherIn(catalogues, 'sw');
  });
  const swRoutes = (query: string) => search(query).map(routeOf);

  it('is loaded once per language', async () => {
    const kiswahili = await loadSearcher(catalogues, 'sw');
    expect(await loadSearcher(catalogues, 'sw')).toBe(kiswahili);
    expect(await loadSearcher(catalogues, 'en')).not.toBe(kiswahili);
    expect(await loadSearcher(catalogues, 'en')).toBe(await loadSearcher(catalogues, 'en'));
  });

  it('shows each result in Kiswahili, a test served in English by our card words, found by its English name', () => {
    const found = search('saratani ya shingo ya kizazi');
    expect(found[0]).toMatchObject({
      routeSlug: 'cervical-cancer',
      title: swCards.get('cervical-cancer')!.informalTitle,
      description: swCards.get('cervical-cancer')!.description,
      lang: 'sw',
    });
    const category = search('Magonjwa ya Mtindo wa Maisha').find((item) => item.type === 'category')!;
    expect(category).toMatchObject({ title: swCategories['lifestyle-diseases']!.title, lang: 'sw' });
    const service = search('daktari')[0]!;
    expect(service).toMatchObject({
      routeSlug: 'talk-to-a-doctor',
      title: swServices['talk-to-a-doctor']!.title,
    });
    const untranslated = testCards.find((card) => !swCards.has(card.routeSlug));
    if (untranslated) {
      expect(search(untranslated.informalTitle)[0]).toMatchObject({
        routeSlug: untranslated.routeSlug,
        title: swCardWords[untranslated.routeSlug]!.informalTitle,
        lang: 'sw',
      });
    }
  });

  it.each([
    ['saratani ya shingo ya kizazi', '/tests/cervical-cancer'],
    ['shingo ya kizazi', '/tests/cervical-cancer'],
    ['matiti', '/tests/breast-cancer'],
    ['presha', '/tests/hypertension-risk'],
    ['sukari', '/tests/diabetes-risk'],
    ['daktari', '/services/talk-to-a-doctor'],
    ['ongea na daktari', '/services/talk-to-a-doctor'],
    ['Afya ya Akili', '/categories/mental-health'],
  ])('finds %s first: %s', (query, route) => {
    expect(swRoutes(query)[0]).toBe(route);
  });

  it.each([
    ['presha', ['/categories/lifestyle-diseases', '/services/chronic-care-programme']],
    ['sukari', ['/categories/lifestyle-diseases', '/services/chronic-care-programme']],
    ['msongo wa mawazo', ['/categories/mental-health', '/tests/depression']],
    ['mimba', ['/tests/pregnancy-health', '/categories/general-wellbeing']],
  ])('%s also finds %j', (query, routesFound) => {
    for (const route of routesFound) expect(swRoutes(query)).toContain(route);
  });

  it('still finds by English names and keywords', () => {
    expect(swRoutes('depression')[0]).toBe('/tests/depression');
    expect(swRoutes('Breast Cancer Screening Test')[0]).toBe('/tests/breast-cancer');
    expect(swRoutes('breast cancer')[0]).toBe('/tests/breast-cancer');
    expect(swRoutes('Mental Health')[0]).toBe('/categories/mental-health');
    expect(swRoutes('therapist')[0]).toBe('/services/talk-to-a-therapist');
    expect(swRoutes('Talk to a Nutritionist')[0]).toBe('/services/talk-to-a-nutritionist');
    expect(swRoutes('depresion')[0]).toBe('/tests/depression');
  });

  it('finds every entry by its English title, and nothing for nonsense or under 3 characters', () => {
    for (const item of searchableItems) {
      expect(
        search(item.title).map((found) => found.id),
        item.title,
      ).toContain(item.id);
    }
    expect(search('xqzvkw')).toEqual([]);
    expect(search('de')).toEqual([]);
  });
});
