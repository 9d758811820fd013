import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { testCardTranslationsSchema, testTranslationSchema } from '../schemas';
import { readFixtureFile } from '../server/fixtureFiles';

/**
 * The route slugs of the Kiswahili overlays a native speaker has reviewed (`provenance.review`), and of the tests
 * whose card words alone (`catalogue/sw/tests.json`, reviewed as one file) were.
 */
export function reviewedOverlays(dir: string): Set<string> {
  const overlaysDir = path.join(dir, 'screenings', 'sw');
  const reviewed = new Set<string>();
  for (const name of readdirSync(overlaysDir).filter((file) => file.endsWith('.json'))) {
    const { provenance } = readFixtureFile(path.join(overlaysDir, name), testTranslationSchema);
    if (provenance.kind === 'validated' || provenance.review === 'reviewed')
      reviewed.add(name.replace(/\.json$/, ''));
  }
  const cards = path.join(dir, 'catalogue', 'sw', 'tests.json');
  if (existsSync(cards)) {
    const words = readFixtureFile(cards, testCardTranslationsSchema);
    if (words.review === 'reviewed') for (const slug of Object.keys(words.tests)) reviewed.add(slug);
  }
  return reviewed;
}
