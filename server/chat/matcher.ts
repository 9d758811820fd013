import { tokenise } from './normalise';

/**
 * Finds phrases in a visitor's words. A phrase is written in plain words ("sina usingizi"); a word may end
 * or start with * to match any ending or beginning ("usingiz*", "*jiua"), since Kiswahili builds words
 * from parts. Whole words tolerate typos (see TypoIndex). Between the words of a phrase up to `gap` other
 * words may stand ("blood in my stool" matches "blood in stool"). Crisis rules write more (see
 * docs/assistant.md): `{name}` for any entry of a word class, `a/b` for either word, `...` for up to three
 * other words, and `#` for a number of eight or more.
 */

type WordPattern =
  | { kind: 'word' | 'prefix' | 'suffix' | 'infix'; text: string }
  | { kind: 'number'; least: number };

/** One place in a phrase: any of its options (each a run of adjacent words), after up to `gap` others. */
interface Step {
  options: WordPattern[][];
  gap: number;
}

export interface PhraseSpec<T> {
  phrase: string;
  value: T;
  /** Other words allowed between two words of the phrase (where it writes no `...`). */
  gap: number;
}

/** Which known words a typed word stands for: a TypoIndex, or exactly the word itself (ExactWords). */
export interface WordLookup {
  lookup(token: string): readonly string[];
}

/** Words as written, no typo tolerance: for what cancels a crisis (a negation, a figure, an accident). */
export class ExactWords implements WordLookup {
  lookup(token: string): readonly string[] {
    return [token];
  }
}

/** Word classes by name, each entry plain words (with * and # allowed). */
export type WordClasses = ReadonlyMap<string, readonly string[]>;

interface Phrase<T> {
  steps: Step[];
  value: T;
  text: string;
}

export interface Match<T> {
  value: T;
  phrase: string;
  /** Index of the phrase's first and last word in the text. */
  start: number;
  end: number;
  /** Indexes of the words the phrase itself matched (not those in its gaps). */
  positions: number[];
}

/** Words allowed where a phrase writes `...`. */
const explicitGap = 3;
/** `#`: a number at least this large (more than a day's dose of most tablets). */
const leastNumber = 8;

function parseWord(word: string): WordPattern {
  if (word === '#') return { kind: 'number', least: leastNumber };
  const starts = word.startsWith('*');
  const ends = word.endsWith('*');
  const text = word.replace(/^\*|\*$/g, '');
  if (starts && ends) return { kind: 'infix', text };
  if (starts) return { kind: 'suffix', text };
  if (ends) return { kind: 'prefix', text };
  return { kind: 'word', text };
}

/** Normalises some words as visitor text is normalised, but keeps their * and # marks. */
function normaliseWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      if (word === '#') return ['#'];
      const starts = word.startsWith('*');
      const ends = word.endsWith('*') && word.length > 1;
      const parts = tokenise(word);
      if (parts.length === 0) return [];
      if (starts) parts[0] = `*${parts[0]}`;
      if (ends) parts[parts.length - 1] = `${parts[parts.length - 1]}*`;
      return parts;
    });
}

function option(text: string): WordPattern[] {
  return normaliseWords(text).map(parseWord);
}

/** A phrase as steps; unknown class names are an error (the schemas check them first). */
export function parsePhrase(phrase: string, gap: number, classes: WordClasses = new Map()): Step[] {
  const steps: Step[] = [];
  let pendingGap: number | undefined;
  for (const part of phrase.replace(/…/g, ' ... ').split(/\s+/).filter(Boolean)) {
    if (part === '...') {
      pendingGap = explicitGap;
      continue;
    }
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    let options: WordPattern[][];
    if (name !== undefined) {
      const entries = classes.get(name);
      if (!entries) throw new Error(`The phrase "${phrase}" names no known word class "${name}"`);
      options = entries.map(option);
    } else {
      options = part.split('/').filter(Boolean).map(option);
    }
    options = options.filter((words) => words.length > 0);
    if (options.length === 0) continue;
    steps.push({ options, gap: pendingGap ?? gap });
    pendingGap = undefined;
  }
  return steps;
}

