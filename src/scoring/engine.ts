import type { Answer, Result, ResultListField, ScoreDefinition, Scoring, TestFixture } from '../../schemas';
import { conditionHolds } from './conditions';
import { resolvePath, type ResolvedPath } from './path';
import { findRule } from './rules';
import './rules/all';

export interface ScoreOptions {
  /** The provider's support resources address, added to every result when set. */
  supportResources?: string;
}

/**
 * Scores a visitor's answers with a fixture's own rules. Throws AnswerError for answers the test does not
 * allow; any other throw is a fault in the fixture or the engine.
 */
export function scoreAnswers(
  fixture: TestFixture,
  answers: readonly Answer[],
  options: ScoreOptions = {},
): Result {
  const path = resolvePath(fixture.form.questions, answers);
  const items = itemValues(fixture, path);
  const scores = computeScores(fixture.scoring, items, path);

  const total = requireScore(scores, fixture.scoring.total);
  const gradedScore = requireScore(scores, fixture.scoring.grading.score ?? fixture.scoring.total);
  const band = fixture.scoring.grading.bands.find(
    (candidate) => gradedScore >= candidate.min && gradedScore <= candidate.max,
  );
  if (!band) throw new Error(`No band of ${fixture.card.testCode} holds the score ${gradedScore}.`);

  const result: Result = {
    totalScore: total,
    expectedTotalScore: fixture.form.expectedTotalScore,
    grade: band.grade,
    description: band.description,
    nextSteps: band.nextSteps,
  };
  addReportedScores(result, fixture.scoring.scores, scores);
  addScaleReports(result, fixture.scoring, scores);
  addAnalyses(result, fixture.scoring, scores);
  addAnswerTexts(result, fixture.scoring, path);
  addFlags(result, fixture.scoring, { items, scores });
  if (options.supportResources) result.supportResources = options.supportResources;
  return result;
}

/** Numeric value of every scored question: reached ones from the answers, skipped ones from the fixture. */
function itemValues(fixture: TestFixture, path: ResolvedPath): Map<string, number> {
  const values = new Map<string, number>();
  for (const question of fixture.form.questions) {
    if (question.type === 'user-input-text') continue;
    const answer = path.answers.get(question.id);
    values.set(question.id, answer?.value ?? fixture.scoring.skippedItemValue);
  }
  return values;
}

function computeScores(
  scoring: Scoring,
  items: Map<string, number>,
  path: ResolvedPath,
): Map<string, number> {
  const scores = new Map<string, number>();
  const optionTexts = new Map(
    [...path.answers].map(([id, answer]) => [id, answer.chosen.map((option) => option.text)]),
  );
  for (const definition of scoring.scores) {
    scores.set(definition.name, computeScore(definition, { items, scores, optionTexts }));
  }
  return scores;
}

interface ScoreInputs {
  items: Map<string, number>;
  scores: Map<string, number>;
  optionTexts: Map<string, string[]>;
}

function computeScore(definition: ScoreDefinition, inputs: ScoreInputs): number {
  if (definition.kind === 'rule') {
    const rule = findRule(definition.rule);
    if (!rule) throw new Error(`Unknown scoring rule "${definition.rule}".`);
    return roundTo(rule({ ...inputs, params: definition.params }), definition.round);
  }
  const values = definition.items.map((id) => {
    const value = inputs.items.get(id);
    if (value === undefined)
      throw new Error(`Score "${definition.name}" names "${id}", which is not a scored question.`);
    const reverse = definition.reverse;
    return reverse?.items.includes(id) ? reverse.min + reverse.max - value : value;
  });
  const raw =
    definition.kind === 'sum'
      ? sum(values)
      : definition.kind === 'mean'
        ? sum(values) / values.length
        : values.filter((value) => value >= definition.atLeast).length;
  return roundTo(raw * (definition.multiplier ?? 1), definition.round);
}

function addReportedScores(
  result: Result,
  definitions: readonly ScoreDefinition[],
  scores: Map<string, number>,
): void {
  for (const definition of definitions) {
    if (!definition.report) continue;
    const map = (result[definition.report.field] ??= {});
    map[definition.report.label] = requireScore(scores, definition.name);
  }
}

function addScaleReports(result: Result, scoring: Scoring, scores: Map<string, number>): void {
  for (const report of scoring.scaleReports) {
    const value = requireScore(scores, report.score);
    const band = findBand(report.bands, value, report.field);
    result[report.field] = { level: band.level, description: band.description, nextSteps: band.nextSteps };
  }
}

function addAnalyses(result: Result, scoring: Scoring, scores: Map<string, number>): void {
  for (const analysis of scoring.analyses) {
    const band = findBand(analysis.bands, requireScore(scores, analysis.score), analysis.label);
    (result.detailedAnalysis ??= {})[analysis.label] = band.text;
  }
}

/** The band holding a value; bands are inclusive at both ends. A gap is a fixture fault. */
function findBand<B extends { min: number; max: number }>(
  bands: readonly B[],
  value: number,
  what: string,
): B {
  const band = bands.find((candidate) => value >= candidate.min && value <= candidate.max);
  if (!band) throw new Error(`No band of "${what}" holds the score ${value}.`);
  return band;
}

function addAnswerTexts(result: Result, scoring: Scoring, path: ResolvedPath): void {
  for (const mapping of scoring.answerTexts) {
    const chosen = path.answers.get(mapping.item)?.chosen[0];
    const text = chosen ? mapping.byOption[chosen.text] : undefined;
    if (text) result[mapping.field] = text;
  }
}

function addFlags(result: Result, scoring: Scoring, values: Parameters<typeof conditionHolds>[1]): void {
  for (const flag of scoring.flags) {
    if (!conditionHolds(flag.when, values)) continue;
    if (isListField(flag.field)) {
      const current = result[flag.field];
      const list = current === undefined ? [] : typeof current === 'string' ? [current] : [...current];
      if (flag.position === 'start') list.unshift(flag.text);
      else list.push(flag.text);
      result[flag.field] = list;
    } else {
      result[flag.field] = flag.text;
    }
  }
}

function isListField(field: string): field is ResultListField {
  return field === 'problemAreas' || field === 'healthRisks' || field === 'nextSteps';
}

function requireScore(scores: Map<string, number>, name: string): number {
  const value = scores.get(name);
  if (value === undefined) throw new Error(`The fixture names a score "${name}" that it does not define.`);
  return value;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function roundTo(value: number, places: number | undefined): number {
  if (places === undefined) return value;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
