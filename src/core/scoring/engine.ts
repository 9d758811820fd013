import {
  higherUrgency,
  resultListFields,
  urgencies,
  type Analysis,
  type Answer,
  type Result,
  type ResultListField,
  type Band,
  type Language,
  type ScoreDefinition,
  type ScoredResult,
  type Scoring,
  type TestFixture,
  type WarningSign,
} from '../../../schemas';
import { conditionHolds, type ConditionValues } from './conditions';
import { resolvePath, type ByQuestion, type Lookup, type ResolvedPath } from './path';
import { prepareScoring, type PreparedRules } from './prepare';
import { valueOf, type RuleContext } from './rules';
import { fillTemplate, fillTemplates } from './templates';
import { linkedSign } from './warningSigns';

export interface ScoreOptions {
  /** The provider's support resources address, added to every result when set. */
  supportResources?: string;
  /** The language of the fixture, for the numbers its texts place (default English). */
  lang?: Language;
}

const noOptions: ScoreOptions = {};

/**
 * Scores a visitor's answers with a fixture's own rules. Throws AnswerError for answers the test does not
 * allow; any other throw is a fault in the fixture or the engine. The fixture's rules are prepared on first
 * use (the fixture loader does it at start), so a request does no params parsing.
 */
export function scoreAnswers(
  fixture: TestFixture,
  answers: readonly Answer[],
  options: ScoreOptions = noOptions,
): ScoredResult {
  const rules = prepareScoring(fixture.scoring);
  const path = resolvePath(fixture.form.questions, answers);
  const context = {
    items: itemValues(fixture, path),
    scores: new Map<string, number>(),
    answers: path.answers,
  };
  const scores = computeScores(fixture.scoring, rules, context);

  const band = gradeBand(fixture.scoring, context, `${fixture.card.testCode} grading`);
  const total = totalScore(fixture.scoring, scores, band);
  const values = { ...context, band: band.id };
  const lang = options.lang ?? 'en';

  const signs = raisedSigns(fixture.scoring, path, values);
  const result: ScoredResult = {
    totalScore: total,
    expectedTotalScore: fixture.form.expectedTotalScore,
    grade: band.grade,
    description: fillTemplate(band.description, scores, lang),
    nextSteps: fillTemplates(band.nextSteps, scores, lang),
    // Signs may raise the band's urgency, never lower it.
    urgency: signs.reduce((highest, sign) => higherUrgency(highest, sign.urgency), band.urgency),
    urgencyReasons: signs.map((sign) => sign.reason),
    level: band.level,
    validated: band.validated,
  };
  addReportedScores(result, fixture.scoring.scores, scores);
  addScaleReports(result, fixture.scoring, scores);
  addAnalyses(result, fixture.scoring, values, lang);
  addAnswerTexts(result, fixture.scoring, path);
  addFlags(result, fixture.scoring, values, lang);
  addSignActions(result, signs);
  if (options.supportResources) result.supportResources = options.supportResources;
  return result;
}

/**
 * The band the answers reach: the first grading rule whose condition holds names it; otherwise the band over
 * the graded score that holds it; otherwise the band the grading names for every other case.
 */
function gradeBand(scoring: Scoring, values: ConditionValues, what: string): Band {
  const { grading } = scoring;
  for (const rule of grading.rules) {
    if (conditionHolds(rule.when, values)) return bandById(grading.bands, rule.band);
  }
  const graded = grading.score ?? (typeof scoring.total === 'string' ? scoring.total : undefined);
  if (graded !== undefined) {
    const value = requireScore(values.scores, graded);
    const band = grading.bands.find(
      (candidate) =>
        candidate.min !== undefined &&
        candidate.max !== undefined &&
        value >= candidate.min &&
        value <= candidate.max,
    );
    if (band) return band;
    if (grading.otherwise === undefined) throw new Error(`No band of "${what}" holds the score ${value}.`);
  }
  if (grading.otherwise === undefined)
    throw new Error(`No rule of "${what}" holds and no band is named otherwise.`);
  return bandById(grading.bands, grading.otherwise);
}

function bandById(bands: readonly Band[], id: string): Band {
  const band = bands.find((candidate) => candidate.id === id);
  if (!band) throw new Error(`No band has the id "${id}".`);
  return band;
}

/** The total score: a score's value, or the number the fixture gives the band reached. */
function totalScore(scoring: Scoring, scores: Lookup<number>, band: Band): number {
  if (typeof scoring.total === 'string') return requireScore(scores, scoring.total);
  const value = scoring.total.byBand[band.id];
  if (value === undefined) throw new Error(`The total names no number for the band "${band.id}".`);
  return value;
}

/**
 * The warning signs the answers raise, each once, most urgent first (in the order asked within an urgency):
 * those reported by a chosen option, then those the fixture raises by a condition on numbers or scores.
 */
function raisedSigns(scoring: Scoring, path: ResolvedPath, values: ConditionValues): WarningSign[] {
  const raised = new Map<string, WarningSign>();
  for (const answer of path.answers.byPosition) {
    for (const option of answer?.chosen ?? []) {
      if (option.sign && !raised.has(option.sign)) raised.set(option.sign, linkedSign(scoring, option.sign));
    }
  }
  for (const rule of scoring.signs) {
    if (!raised.has(rule.sign) && conditionHolds(rule.when, values)) {
      raised.set(rule.sign, linkedSign(scoring, rule.sign));
    }
  }
  const rank = (sign: WarningSign) => urgencies.indexOf(sign.urgency);
  return [...raised.values()].sort((a, b) => rank(b) - rank(a));
}

