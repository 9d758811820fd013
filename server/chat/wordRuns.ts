/**
 * The word classes the crisis model looks for (crisis.json `classes`): entries of plain
 * lower-case words, `*` at a word's start or end standing for any beginning or ending (at least one letter)
 * and `#` for a number of 8 or more; an entry of several words must stand in a row. (The crisis rules'
 * phrases are read by matcher.ts, which tolerates typos, gaps and "20k": a different reading on purpose.)
 */
import { BoundedCache } from './boundedCache';

/** `#`: a number at least this large (more than a day's dose of most tablets), for the rules and the classes. */
export const leastNumber = 8;

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
  /** By plain second word: its entries and `rest`, merged in entry order once (see the constructor). */
  bySecond: Map<string, Run<T>[]>;
  rest: Run<T>[];
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
    // What a place tries when the next word is a plain second word: its entries with the rest, in entry order,
    // merged here once rather than at every such place of every text.
    for (const group of this.byFirst.values()) {
      for (const [second, runs] of group.bySecond) group.bySecond.set(second, inOrder(group.rest, runs));
    }
  }

  /** The loose entries whose first word fits a typed word (what `looseFits` remembers). */
  private readonly looseOf = (token: string): readonly Run<T>[] =>
    this.loose.filter((run) => run.tests[0]!(token));

  /** Every entry at every place, place by place (at each, plain first words before the rest, in entry order). */
  find(tokens: readonly string[]): WordRunHit<T>[] {
    // Plain loops and no closure made per call or per place: this reads every word of every message.
    const hits: WordRunHit<T>[] = [];
    for (let start = 0; start < tokens.length; start += 1) {
      const token = tokens[start]!;
      const group = this.byFirst.get(token);
      if (group) {
        const next = start + 1 < tokens.length ? group.bySecond.get(tokens[start + 1]!) : undefined;
        tryRuns(next ?? group.rest, tokens, start, hits);
      }
      tryRuns(this.looseFits.get(token, this.looseOf), tokens, start, hits);
    }
    return hits;
  }
}

/** Adds the runs that stand at `start` to the hits, in their order. */
function tryRuns<T>(
  runs: readonly Run<T>[],
  tokens: readonly string[],
  start: number,
  hits: WordRunHit<T>[],
): void {
  for (let index = 0; index < runs.length; index += 1) {
    const run = runs[index]!;
    const { tests } = run;
    const end = start + tests.length - 1;
    if (end >= tokens.length) continue;
    let fits = true;
    for (let offset = 0; offset < tests.length && fits; offset += 1)
      fits = tests[offset]!(tokens[start + offset]!);
    if (fits) hits.push({ value: run.value, start, end });
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
