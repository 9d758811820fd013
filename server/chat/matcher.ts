import { tokenise, type TypoIndex } from './normalise';

/**
 * Finds phrases in a visitor's words. A phrase is written in plain words ("sina usingizi"); a word may end
 * or start with * to match any ending or beginning ("usingiz*", "*jiua"), since Kiswahili builds words
 * from parts. Whole words tolerate typos (see TypoIndex). Between the words of a phrase a few other words
 * may stand ("blood in my stool" matches "blood in stool") unless the phrase is strict.
 */

type WordPattern = { kind: 'word'; text: string } | { kind: 'prefix' | 'suffix' | 'infix'; text: string };

export interface PhraseSpec<T> {
  phrase: string;
  value: T;
  /** Other words allowed between two words of the phrase. */
  gap: number;
}

interface Phrase<T> {
  words: WordPattern[];
  value: T;
  gap: number;
  text: string;
}

export interface Match<T> {
  value: T;
  phrase: string;
  /** Index of the phrase's first and last word in the text. */
  start: number;
  end: number;
}

function parseWord(word: string): WordPattern {
  const starts = word.startsWith('*');
  const ends = word.endsWith('*');
  const text = word.replace(/^\*|\*$/g, '');
  if (starts && ends) return { kind: 'infix', text };
  if (starts) return { kind: 'suffix', text };
  if (ends) return { kind: 'prefix', text };
  return { kind: 'word', text };
}

/** Normalises a phrase but keeps its * marks. */
function normalisePhrase(phrase: string): string[] {
  return phrase
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const starts = word.startsWith('*');
      const ends = word.endsWith('*') && word.length > 1;
      const parts = tokenise(word);
      if (parts.length === 0) return [];
      if (starts) parts[0] = `*${parts[0]}`;
      if (ends) parts[parts.length - 1] = `${parts[parts.length - 1]}*`;
      return parts;
    });
}

/** The whole words of phrases (for the typo index). */
export function phraseVocabulary(phrases: Iterable<string>): string[] {
  const vocabulary: string[] = [];
  for (const phrase of phrases) {
    for (const word of normalisePhrase(phrase)) if (!word.includes('*')) vocabulary.push(word);
  }
  return vocabulary;
}

export class PhraseMatcher<T> {
  private readonly byFirstWord = new Map<string, Phrase<T>[]>();
  private readonly wildcardFirst: Phrase<T>[] = [];

  constructor(
    specs: Iterable<PhraseSpec<T>>,
    private readonly typos: TypoIndex,
  ) {
    for (const spec of specs) {
      const words = normalisePhrase(spec.phrase).map(parseWord);
      const first = words[0];
      if (!first) continue;
      const phrase: Phrase<T> = { words, value: spec.value, gap: spec.gap, text: spec.phrase };
      if (first.kind === 'word') {
        const list = this.byFirstWord.get(first.text);
        if (list) list.push(phrase);
        else this.byFirstWord.set(first.text, [phrase]);
      } else {
        this.wildcardFirst.push(phrase);
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
    const tryPhrase = (phrase: Phrase<T>, start: number) => {
      if (!everyPlace && seen.has(phrase)) return;
      const end = this.matchFrom(phrase, tokens, known, start);
      if (end === -1) return;
      seen.add(phrase);
      matches.push({ value: phrase.value, phrase: phrase.text, start, end });
    };
    for (let index = 0; index < tokens.length; index += 1) {
      for (const word of known[index]!) {
        for (const phrase of this.byFirstWord.get(word) ?? []) tryPhrase(phrase, index);
      }
      for (const phrase of this.wildcardFirst) {
        if (wordMatches(phrase.words[0]!, tokens[index]!, known[index]!)) tryPhrase(phrase, index);
      }
    }
    return matches;
  }

  private matchFrom(
    phrase: Phrase<T>,
    tokens: readonly string[],
    known: readonly (readonly string[])[],
    start: number,
  ): number {
    let position = start;
    for (let wordIndex = 1; wordIndex < phrase.words.length; wordIndex += 1) {
      const pattern = phrase.words[wordIndex]!;
      let found = -1;
      const last = Math.min(tokens.length - 1, position + 1 + phrase.gap);
      for (let candidate = position + 1; candidate <= last; candidate += 1) {
        if (wordMatches(pattern, tokens[candidate]!, known[candidate]!)) {
          found = candidate;
          break;
        }
      }
      if (found === -1) return -1;
      position = found;
    }
    return position;
  }
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
  }
}
