import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../../../src/catalogue';
import * as services from '../../../src/catalogue/services';
import crisisLinesFile from '../../../fixtures/catalogue/crisis-lines.json';

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

const relativeToSrc = (file: string) => relative(srcDir, file).replaceAll('\\', '/');

/** Every module a src file names, statically (`from '…'`) or dynamically (`import('…')`), by file. */
function imports(): { file: string; specifier: string }[] {
  return sourceFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"`]([^'"`]+)['"`]/g)].map(
      (match) => ({ file: relativeToSrc(file), specifier: match[1]! }),
    ),
  );
}

/** The src files (relative to src/) whose text contains `text`. */
function mentioning(text: string): string[] {
  return sourceFiles(srcDir)
    .filter((file) => readFileSync(file, 'utf8').includes(text))
    .map(relativeToSrc)
    .sort();
}

describe('catalogue modules', () => {
  it('bundle no test, category or service: the server sends them with the page and on a language switch', () => {
    const fixtureImports = imports().filter(({ specifier }) => specifier.includes('fixtures/'));
    // The crisis lines alone come with the app, in each language: they must show when the network has failed.
    // The follow-up catalogue (when to check again, the minimal important differences) comes only with the
    // lazy /my-results and result-actions chunks, which read kept results in the browser with no request.
    expect(fixtureImports.map(({ file, specifier }) => [file, specifier.replace(/^(\.\.\/)+/, '')])).toEqual([
      ['catalogue/index.ts', 'fixtures/catalogue/crisis-lines.json'],
      ['components/crisisLines.ts', 'fixtures/catalogue/sw/crisis-lines.json'],
      ['features/my-results/followUp.ts', 'fixtures/catalogue/follow-up.json'],
    ]);
    // No glob or other path that would reach the test fixtures or the catalogue's other files.
    expect(mentioning('fixtures/screenings')).toEqual([]);
    expect(mentioning('import.meta.glob')).toEqual([]);
    expect(mentioning('categories.json')).toEqual([]);
    expect(mentioning('services.json')).toEqual([]);
  });

  it('keep no list of cards, categories or services of their own: only the crisis lines', () => {
    const lists = (module: Record<string, unknown>) =>
      Object.entries(module)
        .filter(([, value]) => Array.isArray(value) || value instanceof Map)
        .map(([name]) => name);
    expect(lists(catalogue)).toEqual(['crisisLines']);
    expect(lists(services)).toEqual([]);
    expect(catalogue.crisisLines).toEqual(crisisLinesFile.lines);
  });
});
