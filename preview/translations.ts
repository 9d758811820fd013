import { testTranslationSchema, type TestFixture } from '../schemas';
import { localiseFixture } from '../src/core/scoring';
import { previewFixtureContext } from './previewFixtures';
import { error, type LintProblem } from './lint/problems';

// Every Kiswahili overlay, whole: this module exists only in the preview chunk and the tests.
const overlays = import.meta.glob<unknown>('../fixtures/screenings/sw/*.json', {
  eager: true,
  import: 'default',
});

export interface PreviewTranslation {
  /** The test in Kiswahili, when the overlay fits its fixture. */
  localised: TestFixture | null;
  provenance: string;
  problems: LintProblem[];
}

/**
 * A test's Kiswahili overlay checked as the server checks it: the schema (every string present, no stray
 * key), then the same question ids, option ids, bands and flags as the English. Null where there is none.
 */
export function translationOf(slug: string, fixture: TestFixture): PreviewTranslation | null {
  const json = overlays[`../fixtures/screenings/sw/${slug}.json`];
  if (json === undefined) return null;
  const parsed = testTranslationSchema.safeParse(json);
  if (!parsed.success) {
    return {
      localised: null,
      provenance: 'unreadable',
      problems: parsed.error.issues.map((issue) =>
        error(`Kiswahili ${issue.path.join('.')}: ${issue.message}`),
      ),
    };
  }
  const { provenance } = parsed.data;
  const described =
    provenance.kind === 'validated'
      ? `validated translation (${provenance.source}; ${provenance.validation})`
      : `our own translation, ${provenance.review === 'reviewed' ? 'reviewed' : 'awaiting a native speaker’s review'}`;
  const merged = localiseFixture(fixture, parsed.data, previewFixtureContext);
  return 'problems' in merged
    ? {
        localised: null,
        provenance: described,
        problems: merged.problems.map((message) => error(`Kiswahili ${message}`)),
      }
    : { localised: merged.fixture, provenance: described, problems: [] };
}
