import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  categoriesFileSchema,
  servicesFileSchema,
  crisisLinesFileSchema,
  formatPath,
  warningSignsFileSchema,
  type Category,
  type CrisisLine,
  type Language,
  type Service,
  type SiteCatalogue,
  type TestFixture,
  type WarningSign,
} from '../schemas';
import {
  checkTestFixture,
  fillLoadTemplates,
  linkWarningSigns,
  placeableLines,
  type FixtureContext,
  type WarningSignCatalogue,
} from '../src/core/scoring';
import { FixtureError, readFixtureFile, readJson } from './fixtureFiles';
import { buildSiteCatalogues } from './siteCatalogue';
import {
  loadLocalisedCrisisLines,
  loadLocalisedWarningSigns,
  loadLocalisedTests,
  type LocalisedTests,
} from './translations';

export { FixtureError, readFixtureFile } from './fixtureFiles';

/** Everything the server serves from fixtures, checked once at start. */
export interface Catalogue {
  categories: Category[];
  tests: TestFixture[];
  byTestCode: Map<string, TestFixture>;
  crisisLines: CrisisLine[];
  services: Service[];
  /** The warning-sign catalogue, by id: each sign once, with its urgency, for every test. */
  warningSigns: WarningSignCatalogue;
  /** Tests with a version in another language (Kiswahili), by language and test code. */
  localised: LocalisedTests;
  /** The crisis lines with their words in each other language. */
  localisedCrisisLines: ReadonlyMap<Exclude<Language, 'en'>, readonly CrisisLine[]>;
  /** The warning signs with their words in each other language (Kiswahili), where the overlay has them. */
  localisedWarningSigns: ReadonlyMap<Exclude<Language, 'en'>, WarningSignCatalogue>;
  /** What the web app shows (cards, categories, services) in each language: the app's one source of them. */
  site: ReadonlyMap<Language, SiteCatalogue>;
}

/**
 * Loads every fixture under `dir` (catalogue/ and screenings/), validating each and the catalogue as a whole.
 * Fixtures in `licensedDir` (outside the repository: instruments the provider holds a licence for, such as
 * the MBI) replace the built-in test with the same test code and route slug.
 */
export function loadCatalogue(
  dir: string,
  licensedDir?: string,
  options: { localise?: boolean } = {},
): Catalogue {
  const categoriesFile = path.join(dir, 'catalogue', 'categories.json');
  const categories = readFixtureFile(categoriesFile, categoriesFileSchema);
  const crisisLinesFile = readCrisisLines(dir);
  const crisisLines = crisisLinesFile.lines;
  // Every line a test's text may place, the situation lines (1195, 116) included.
  const context: FixtureContext = { crisisLines: placeableLines(crisisLinesFile) };
  const servicesFile = path.join(dir, 'catalogue', 'services.json');
  const services = readFixtureFile(servicesFile, servicesFileSchema);
  checkUnique(servicesFile, services, (service) => service.routeSlug, 'service routeSlug');
  const warningSigns = readWarningSigns(path.join(dir, 'catalogue', 'warning-signs'), context);
  const testsDir = path.join(dir, 'screenings');
  const tests = readTestFixtures(testsDir, context);
  const replacedByLicence = new Set<string>();
  if (licensedDir) {
    for (const licensed of readTestFixtures(licensedDir, context)) {
      const index = tests.findIndex((test) => test.card.testCode === licensed.card.testCode);
      if (index === -1 || tests[index]?.card.routeSlug !== licensed.card.routeSlug) {
        throw new FixtureError(path.join(licensedDir, `${licensed.card.routeSlug}.json`), [
          `card.testCode: a licensed fixture must replace a built-in test with the same testCode and routeSlug`,
        ]);
      }
      tests[index] = licensed;
      replacedByLicence.add(licensed.card.testCode);
    }
  }

  checkUnique(categoriesFile, categories, (category) => String(category.id), 'category id');
  checkUnique(categoriesFile, categories, (category) => category.routeSlug, 'category routeSlug');
  checkUnique(testsDir, tests, (test) => test.card.testCode, 'testCode');
  checkUnique(testsDir, tests, (test) => test.card.routeSlug, 'routeSlug');
  checkUnique(testsDir, tests, (test) => String(test.card.id), 'test id');
  for (const test of tests) linkFixture(testsDir, test, warningSigns);
  const categoryIds = new Set(categories.map((category) => category.id));
  for (const test of tests) {
    if (!categoryIds.has(test.card.categoryId)) {
      throw new FixtureError(path.join(testsDir, `${test.card.routeSlug}.json`), [
        `card.categoryId: no category has the id ${test.card.categoryId}`,
      ]);
    }
  }
  const localisedWarningSigns = loadLocalisedWarningSigns(dir, warningSigns, context);
  const localised =
    options.localise === false
      ? new Map()
      : loadLocalisedTests(dir, tests, localisedWarningSigns, replacedByLicence, licensedDir, context);
  return {
    categories,
    tests,
    byTestCode: new Map(tests.map((test) => [test.card.testCode, test])),
    crisisLines,
    services,
    warningSigns,
    localised,
    localisedCrisisLines: loadLocalisedCrisisLines(dir, crisisLines),
    localisedWarningSigns,
    site: buildSiteCatalogues(
      dir,
      { categories, tests, services, localised },
      { replacedByLicence, localise: options.localise !== false },
    ),
  };
}

