import type { Category, Language, Service, TestCard } from './index';

/**
 * An entry of the catalogue with its words in `lang`: the language asked for where the entry has a translation,
 * English where it has none (the page then marks those words as English).
 */
export type Localised<T> = T & { lang: Language };

/**
 * The catalogue the web app shows (cards, categories, services) in one language, as the server serves it from
 * the fixtures it loaded (a licensed fixture included): embedded in each page, and at GET /api/catalogue for a
 * language switch. The app has no copy of its own, so a card can never disagree with the test the server scores.
 */
/**
 * A test's card with its words in `lang`, and `testLang`, the language the test itself runs in: a card may be in
 * Kiswahili while its test, a validated instrument with no validated translation, runs in English.
 */
export type LocalisedTestCard = Localised<TestCard> & { testLang: Language };

export interface SiteCatalogue {
  lang: Language;
  categories: Localised<Category>[];
  tests: LocalisedTestCard[];
  services: Localised<Service>[];
}
