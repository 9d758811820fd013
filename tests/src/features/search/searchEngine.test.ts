import { describe, expect, it } from 'vitest';
import { testCards } from '../../../../src/catalogue';
import { services } from '../../../../src/catalogue/services';
import { createSearcher, searchCatalogue } from '../../../../src/features/search/searchEngine';
import { searchableItems } from '../../../../src/features/search/searchableCatalogue';
import { routeOf, type SearchableItem } from '../../../../src/features/search/searchableItem';

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
    expect(searchableItems.filter((entry) => entry.type === 'service')).toHaveLength(services.length);
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
