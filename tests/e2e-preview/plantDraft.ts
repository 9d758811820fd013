import { copyFileSync, rmSync } from 'node:fs';

const planted = 'fixtures/drafts/planted-errors.json';

/**
 * Puts the fixture with planted mistakes among the drafts for the run (the preview shows drafts), and takes
 * it away after: it must never be served or committed.
 */
export default function plantDraft(): () => void {
  copyFileSync('tests/fixtures/planted/planted-errors.json', planted);
  return () => rmSync(planted, { force: true });
}
