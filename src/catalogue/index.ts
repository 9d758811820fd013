import categoriesJson from '../../fixtures/catalogue/categories.json';
import crisisLinesJson from '../../fixtures/catalogue/crisis-lines.json';
import type { Category, CategoryWithTests, CrisisLine, Language, TestCard } from '../../schemas';
import { durationMinutes } from '../../schemas/duration';
import { useLanguage } from '../i18n/language';
import { useLazyTexts } from './lazyTexts';
import { cardTexts, type CardTexts } from './texts';

export { cardTexts, preloadCatalogueTexts, type CardTexts } from './texts';

// The services are in ./services: only the service page and the search index need them.

// Only the `card` of each test fixture enters the bundle; questions and scoring stay on the server.
const cardModules = import.meta.glob<TestCard>('../../fixtures/tests/*.json', {
  eager: true,
  import: 'card',
});

/** Every test's card, ordered by test code. */
export const testCards: TestCard[] = Object.values(cardModules).sort((a, b) =>
  a.testCode.localeCompare(b.testCode),
);

export const categories: CategoryWithTests[] = (categoriesJson as Category[]).map((category) => ({
  ...category,
  tests: testCards.filter((test) => test.categoryId === category.id),
}));

export const crisisLines = crisisLinesJson.lines as CrisisLine[];

export function findTestBySlug(routeSlug: string): TestCard | undefined {
  return testCards.find((test) => test.routeSlug === routeSlug);
}

export function findCategoryBySlug(routeSlug: string): CategoryWithTests | undefined {
  return categories.find((category) => category.routeSlug === routeSlug);
}

/** How long a test takes, in minutes: the card's duration as a number, for `t.test.duration`. */
export function cardMinutes(card: Pick<TestCard, 'duration'>): number {
  // The card schema guarantees the '5 minutes' form, so there is always a number.
  return durationMinutes(card.duration) ?? 0;
}

// ---------------------------------------------------------------------------------------------------------
// The catalogue in the visitor's language.

/**
 * A catalogue entry with its words in `lang`: the visitor's language where the entry has a translation,
 * English where it has none (the page then marks those words as English and may say so).
 */
export type Localised<T> = T & { lang: Language };
export type LocalisedTestCard = Localised<TestCard>;
export type LocalisedCategory = Localised<Category> & { tests: LocalisedTestCard[] };

/** A test's card in `language`, or in English (lang 'en') when the test has no translation. */
export function localiseTest(card: TestCard, language: Language, texts: CardTexts | null): LocalisedTestCard {
  const words = texts?.tests[card.routeSlug];
  if (!words) return { ...card, lang: 'en' };
  return { ...card, ...words, lang: language };
}

/** A category in `language`, or in English when the category has no translation. */
export function localiseCategory(category: Category, language: Language, texts: CardTexts | null) {
  const words = texts?.categories[category.routeSlug];
  const localised: Localised<Category> = words
    ? {
        ...category,
        name: words.name,
        title: words.title,
        description: words.description,
        // An English tooltip is not shown under translated words: the translation's own, or none.
        tooltip: words.tooltip,
        keyWords: words.keyWords,
        lang: language,
      }
    : { ...category, lang: 'en' };
  return localised;
}

/** The whole catalogue in one language, with its finders. */
export interface Catalogue {
  language: Language;
  testCards: LocalisedTestCard[];
  categories: LocalisedCategory[];
  findTestBySlug(routeSlug: string): LocalisedTestCard | undefined;
  findCategoryBySlug(routeSlug: string): LocalisedCategory | undefined;
}

const built = new Map<Language, Catalogue>();

/** The catalogue in `language`, given that language's words (null for English); built once per language. */
export function catalogueIn(language: Language, texts: CardTexts | null): Catalogue {
  const cached = built.get(language);
  if (cached) return cached;
  const cards = testCards.map((card) => localiseTest(card, language, texts));
  const localisedCategories = categories.map((category) => ({
    ...localiseCategory(category, language, texts),
    tests: cards.filter((card) => card.categoryId === category.id),
  }));
  const catalogue: Catalogue = {
    language,
    testCards: cards,
    categories: localisedCategories,
    findTestBySlug: (routeSlug) => cards.find((card) => card.routeSlug === routeSlug),
    findCategoryBySlug: (routeSlug) =>
      localisedCategories.find((category) => category.routeSlug === routeSlug),
  };
  // A language's words are final once downloaded: the English catalogue, and each other one, are built once.
  if (texts || language === 'en') built.set(language, catalogue);
  return catalogue;
}

/** The catalogue in the visitor's language; in a language other than English, suspends until its words arrive. */
export function useCatalogue(): Catalogue {
  const language = useLanguage();
  return catalogueIn(language, useLazyTexts(cardTexts, language));
}

/** The catalogue in `language`, once that language's words have downloaded (for code outside React). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return catalogueIn(language, await cardTexts.load(language));
}
