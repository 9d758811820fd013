import { spacedWords, withoutMarks } from './textPasses';

/**
 * Text as the assistant compares it: lower-case, no accents, no punctuation, and tolerant of typos.
 * Everything the assistant matches (visitor words, lexicon phrases, catalogue keywords) goes through
 * `normalise`, so both sides of a comparison are written the same way.
 *
 * What a message costs to read grows with its words, not its bytes: one character may decompose into many
 * (NFKD turns U+FDFA into 18 characters and 4 words, U+01C4 into "dz"), so the work is bounded by what the
 * text becomes, never by its length as sent: the decomposition stops at a limit, and a word is cut at
 * `longestWord` letters (see readMessage, and docs/decisions/0004-server-plugins.md).
 */

/** Letters a word keeps: no word of English, Kiswahili or Sheng comes close; longer runs are cut here. */
export const longestWord = 40;

/** NFKD turns one code unit into at most this many (U+FDFA): a text this much shorter than a limit fits. */
const mostExpansion = 18;
/** Code units decomposed at a time when a text may outgrow its limit. */
const chunkSize = 512;

export interface NormaliseOptions {
  /** At most this many characters come out (whole words only); the rest of the text is never decomposed. */
  limit?: number;
  /** Which end of a text longer than the limit is kept: its start (a message) or its end (a conversation). */
  keep?: 'start' | 'end';
}

