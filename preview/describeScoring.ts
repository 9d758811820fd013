import type { Analysis, Band, Condition, ScoreDefinition, Scoring, TestFixture } from '../schemas';
import { compare, fillText, loadTemplatesIn, textValuesOf, type PlaceableLine } from '../src/core/scoring';

const comparisons = {
  gte: 'is at least',
  gt: 'is above',
  lte: 'is at most',
  lt: 'is below',
  eq: 'is',
} as const;

/** A score definition in words a clinician reads without knowing JSON. */
export function describeScore(definition: ScoreDefinition): string {
  const shown = definition.report ? ` (shown as ${definition.report.label})` : '';
  if (definition.kind === 'rule') {
    const params =
      Object.keys(definition.params).length > 0 ? ` with ${JSON.stringify(definition.params)}` : '';
    // A rule that gives several values: the reviewer reads each name with what it is ("riskLow = its min").
    const gives = Object.entries(definition.gives ?? {})
      .map(([name, output]) => `; the same rule gives ${name} = its ${output}`)
      .join('');
    return `${definition.name} = the "${definition.rule}" rule${params}${gives}${shown}`;
  }
  const items = definition.items.join(', ');
  const reversed = definition.reverse ? `; reverse-scored: ${definition.reverse.items.join(', ')}` : '';
  const times = definition.multiplier ? `, times ${definition.multiplier}` : '';
  const what =
    definition.kind === 'sum'
      ? `the sum of ${items}`
      : definition.kind === 'mean'
        ? `the average of ${items}`
        : `how many of ${items} score at least ${definition.atLeast}`;
  return `${definition.name} = ${what}${times}${reversed}${shown}`;
}

/**
 * A condition in words. With the fixture, an answer is named by its option's text ("q11 is Yes") and a band by
 * its grade; without, by ids.
 */
export function describeCondition(condition: Condition, fixture?: TestFixture): string {
  if ('all' in condition) return condition.all.map((part) => describeCondition(part, fixture)).join(' and ');
  if ('any' in condition)
    return `(${condition.any.map((part) => describeCondition(part, fixture)).join(' or ')})`;
  if ('band' in condition) {
    const grades = condition.band.map((id) => bandName(fixture, id));
    return `the grade is ${grades.join(' or ')}`;
  }
  if ('chosen' in condition) {
    const option = questionOf(fixture, condition.item)?.options.find(
      (candidate) => candidate.id === condition.chosen,
    );
    return `${condition.item} is ${option ? option.text : `option ${condition.chosen}`}`;
  }
  if ('item' in condition) {
    const question = questionOf(fixture, condition.item);
    const options =
      question?.type === 'single-select' || question?.type === 'multi-select' ? question.options : [];
    // On a question with options, a value names the answers that give it: "q11 is Yes".
    const meeting = options.filter((option) => compare(option.score, condition.op, condition.value));
    const some = meeting.length > 0 && meeting.length < options.length;
    if (question?.type === 'single-select' && some)
      return `${condition.item} is ${meeting.map((option) => option.text).join(' or ')}`;
    // A multi-select sums what is ticked: "at least 1" with no negative scores means any answer that scores.
    const anyTicked =
      (condition.op === 'gte' || condition.op === 'gt') &&
      options.every((option) => option.score >= 0) &&
      options.every((option) => option.score === 0 || compare(option.score, condition.op, condition.value));
    if (question?.type === 'multi-select' && some && anyTicked)
      return `${condition.item} has ${meeting.map((option) => option.text).join(' or ')} ticked`;
    return `the answer to ${condition.item} ${comparisons[condition.op]} ${condition.value}`;
  }
  return `the score ${condition.score} ${comparisons[condition.op]} ${condition.value}`;
}

/** How the grade is chosen, one line per rule as a reviewer reads it ("if q11 is Yes: Warning sign after birth"). */
export function describeGrading(fixture: TestFixture): string[] {
  const { grading } = fixture.scoring;
  const lines = grading.rules.map(
    (rule) => `if ${describeCondition(rule.when, fixture)}: ${bandName(fixture, rule.band)}`,
  );
  const graded = gradedScore(fixture.scoring);
  const ranged = grading.bands.filter((band) => band.min !== undefined);
  if (graded !== undefined && ranged.length > 0) {
    const prefix = lines.length > 0 ? 'otherwise, ' : '';
    lines.push(
      `${prefix}by the score ${graded}: ${ranged.map((band) => `${band.min}-${band.max} ${band.grade}`).join('; ')}`,
    );
  }
  if (grading.otherwise !== undefined) lines.push(`otherwise: ${bandName(fixture, grading.otherwise)}`);
  return lines;
}

/** An analysis in the same words: its rules, its bands over a score, and what it says otherwise. */
export function describeAnalysis(analysis: Analysis, fixture: TestFixture): string[] {
  const lines = analysis.rules.map((rule) => `if ${describeCondition(rule.when, fixture)}: "${rule.text}"`);
  for (const band of analysis.bands) lines.push(`${analysis.score} ${band.min}-${band.max}: "${band.text}"`);
  if (analysis.otherwise !== undefined) lines.push(`otherwise: "${analysis.otherwise}"`);
  return lines;
}

/** The reported total in words: a score, or a number for each band. */
export function describeTotal(fixture: TestFixture): string {
  const { total } = fixture.scoring;
  if (typeof total === 'string') return total;
  return Object.entries(total.byBand)
    .map(([id, value]) => `${value} for ${bandName(fixture, id)}`)
    .join('; ');
}

/** The score the bands with a range are over, if any. */
export function gradedScore(scoring: Scoring): string | undefined {
  return scoring.grading.score ?? (typeof scoring.total === 'string' ? scoring.total : undefined);
}

function bandName(fixture: TestFixture | undefined, id: string): string {
  const band: Band | undefined = fixture?.scoring.grading.bands.find((candidate) => candidate.id === id);
  return band ? band.grade : id;
}

function questionOf(fixture: TestFixture | undefined, id: string) {
  return fixture?.form.questions.find((question) => question.id === id);
}

/**
 * The values the fixture's texts place when it loads, each as a reviewer reads it: the template as written,
 * what a visitor reads in its place, and where that comes from ("{line:red-cross} = 1199, Kenya Red Cross
 * counselling line, from the crisis-line catalogue (in 6 texts)").
 */
export function describePlacedValues(
  raw: unknown,
  fixture: TestFixture,
  crisisLines: readonly PlaceableLine[],
): string[] {
  const values = textValuesOf(fixture, 'en', crisisLines);
  return [...loadTemplatesIn(raw)].map(([template, texts]) => {
    const shown = fillText(template, values, () => undefined);
    const [kind, subject, ...rest] = template.slice(1, -1).split(':');
    const where = `(in ${texts} ${texts === 1 ? 'text' : 'texts'})`;
    if (kind === 'line') {
      const line = crisisLines.find((candidate) => candidate.id === subject);
      return `${template} = ${shown}, ${line?.name ?? 'a crisis line'}, from the crisis-line catalogue ${where}`;
    }
    const style = subject === 'items' ? rest[1] : rest[0];
    const counted =
      subject === 'items' ? `the number of items the score ${rest[0]} reads` : 'the number of questions';
    const inWords = style?.toLowerCase().startsWith('word') ? ', in words' : '';
    return `${template} = "${shown}", ${counted}${inWords} ${where}`;
  });
}
