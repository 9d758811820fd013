import type { Scoring } from '../../../schemas';
import { ScoringSetupError, type ScoringIssue } from './errors';
import { prepareRule, ruleOutputs, type PreparedRule } from './rules';
import './rules/all';

/** The prepared rule of each score, in the order of `scoring.scores`; undefined for scores that are data. */
export type PreparedRules = readonly (PreparedRule | undefined)[];

// A fixture's scoring never changes once loaded: look its rules up and parse their params once.
const prepared = new WeakMap<Scoring, PreparedRules>();

/**
 * Looks up every rule a fixture's scoring names and parses its params. The fixture loader calls it for each
 * fixture, so a misspelt rule or bad params stops the server at start; the engine then finds the result
 * here on every request. Throws ScoringSetupError listing every problem with its path inside `scoring`.
 */
export function prepareScoring(scoring: Scoring): PreparedRules {
  const known = prepared.get(scoring);
  if (known) return known;
  const issues: ScoringIssue[] = [];
  const rules = scoring.scores.map((definition, index) => {
    if (definition.kind !== 'rule') return undefined;
    for (const [name, output] of Object.entries(definition.gives ?? {})) {
      const outputs = ruleOutputs(definition.rule);
      if (!outputs.includes(output))
        issues.push({
          path: ['scores', index, 'gives', name],
          message: `the rule "${definition.rule}" gives ${outputs.length > 0 ? `no "${output}" (it gives ${outputs.join(', ')})` : 'one value only'}`,
        });
    }
    try {
      return prepareRule(definition.rule, withTable(scoring, definition.rule, definition.params));
    } catch (error) {
      if (!(error instanceof ScoringSetupError)) throw error;
      for (const issue of error.issues) issues.push({ ...issue, path: ['scores', index, ...issue.path] });
      return undefined;
    }
  });
  if (issues.length > 0) throw new ScoringSetupError(issues);
  prepared.set(scoring, rules);
  return rules;
}

/** A tableLookup's params with the named table's dimensions and cells in place of its name. */
function withTable(scoring: Scoring, rule: string, params: unknown): unknown {
  if (rule !== 'tableLookup') return params;
  const { table: name, ...rest } = params as { table: string };
  const table = Object.hasOwn(scoring.tables, name) ? scoring.tables[name] : undefined;
  if (!table) {
    const known = Object.keys(scoring.tables).join(', ') || 'none';
    throw new ScoringSetupError([
      { path: ['params', 'table'], message: `no table "${name}" in scoring.tables (known: ${known})` },
    ]);
  }
  return { ...rest, dimensions: table.dimensions, table: table.cells };
}
