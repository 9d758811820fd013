import { useParams } from 'react-router-dom';
import type { TestFixture } from '../schemas';
import { lintFixture, validateFixture, type LintProblem } from './lint/contentLint';
import { rawFixtures, slugOf, type RawFixture } from './previewFixtures';

export interface PreviewFixture {
  raw: RawFixture | undefined;
  fixture: TestFixture | null;
  problems: LintProblem[];
}

/** The fixture named by the route's slug, validated and linted. */
export function usePreviewFixture(): PreviewFixture {
  const { slug = '' } = useParams();
  const raw = rawFixtures.find((candidate) => slugOf(candidate) === slug);
  if (!raw) return { raw, fixture: null, problems: [] };
  const validated = validateFixture(raw.json);
  if ('problems' in validated) return { raw, fixture: null, problems: validated.problems };
  return { raw, fixture: validated.fixture, problems: lintFixture(validated.fixture) };
}
