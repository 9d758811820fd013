/**
 * Named rule types for what scoring data cannot say (IPAQ MET-minutes, BMI, the PCL-5 cluster rule, ...).
 * A fixture names a rule in a score of kind "rule"; the engine looks it up here.
 */
export interface RuleContext {
  /** Item values by question id (skipped items carry the fixture's skipped value). */
  items: ReadonlyMap<string, number>;
  /** Option text chosen per select question, for rules that read answers by meaning. */
  optionTexts: ReadonlyMap<string, string[]>;
  /** Scores computed so far, by name. */
  scores: ReadonlyMap<string, number>;
  params: Readonly<Record<string, unknown>>;
}

export type Rule = (context: RuleContext) => number;

const registry = new Map<string, Rule>();

export function registerRule(name: string, rule: Rule): void {
  if (registry.has(name)) throw new Error(`Scoring rule "${name}" is registered twice.`);
  registry.set(name, rule);
}

export function findRule(name: string): Rule | undefined {
  return registry.get(name);
}

export function ruleNames(): string[] {
  return [...registry.keys()].sort();
}
