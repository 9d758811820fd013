import type { Scoring } from '../../../schemas';
import { ScoringSetupError, type ScoringIssue } from './errors';
import { prepareRule, type PreparedRule } from './rules';
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
    try {
      return prepareRule(definition.rule, definition.params);
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
