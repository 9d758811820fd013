import type { Category, Service, TestCard } from '../../../schemas';
import type { Catalogue, Localised } from '../../catalogue';
import type { LocalisedService } from '../../catalogue/services';
import type { SearchableItem } from './searchableItem';

/**
 * The words a visitor may type for an entry: its own keywords and, when its words are a translation, its
 * English names and keywords as well, so that an English name still finds it on the Kiswahili site.
 */
function keyWordsOf(
  entry: { keyWords: string[]; lang: string },
  english: { keyWords: string[] },
  englishNames: string[],
) {
  if (entry.lang === 'en') return entry.keyWords;
  return [...new Set([...entry.keyWords, ...englishNames, ...english.keyWords])];
}

/** A category as a search result; `english` is the same category in English, when `category` is a translation. */
export function categoryItem(category: Localised<Category>, english: Category = category): SearchableItem {
  return {
    id: `category-${category.id}`,
    title: category.title,
    // A category's short name is searched like a test's formal title.
    formalTitle: category.name,
    keyWords: keyWordsOf(category, english, [english.title, english.name]),
    description: category.description,
    routeSlug: category.routeSlug,
    type: 'category',
    lang: category.lang,
  };
}

export function testItem(test: Localised<TestCard>, english: TestCard = test): SearchableItem {
  return {
    id: `test-${test.id}`,
    // Tests carry informalTitle; the spec's search keys name `title`.
    title: test.informalTitle,
    formalTitle: test.formalTitle,
    keyWords: keyWordsOf(test, english, [english.informalTitle, english.formalTitle]),
    description: test.description,
    routeSlug: test.routeSlug,
    type: 'test',
    lang: test.lang,
  };
}

export function serviceItem(service: LocalisedService, english: Service = service): SearchableItem {
  return {
    id: `service-${service.id}`,
    title: service.title,
    keyWords: keyWordsOf(service, english, [english.title]),
    description: service.description,
    routeSlug: service.routeSlug,
    type: 'service',
    lang: service.lang,
  };
}

/**
 * Every category, test and service of the catalogue in one language, in that order, each beside its English
 * original (found by id: the server builds every language's catalogue from the English one).
 */
export function searchableItemsIn(
  catalogue: Catalogue,
  localisedServices: LocalisedService[],
  english: Catalogue = catalogue,
  englishServices: Service[] = localisedServices,
): SearchableItem[] {
  const byId = <T extends { id: number }>(entries: T[]) => new Map(entries.map((entry) => [entry.id, entry]));
  const englishCategories = byId(english.categories);
  const englishTests = byId(english.testCards);
  const englishServiceById = byId(englishServices);
  return [
    ...catalogue.categories.map((category) => categoryItem(category, englishCategories.get(category.id))),
    ...catalogue.testCards.map((test) => testItem(test, englishTests.get(test.id))),
    ...localisedServices.map((service) => serviceItem(service, englishServiceById.get(service.id))),
  ];
}