/** The text compatibility-decomposed (NFKD), at most `limit` characters of it, from the end `keep` names. */
function decompose(text: string, limit: number, keep: 'start' | 'end'): { text: string; cut: boolean } {
  if (text.length * mostExpansion <= limit) return { text: text.normalize('NFKD'), cut: false };
  // Chunk by chunk, so a text that grows past the limit is decomposed only as far as the limit. Marks are
  // dropped after this, so decomposing chunk by chunk gives what decomposing the whole would.
  const parts: string[] = [];
  let length = 0;
  let at = keep === 'start' ? 0 : text.length;
  while (length <= limit && (keep === 'start' ? at < text.length : at > 0)) {
    let from: number;
    let to: number;
    if (keep === 'start') {
      from = at;
      to = Math.min(text.length, at + chunkSize);
      if (to < text.length && isHighSurrogate(text.charCodeAt(to - 1))) to += 1;
      at = to;
    } else {
      to = at;
      from = Math.max(0, at - chunkSize);
      if (from > 0 && isHighSurrogate(text.charCodeAt(from - 1))) from -= 1;
      at = from;
    }
    const part = text.slice(from, to).normalize('NFKD');
    parts.push(part);
    length += part.length;
  }
  const rest = keep === 'start' ? at < text.length : at > 0;
  const whole = (keep === 'start' ? parts : parts.reverse()).join('');
  if (whole.length <= limit) return { text: whole, cut: rest };
  return { text: keep === 'start' ? whole.slice(0, limit) : whole.slice(-limit), cut: true };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Lower-case, accents and punctuation removed, apostrophes dropped ("can't" → "cant"), long runs cut. */
export function normalise(text: string, options: NormaliseOptions = {}): string {
  return normaliseWithin(text, options).text;
}

/** normalise, and whether the text was longer than the limit (and so cut). */
export function normaliseWithin(
  text: string,
  { limit = Number.POSITIVE_INFINITY, keep = 'start' }: NormaliseOptions = {},
): { text: string; cut: boolean } {
  const decomposed = decompose(text, limit, keep);
  // Marks, runs of other characters, letters said thrice and words past `longestWord` go in plain loops
  // (textPasses.ts), which give what /\p{M}+/gu, /[^\p{L}\p{N}]+/gu, /(\p{L})\1{2,}/gu and a cut at
  // `longestWord` letters gave, at a tenth of their cost on a script outside Latin-1.
  const normal = spacedWords(
    withoutMarks(decomposed.text)
      .toLowerCase()
      .replace(/['’‘`´]/g, "'")
      // "I'll" must not read as "ill", nor "we'll" as "well"; "can't" stays one word, "cant".
      .replace(/\b(i|you|we|they|he|she|it|that|there)'(ll|re|ve|d|m)\b/g, (_, who: string, verb: string) => {
        const full: Record<string, string> = { ll: 'will', re: 'are', ve: 'have', d: 'would', m: 'am' };
        return `${who} ${full[verb]}`;
      })
      .replace(/'/g, ''),
    longestWord,
  ).trim();
  if (!decomposed.cut && normal.length <= limit) return { text: normal, cut: false };
  return { text: wholeWords(normal, limit, keep), cut: true };
}

/** The whole words of a cut text within the limit: the word at the cut may be a part, and is dropped. */
function wholeWords(normal: string, limit: number, keep: 'start' | 'end'): string {
  if (keep === 'start') {
    const kept = normal.slice(0, limit + 1);
    return kept.slice(0, Math.max(0, kept.lastIndexOf(' '))).trim();
  }
  const kept = normal.slice(-(limit + 1));
  const space = kept.indexOf(' ');
  return space < 0 ? '' : kept.slice(space + 1).trim();
}

/** Spellings of one word that people use interchangeably, mostly Kiswahili and Sheng. */
const variants = new Map([
  ['naskia', 'najisikia'],
  ['najiskia', 'najisikia'],
  ['nimeskia', 'nimesikia'],
  ['sijiskii', 'sijisikii'],
  ['mob', 'sana'],
  ['mingi', 'nyingi'],
  ['mengi', 'nyingi'],
  ['mwingi', 'nyingi'],
  ['alot', 'a lot'],
  ['u', 'you'],
  ['ur', 'your'],
  ['coz', 'because'],
  ['cuz', 'because'],
  // "wanna die" is "want to die": one spelling for the phrases to match.
  ['wanna', 'want to'],
  ['gonna', 'going to'],
  ['gotta', 'got to'],
]);

/** One written form per word: a known variant, and "ninakunywa" read as "nakunywa" (same meaning). */
function canonical(word: string): string {
  const variant = variants.get(word);
  if (variant) return variant;
  return word.startsWith('nina') && word.length >= 8 ? `na${word.slice(4)}` : word;
}

/**
 * The text tokenised last (without options) and its words: the scope, veto and crisis models each tokenise
 * the same message, two of them twice, and normalising 2,000 characters again each time was a tenth of a long
 * message's reply. Callers get a copy: what one does with its words never reaches another.
 */
let lastTokenised: { text: string; words: readonly string[] } | undefined;

export function tokenise(text: string, options: NormaliseOptions = {}): string[] {
  if (options.limit !== undefined || options.keep !== undefined) return wordsOf(normalise(text, options));
  if (lastTokenised?.text !== text) lastTokenised = { text, words: wordsOf(normalise(text)) };
  return [...lastTokenised.words];
}

/** The words of a normalised text, each in its one written form (canonical). */
function wordsOf(normal: string): string[] {
  if (normal === '') return [];
  const tokens: string[] = [];
  for (const word of normal.split(' ')) {
    const written = canonical(word);
    if (written.includes(' ')) tokens.push(...written.split(' '));
    else tokens.push(written);
  }
  return tokens;
}

/** A message as the assistant reads it: its words, and whether some were left unread. */
export interface ReadMessage {
  words: string[];
  cut: boolean;
}

/**
 * The words of a message, at most `maxWords` of them and never more than `maxCharacters` of normalised text
 * read: a message within both is read whole; a longer one by its start and its end, half each (what a
 * visitor asks for tends to come first, and a crisis may come last), and the middle is left unread.
 */
export function readMessage(text: string, maxWords: number, maxCharacters: number): ReadMessage {
  const start = normaliseWithin(text, { limit: maxCharacters });
  const words = wordsOf(start.text);
  if (!start.cut && words.length <= maxWords) return { words, cut: false };
  const half = Math.floor(maxWords / 2);
  const end = start.cut ? wordsOf(normaliseWithin(text, { limit: maxCharacters, keep: 'end' }).text) : words;
  return { words: [...words.slice(0, half), ...end.slice(-half)], cut: true };
}

/** Optimal string alignment distance (edits, adjacent swaps count as one), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a word of this length may carry and still count: none for short words. */
export function allowedTypos(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

function deletions(word: string, depth: number): Set<string> {
  const found = new Set<string>();
  let layer = [word];
  for (let level = 0; level < depth; level += 1) {
    const next: string[] = [];
    for (const item of layer) {
      for (let index = 0; index < item.length; index += 1) {
        const shorter = item.slice(0, index) + item.slice(index + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    layer = next;
  }
  return found;
}

/**
 * Finds the known words a typed word may be a typo of, in time proportional to the word's length
 * (a symmetric-deletion index): "depresion" finds "depression", "anxeity" finds "anxiety". A typed word
 * that is itself a real word ("heard", "sheep") is taken as written and never corrected, and a five-letter
 * word only by a swap of two letters ("tierd"), since other one-letter changes there make real words.
 */
export class TypoIndex {
  private readonly words = new Set<string>();
  private readonly byDeletion = new Map<string, string[]>();
  private readonly cache = new Map<string, readonly string[]>();
  /** No known word is longer: a typed word longer by more than its allowed typos has no near spelling. */
  private longest = 0;

  constructor(
    vocabulary: Iterable<string>,
    private readonly realWords: ReadonlySet<string>,
  ) {
    for (const word of vocabulary) {
      if (this.words.has(word)) continue;
      this.words.add(word);
      this.longest = Math.max(this.longest, word.length);
      const typos = allowedTypos(word.length);
      if (typos === 0) continue;
      for (const variant of [word, ...deletions(word, typos)]) {
        const list = this.byDeletion.get(variant);
        if (list) list.push(word);
        else this.byDeletion.set(variant, [word]);
      }
    }
  }

  /** The known words this typed word stands for: itself when known, else its near spellings. */
  lookup(token: string): readonly string[] {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const found = this.search(token);
    // Bounded: typed words are unlimited, memory is not.
    if (this.cache.size > 20_000) this.cache.clear();
    this.cache.set(token, found);
    return found;
  }

  /** Known words this one becomes by swapping two neighbouring letters ("tierd" → "tired"). */
  private swaps(token: string): string[] {
    const found: string[] = [];
    for (let index = 0; index + 1 < token.length; index += 1) {
      const swapped = token.slice(0, index) + token[index + 1] + token[index] + token.slice(index + 2);
      if (swapped !== token && this.words.has(swapped)) found.push(swapped);
    }
    return found;
  }

  private search(token: string): string[] {
    if (this.words.has(token)) return [token];
    if (this.realWords.has(token) || token.length < 5 || /\d/.test(token)) return [];
    // Five-letter words collide with real words too often ("stuff", "snuff"): only a swap counts there.
    if (token.length === 5) {
      return this.swaps(token);
    }
    const limit = allowedTypos(token.length);
    // Its deletions would be many and long (their number grows with the square of its length): none is needed.
    if (token.length > this.longest + limit) return [];
    const candidates = new Set<string>();
    for (const variant of [token, ...deletions(token, limit)]) {
      for (const word of this.byDeletion.get(variant) ?? []) candidates.add(word);
    }
    return [...candidates].filter((word) => {
      const most = Math.min(limit, allowedTypos(word.length));
      return editDistance(token, word, most) <= most;
    });
  }
}
