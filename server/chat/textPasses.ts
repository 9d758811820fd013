/**
 * Two of `normalise`'s steps as plain loops over the text, each giving exactly what its regular expression gave
 * (tests/server/chat/textPasses.test.ts compares them on generated Unicode): the expressions' Unicode property
 * classes (\p{L}, \p{N}, \p{M}) cost a few hundred microseconds on 2,000 characters of a script outside Latin-1
 * (U+FDFA's Arabic, presentation forms), a third of such a message's reply, and `{40}` made the long-word cut
 * try up to 40 letters at every letter. A character's class is looked up once per code unit (or code point
 * outside the Basic Multilingual Plane) with the same expressions, and remembered.
 */

const letter = 1;
const digit = 2;
const mark = 3;
const other = 4;

/** By code unit (not surrogates): 0 not yet looked up, else one of the classes above. */
const classOfUnit = new Uint8Array(0x10000);
/** Code points past U+FFFF by the same classes (few distinct ones are ever typed; bounded all the same). */
const classOfAstral = new Map<number, number>();

function classify(character: string): number {
  if (/^\p{L}$/u.test(character)) return letter;
  if (/^\p{N}$/u.test(character)) return digit;
  if (/^\p{M}$/u.test(character)) return mark;
  return other;
}

function isHigh(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLow(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** The class of a code unit that is no surrogate. */
function unitClass(text: string, at: number): number {
  const unit = text.charCodeAt(at);
  const kind = classOfUnit[unit]!;
  return kind === 0 ? (classOfUnit[unit] = classify(text[at]!)) : kind;
}

/**
 * The class of the surrogate at `at`, and (in `pairSize`) its length: 2 for a pair, one code point; a lone
 * surrogate is one code point of no class, as a `u` expression reads it.
 */
let pairSize = 1;
function surrogateClass(text: string, at: number): number {
  if (isHigh(text.charCodeAt(at)) && at + 1 < text.length && isLow(text.charCodeAt(at + 1))) {
    pairSize = 2;
    const point = text.codePointAt(at)!;
    let kind = classOfAstral.get(point);
    if (kind === undefined) {
      kind = classify(String.fromCodePoint(point));
      if (classOfAstral.size > 20_000) classOfAstral.clear();
      classOfAstral.set(point, kind);
    }
    return kind;
  }
  pairSize = 1;
  return other;
}

function isSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdfff;
}

/** `text.replace(/\p{M}+/gu, '')`: combining marks dropped. */
export function withoutMarks(text: string): string {
  let kept = '';
  let runFrom = 0;
  let at = 0;
  while (at < text.length) {
    // Every mark is at U+0300 or above: most text of Latin letters is passed over a unit at a time.
    if (text.charCodeAt(at) < 0x300) {
      at += 1;
      continue;
    }
    const surrogate = isSurrogate(text.charCodeAt(at));
    const kind = surrogate ? surrogateClass(text, at) : unitClass(text, at);
    const size = surrogate ? pairSize : 1;
    if (kind === mark) {
      kept += text.slice(runFrom, at);
      runFrom = at + size;
    }
    at += size;
  }
  return runFrom === 0 ? text : kept + text.slice(runFrom);
}

/**
 * `text.replace(/[^\p{L}\p{N}]+/gu, ' ').replace(/(\p{L})\1{2,}/gu, '$1$1').replace(longer, '$1')`, where
 * `longer` is `([\p{L}\p{N}]{most})[\p{L}\p{N}]+`: every run of other characters one space, a letter said three
 * times or more said twice ("sooo" → "soo"), and a word cut at `most` letters (code points), in one pass.
 */
export function spacedWords(text: string, most: number): string {
  const parts: string[] = [];
  /** The code units from `keptFrom` up to the current place are kept as they are. */
  let keptFrom = 0;
  let inSpace = false;
  /** Code points of the current word kept so far, the last letter kept and how often in a row. */
  let wordLength = 0;
  let lastLetter = -1;
  let repeats = 0;
  let at = 0;
  const drop = (from: number, to: number) => {
    if (from > keptFrom) parts.push(text.slice(keptFrom, from));
    keptFrom = to;
  };
  while (at < text.length) {
    const unit = text.charCodeAt(at);
    const surrogate = isSurrogate(unit);
    const kind = surrogate ? surrogateClass(text, at) : unitClass(text, at);
    const size = surrogate ? pairSize : 1;
    if (kind !== letter && kind !== digit) {
      // A run of other characters becomes one space (a single space stays as it is).
      if (inSpace) drop(at, at + size);
      else if (unit !== 0x20) {
        drop(at, at + size);
        parts.push(' ');
      }
      inSpace = true;
      wordLength = 0;
      lastLetter = -1;
      at += size;
      continue;
    }
    inSpace = false;
    const point = surrogate ? text.codePointAt(at)! : unit;
    if (kind === letter && point === lastLetter) repeats += 1;
    else repeats = 1;
    lastLetter = kind === letter ? point : -1;
    // The third of a letter in a row, or a letter past the word's `most`, is left out.
    if (repeats > 2 || wordLength >= most) drop(at, at + size);
    else wordLength += 1;
    at += size;
  }
  if (keptFrom === 0) return text;
  if (keptFrom < text.length) parts.push(text.slice(keptFrom));
  return parts.join('');
}