/** The whole words of phrases, class entries included (for the typo index). */
export function phraseVocabulary(phrases: Iterable<string>, classes: WordClasses = new Map()): string[] {
  const vocabulary: string[] = [];
  const add = (text: string) => {
    for (const word of normaliseWords(text)) if (!/[*#]/.test(word)) vocabulary.push(word);
  };
  for (const phrase of phrases) {
    for (const part of phrase.split(/\s+/)) {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (name !== undefined) for (const entry of classes.get(name) ?? []) add(entry);
      else if (part !== '...') for (const word of part.split('/')) add(word);
    }
  }
  return vocabulary;
}

export class PhraseMatcher<T> {
  private readonly byFirstWord = new Map<string, Phrase<T>[]>();
  private readonly wildcardFirst: Phrase<T>[] = [];

  constructor(
    specs: Iterable<PhraseSpec<T>>,
    private readonly typos: WordLookup,
    classes: WordClasses = new Map(),
  ) {
    for (const spec of specs) {
      const steps = parsePhrase(spec.phrase, spec.gap, classes);
      const first = steps[0];
      if (!first) continue;
      const phrase: Phrase<T> = { steps, value: spec.value, text: spec.phrase };
      const firstWords = new Set<string>();
      let wildcard = false;
      for (const words of first.options) {
        const word = words[0]!;
        if (word.kind === 'word') firstWords.add(word.text);
        else wildcard = true;
      }
      if (wildcard) this.wildcardFirst.push(phrase);
      else {
        for (const word of firstWords) {
          const list = this.byFirstWord.get(word);
          if (list) list.push(phrase);
          else this.byFirstWord.set(word, [phrase]);
        }
      }
    }
  }

  /**
   * Every phrase found in the words, each at its first place, or at every place with `everyPlace` (a
   * crisis phrase may stand once inside a figure of speech and again outside it).
   */
  find(tokens: readonly string[], { everyPlace = false } = {}): Match<T>[] {
    const known = tokens.map((token) => this.typos.lookup(token));
    const matches: Match<T>[] = [];
    const seen = new Set<Phrase<T>>();
    const tried = new Set<Phrase<T>>();
    const tryPhrase = (phrase: Phrase<T>, start: number) => {
      if (tried.has(phrase) || (!everyPlace && seen.has(phrase))) return;
      tried.add(phrase);
      const positions = matchSteps(phrase.steps, 0, start, tokens, known);
      if (!positions) return;
      seen.add(phrase);
      matches.push({
        value: phrase.value,
        phrase: phrase.text,
        start,
        end: positions[positions.length - 1]!,
        positions,
      });
    };
    for (let index = 0; index < tokens.length; index += 1) {
      tried.clear();
      for (const word of known[index]!) {
        for (const phrase of this.byFirstWord.get(word) ?? []) tryPhrase(phrase, index);
      }
      for (const phrase of this.wildcardFirst) tryPhrase(phrase, index);
    }
    return matches;
  }
}

/** The positions of the steps from `stepIndex` on, the first starting at `from` (or within its gap). */
function matchSteps(
  steps: readonly Step[],
  stepIndex: number,
  from: number,
  tokens: readonly string[],
  known: readonly (readonly string[])[],
): number[] | undefined {
  const step = steps[stepIndex];
  if (!step) return [];
  const last = stepIndex === 0 ? from : Math.min(tokens.length - 1, from + step.gap);
  for (let at = from; at <= last; at += 1) {
    for (const words of step.options) {
      if (at + words.length > tokens.length) continue;
      if (!words.every((word, offset) => wordMatches(word, tokens[at + offset]!, known[at + offset]!))) {
        continue;
      }
      const end = at + words.length;
      const rest = matchSteps(steps, stepIndex + 1, end, tokens, known);
      if (rest) return [...words.map((_, offset) => at + offset), ...rest];
    }
  }
  return undefined;
}

function wordMatches(pattern: WordPattern, token: string, known: readonly string[]): boolean {
  switch (pattern.kind) {
    case 'word':
      return known.includes(pattern.text);
    case 'prefix':
      return token.startsWith(pattern.text);
    case 'suffix':
      return token.endsWith(pattern.text);
    case 'infix':
      return token.includes(pattern.text);
    case 'number':
      return /^\d+$/.test(token) && Number(token) >= pattern.least;
  }
}