/** Each raised sign's action leads the next steps, most urgent first; an action two signs share, once. */
function addSignActions(result: Result, signs: readonly WarningSign[]): void {
  if (signs.length === 0) return;
  const actions = [...new Set(signs.map((sign) => sign.action))];
  const current = result.nextSteps;
  const rest = current === undefined ? [] : typeof current === 'string' ? [current] : current;
  result.nextSteps = [...actions, ...rest.filter((step) => !actions.includes(step))];
}

/** Numeric value of every scored question: reached ones from the answers, skipped ones from the fixture. */
function itemValues(fixture: TestFixture, path: ResolvedPath): ByQuestion<number> {
  const { questions } = fixture.form;
  const skipped = fixture.scoring.skippedItemValue;
  return path.answers.map((answer, position) =>
    questions[position]?.type === 'user-input-text' ? undefined : (answer?.value ?? skipped),
  );
}

/** Every score in order, each seeing the ones before it; `context.scores` is filled in as they go. */
function computeScores(
  scoring: Scoring,
  rules: PreparedRules,
  context: RuleContext & { scores: Map<string, number> },
): Map<string, number> {
  for (let index = 0; index < scoring.scores.length; index += 1) {
    const definition = scoring.scores[index] as ScoreDefinition;
    const rule = rules[index];
    if (!rule) {
      context.scores.set(definition.name, computeDataScore(definition, context.items));
      continue;
    }
    const result = rule(context);
    context.scores.set(definition.name, roundTo(valueOf(result), definition.round));
    // The further values the same pass gave, under the names the score chose (checked at load).
    if (definition.kind === 'rule' && definition.gives && typeof result !== 'number') {
      for (const [name, output] of Object.entries(definition.gives))
        context.scores.set(name, roundTo(result.outputs[output] as number, definition.round));
    }
  }
  return context.scores;
}

/** A sum, mean or count over items, as the fixture's data says. */
function computeDataScore(definition: ScoreDefinition, items: Lookup<number>): number {
  if (definition.kind === 'rule') throw new Error(`Score "${definition.name}" has no prepared rule.`);
  const reverse = definition.reverse;
  let total = 0;
  let counted = 0;
  for (const id of definition.items) {
    const answered = items.get(id);
    if (answered === undefined)
      throw new Error(`Score "${definition.name}" names "${id}", which is not a scored question.`);
    const value = reverse?.items.includes(id) ? reverse.min + reverse.max - answered : answered;
    total += value;
    if (definition.kind === 'count' && value >= definition.atLeast) counted += 1;
  }
  const raw =
    definition.kind === 'sum'
      ? total
      : definition.kind === 'mean'
        ? total / definition.items.length
        : counted;
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

function addAnalyses(result: Result, scoring: Scoring, values: ConditionValues, lang: Language): void {
  for (const analysis of scoring.analyses) {
    const text = analysisText(analysis, values);
    (result.detailedAnalysis ??= {})[analysis.label] = fillTemplate(text, values.scores, lang);
  }
}

/** The text of the first rule that holds, else of the band the score falls in, else the analysis's otherwise. */
function analysisText(analysis: Analysis, values: ConditionValues): string {
  for (const rule of analysis.rules) if (conditionHolds(rule.when, values)) return rule.text;
  if (analysis.score !== undefined) {
    const value = requireScore(values.scores, analysis.score);
    const band = analysis.bands.find((candidate) => value >= candidate.min && value <= candidate.max);
    if (band) return band.text;
    if (analysis.otherwise === undefined)
      throw new Error(`No band of "${analysis.label}" holds the score ${value}.`);
  }
  if (analysis.otherwise === undefined) throw new Error(`No rule of "${analysis.label}" holds.`);
  return analysis.otherwise;
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
    const text =
      chosen && Object.hasOwn(mapping.byOption, chosen.id) ? mapping.byOption[chosen.id] : undefined;
    if (text) result[mapping.field] = text;
  }
}

function addFlags(result: Result, scoring: Scoring, values: ConditionValues, lang: Language): void {
  for (const flag of scoring.flags) {
    if (!conditionHolds(flag.when, values)) continue;
    const text = fillTemplate(flag.text, values.scores, lang);
    if (isListField(flag.field)) {
      const current = result[flag.field];
      const list = current === undefined ? [] : typeof current === 'string' ? [current] : [...current];
      if (flag.position === 'start') list.unshift(text);
      else list.push(text);
      result[flag.field] = list;
    } else {
      result[flag.field] = text;
    }
  }
}

function isListField(field: string): field is ResultListField {
  return (resultListFields as readonly string[]).includes(field);
}

function requireScore(scores: Lookup<number>, name: string): number {
  const value = scores.get(name);
  if (value === undefined) throw new Error(`The fixture names a score "${name}" that it does not define.`);
  return value;
}

function roundTo(value: number, places: number | undefined): number {
  if (places === undefined) return value;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
