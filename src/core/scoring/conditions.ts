import type { Condition } from '../../../schemas';
import type { Lookup } from './path';
import type { ChosenOptions } from './rules';

export interface ConditionValues {
  items: Lookup<number>;
  scores: Lookup<number>;
  answers: Lookup<ChosenOptions>;
  /** The id of the band the grade reached, once grading has chosen it (flags, signs and analyses see it). */
  band?: string;
}

/**
 * Whether a fixture's condition holds. An item the visitor never reached does not meet any comparison, and
 * none of its options counts as chosen.
 */
export function conditionHolds(condition: Condition, values: ConditionValues): boolean {
  if ('all' in condition) return condition.all.every((part) => conditionHolds(part, values));
  if ('any' in condition) return condition.any.some((part) => conditionHolds(part, values));
  if ('band' in condition) {
    if (values.band === undefined)
      throw new Error('A condition on the band is read before grading chose one.');
    return condition.band.includes(values.band);
  }
  if ('chosen' in condition) {
    const chosen = values.answers.get(condition.item)?.chosen;
    return chosen !== undefined && chosen.some((option) => option.id === condition.chosen);
  }
  const actual = 'item' in condition ? values.items.get(condition.item) : values.scores.get(condition.score);
  if (actual === undefined) return false;
  return compare(actual, condition.op, condition.value);
}

/** A comparison of a fixture's condition (`gte`, `gt`, `lte`, `lt`, `eq`), as the engine and the preview read it. */
export type Comparison = 'gte' | 'gt' | 'lte' | 'lt' | 'eq';

export function compare(actual: number, op: Comparison, value: number): boolean {
  switch (op) {
    case 'gte':
      return actual >= value;
    case 'gt':
      return actual > value;
    case 'lte':
      return actual <= value;
    case 'lt':
      return actual < value;
    case 'eq':
      return actual === value;
  }
}
