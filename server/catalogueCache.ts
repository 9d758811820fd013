import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { loadCatalogue, relinkWarningSigns, type Catalogue } from './fixtures';

/**
 * The catalogue as the build loaded and validated it, kept beside the server build so that a start does not
 * parse every fixture with zod again (a seventh of a start; issue 32). The file carries the hash of what made
 * it: the server build that parsed the fixtures and every file under the fixture folders. A start whose hash
 * differs (a fixture edited after the build, another FIXTURES_DIR, a licensed folder, a new build) loads and
 * validates the fixtures as before, so the cache can be stale but never wrong. The build writes it
 * (`node dist/server/main.js --write-catalogue-cache`), and tests/server/catalogueCache.test.ts checks
 * that what comes out of it is what loadCatalogue gives.
 */

export interface CatalogueSources {
  /** The code that parses the fixtures: the server build (dist/server/main.js). */
  codeFile: string;
  fixturesDir: string;
  licensedFixturesDir?: string | undefined;
}

/** What a cache file holds: the hash of its sources, and the catalogue (node:v8 serialisation, Maps kept). */
interface CacheFile {
  sourcesHash: string;
  catalogue: Catalogue;
}

/** The hash of the server code and of every file (its path under its folder, and its bytes) of the fixtures. */
export function sourcesHash({ codeFile, fixturesDir, licensedFixturesDir }: CatalogueSources): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(codeFile));
  for (const [label, dir] of [
    ['fixtures', fixturesDir],
    ['licensed', licensedFixturesDir],
  ] as const) {
    hash.update(`\0${label}\0`);
    if (dir === undefined) continue;
    for (const file of filesUnder(dir)) {
      hash.update(`\0${path.relative(dir, file)}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * The catalogue from `cacheFile` when it was made from these very sources, else loaded (and validated) from
 * the fixtures; `fromCache` says which.
 */
export function loadCatalogueWithCache(
  cacheFile: string,
  sources: CatalogueSources,
): { catalogue: Catalogue; fromCache: boolean } {
  const cached = readCache(cacheFile, sources);
  if (cached) return { catalogue: cached, fromCache: true };
  return {
    catalogue: loadCatalogue(sources.fixturesDir, sources.licensedFixturesDir),
    fromCache: false,
  };
}

/** Loads the catalogue from the fixtures (throwing on any invalid one) and writes it with its hash. */
export function writeCatalogueCache(cacheFile: string, sources: CatalogueSources): Catalogue {
  const catalogue = loadCatalogue(sources.fixturesDir, sources.licensedFixturesDir);
  const content: CacheFile = { sourcesHash: sourcesHash(sources), catalogue };
  writeFileSync(cacheFile, serialize(content));
  return catalogue;
}

function readCache(cacheFile: string, sources: CatalogueSources): Catalogue | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined; // no cache: a build without it, or a test
  }
  try {
    const content = deserialize(bytes) as Partial<CacheFile>;
    if (content.sourcesHash !== sourcesHash(sources) || !content.catalogue) return undefined;
    relinkWarningSigns(content.catalogue); // links live outside the objects: serialising drops them
    return content.catalogue;
  } catch {
    return undefined; // unreadable (another Node's format, a cut file): load from the fixtures
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}
