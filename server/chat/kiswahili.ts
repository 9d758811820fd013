import { appPaths, pathTo } from '../../src/core/sitePaths';

/**
 * The Kiswahili words of the catalogue's tests and services, for replies in Kiswahili: the same words the
 * site's Kiswahili cards show, from the catalogue's Kiswahili overlays (fixtures/screenings/sw/*.json for the
 * cards of our own checklists, fixtures/catalogue/sw/services.json for the services; server/siteCatalogue.ts
 * merges them; fixtures/catalogue/sw/tests.json gives our own card words for a test served in English). A
 * validated instrument has no Kiswahili version until a validated translation exists: the site shows its card
 * in our Kiswahili words where we have them (in English otherwise) and says the test itself is in English, and
 * so does the assistant.
 */

/** What the site shows in Kiswahili: each card and service with its words and the language they are in. */
export interface KiswahiliCatalogue {
  tests: readonly KiswahiliEntry<{ informalTitle: string; testLang: string }>[];
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
  /** The test itself runs in English (a validated instrument with no validated Kiswahili version). */
  inEnglish: boolean;
  /** The overlay's keywords (Kiswahili, Sheng), matched like the English card's; none where the words are English. */
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

function wording(name: string, entry: KiswahiliEntry<{ testLang?: string }>): KiswahiliWording {
  const wordsInKiswahili = entry.lang === 'sw';
  return {
    name,
    about: entry.description,
    inEnglish: (entry.testLang ?? entry.lang) !== 'sw',
    keyWords: wordsInKiswahili ? (entry.keyWords ?? []) : [],
  };
}
