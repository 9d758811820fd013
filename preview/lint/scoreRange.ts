import type { Option, Question, ScoreDefinition, TestFixture } from '../../schemas';
import { branchMap } from './branching';

export interface ScoreRange {
  min: number;
  max: number;
  /** The smallest step between two possible values: 1 for sums of whole scores, smaller for means. */
  step: number;
}

type ItemDefinition = Exclude<ScoreDefinition, { kind: 'rule' }>;
const maxPaths = 5000;

/**
 * The lowest and highest value a score can take, over every path the branching allows (a skipped item
 * takes the fixture's skipped value), where data alone says it: sums, means and counts. Named rules are
 * opaque, so they have no range here.
 */
export function scoreRange(fixture: TestFixture, name: string): ScoreRange | null {
  const definition = fixture.scoring.scores.find((candidate) => candidate.name === name);
  if (!definition || definition.kind === 'rule') return null;
  const questions = new Map(fixture.form.questions.map((question) => [question.id, question]));
  const ranges = new Map<string, { min: number; max: number }>();
  for (const id of definition.items) {
    const question = questions.get(id);
    const range = question ? itemRange(question, definition) : null;
    if (!range) return null;
    ranges.set(id, range);
  }
  const paths = answeredPaths(fixture.form.questions);
  if (!paths) return null;
  const skipped = fixture.scoring.skippedItemValue;
  const values = paths.map((path) => {
    const bounds = definition.items.map((id) => {
      const full = ranges.get(id) as { min: number; max: number };
      const chosen = path.get(id);
      if (chosen === undefined) return { min: skipped, max: skipped };
      // On this path, only the options that lead along it can have been chosen.
      return chosen === 'any'
        ? full
        : (itemRange({ ...(questions.get(id) as Question), options: chosen } as Question, definition) ??
            full);
    });
    return aggregate(definition, bounds);
  });
  const whole = [...ranges.values()].every(
    (range) => Number.isInteger(range.min) && Number.isInteger(range.max),
  );
  const multiplier = definition.multiplier ?? 1;
  const step = definition.kind === 'mean' ? 10 ** -(definition.round ?? 2) : whole ? multiplier : 0.01;
  return {
    min: Math.min(...values.map((value) => value.min)),
    max: Math.max(...values.map((value) => value.max)),
    step,
  };
}

function aggregate(
  definition: ItemDefinition,
  bounds: { min: number; max: number }[],
): { min: number; max: number } {
  const multiplier = definition.multiplier ?? 1;
  if (definition.kind === 'count') {
    const certain = bounds.filter((bound) => bound.min >= definition.atLeast).length;
    const possible = bounds.filter((bound) => bound.max >= definition.atLeast).length;
    return { min: certain * multiplier, max: possible * multiplier };
  }
  const low = bounds.reduce((sum, bound) => sum + bound.min, 0);
  const high = bounds.reduce((sum, bound) => sum + bound.max, 0);
  const divisor = definition.kind === 'mean' ? bounds.length : 1;
  return { min: (low / divisor) * multiplier, max: (high / divisor) * multiplier };
}

/**
 * Each path through the branching: the questions answered on it, with the options that lead along it
 * ('any' where every answer does), or null when there are too many paths to walk.
 */
function answeredPaths(questions: readonly Question[]): Map<string, Option[] | 'any'>[] | null {
  const nodes = branchMap(questions);
  const indexOf = new Map(questions.map((question, index) => [question.id, index]));
  const paths: Map<string, Option[] | 'any'>[] = [];
  const walk = (index: number, answered: Map<string, Option[] | 'any'>): boolean => {
    const node = nodes[index];
    if (!node) {
      paths.push(answered);
      return paths.length <= maxPaths;
    }
    const { question } = node;
    const byNext = new Map<number, Option[]>();
    node.targets.forEach((target, position) => {
      const next = target.target === null ? questions.length : (indexOf.get(target.target) as number);
      const option = question.options[position];
      byNext.set(next, [...(byNext.get(next) ?? []), ...(option ? [option] : [])]);
    });
    for (const [next, options] of byNext) {
      const chosen = question.type === 'single-select' && byNext.size > 1 ? options : 'any';
      if (!walk(next, new Map(answered).set(question.id, chosen))) return false;
    }
    return true;
  };
  return walk(0, new Map()) ? paths : null;
}

function itemRange(question: Question, definition: ItemDefinition): { min: number; max: number } | null {
  if (question.type === 'user-input-number') {
    return question.min !== undefined && question.max !== undefined
      ? { min: question.min, max: question.max }
      : null;
  }
  if (question.type === 'user-input-text' || question.options.length === 0) return null;
  const reverse = definition.reverse?.items.includes(question.id) ? definition.reverse : undefined;
  const values = question.options.map((option) =>
    reverse ? reverse.min + reverse.max - option.score : option.score,
  );
  if (question.type === 'multi-select') {
    const positive = values.filter((value) => value > 0).reduce((sum, value) => sum + value, 0);
    return { min: Math.min(...values), max: Math.max(positive, ...values) };
  }
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** A closed interval of values a score can take. */
export interface Interval {
  min: number;
  max: number;
}

/**
 * The values a score can reach, as intervals, where the lint can tell: data scores by their range, the
 * `firstMatch` rule by its case values, `sumOf` by adding the parts. A grade built as "a band offset, say +100,
 * when a warning sign is ticked" leaves values nothing can reach between its bands; those are no gap.
 * Null where a part is opaque (another named rule).
 */
export function reachableValues(fixture: TestFixture, name: string): Interval[] | null {
  const definition = fixture.scoring.scores.find((candidate) => candidate.name === name);
  if (!definition) return null;
  if (definition.kind !== 'rule') {
    const range = scoreRange(fixture, name);
    return range ? [{ min: range.min, max: range.max }] : null;
  }
  const params = definition.params as { cases?: { value: number }[]; otherwise?: number };
  if (definition.rule === 'firstMatch' && params.cases && params.otherwise !== undefined) {
    return [...params.cases.map((item) => item.value), params.otherwise].map((value) => ({
      min: value,
      max: value,
    }));
  }
  if (definition.rule === 'sumOf') {
    const parts = definition.params as { scores?: string[]; items?: string[] };
    let sums: Interval[] | null = [{ min: 0, max: 0 }];
    for (const part of parts.scores ?? []) sums = addIntervals(sums, reachableValues(fixture, part));
    for (const id of parts.items ?? []) {
      const question = fixture.form.questions.find((candidate) => candidate.id === id);
      const range = question ? itemRange(question, { kind: 'sum', name: id, items: [id] }) : null;
      sums = addIntervals(sums, range ? [range] : null);
    }
    return sums;
  }
  return null;
}

function addIntervals(a: Interval[] | null, b: Interval[] | null): Interval[] | null {
  if (!a || !b) return null;
  return a.flatMap((left) => b.map((right) => ({ min: left.min + right.min, max: left.max + right.max })));
}
