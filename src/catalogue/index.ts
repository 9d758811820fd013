// The named import keeps the file's situation lines (texts place them; no crisis box shows them) out of the bundle.
import { lines as crisisLineList } from '../../fixtures/catalogue/crisis-lines.json';
import type {
  Category,
  CrisisLine,
  Language,
  Localised,
  LocalisedTestCard,
  SiteCatalogue,
  TestCard,
} from '../../schemas';
import { durationMinutes } from '../../schemas/duration';
import { useLanguage } from '../i18n/language';
import { useLocation } from 'react-router-dom';
import { useSiteCatalogues, type SiteCatalogues } from './served';

export type { Localised, LocalisedTestCard } from '../../schemas';
export {
  CatalogueContext,
  createSiteCatalogues,
  langIfOther,
  useSiteCatalogues,
  type SiteCatalogues,
} from './served';

// The catalogue's cards, categories and services come from the server (see ./served): the app carries no copy.
// The crisis lines are the exception: they must show even when the network has failed.
export const crisisLines = crisisLineList as CrisisLine[];

export type LocalisedCategory = Localised<Category> & { tests: LocalisedTestCard[] };

/** How long a test takes, in minutes: the card's duration as a number, for `t.test.duration`. */
export function cardMinutes(card: Pick<TestCard, 'duration'>): number {
  // The card schema guarantees the '5 minutes' form, so there is always a number.
  return durationMinutes(card.duration) ?? 0;
}

/** The whole catalogue in one language, with its finders. */
export interface Catalogue {
  language: Language;
  /** Every test's card, ordered by test code. */
  testCards: LocalisedTestCard[];
  categories: LocalisedCategory[];
  findTestBySlug(routeSlug: string): LocalisedTestCard | undefined;
  findCategoryBySlug(routeSlug: string): LocalisedCategory | undefined;
}

const built = new WeakMap<SiteCatalogue, Catalogue>();

/** The catalogue with each category's tests and the finders; built once per served catalogue. */
export function catalogueOf(site: SiteCatalogue): Catalogue {
  const cached = built.get(site);
  if (cached) return cached;
  // Test codes are ASCII ('MH-001'): compared by code unit, without waking the locale's collation up.
  const cards = [...site.tests].sort((a, b) =>
    a.testCode < b.testCode ? -1 : a.testCode > b.testCode ? 1 : 0,
  );
  const categories = site.categories.map((category) => ({
    ...category,
    tests: cards.filter((card) => card.categoryId === category.id),
  }));
  const catalogue: Catalogue = {
    language: site.lang,
    testCards: cards,
    categories,
    findTestBySlug: (routeSlug) => cards.find((card) => card.routeSlug === routeSlug),
    findCategoryBySlug: (routeSlug) => categories.find((category) => category.routeSlug === routeSlug),
  };
  built.set(site, catalogue);
  return catalogue;
}

/**
 * The catalogue in the page's language, for the page at the router's address; suspends while a language the
 * page did not come with, or the tests of a page other than the one the server sent, download.
 */
export function useCatalogue(): Catalogue {
  return catalogueOf(useSiteCatalogues().readFor(useLanguage(), useLocation().pathname));
}

/** The catalogue in `language`, once here (for code outside React). */
export async function loadCatalogue(catalogues: SiteCatalogues, language: Language): Promise<Catalogue> {
  return catalogueOf(await catalogues.load(language));
}
