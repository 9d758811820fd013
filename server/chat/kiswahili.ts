import { appPaths, pathTo } from '../../src/core/sitePaths';

/**
 * The Kiswahili words of the catalogue's tests and services, for replies in Kiswahili: the same words the
 * site's Kiswahili cards show, from the catalogue's Kiswahili overlays (fixtures/screenings/sw/*.json for the
 * cards of our own checklists, fixtures/catalogue/sw/services.json for the services; server/siteCatalogue.ts
 * merges them). A validated instrument has no Kiswahili version until a validated translation exists, so the
 * site shows its English card, marked as English: the assistant names it in English too and says that the
 * test is in English only, rather than translate a name the test page would not show.
 */

/** What the site shows in Kiswahili: each card and service with its words and the language they are in. */
export interface KiswahiliCatalogue {
  tests: readonly KiswahiliEntry<{ informalTitle: string }>[];
  services: readonly KiswahiliEntry<{ title: string }>[];
}

type KiswahiliEntry<Name> = Name & {
  routeSlug: string;
  description: string;
  keyWords?: readonly string[];
  /** 'sw' where the catalogue has the entry's words in Kiswahili, 'en' where the site shows English. */
  lang: string;
};

/** A test's or service's words for a Kiswahili reply. */
export interface KiswahiliWording {
  name: string;
  about: string;
  /** The catalogue has no Kiswahili words for it (a validated instrument): the name and words are English. */
  inEnglish: boolean;
  /** The overlay's keywords (Kiswahili, Sheng), matched like the English card's. */
  keyWords: readonly string[];
}

/** The Kiswahili words of every test and service by in-app path; empty without a Kiswahili catalogue. */
export function kiswahiliWording(site: KiswahiliCatalogue | undefined): Map<string, KiswahiliWording> {
  const words = new Map<string, KiswahiliWording>();
  if (!site) return words;
  for (const card of site.tests) {
    words.set(pathTo(appPaths.test, card.routeSlug), wording(card.informalTitle, card));
  }
  for (const service of site.services) {
    words.set(pathTo(appPaths.service, service.routeSlug), wording(service.title, service));
  }
  return words;
}

function wording(name: string, entry: KiswahiliEntry<object>): KiswahiliWording {
  const inEnglish = entry.lang !== 'sw';
  return { name, about: entry.description, inEnglish, keyWords: inEnglish ? [] : (entry.keyWords ?? []) };
}
