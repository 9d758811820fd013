/**
 * Which word classes (of crisis.json and crisis-recall.json) a row of words has, for the exemplar layer
 * (crisisExemplars.ts): entries are lower-case words, `*` at a word's start or end standing for any
 * beginning or ending and `#` for a number of 8 or more; an entry of several words must stand in a row.
 */
import { wordTest, type WordTest } from './wordTest';

/** A class of words: its name and entries (lower-case words; `*` at a word's edge, `#` a number of 8 or more). */
export type WordClassList = ReadonlyMap<string, readonly string[]>;

/** A cache that forgets everything when full: typed words are unlimited, memory is not. */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, make: (key: string) => T): T {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make(key);
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}

interface ClassPattern {
  name: string;
  words: WordTest[];
}

/**
 * Finds which classes have an entry in a row of words. Entries of one word are looked up once per distinct
 * word (and remembered); entries of several words through their first word, or one by one when it starts
 * or ends with `*`.
 */
export class ClassFinder {
  private readonly singleExact = new Map<string, string[]>();
  private readonly singleLoose: ClassPattern[] = [];
  private readonly multiByFirst = new Map<string, ClassPattern[]>();
  private readonly multiLoose: ClassPattern[] = [];
  private readonly singles = new BoundedCache<readonly string[]>(20_000);

  constructor(classes: WordClassList) {
    for (const [name, entries] of classes) {
      for (const entry of entries) {
        const parts = entry.split(' ').filter(Boolean);
        if (parts.length === 0) continue;
        const first = parts[0]!;
        const loose = /[*#]/.test(first);
        if (parts.length === 1 && !loose) {
          this.singleExact.set(first, [...(this.singleExact.get(first) ?? []), name]);
          continue;
        }
        const pattern = { name, words: parts.map(wordTest) };
        if (parts.length === 1) this.singleLoose.push(pattern);
        else if (loose) this.multiLoose.push(pattern);
        else this.multiByFirst.set(first, [...(this.multiByFirst.get(first) ?? []), pattern]);
      }
    }
  }

  private singlesOf(token: string): readonly string[] {
    return this.singles.get(token, () => [
      ...(this.singleExact.get(token) ?? []),
      ...this.singleLoose.filter((pattern) => pattern.words[0]!(token)).map((pattern) => pattern.name),
    ]);
  }

  find(tokens: readonly string[], found: Set<string>): void {
    const matches = (pattern: ClassPattern, start: number) =>
      start + pattern.words.length <= tokens.length &&
      pattern.words.every((test, offset) => test(tokens[start + offset]!));
    tokens.forEach((token, start) => {
      for (const name of this.singlesOf(token)) found.add(name);
      for (const pattern of this.multiByFirst.get(token) ?? []) {
        if (!found.has(pattern.name) && matches(pattern, start)) found.add(pattern.name);
      }
      for (const pattern of this.multiLoose) {
        if (!found.has(pattern.name) && matches(pattern, start)) found.add(pattern.name);
      }
    });
  }
}
