import { readdirSync } from 'node:fs';
import path from 'node:path';
import { testTranslationSchema } from '../schemas';
import { readFixtureFile } from '../server/fixtureFiles';

/** The route slugs of the Kiswahili overlays a native speaker has reviewed (`provenance.review`). */
export function reviewedOverlays(dir: string): Set<string> {
  const overlaysDir = path.join(dir, 'screenings', 'sw');
  const reviewed = new Set<string>();
  for (const name of readdirSync(overlaysDir).filter((file) => file.endsWith('.json'))) {
    const { provenance } = readFixtureFile(path.join(overlaysDir, name), testTranslationSchema);
    if (provenance.kind === 'validated' || provenance.review === 'reviewed')
      reviewed.add(name.replace(/\.json$/, ''));
  }
  return reviewed;
}
