import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { loadKnowledge } from '../../server/chat/knowledge';
import { FixtureError } from '../../server/fixtures';

export const knowledgeDir = path.resolve('fixtures/assistant');

/**
 * Copies of the assistant's knowledge with one file changed, to check what the start says of a broken file.
 * Call at the top of a test file: the copies are removed after each test.
 */
export function useKnowledgeCopies() {
  let dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    dirs = [];
  });

  /** A copy of the knowledge with `file` (relative to fixtures/assistant) changed by `change`. */
  function brokenCopy(file: string, change: (json: Record<string, unknown>) => void): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'kipimo-assistant-'));
    dirs.push(dir);
    cpSync(knowledgeDir, dir, { recursive: true });
    const target = path.join(dir, file);
    const json = JSON.parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(target, JSON.stringify(json));
    return dir;
  }

  return { brokenCopy };
}

/** The file and the problems the start names for the knowledge in `dir`; none when it loads. */
export function problemsOf(dir: string): string[] {
  try {
    loadKnowledge(dir);
  } catch (error) {
    if (error instanceof FixtureError) return [error.file, ...error.problems];
    throw error;
  }
  return [];
}
