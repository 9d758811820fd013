import { inject } from 'vitest';
import { catalogueOf, createSiteCatalogues, type SiteCatalogues } from '../../../src/catalogue';

/**
 * The catalogue the server builds from the fixtures (tests/globalSetup.ts), in each language: what the app
 * receives with each page and from GET /api/catalogue/. Tests read their expected cards, categories and
 * services from it; the Kiswahili words themselves are read straight from the overlays in ./kiswahili.
 */
export const siteCatalogues = inject('siteCatalogues');

/** The served catalogue in English, with its finders, as the app's components read it. */
export const englishCatalogue = catalogueOf(siteCatalogues.en);
/** The served catalogue in Kiswahili (English where an entry has no translation). */
export const kiswahiliCatalogue = catalogueOf(siteCatalogues.sw);
/** Every service, in English. */
export const englishServices = siteCatalogues.en.services;

/**
 * The app's catalogues with every served language installed, as a page brings its own: for node tests that
 * search or load the catalogue, where there is no page to bring one.
 */
export function servedCatalogues(): SiteCatalogues {
  const catalogues = createSiteCatalogues();
  for (const catalogue of Object.values(siteCatalogues)) catalogues.install(catalogue);
  return catalogues;
}
