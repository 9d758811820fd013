import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  categoryTranslationsSchema,
  languages,
  serviceTranslationsSchema,
  testCardTranslationsSchema,
  type Category,
  type CategoryTranslations,
  type Language,
  type Service,
  type ServiceTranslations,
  type SiteCatalogue,
} from '../schemas';
import { FixtureError, readFixtureFile } from './fixtureFiles';
import type { Catalogue } from './fixtures';

/**
 * The catalogue the web app shows, in every language, built once from what the server loaded: the cards of
 * the tests it scores (a licensed fixture's card included), and the categories and services, each with its
 * words from the language's overlay where there is one and in English (`lang: 'en'`) where there is none. A
 * test's card also says which language the test itself runs in (`testLang`), which its words alone cannot tell.
 */
export function buildSiteCatalogues(
  dir: string,
  catalogue: Pick<Catalogue, 'categories' | 'tests' | 'services' | 'localised'>,
  cards: {
    /** Tests a licensed fixture replaced: their card is not the one the card words translate. */
    replacedByLicence?: ReadonlySet<string>;
    /** false: the tests were loaded without their translations, and their cards stay English too. */
    localise?: boolean;
  } = {},
): ReadonlyMap<Language, SiteCatalogue> {
  const built = new Map<Language, SiteCatalogue>();
  for (const lang of languages) {
    if (lang === 'en') {
      built.set(lang, {
        lang,
        categories: catalogue.categories.map((category) => ({ ...category, lang })),
        tests: catalogue.tests.map((test) => ({ ...test.card, lang, testLang: lang })),
        services: catalogue.services.map((service) => ({ ...service, lang })),
      });
      continue;
    }
    const categoryWords = readOverlay(dir, lang, 'categories.json', categoryTranslationsSchema);
    const serviceWords = readOverlay(dir, lang, 'services.json', serviceTranslationsSchema);
    const cardWords =
      cards.localise === false ? null : readOverlay(dir, lang, 'tests.json', testCardTranslationsSchema);
    checkSlugs(dir, lang, 'categories.json', categoryWords?.categories, catalogue.categories);
    checkSlugs(dir, lang, 'services.json', serviceWords?.services, catalogue.services);
    checkSlugs(
      dir,
      lang,
      'tests.json',
      cardWords?.tests,
      catalogue.tests.map((test) => test.card),
    );
    const localisedTests = catalogue.localised.get(lang);
    built.set(lang, {
      lang,
      categories: catalogue.categories.map((category) =>
        localiseCategory(category, lang, categoryWords?.categories[category.routeSlug]),
      ),
      tests: catalogue.tests.map((test) => {
        // A version of the test in the language (its card comes with it) wins over card words alone: a validated
        // translation placed later (a licensed one) needs no change here.
        const localised = localisedTests?.get(test.card.testCode);
        if (localised) return { ...localised.card, lang, testLang: lang };
        const words = cards.replacedByLicence?.has(test.card.testCode)
          ? undefined
          : cardWords?.tests[test.card.routeSlug];
        return words
          ? { ...test.card, ...words, lang, testLang: 'en' }
          : { ...test.card, lang: 'en', testLang: 'en' };
      }),
      services: catalogue.services.map((service) =>
        localiseService(service, lang, serviceWords?.services[service.routeSlug]),
      ),
    });
  }
  return built;
}

function readOverlay<S extends z.ZodType>(
  dir: string,
  lang: Language,
  name: string,
  schema: S,
): z.infer<S> | null {
  const file = path.join(dir, 'catalogue', lang, name);
  return existsSync(file) ? readFixtureFile(file, schema) : null;
}

/** An overlay may only translate what the catalogue has: a slug it does not know is a typo. */
function checkSlugs(
  dir: string,
  lang: Language,
  name: string,
  words: Record<string, unknown> | undefined,
  entries: readonly { routeSlug: string }[],
): void {
  const known = new Set(entries.map((entry) => entry.routeSlug));
  const unknown = Object.keys(words ?? {}).filter((slug) => !known.has(slug));
  if (unknown.length > 0) {
    throw new FixtureError(path.join(dir, 'catalogue', lang, name), [
      `no entry has the route slug ${unknown.join(', ')}`,
    ]);
  }
}

/** A category in `lang`; an English tooltip is never shown under translated words (the translation's own, or none). */
function localiseCategory(
  category: Category,
  lang: Language,
  words: CategoryTranslations['categories'][string] | undefined,
): SiteCatalogue['categories'][number] {
  if (!words) return { ...category, lang: 'en' };
  const { tooltip: _englishTooltip, ...rest } = category;
  return { ...rest, ...words, lang };
}

/**
 * A service in `lang`. A translation that leaves out an optional part the English has (who it is for, the next
 * steps) leaves that part out: a page never mixes the two languages within one service.
 */
function localiseService(
  service: Service,
  lang: Language,
  words: ServiceTranslations['services'][string] | undefined,
): SiteCatalogue['services'][number] {
  if (!words) return { ...service, lang: 'en' };
  const { audience: _audience, nextSteps: _nextSteps, ...rest } = service;
  return { ...rest, ...words, lang };
}
