// Checks every Kiswahili overlay against its English fixture (same questions, options, bands and flags, every
// string present) and lists the warning signs still without Kiswahili words; then loads everything as the
// server does at start. Names the file and the field of every problem.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { testTranslationSchema } from '../schemas';
import { loadCatalogue, readCrisisLines } from '../server/fixtures';
import { FixtureError, readFixtureFile } from '../server/fixtureFiles';
import { localiseFixture, placeableLines, signReferences } from '../src/core/scoring';

const dir = process.argv[2] ?? 'fixtures';
const english = loadCatalogue(dir, undefined, { localise: false });
const context = { crisisLines: placeableLines(readCrisisLines(dir)) };
const overlaysDir = path.join(dir, 'screenings', 'sw');
let failed = false;
for (const name of readdirSync(overlaysDir)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  const file = path.join(overlaysDir, name);
  const fixture = english.tests.find((test) => `${test.card.routeSlug}.json` === name);
  try {
    if (!fixture) throw new FixtureError(file, ['no English test has this route slug']);
    const merged = localiseFixture(fixture, readFixtureFile(file, testTranslationSchema), context);
    if ('problems' in merged) throw new FixtureError(file, merged.problems);
    const signs = [...new Set(signReferences(fixture).map((reference) => reference.sign))];
    console.log(`ok ${name} (${signs.length} warning signs)`);
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error;
    console.error(`Invalid ${error.message}`);
    failed = true;
  }
}
try {
  const catalogue = loadCatalogue(dir);
  for (const [lang, tests] of catalogue.localised)
    console.log(`${lang}: the server serves ${tests.size} tests`);
} catch (error) {
  if (!(error instanceof FixtureError)) throw error;
  console.error(`The server would not start: ${error.message}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
