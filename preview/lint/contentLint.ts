import { gradedScore } from '../describeScoring';
import type { TestFixture } from '../../schemas';
import { checkTestFixture, linkWarningSigns } from '../../src/core/scoring';
import { formatPath } from '../../schemas';
import { previewFixtureContext } from '../previewFixtures';
import { warningSigns } from '../warningSigns';
import { branchMap } from './branching';
import { reachableValues, scoreRange } from './scoreRange';
import { specDuration } from './specDurations';
import { error, type LintProblem } from './problems';
import { lintUrgency } from './urgency';

export type { LintProblem } from './problems';

/** Checks raw fixture JSON as the server loads it: every problem with its field path, or the fixture. */
export function validateFixture(input: unknown): { fixture: TestFixture } | { problems: LintProblem[] } {
  const checked = checkTestFixture(input, previewFixtureContext);
  if ('problems' in checked) {
    return { problems: checked.problems.map((message) => ({ severity: 'error', message })) };
  }
  // Linked as the server links it: a sign the catalogue lacks would stop the server.
  const missing = linkWarningSigns(checked.fixture, warningSigns);
  if (missing.length === 0) return checked;
  return {
    problems: missing.map((reference) =>
      error(`${formatPath(reference.path)}: no warning sign "${reference.sign}" in the catalogue`),
    ),
  };
}

/** What a clinical reviewer must know about a valid fixture's content, in plain words. */
export function lintFixture(fixture: TestFixture): LintProblem[] {
  return [
    ...lintBands(fixture),
    ...lintBranching(fixture),
    ...lintOptions(fixture),
    ...lintUrgency(fixture, warningSigns),
    ...lintSource(fixture),
    ...lintDuration(fixture),
  ];
}

/** A list of inclusive bands over one score, with the name each band shows as. */
interface BandList {
  /** How the reviewer knows the list: '' for the grade, else the result section it fills. */
  what: string;
  score: string | undefined;
  bands: { min: number; max: number; name: string }[];
}

/** Every band list a fixture has: the grade, each scale report and each detailed analysis. */
function bandLists(fixture: TestFixture): BandList[] {
  const { scoring } = fixture;
  return [
    {
      what: '',
      score: gradedScore(scoring),
      bands: scoring.grading.bands.flatMap((band) =>
        band.min === undefined || band.max === undefined
          ? []
          : [{ min: band.min, max: band.max, name: band.grade }],
      ),
    },
    ...scoring.scaleReports.map((report) => ({
      what: `${report.field}: `,
      score: report.score,
      bands: report.bands.map((band) => ({ ...band, name: band.level })),
    })),
    ...scoring.analyses.map((analysis) => ({
      what: `${analysis.label}: `,
      score: analysis.score,
      bands: analysis.bands.map((band) => ({ ...band, name: `${band.min}-${band.max}` })),
    })),
  ];
}

function lintBands(fixture: TestFixture): LintProblem[] {
  const problems = bandLists(fixture).flatMap((list) => lintBandList(fixture, list));
  const { total } = fixture.scoring;
  const totalRange =
    typeof total === 'string'
      ? scoreRange(fixture, total)
      : { min: Math.min(...Object.values(total.byBand)), max: Math.max(...Object.values(total.byBand)) };
  if (totalRange && Math.abs(totalRange.max - fixture.form.expectedTotalScore) > 1e-9) {
    problems.push(
      error(
        `The highest possible total is ${totalRange.max}, but the result shows it out of ${fixture.form.expectedTotalScore}.`,
      ),
    );
  }
  return problems;
}

/** Gaps, overlaps and uncovered ends: a score no band holds is a server error at the visitor's submit. */
function lintBandList(fixture: TestFixture, { what, score, bands: unsorted }: BandList): LintProblem[] {
  const problems: LintProblem[] = [];
  if (score === undefined) return problems;
  const range = scoreRange(fixture, score);
  const bands = [...unsorted].sort((a, b) => a.min - b.min);
  // A named rule's score steps by its rounding, if it has one; otherwise whole-number bands mean a
  // whole-number score.
  const rounding = fixture.scoring.scores.find((definition) => definition.name === score)?.round;
  const wholeBands = bands.every((band) => Number.isInteger(band.min) && Number.isInteger(band.max));
  const step = range?.step ?? (rounding !== undefined ? 10 ** -rounding : wholeBands ? 1 : 0.01);
  bands.forEach((band, index) => {
    if (band.min > band.max)
      problems.push(error(`${what}Band "${band.name}" starts at ${band.min}, after its end ${band.max}.`));
    const next = bands[index + 1];
    if (!next) return;
    if (next.min <= band.max) {
      problems.push(
        error(
          `${what}Bands "${band.name}" (${band.min}-${band.max}) and "${next.name}" (${next.min}-${next.max}) overlap.`,
        ),
      );
    } else if (next.min - band.max > step + 1e-9 && reachableBetween(fixture, score, band.max, next.min)) {
      problems.push(
        error(`${what}No band covers scores between ${band.max} and ${next.min} (after "${band.name}").`),
      );
    }
  });
  const first = bands[0];
  const last = bands[bands.length - 1];
  if (range && first && first.min > range.min) {
    problems.push(
      error(
        `${what}The lowest possible score, ${range.min}, is below the first band "${first.name}" (from ${first.min}).`,
      ),
    );
  }
  if (range && last && last.max < range.max) {
    problems.push(
      error(
        `${what}The highest possible score, ${range.max}, is above the last band "${last.name}" (to ${last.max}).`,
      ),
    );
  }
  return problems;
}

/** Whether the score can take a value strictly between two bands (unknown counts as yes). */
function reachableBetween(fixture: TestFixture, score: string, low: number, high: number): boolean {
  const reachable = reachableValues(fixture, score);
  return reachable === null || reachable.some((interval) => interval.max > low && interval.min < high);
}

function lintBranching(fixture: TestFixture): LintProblem[] {
  return branchMap(fixture.form.questions).flatMap((node) => [
    ...(node.reachable
      ? []
      : [error(`Question ${node.question.id} can never be reached: no answer leads to it.`)]),
    ...node.targets
      .filter((target) => target.dangling !== null)
      .map((target) =>
        error(
          `In question ${node.question.id}, the answer "${target.option}" leads to "${target.dangling}", which is not a later question.`,
        ),
      ),
  ]);
}

function lintOptions(fixture: TestFixture): LintProblem[] {
  return fixture.form.questions.flatMap((question) => {
    const texts = question.options.map((option) => option.text);
    const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
    return [...new Set(duplicates)].map((text) =>
      error(`Question ${question.id} offers the answer "${text}" more than once.`),
    );
  });
}

function lintSource(fixture: TestFixture): LintProblem[] {
  const { source, licence } = fixture.instrument;
  const placeholder = /^(todo|tbd|n\/?a|unknown|-)?$/i;
  return [
    ...(placeholder.test(source.trim()) ? [error('The instrument has no source.')] : []),
    ...(placeholder.test(licence.trim()) ? [error('The instrument has no licence.')] : []),
  ];
}

function lintDuration(fixture: TestFixture): LintProblem[] {
  const expected = specDuration(fixture.card.testCode);
  return expected && expected !== fixture.card.duration
    ? [
        error(
          `The duration reads "${fixture.card.duration}", but the spec gives "${expected}" for ${fixture.card.testCode}.`,
        ),
      ]
    : [];
}