/**
 * Reads every file of the warning-sign catalogue (one per subject, so each has one reviewer). An id used
 * twice, even across files, is an error: one sign has one urgency everywhere.
 */
export function readWarningSigns(signsDir: string, context: FixtureContext): WarningSignCatalogue {
  const signs = new Map<string, WarningSign>();
  for (const name of readdirSync(signsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = path.join(signsDir, name);
    const filled = fillLoadTemplates(readFixtureFile(file, warningSignsFileSchema), {
      lang: 'en',
      crisisLines: context.crisisLines,
    });
    if ('problems' in filled) throw new FixtureError(file, filled.problems);
    for (const sign of filled.value.signs) {
      if (signs.has(sign.id)) throw new FixtureError(file, [`warning sign "${sign.id}" is defined twice`]);
      signs.set(sign.id, sign);
    }
  }
  const unknown = [...signs.values()].flatMap((sign) =>
    (sign.givesWayTo ?? [])
      .filter((id) => !signs.has(id))
      .map((id) => `"${sign.id}" gives way to "${id}", no sign`),
  );
  if (unknown.length > 0) throw new FixtureError(signsDir, unknown);
  return signs;
}

/**
 * Links every test of a catalogue, in every language, to its warning signs again. The link is kept beside the
 * fixture objects (a WeakMap in the engine), so a catalogue serialised and read back (the start-up cache,
 * server/catalogueCache.ts) has lost it; without it, scoring an answer that names a sign fails.
 */
export function relinkWarningSigns(catalogue: Catalogue): void {
  const link = (test: TestFixture, signs: WarningSignCatalogue) => {
    const missing = linkWarningSigns(test, signs);
    if (missing.length > 0)
      throw new Error(`${test.card.routeSlug}: warning signs missing from the catalogue`);
  };
  for (const test of catalogue.tests) link(test, catalogue.warningSigns);
  for (const [lang, tests] of catalogue.localised) {
    const signs = catalogue.localisedWarningSigns.get(lang) ?? catalogue.warningSigns;
    for (const test of tests.values()) link(test, signs);
  }
}

/** Links a test to the warning signs it names; one the catalogue lacks stops the start. */
function linkFixture(testsDir: string, test: TestFixture, warningSigns: WarningSignCatalogue): void {
  const missing = linkWarningSigns(test, warningSigns);
  if (missing.length === 0) return;
  const problems = missing.map(
    (reference) => `${formatPath(reference.path)}: no warning sign "${reference.sign}" in the catalogue`,
  );
  throw new FixtureError(path.join(testsDir, `${test.card.routeSlug}.json`), problems);
}

/** The crisis-line catalogue (`catalogue/crisis-lines.json`): the lines crisis boxes show and the situation lines. */
export function readCrisisLines(dir: string) {
  return readFixtureFile(path.join(dir, 'catalogue', 'crisis-lines.json'), crisisLinesFileSchema);
}

function readTestFixtures(testsDir: string, context: FixtureContext): TestFixture[] {
  return readdirSync(testsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readTestFixture(path.join(testsDir, name), context));
}

/**
 * Reads one test fixture: its shape, its scoring rules (a misspelt rule or bad params stops the start
 * instead of failing a visitor's request) and its file name.
 */
export function readTestFixture(file: string, context: FixtureContext): TestFixture {
  const checked = checkTestFixture(readJson(file), context);
  if ('problems' in checked) throw new FixtureError(file, checked.problems);
  const { fixture } = checked;
  const expectedName = `${fixture.card.routeSlug}.json`;
  if (path.basename(file) !== expectedName) {
    throw new FixtureError(file, [
      `card.routeSlug: the file of "${fixture.card.routeSlug}" must be named ${expectedName}`,
    ]);
  }
  return fixture;
}

function checkUnique<T>(file: string, items: T[], key: (item: T) => string, what: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) throw new FixtureError(file, [`${what} "${value}" is used twice`]);
    seen.add(value);
  }
}

/**
 * A test in `lang` where it has a version in it, else in English (a validated instrument is offered only in
 * its validated translation), with the language it is in.
 */
export function testInLanguage(
  catalogue: Pick<Catalogue, 'localised'>,
  english: TestFixture,
  lang: Language,
): { fixture: TestFixture; lang: Language } {
  const localised = lang === 'en' ? undefined : catalogue.localised.get(lang)?.get(english.card.testCode);
  return localised ? { fixture: localised, lang } : { fixture: english, lang: 'en' };
}
