import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  crisisLineTranslationsSchema,
  languages,
  testTranslationSchema,
  type CrisisLine,
  warningSignTranslationsSchema,
  type Language,
  type TestFixture,
  type WarningSign,
} from '../schemas';
import {
  fillLoadTemplates,
  linkWarningSigns,
  localiseFixture,
  type FixtureContext,
  type TextValues,
  type WarningSignCatalogue,
} from '../src/core/scoring';
import { FixtureError, readFixtureFile } from './fixtureFiles';

/** The tests that have a version in a language other than English, by test code, ready to serve and score. */
export type LocalisedTests = ReadonlyMap<Exclude<Language, 'en'>, ReadonlyMap<string, TestFixture>>;

/**
 * Reads the Kiswahili overlays (`screenings/sw/*.json`), checks each overlay against its English fixture (same
 * questions, options, bands and flags, every string present) and links the localised tests to the signs in
 * Kiswahili (`localisedWarningSigns`, read once by loadLocalisedWarningSigns for the tests and the assistant). A
 * test a licensed fixture replaced keeps no overlay: the overlay was written for the built-in instrument.
 * Overlays in the licensed-fixture folder (`{licensedDir}/sw/*.json`: a published, validated translation the
 * provider holds, of a licensed or a built-in instrument) are checked the same way and take the place of the
 * repository's overlay of the same test.
 */
export function loadLocalisedTests(
  dir: string,
  tests: readonly TestFixture[],
  localisedWarningSigns: ReadonlyMap<Exclude<Language, 'en'>, WarningSignCatalogue>,
  replacedByLicence: ReadonlySet<string>,
  licensedDir: string | undefined,
  context: FixtureContext,
): LocalisedTests {
  return new Map(
    otherLanguages().map((lang) => {
      const signs = localisedWarningSigns.get(lang) ?? new Map();
      const localised = readOverlays(
        path.join(dir, 'screenings', lang),
        lang,
        tests,
        signs,
        replacedByLicence,
        context,
      );
      if (licensedDir) {
        for (const [code, fixture] of readOverlays(
          path.join(licensedDir, lang),
          lang,
          tests,
          signs,
          new Set(),
          context,
        ))
          localised.set(code, fixture);
      }
      return [lang, localised];
    }),
  );
}

function otherLanguages(): Exclude<Language, 'en'>[] {
  return languages.filter((lang): lang is Exclude<Language, 'en'> => lang !== 'en');
}

/** The overlays of one folder merged with their English tests, by test code; tests in `skip` are left out. */
function readOverlays(
  overlaysDir: string,
  lang: Exclude<Language, 'en'>,
  tests: readonly TestFixture[],
  signs: WarningSignCatalogue,
  skip: ReadonlySet<string>,
  context: FixtureContext,
): Map<string, TestFixture> {
  const localised = new Map<string, TestFixture>();
  if (!existsSync(overlaysDir)) return localised;
  const bySlug = new Map(tests.map((test) => [test.card.routeSlug, test]));
  for (const name of readdirSync(overlaysDir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = path.join(overlaysDir, name);
    const english = bySlug.get(name.replace(/\.json$/, ''));
    if (!english) throw new FixtureError(file, ['no English test has this route slug']);
    if (skip.has(english.card.testCode)) continue;
    const overlay = readFixtureFile(file, testTranslationSchema);
    if (overlay.lang !== lang)
      throw new FixtureError(file, [`lang: "${overlay.lang}" in the folder of "${lang}"`]);
    const merged = localiseFixture(english, overlay, context);
    if ('problems' in merged) throw new FixtureError(file, merged.problems);
    const missing = linkWarningSigns(merged.fixture, signs);
    if (missing.length > 0) {
      throw new FixtureError(file, [
        `warning signs without words in ${lang}: ${[...new Set(missing.map((reference) => reference.sign))].join(', ')}`,
      ]);
    }
    localised.set(english.card.testCode, merged.fixture);
  }
  return localised;
}

/**
 * The warning signs with their words in each other language, where the catalogue overlay has them
 * (`catalogue/{lang}/warning-signs.json`); a sign the overlay does not cover is left out.
 */
export function loadLocalisedWarningSigns(
  dir: string,
  warningSigns: WarningSignCatalogue,
  context: FixtureContext,
): ReadonlyMap<Exclude<Language, 'en'>, WarningSignCatalogue> {
  return new Map(
    otherLanguages().map((lang) => [
      lang,
      localisedSigns(path.join(dir, 'catalogue', lang, 'warning-signs.json'), warningSigns, {
        lang,
        crisisLines: context.crisisLines,
      }),
    ]),
  );
}

/** The catalogue with each sign's words in another language, where written; a sign without them is left out. */
function localisedSigns(
  file: string,
  warningSigns: WarningSignCatalogue,
  values: TextValues,
): WarningSignCatalogue {
  if (!existsSync(file)) return new Map();
  const filled = fillLoadTemplates(readFixtureFile(file, warningSignTranslationsSchema), values);
  if ('problems' in filled) throw new FixtureError(file, filled.problems);
  const { signs } = filled.value;
  const unknown = Object.keys(signs).filter((id) => !warningSigns.has(id));
  if (unknown.length > 0) throw new FixtureError(file, [`no warning sign has the id ${unknown.join(', ')}`]);
  const localised = new Map<string, WarningSign>();
  for (const [id, words] of Object.entries(signs)) {
    localised.set(id, { ...(warningSigns.get(id) as WarningSign), ...words });
  }
  return localised;
}

/**
 * The crisis lines with their words in each other language, where the catalogue overlay has them
 * (`catalogue/{lang}/crisis-lines.json`); a number the overlay does not cover keeps its English words. The
 * numbers and kinds are the English catalogue's: an overlay translates, it never adds a line.
 */
export function loadLocalisedCrisisLines(
  dir: string,
  crisisLines: readonly CrisisLine[],
): ReadonlyMap<Exclude<Language, 'en'>, readonly CrisisLine[]> {
  const localised = new Map<Exclude<Language, 'en'>, readonly CrisisLine[]>();
  for (const lang of languages) {
    if (lang === 'en') continue;
    const file = path.join(dir, 'catalogue', lang, 'crisis-lines.json');
    if (!existsSync(file)) continue;
    const { lines } = readFixtureFile(file, crisisLineTranslationsSchema);
    const unknown = Object.keys(lines).filter(
      (number) => !crisisLines.some((line) => line.number === number),
    );
    if (unknown.length > 0)
      throw new FixtureError(file, [`no crisis line has the number ${unknown.join(', ')}`]);
    localised.set(
      lang,
      crisisLines.map((line) => ({ ...line, ...lines[line.number] })),
    );
  }
  return localised;
}
