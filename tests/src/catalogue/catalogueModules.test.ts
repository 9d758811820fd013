import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../../../src/catalogue';
import { findServiceBySlug, services } from '../../../src/catalogue/services';
import crisisLinesFile from '../../../fixtures/catalogue/crisis-lines.json';
import servicesFile from '../../../fixtures/catalogue/services.json';

const srcDir = join(import.meta.dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The src files (relative to src/) whose imports match `pattern`. */
function importersOf(pattern: RegExp): string[] {
  return sourceFiles(srcDir)
    .filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].some((match) => pattern.test(match[1]!)),
    )
    .map((file) => relative(srcDir, file).replaceAll('\\', '/'))
    .sort();
}

describe('catalogue modules', () => {
  it('keeps the services out of the module the home page loads', () => {
    expect(Object.keys(catalogue)).not.toContain('services');
    expect(Object.keys(catalogue)).not.toContain('findServiceBySlug');
    expect(importersOf(/catalogue\/services\.json$/)).toEqual(['catalogue/services.ts']);
  });

  it('loads the services only on the service page and in the search index', () => {
    expect(importersOf(/catalogue\/services$/)).toEqual([
      'features/search/searchEngine.ts',
      'features/search/searchableCatalogue.ts',
      'features/services/ServicePage.tsx',
    ]);
  });

  it('keeps the Kiswahili words in modules that only a dynamic import reaches', () => {
    const mentioning = (text: string) =>
      sourceFiles(srcDir)
        .filter((file) => readFileSync(file, 'utf8').includes(text))
        .map((file) => relative(srcDir, file).replaceAll('\\', '/'))
        .sort();
    // The overlays' cards and the catalogue's Kiswahili files are read by the two Kiswahili modules alone...
    expect(mentioning('fixtures/tests/sw/')).toEqual(['catalogue/sw/cards.ts']);
    expect(importersOf(/fixtures\/catalogue\/sw\/(categories|services)\.json$/)).toEqual([
      'catalogue/sw/cards.ts',
      'catalogue/sw/services.ts',
    ]);
    // ...which no module imports statically: they download only when a visitor reads Kiswahili.
    expect(importersOf(/^(\.\.\/)+catalogue\/sw\//)).toEqual([]);
    expect(importersOf(/^\.\/sw\//).filter((file) => file.startsWith('catalogue/'))).toEqual([]);
    expect(mentioning("import('./sw/cards')")).toEqual(['catalogue/texts.ts']);
    expect(mentioning("import('./sw/services')")).toEqual(['catalogue/texts.ts']);
  });

  it('still has every service and crisis line, and finds a service by its slug', () => {
    expect(services).toEqual(servicesFile);
    expect(findServiceBySlug(servicesFile[0]!.routeSlug)).toBe(services[0]);
    expect(findServiceBySlug('no-such-service')).toBeUndefined();
    expect(catalogue.crisisLines).toEqual(crisisLinesFile.lines);
  });
});
