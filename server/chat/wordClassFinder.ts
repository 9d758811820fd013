/**
 * Which word classes (of crisis.json `classes`) a row of words has, for the crisis model
 * (exemplarModel.ts), as whole words in a row (wordRuns.ts).
 */
import { WordRunFinder, type WordRunHit } from './wordRuns';

/** A class of words: its name and entries (lower-case words; `*` at a word's edge, `#` a number of 8 or more). */
export type WordClassList = ReadonlyMap<string, readonly string[]>;

/** Finds which classes have an entry in a row of words. */
export class ClassFinder {
  private readonly runs: WordRunFinder<string>;

  constructor(classes: WordClassList) {
    this.runs = new WordRunFinder(
      [...classes].flatMap(([name, entries]) => entries.map((entry) => [entry, name] as const)),
    );
  }

  find(tokens: readonly string[], found: Set<string>): void {
    for (const hit of this.runs.find(tokens)) found.add(hit.value);
  }

  /** Each entry found, by its class's name, with where it stands. */
  hits(tokens: readonly string[]): WordRunHit<string>[] {
    return this.runs.find(tokens);
  }
}
