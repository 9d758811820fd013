import { formatPath, parseFixture, testFixtureSchema, type TestFixture } from '../../../schemas';
import { ScoringSetupError } from './errors';
import { prepareScoring } from './prepare';

/**
 * A test fixture's raw JSON checked as the server loads it: its shape, no unknown fields, and every scoring
 * rule known with valid params. The server and the content preview both use this, so a reviewer sees what
 * would stop the server. Gives the fixture, or every problem with its path.
 */
export function checkTestFixture(input: unknown): { fixture: TestFixture } | { problems: string[] } {
  const parsed = parseFixture(testFixtureSchema, input);
  if ('problems' in parsed) return parsed;
  try {
    prepareScoring(parsed.data.scoring);
  } catch (error) {
    if (!(error instanceof ScoringSetupError)) throw error;
    return {
      problems: error.issues.map((issue) => `${formatPath(['scoring', ...issue.path])}: ${issue.message}`),
    };
  }
  return { fixture: parsed.data };
}
