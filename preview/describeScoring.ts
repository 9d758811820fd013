import type { Condition, ScoreDefinition } from '../schemas';

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
    return `${definition.name} = the "${definition.rule}" rule${params}${shown}`;
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

/** A flag's condition in words. */
export function describeCondition(condition: Condition): string {
  if ('all' in condition) return condition.all.map(describeCondition).join(' and ');
  if ('any' in condition) return `(${condition.any.map(describeCondition).join(' or ')})`;
  if ('chosen' in condition) return `option ${condition.chosen} is chosen for ${condition.item}`;
  const subject = 'item' in condition ? `the answer to ${condition.item}` : `the score ${condition.score}`;
  return `${subject} ${comparisons[condition.op]} ${condition.value}`;
}
