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
export interface SiteCatalogue {
  lang: Language;
  categories: Localised<Category>[];
  tests: Localised<TestCard>[];
  services: Localised<Service>[];
}
