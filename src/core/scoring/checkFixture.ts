import {
  formatPath,
  parseFixture,
  testFixtureSchema,
  type Condition,
  type Scoring,
  type TestFixture,
} from '../../../schemas';
import { ScoringSetupError } from './errors';
import { prepareScoring } from './prepare';
import { placedScores } from './templates';
import { fillLoadTemplates, textValuesOf, type PlaceableLine } from './fixtureTexts';

/** What a fixture is checked and filled against: the crisis lines of the catalogue its texts may place. */
export interface FixtureContext {
  crisisLines: readonly PlaceableLine[];
}

/**
 * A test fixture's raw JSON checked as the server loads it: its shape, no unknown fields, every scoring rule
 * known with valid params, every `{score}` a text places defined, conditions on the band only where a band
 * has been reached, and no crisis-line number typed into a text. The server and the content preview both use
 * this, so a reviewer sees what would stop the server. Gives the fixture with its `{line:…}` and `{count:…}`
 * templates filled (fixtureTexts.ts), or every problem with its path.
 */
export function checkTestFixture(
  input: unknown,
  context: FixtureContext,
): { fixture: TestFixture } | { problems: string[] } {
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
  const problems = [...templateProblems(parsed.data.scoring), ...bandConditionProblems(parsed.data.scoring)];
  if (problems.length > 0) return { problems };
  const filled = fillLoadTemplates(parsed.data, textValuesOf(parsed.data, 'en', context.crisisLines));
  return 'problems' in filled ? filled : { fixture: filled.value };
}

/** Texts that place a score the fixture does not define. */
function templateProblems(scoring: Scoring): string[] {
  const defined = new Set(scoring.scores.flatMap(scoreNames));
  const texts: [string, string][] = [
    ...scoring.grading.bands.flatMap((band, index) =>
      [band.description, ...[band.nextSteps].flat()].map((text): [string, string] => [
        `scoring.grading.bands[${index}]`,
        text,
      ]),
    ),
    ...scoring.flags.map((flag, index): [string, string] => [`scoring.flags[${index}].text`, flag.text]),
    ...scoring.analyses.flatMap((analysis, index) =>
      [
        ...analysis.rules.map((rule) => rule.text),
        ...analysis.bands.map((band) => band.text),
        analysis.otherwise ?? '',
      ].map((text): [string, string] => [`scoring.analyses[${index}]`, text]),
    ),
  ];
  return texts.flatMap(([where, text]) =>
    placedScores(text)
      .filter((name) => !defined.has(name))
      .map((name) => `${where}: the text places "{${name}}", but no score has that name`),
  );
}

/** The names a score definition stores values under: its own, and those of the further values it gives. */
export function scoreNames(definition: Scoring['scores'][number]): string[] {
  return [definition.name, ...(definition.kind === 'rule' ? Object.keys(definition.gives ?? {}) : [])];
}

/** A condition on the band reached, read before grading chose one (in a score's rule or a grading rule). */
function bandConditionProblems(scoring: Scoring): string[] {
  const where = [
    ...scoring.grading.rules.map((rule, index): [string, Condition] => [
      `scoring.grading.rules[${index}].when`,
      rule.when,
    ]),
    ...scoring.scores.flatMap((score, index) =>
      score.kind === 'rule' && score.rule === 'firstMatch'
        ? score.params.cases.map((entry, position): [string, Condition] => [
            `scoring.scores[${index}].params.cases[${position}].when`,
            entry.when,
          ])
        : [],
    ),
  ];
  return where
    .filter(([, condition]) => readsBand(condition))
    .map(([path]) => `${path}: a condition on the band is read before grading has chosen one`);
}

function readsBand(condition: Condition): boolean {
  if ('band' in condition) return true;
  if ('all' in condition) return condition.all.some(readsBand);
  if ('any' in condition) return condition.any.some(readsBand);
  return false;
}
