import type { z } from 'zod';
import { ScoringSetupError, type ScoringIssue } from '../errors';
import type { Lookup } from '../path';

/**
 * Named rule types for what scoring data cannot say (IPAQ MET-minutes, BMI, the PCL-5 cluster rule, ...).
 * A fixture names a rule in a score of kind "rule" with its params; each rule registers the zod schema of
 * its params, which is checked once when the fixture loads, so a request never parses params again.
 */
export interface RuleContext {
  /** Item values by question id (skipped items carry the fixture's skipped value). */
  items: Lookup<number>;
  /** Scores computed so far, by name. */
  scores: Lookup<number>;
  /** The options chosen per answered question, for rules that read answers by meaning. */
  answers: Lookup<ChosenOptions>;
}

export interface ChosenOptions {
  readonly chosen: readonly { readonly id: string; readonly text: string }[];
}

/**
 * What one rule gives: its value, or its value and further named values worked out in the same pass (a table
 * lookup's lowest and highest cell), which a score stores under the names its `gives` chooses.
 */
export type RuleResult =
  number | { readonly value: number; readonly outputs: Readonly<Record<string, number>> };

/** A rule with its params already parsed: all that scoring one visitor's answers calls. */
export type PreparedRule = (context: RuleContext) => RuleResult;

/** Parses a fixture's params for one rule type: the prepared rule, or what is wrong with the params. */
type RulePreparer = (params: unknown) => PreparedRule | z.ZodError;

const registry = new Map<string, RulePreparer>();
/** The further values each rule can give, by rule name (none for most). */
const outputsByRule = new Map<string, readonly string[]>();

/**
 * Registers a rule type under the name fixtures use: the schema of its params and how it scores with them.
 * `score` gets the params as the schema's output (defaults filled in, transforms applied).
 */
export function registerRule<S extends z.ZodType>(
  name: string,
  paramsSchema: S,
  score: (context: RuleContext, params: z.output<S>) => RuleResult,
  /** The names of the further values the rule gives beside its value (a score's `gives` picks among them). */
  outputs: readonly string[] = [],
): void {
  if (registry.has(name)) throw new Error(`Scoring rule "${name}" is registered twice.`);
  outputsByRule.set(name, outputs);
  registry.set(name, (params) => {
    const parsed = paramsSchema.safeParse(params);
    if (!parsed.success) return parsed.error;
    const ready = parsed.data;
    return (context) => score(context, ready);
  });
}

/**
 * Looks a rule up and parses its params, once per fixture. Throws ScoringSetupError with each problem's
 * path inside the score definition (`rule`, or `params.…`).
 */
export function prepareRule(name: string, params: unknown): PreparedRule {
  const prepare = registry.get(name);
  if (!prepare) {
    const issue = {
      path: ['rule'],
      message: `Unknown scoring rule "${name}" (known: ${ruleNames().join(', ')})`,
    };
    throw new ScoringSetupError([issue], `${name}: unknown rule`);
  }
  const prepared = prepare(params);
  if (typeof prepared === 'function') return prepared;
  throw new ScoringSetupError(readableIssues(prepared.issues, ['params']), `${name}: bad params`);
}

/**
 * Zod's issues as paths and messages. Where a value matches no branch of a union, zod says only "Invalid
 * input"; the issues of the branch it came closest to (fewest problems) say what to fix.
 */
function readableIssues(issues: readonly z.core.$ZodIssue[], base: readonly PropertyKey[]): ScoringIssue[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      return readableIssues(closest, path);
    }
    return [{ path, message: issue.message }];
  });
}

/** A rule's context with its params still unparsed, as a fixture writes them. */
export interface RuleInput extends RuleContext {
  params: unknown;
}

/**
 * A rule that parses its params on every call, for tests and one-off use; the engine prepares each rule
 * once instead. Undefined for a name no rule has.
 */
export function findRule(name: string): ((input: RuleInput) => number) | undefined {
  if (!registry.has(name)) return undefined;
  return (input) => valueOf(prepareRule(name, input.params)(input));
}

/** The further values a rule can give beside its value. */
export function ruleOutputs(name: string): readonly string[] {
  return outputsByRule.get(name) ?? [];
}

/** A rule's own value, whatever else it gave. */
export function valueOf(result: RuleResult): number {
  return typeof result === 'number' ? result : result.value;
}

export function ruleNames(): string[] {
  return [...registry.keys()].sort();
}
