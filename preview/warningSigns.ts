import { warningSignsFileSchema, type WarningSign } from '../schemas';
import { fillLoadTemplates, type WarningSignCatalogue } from '../src/core/scoring';
import { previewFixtureContext } from './previewFixtures';

// Every file of the warning-sign catalogue, read as the server reads it (server/fixtures.ts), for the preview
// and the content lint; this module exists only in the preview chunk and the tests.
const files = import.meta.glob<unknown>('../fixtures/catalogue/warning-signs/*.json', {
  eager: true,
  import: 'default',
});

/** The catalogue by id; a file that does not validate, or an id defined twice, throws with its name. */
export const warningSigns: WarningSignCatalogue = (() => {
  const signs = new Map<string, WarningSign>();
  for (const [file, json] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const parsed = warningSignsFileSchema.parse(json, { reportInput: false });
    // Crisis lines placed from their catalogue, as the server places them.
    const filled = fillLoadTemplates(parsed, { lang: 'en', crisisLines: previewFixtureContext.crisisLines });
    if ('problems' in filled) throw new Error(`${file}: ${filled.problems.join('; ')}`);
    for (const sign of filled.value.signs) {
      if (signs.has(sign.id)) throw new Error(`${file}: warning sign "${sign.id}" is defined twice`);
      signs.set(sign.id, sign);
    }
  }
  return signs;
})();
