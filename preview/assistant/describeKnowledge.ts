import type { AssistantConcept } from '../../schemas';

/** What a concept points to, strongest first, and whether the catalogue has each path. */
export function targetRows(concept: AssistantConcept, known: ReadonlySet<string>) {
  return Object.entries(concept.targets)
    .map(([path, weight]) => ({ path, weight, inCatalogue: known.has(path) }))
    .sort((a, b) => b.weight - a.weight || a.path.localeCompare(b.path));
}

/** The word classes a phrase uses ("{cut} {my-body}" → cut, my-body). */
export function classesIn(phrases: readonly string[]): string[] {
  const names = new Set<string>();
  for (const phrase of phrases) for (const [, name] of phrase.matchAll(/\{([^}]+)\}/g)) names.add(name!);
  return [...names].sort();
}

/** Concepts that point to a path, by the path: "which concepts point where", read the other way round. */
export function conceptsByPath(concepts: readonly AssistantConcept[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const concept of concepts) {
    for (const path of Object.keys(concept.targets))
      byPath.set(path, [...(byPath.get(path) ?? []), concept.id]);
  }
  return new Map([...byPath.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
