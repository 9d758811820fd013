import type { RuleContext } from './index';

export { valueSourceSchema, type ValueSource } from '../../../../schemas/scoringRules';
import type { ValueSource } from '../../../../schemas/scoringRules';

type Values = Pick<RuleContext, 'items' | 'scores'>;

/** The number a source names. A name the fixture does not define is a fixture fault, so it throws. */
export function readSource(source: ValueSource, context: Values, rule: string): number {
  return 'item' in source ? readItem(context, source.item, rule) : readScore(context, source.score, rule);
}

/** A question's item value; the rule's name goes in the error, so a broken fixture is easy to find. */
export function readItem(context: Values, id: string, rule: string): number {
  const value = context.items.get(id);
  if (value === undefined) throw missingValue(rule, `question "${id}"`);
  return value;
}

/** A score computed before this rule. */
export function readScore(context: Values, name: string, rule: string): number {
  const value = context.scores.get(name);
  if (value === undefined) throw missingValue(rule, `score "${name}"`);
  return value;
}

function missingValue(rule: string, what: string): Error {
  return new Error(
    `${rule} reads ${what}, which has no value: the fixture does not define it before this rule.`,
  );
}
