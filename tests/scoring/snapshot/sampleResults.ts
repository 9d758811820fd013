import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ScoredResult, TestFixture } from '../../../schemas';
import { loadCatalogue } from '../../../server/fixtures';
import { scoreAnswers } from '../../../src/core/scoring';
import { byOptionIds, fixturesDir } from '../../helpers/fixtures';

/** The folders of licensed fixtures the repository carries as examples; each replaces a built-in test. */
const licensedExamples = ['tests/fixtures/licensed/screenings', 'tests/fixtures/licensed-epds/screenings'];

export const snapshotFile = path.resolve('tests/scoring/snapshot/sample-results.json');

/** One sample's full result in each language the test has, keyed `{set}/{testCode}/{sample label}`. */
export type SampleResults = Record<string, { en: ScoredResult; sw?: ScoredResult }>;

/**
 * Every sample of every fixture (the built-in ones, then each licensed example's catalogue), scored with the
 * engine in English and, where the test has a Kiswahili version, in Kiswahili. Answers name their options by
 * id, as the web app sends them in any language, so the same answers score both versions.
 */
export function scoreAllSamples(): SampleResults {
  const results: SampleResults = {};
  const sets: [string, string | undefined][] = [
    ['builtin', undefined],
    ...licensedExamples.map((dir): [string, string] => [dir, path.resolve(dir)]),
  ];
  for (const [set, licensedDir] of sets) {
    const catalogue = loadCatalogue(fixturesDir, licensedDir);
    const tests = licensedDir ? catalogue.tests.filter((test) => isFrom(licensedDir, test)) : catalogue.tests;
    for (const fixture of tests) {
      const swFixture = catalogue.localised.get('sw')?.get(fixture.card.testCode);
      for (const sample of fixture.samples) {
        const answers = byOptionIds(fixture, sample.answers);
        results[`${set}/${fixture.card.testCode}/${sample.label}`] = {
          en: scoreAnswers(fixture, answers),
          ...(swFixture ? { sw: scoreAnswers(swFixture, answers, { lang: 'sw' }) } : {}),
        };
      }
    }
  }
  return results;
}

/** Whether a test came from the licensed folder: a file there has its route slug. */
function isFrom(licensedDir: string, test: TestFixture): boolean {
  return readdirSync(licensedDir).includes(`${test.card.routeSlug}.json`);
}
