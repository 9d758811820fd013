import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadCatalogueWithCache,
  writeCatalogueCache,
  type CatalogueSources,
} from '../../server/catalogueCache';
import { FixtureError, loadCatalogue, type Catalogue } from '../../server/fixtures';
import { scoreAnswers } from '../../src/core/scoring';
import { byOptionIds, fixturesDir } from '../helpers/fixtures';

// The start loads the catalogue the build validated (server/catalogueCache.ts) only when it was made from the
// very same fixtures and server code; anything else is loaded and validated from the fixtures as before.

const work = mkdtempSync(path.join(tmpdir(), 'kipimo-catalogue-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the fixtures and a stand-in for the server build, so each case can change one of them. */
function sources(name: string): CatalogueSources & { cacheFile: string } {
  const dir = path.join(work, name);
  cpSync(fixturesDir, path.join(dir, 'fixtures'), { recursive: true });
  const codeFile = path.join(dir, 'main.js');
  writeFileSync(codeFile, '// the server build\n');
  return { codeFile, fixturesDir: path.join(dir, 'fixtures'), cacheFile: path.join(dir, 'catalogue.cache') };
}

const depressionFile = (fixtures: string) => path.join(fixtures, 'screenings', 'depression.json');

/**
 * The cache made from unchanged fixtures, read back, and the fixtures loaded without it: made once for the two
 * tests that compare them (each a write and two loads of every fixture), which only read them.
 */
let unchanged: { catalogue: Catalogue; fromCache: boolean; loaded: Catalogue } | undefined;
function fromUnchangedFixtures() {
  if (!unchanged) {
    const { cacheFile, ...from } = sources('unchanged');
    writeCatalogueCache(cacheFile, from);
    unchanged = { ...loadCatalogueWithCache(cacheFile, from), loaded: loadCatalogue(from.fixturesDir) };
  }
  return unchanged;
}

describe('the catalogue cache', () => {
  it('gives what loading the fixtures gives: the same data, Maps and shared objects', () => {
    const { catalogue, fromCache, loaded } = fromUnchangedFixtures();
    expect(fromCache).toBe(true);
    expect(catalogue).toStrictEqual(loaded);
    expect(catalogue.byTestCode.get(catalogue.tests[0]!.card.testCode)).toBe(catalogue.tests[0]);
  });

  it('scores every sample, in every language, as the loaded fixtures do (warning signs linked again)', () => {
    const { catalogue, fromCache, loaded } = fromUnchangedFixtures();
    expect(fromCache).toBe(true);
    const languages = [...catalogue.localised.keys()];
    for (const test of catalogue.tests) {
      const fresh = loaded.byTestCode.get(test.card.testCode)!;
      for (const sample of test.samples) {
        const answers = byOptionIds(test, sample.answers);
        expect(scoreAnswers(test, answers), sample.label).toStrictEqual(scoreAnswers(fresh, answers));
        for (const lang of languages) {
          const cached = catalogue.localised.get(lang)?.get(test.card.testCode);
          if (!cached) continue;
          const freshLocalised = loaded.localised.get(lang)!.get(test.card.testCode)!;
          expect(scoreAnswers(cached, answers, { lang }), `${lang} ${sample.label}`).toStrictEqual(
            scoreAnswers(freshLocalised, answers, { lang }),
          );
        }
      }
    }
  });

  it('is not used once a fixture changes: the edit shows', () => {
    const { cacheFile, ...from } = sources('edited');
    writeCatalogueCache(cacheFile, from);
    const file = depressionFile(from.fixturesDir);
    const fixture = JSON.parse(readFileSync(file, 'utf8'));
    fixture.card.description = 'An edited description.';
    writeFileSync(file, JSON.stringify(fixture));
    const { catalogue, fromCache } = loadCatalogueWithCache(cacheFile, from);
    expect(fromCache).toBe(false);
    expect(catalogue.tests.find((test) => test.card.routeSlug === 'depression')?.card.description).toBe(
      'An edited description.',
    );
  });

  it('never hides an invalid fixture: the start stops as it would without a cache', () => {
    const { cacheFile, ...from } = sources('invalid');
    writeCatalogueCache(cacheFile, from);
    const file = depressionFile(from.fixturesDir);
    const fixture = JSON.parse(readFileSync(file, 'utf8'));
    fixture.card.routeSlug = 42;
    writeFileSync(file, JSON.stringify(fixture));
    expect(() => loadCatalogueWithCache(cacheFile, from)).toThrow(FixtureError);
  });

  it('is not used by another build of the server, nor with a licensed folder it was not made with', () => {
    const { cacheFile, ...from } = sources('code');
    writeCatalogueCache(cacheFile, from);
    // A licensed fixture replaces the built-in test of the same code (here, the same file).
    const licensedFixturesDir = mkdtempSync(path.join(work, 'licensed-'));
    cpSync(depressionFile(from.fixturesDir), path.join(licensedFixturesDir, 'depression.json'));
    expect(loadCatalogueWithCache(cacheFile, { ...from, licensedFixturesDir }).fromCache).toBe(false);
    writeFileSync(from.codeFile, '// another build\n');
    expect(loadCatalogueWithCache(cacheFile, from).fromCache).toBe(false);
  });

  it('loads the fixtures when the cache file is missing or unreadable', () => {
    const { cacheFile, ...from } = sources('broken');
    expect(loadCatalogueWithCache(cacheFile, from).fromCache).toBe(false);
    writeFileSync(cacheFile, 'not a cache');
    const { catalogue, fromCache } = loadCatalogueWithCache(cacheFile, from);
    expect(fromCache).toBe(false);
    expect(catalogue.tests.length).toBeGreaterThan(0);
  });
});
