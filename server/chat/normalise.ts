/**
 * Text as the assistant compares it: lower-case, no accents, no punctuation, and tolerant of typos.
 * Everything the assistant matches (visitor words, lexicon phrases, catalogue keywords) goes through
 * `normalise`, so both sides of a comparison are written the same way.
 */

/** Lower-case, accents and punctuation removed, apostrophes dropped ("can't" → "cant"), long runs cut. */
export function normalise(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/['’‘`´]/g, "'")
      // "I'll" must not read as "ill", nor "we'll" as "well"; "can't" stays one word, "cant".
      .replace(/\b(i|you|we|they|he|she|it|that|there)'(ll|re|ve|d|m)\b/g, (_, who: string, verb: string) => {
        const full: Record<string, string> = { ll: 'will', re: 'are', ve: 'have', d: 'would', m: 'am' };
        return `${who} ${full[verb]}`;
      })
      .replace(/'/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .replace(/(\p{L})\1{2,}/gu, '$1$1')
      .trim()
  );
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

export function tokenise(text: string): string[] {
  const normal = normalise(text);
  if (normal === '') return [];
  const tokens: string[] = [];
  for (const word of normal.split(' ')) {
    const written = canonical(word);
    if (written.includes(' ')) tokens.push(...written.split(' '));
    else tokens.push(written);
  }
  return tokens;
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

  constructor(
    vocabulary: Iterable<string>,
    private readonly realWords: ReadonlySet<string>,
  ) {
    for (const word of vocabulary) {
      if (this.words.has(word)) continue;
      this.words.add(word);
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
