/**
 * The word classes the crisis model looks for (crisis.json `classes`): entries of plain
 * lower-case words, `*` at a word's start or end standing for any beginning or ending (at least one letter)
 * and `#` for a number of 8 or more; an entry of several words must stand in a row. (The crisis rules'
 * phrases are read by matcher.ts, which tolerates typos, gaps and "20k": a different reading on purpose.)
 */

/** `#`: a number at least this large (more than a day's dose of most tablets), as in the crisis rules. */
const leastNumber = 8;

/** A test on one typed (normalised) word. */
export type WordTest = (token: string) => boolean;

/** One word of an entry as a test. */
export function wordTest(word: string): WordTest {
  if (word === '#') return (token) => /^\d+$/.test(token) && Number(token) >= leastNumber;
  const starts = word.startsWith('*');
  const ends = word.endsWith('*');
  const core = word.replace(/^\*|\*$/g, '');
  if (starts && ends) return (token) => token.includes(core) && token !== core;
  if (ends) return (token) => token.startsWith(core) && token.length > core.length;
  if (starts) return (token) => token.endsWith(core) && token.length > core.length;
  return (token) => token === core;
}

export interface WordRunHit<T> {
  value: T;
  /** Where the entry's first and last words stand. */
  start: number;
  end: number;
}

interface Run<T> {
  value: T;
  tests: WordTest[];
  /** Its place among the entries. */
  order: number;
}

/**
 * The entries of one plain first word: those whose second word is plain, by that word, and the rest. A common
 * first word starts about 174 entries of the crisis classes, each tried at every place the word stood; most
 * have a plain second word, so a place now tries only those its next word fits.
 */
interface FirstWord<T> {
  bySecond: Map<string, Run<T>[]>;
  rest: Run<T>[];
}

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

  /** Forgets everything now (when what the entries refer to is renumbered: pieceRuns.ts). */
  clear(): void {
    this.entries.clear();
  }
}

/**
 * Finds entries in a row of words: those whose first word is plain through a map by that word, the rest (a
 * first word with `*` or `#`) tried at every place.
 */
export class WordRunFinder<T> {
  private readonly byFirst = new Map<string, FirstWord<T>>();
  private readonly loose: Run<T>[] = [];
  /** The loose entries whose first word a typed word fits, by typed word (the same words recur). */
  private readonly looseFits = new BoundedCache<readonly Run<T>[]>(20_000);

  constructor(entries: Iterable<readonly [entry: string, value: T]>) {
    let order = 0;
    for (const [entry, value] of entries) {
      const words = entry.split(' ').filter(Boolean);
      const [first, second] = words;
      if (first === undefined) continue;
      const run = { value, tests: words.map(wordTest), order };
      order += 1;
      if (/[*#]/.test(first)) {
        this.loose.push(run);
        continue;
      }
      let group = this.byFirst.get(first);
      if (!group) {
        group = { bySecond: new Map(), rest: [] };
        this.byFirst.set(first, group);
      }
      if (second === undefined || /[*#]/.test(second)) group.rest.push(run);
      else group.bySecond.set(second, [...(group.bySecond.get(second) ?? []), run]);
    }
  }

  /** Every entry at every place, place by place (at each, plain first words before the rest, in entry order). */
  find(tokens: readonly string[]): WordRunHit<T>[] {
    const hits: WordRunHit<T>[] = [];
    const tryRuns = (runs: readonly Run<T>[], start: number) => {
      for (const run of runs) {
        const end = start + run.tests.length - 1;
        if (end >= tokens.length) continue;
        if (run.tests.every((test, offset) => test(tokens[start + offset]!))) {
          hits.push({ value: run.value, start, end });
        }
      }
    };
    tokens.forEach((token, start) => {
      const group = this.byFirst.get(token);
      if (group) {
        const next = group.bySecond.get(tokens[start + 1] ?? '');
        tryRuns(next ? inOrder(group.rest, next) : group.rest, start);
      }
      tryRuns(
        this.looseFits.get(token, () => this.loose.filter((run) => run.tests[0]!(token))),
        start,
      );
    });
    return hits;
  }
}

/** Two lists of runs, each in entry order, merged in entry order (the order `find` reports them in). */
function inOrder<T>(a: readonly Run<T>[], b: readonly Run<T>[]): Run<T>[] {
  const merged: Run<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]!.order < b[j]!.order)) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged;
}
