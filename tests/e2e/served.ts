import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language, TestFixture } from '../../schemas';
import { fillLoadTemplates, placeableLines, textValuesOf } from '../../src/core/scoring';

/**
 * A screening fixture's JSON as the server serves it: its `{line:…}` and `{count:…}` templates filled in the
 * file's language (src/core/scoring/fixtureTexts.ts), the counts from the test's English fixture. A test that
 * compares a page with a fixture's words reads them through this, never the raw file.
 */
export function readServedScreening<T>(file: string): T {
  const slug = path.basename(file, '.json');
  const lang: Language = path.basename(path.dirname(file)) === 'sw' ? 'sw' : 'en';
  const fixture = JSON.parse(
    readFileSync(path.resolve('fixtures/screenings', `${slug}.json`), 'utf8'),
  ) as TestFixture;
  const lines = placeableLines(JSON.parse(readFileSync('fixtures/catalogue/crisis-lines.json', 'utf8')));
  const raw = JSON.parse(readFileSync(path.resolve(file), 'utf8')) as T;
  const filled = fillLoadTemplates(raw, textValuesOf(fixture, lang, lines));
  if ('problems' in filled) throw new Error(`${file}: ${filled.problems.join('; ')}`);
  return filled.value;
}
