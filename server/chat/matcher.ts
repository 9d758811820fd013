import { tokenise } from './normalise';
import { BoundedCache } from './boundedCache';
import { leastNumber } from './wordRuns';

/**
 * Finds phrases in a visitor's words. A phrase is written in plain words ("sina usingizi"); a word may end
 * or start with * to match any ending or beginning ("usingiz*", "*jiua"), since Kiswahili builds words
 * from parts. Whole words tolerate typos (see TypoIndex). Between the words of a phrase up to `gap` other
 * words may stand ("blood in my stool" matches "blood in stool"). Crisis rules write more (see
 * docs/assistant.md): `{name}` for any entry of a word class, `a/b` for either word, `...` for up to three
 * other words, and `#` for a number of eight or more ("20k" counts as 20,000).
 */

type WordPattern =
  { kind: 'word' | 'prefix' | 'suffix' | 'infix'; text: string } | { kind: 'number'; least: number };

/** One place in a phrase: any of its options (each a run of adjacent words), after up to `gap` others. */
interface Step {
  options: WordPattern[][];
  /** The options that are one plain word, for a quick look-up (word classes have many). */
  single: ReadonlySet<string>;
  /** The other options that start with a plain word, by that word (a class may have hundreds). */
  multiByFirst: ReadonlyMap<string, FirstWordOptions>;
  /** The options left: starting with a word start or end, or a number. */
  multi: WordPattern[][];
  gap: number;
}

/**
 * A step's options of two or more words that start with one plain word, in order, and which of them (by place
 * in `options`, in order) have a plain second word, by that word, or another second word. A class's entries
 * share first words ("my arm", "my leg", … over a hundred start "my"): looking through them all wherever the
 * first word stands was most of what a message of class words cost the crisis rules, where only those whose
 * second word follows can match.
 */
interface FirstWordOptions {
  options: WordPattern[][];
  bySecond: ReadonlyMap<string, readonly number[]>;
  otherSecond: readonly number[];
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
  /**
   * For each step whose options all start with a plain word, those words (by their group's number in
   * `AnchorGroups`): one must be in the text.
   */
  anchors: number[];
  /** Its place among the matcher's phrases. */
  id: number;
}

function anchorsOf(steps: readonly Step[]): string[][] {
  return steps.flatMap((step) => {
    const firsts = step.options.map((words) => words[0]!);
    if (!firsts.every((word) => word.kind === 'word')) return [];
    return [[...new Set(firsts.map((word) => (word as { text: string }).text))]];
  });
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

/**
 * Phrase words normalised so far: the same words recur across thousands of phrases and class entries, and
 * each is normalised once. Only phrases from the data files come here, never a visitor's text.
 */
const normalisedWords = new Map<string, readonly string[]>();

/** Normalises some words as visitor text is normalised, but keeps their * and # marks. */
function normaliseWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      let parts = normalisedWords.get(word);
      if (!parts) {
        parts = normaliseWord(word);
        normalisedWords.set(word, parts);
      }
      return parts;
    });
}

function normaliseWord(word: string): string[] {
  if (word === '#') return ['#'];
  const starts = word.startsWith('*');
  const ends = word.endsWith('*') && word.length > 1;
  const parts = tokenise(word);
  if (parts.length === 0) return [];
  if (starts) parts[0] = `*${parts[0]}`;
  if (ends) parts[parts.length - 1] = `${parts[parts.length - 1]}*`;
  return parts;
}

function option(text: string): WordPattern[] {
  return normaliseWords(text).map(parseWord);
}

/** A step's options, indexed for matching. */
type StepOptions = Omit<Step, 'gap'>;

function indexOptions(all: WordPattern[][]): StepOptions {
  const options = all.filter((words) => words.length > 0);
  const isSingle = (words: WordPattern[]) => words.length === 1 && words[0]!.kind === 'word';
  const byFirst = new Map<string, WordPattern[][]>();
  const multi: WordPattern[][] = [];
  for (const words of options) {
    if (isSingle(words)) continue;
    const first = words[0]!;
    if (first.kind === 'word') addTo(byFirst, first.text, words);
    else multi.push(words);
  }
  const multiByFirst = new Map<string, FirstWordOptions>();
  for (const [first, all] of byFirst) {
    const bySecond = new Map<string, number[]>();
    const otherSecond: number[] = [];
    all.forEach((words, at) => {
      const second = words[1]!;
      if (second.kind === 'word') addTo(bySecond, second.text, at);
      else otherSecond.push(at);
    });
    multiByFirst.set(first, { options: all, bySecond, otherSecond });
  }
  return {
    options,
    single: new Set(options.filter(isSingle).map((words) => (words[0] as { text: string }).text)),
    multiByFirst,
    multi,
  };
}

/**
 * A word class's entries as a step's options: normalised and indexed once per class, not again for every
 * phrase that names the class (the crisis rules name some classes hundreds of times). Nothing changes them.
 */
const classSteps = new WeakMap<readonly string[], StepOptions>();
function classStep(entries: readonly string[]): StepOptions {
  let step = classSteps.get(entries);
  if (!step) {
    step = indexOptions(entries.map(option));
    classSteps.set(entries, step);
  }
  return step;
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
    let step: StepOptions;
    if (name !== undefined) {
      const entries = classes.get(name);
      if (!entries) throw new Error(`The phrase "${phrase}" names no known word class "${name}"`);
      step = classStep(entries);
    } else {
      step = indexOptions(part.split('/').filter(Boolean).map(option));
    }
    if (step.options.length === 0) continue;
    steps.push({ ...step, gap: pendingGap ?? gap });
    pendingGap = undefined;
  }
  return steps;
}

/** The whole words of a class's entries, found once per class (see `classStep`). */
const classWords = new WeakMap<readonly string[], string[]>();
function wordsOfClass(entries: readonly string[]): string[] {
  let words = classWords.get(entries);
  if (!words) {
    words = entries.flatMap((entry) => normaliseWords(entry).filter((word) => !/[*#]/.test(word)));
    classWords.set(entries, words);
  }
  return words;
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
      if (name !== undefined) vocabulary.push(...wordsOfClass(classes.get(name) ?? []));
      else if (part !== '...') for (const word of part.split('/')) add(word);
    }
  }
  return vocabulary;
}

/** Letters an affix index keys on: a phrase starting "jikat*" is tried only on words starting "ji". */
const affixKey = 2;

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

export class PhraseMatcher<T> {
  private readonly byFirstWord = new Map<string, Phrase<T>[]>();
  /** Phrases whose first word is a word start ("jikat*") or end ("*jiua"), by its first or last letters. */
  private readonly byStart = new Map<string, Phrase<T>[]>();
  private readonly byEnd = new Map<string, Phrase<T>[]>();
  /** Phrases to try at every word (an infix or a number first). */
  private readonly anyFirst: Phrase<T>[] = [];
  /**
   * By typed word, what `find` asks of it in every text: the known words it stands for, their anchor entries,
   * and of `anyFirst` and the phrases by its first or last letters the ones whose first step may match it, in
   * the order they were tried before (a phrase left out fails at its first step wherever it is tried). A hundred
   * phrases tried at each word of every message were a tenth of a reply's time, the thirty starting "ji…" tried
   * at every Kiswahili verb a third of a reply of such verbs, and the five look-ups a word needed in each text
   * most of what most words cost (the matchers read about a thousand words a long message's reply).
   */
  private readonly tokenInfo = new BoundedCache<TokenInfo<T>>(20_000);
  /**
   * What the phrases started by a list of known words are, by that list: shared by every typed word that stands
   * for the same words, so that the many spellings of one word ("grandchild" has thousands two typos away) hold
   * one copy, not one each.
   */
  private readonly startsByKnown = new BoundedCache<StartingPhrases<T>>(20_000);
  private phraseCount = 0;
  private readonly anchorGroups = new AnchorGroups();
  private mostSteps = 1;
  /**
   * What `find` knows of each phrase for the text at hand, by phrase id, kept from call to call: a mark
   * counts only when stamped with the current call's number. Fresh arrays of the phrases' count for every
   * text were 80 KB allocated and zeroed three times a reply (issue 32, the reply's tail at 300 a second).
   */
  private marks: PhraseMarks | undefined;

  constructor(
    specs: Iterable<PhraseSpec<T>>,
    private readonly typos: WordLookup,
    classes: WordClasses = new Map(),
  ) {
    for (const spec of specs) {
      const steps = parsePhrase(spec.phrase, spec.gap, classes);
      const first = steps[0];
      if (!first) continue;
      const phrase: Phrase<T> = {
        steps,
        value: spec.value,
        text: spec.phrase,
        anchors: anchorsOf(steps).map((words) => this.anchorGroups.add(words)),
        id: this.phraseCount,
      };
      this.phraseCount += 1;
      this.mostSteps = Math.max(this.mostSteps, steps.length);
      let anywhere = false;
      for (const words of first.options) {
        const word = words[0]!;
        if (word.kind === 'word') addTo(this.byFirstWord, word.text, phrase);
        else if (word.kind === 'prefix' && word.text.length >= affixKey) {
          addTo(this.byStart, word.text.slice(0, affixKey), phrase);
        } else if (word.kind === 'suffix' && word.text.length >= affixKey) {
          addTo(this.byEnd, word.text.slice(-affixKey), phrase);
        } else anywhere = true;
      }
      if (anywhere) this.anyFirst.push(phrase);
    }
  }

  /**
   * Every phrase found in the words, each at its first place, or at every place with `everyPlace` (a
   * crisis phrase may stand once inside a figure of speech and again outside it).
   */
  find(tokens: readonly string[], { everyPlace = false } = {}): Match<T>[] {
    // What the text's words stand for, in arrays kept from call to call (`find` never runs inside itself): a
    // reply reads about a thousand words, and fresh arrays, closures, a map and a set for every text were most
    // of what the phrase matchers allocated (a tenth of a hostile reply went to collecting garbage).
    const count = tokens.length;
    // By phrase id, for this text: whether it can match at all (a phrase some of whose words the text lacks
    // altogether cannot match anywhere), whether it was found, and the place it was last tried at, so a
    // phrase reached by two of a word's spellings is tried once.
    this.marks ??= new PhraseMarks(this.phraseCount, this.anchorGroups);
    const marks = this.marks;
    const call = marks.nextCall();
    // The numbers start again after 2^31 calls: the words' `possibleIn` stamps of the cycle before go too,
    // before any word of this text is looked up.
    if (call === 1) {
      this.tokenInfo.clear();
      this.startsByKnown.clear();
    }
    // Written over from the start, never shortened: an array emptied lets its backing store go, to be made again.
    // Past `count` they hold an earlier text's words: every read stops at `count` (`text.tokens.length`).
    const infos = this.infos;
    const known = this.known;
    for (let index = 0; index < count; index += 1) {
      const info = this.tokenInfo.get(tokens[index]!, this.makeInfo);
      infos[index] = info;
      known[index] = info.known;
    }
    markPresent(infos, count, marks, call);
    // Where a phrase's steps were found not to match, so no start looks again (each step of a phrase is
    // tried from each place at most once: the work grows with the words, not with their combinations).
    const failed = this.failed;
    failed.dead.reset();
    const text: TextAtHand<T> = this.text;
    text.tokens = tokens;
    text.known = known;
    text.everyPlace = everyPlace;
    text.call = call;
    const matches: Match<T>[] = [];
    text.matches = matches;
    try {
      for (let index = 0; index < count; index += 1) {
        const info = infos[index]!;
        // The phrases its words start that can match this text at all, in their order: a common word ("i",
        // "my") starts hundreds of phrases, most of which lack a word of the text, and a long message has the
        // word again and again (leaving out such a phrase changes nothing: it is never tried). Kept with the
        // word, stamped with the call they were found in. Their anchors are read from the word's own flat copy,
        // in order: following each phrase's object to its anchors was a cache miss or more a phrase, and the
        // worst messages' words start over a thousand phrases a text, a few of which can match.
        const starts = info.starts;
        if (starts.possibleIn !== call) {
          starts.possibleIn = call;
          const possible = starts.possible;
          const starting = starts.starting;
          const anchors = starts.startingAnchors;
          const { alone, possibleAlone } = starts;
          const { groupIn } = marks;
          let found = 0;
          let read = 0;
          for (let at = 0; at < starting.length; at += 1) {
            const end = read + 1 + anchors[read]!;
            let can = true;
            for (let anchor = read + 1; anchor < end; anchor += 1) {
              if (groupIn[anchors[anchor]!] !== call) {
                can = false;
                break;
              }
            }
            read = end;
            if (can) {
              possibleAlone[found] = alone[at]!;
              possible[found++] = starting[at]!;
            }
          }
          starts.possibleCount = found;
        }
        const possible = starts.possible;
        const found = starts.possibleCount;
        const possibleAlone = starts.possibleAlone;
        for (let at = 0; at < found; at += 1)
          this.tryPhrase(possible[at]!, index, true, possibleAlone[at] === 1);
        const fits = info.fits;
        for (let at = 0; at < fits.length; at += 1) this.tryPhrase(fits[at]!, index, false, false);
      }
    } finally {
      text.tokens = noWords;
      text.known = noKnown;
      text.matches = noMatches;
    }
    return matches;
  }

  /** Scratch arrays of `find`: by place, each word's `TokenInfo` and the known words it stands for. */
  private readonly infos: TokenInfo<T>[] = [];
  private readonly known: (readonly string[])[] = [];
  private readonly failed: FailedSteps = { dead: new DeadSteps(), base: 0, top: 0, positions: [] };
  private readonly text: TextAtHand<T> = {
    tokens: noWords,
    known: noKnown,
    everyPlace: false,
    call: 0,
    matches: noMatches,
  };
  private readonly makeInfo = (token: string): TokenInfo<T> => this.infoOf(token);

  /** Whether the phrase can match the text at hand at all (its anchors all there), asked once a call. */
  private canMatch(phrase: Phrase<T>, call: number): boolean {
    const marks = this.marks!;
    const at = phrase.id * phraseSlots;
    const { byPhrase } = marks;
    // Asked in this call: the call's number twice, one more when it can match.
    const asked = byPhrase[at + askedSlot]!;
    if (asked >>> 1 === call) return (asked & 1) === 1;
    const can = hasAnchors(phrase.anchors, marks.groupIn, call);
    byPhrase[at + askedSlot] = call * 2 + (can ? 1 : 0);
    return can;
  }

  /**
   * Tries the phrase from `start` in the text at hand, and records it when it matches there; `canMatch` when
   * it is known to have all its anchors in the text, `alone` when it is known to match there by that word
   * alone (see `TokenInfo.alone`).
   */
  private tryPhrase(phrase: Phrase<T>, start: number, canMatch: boolean, alone: boolean): void {
    const { byPhrase } = this.marks!;
    const text = this.text;
    const { call } = text;
    const { id } = phrase;
    const at = id * phraseSlots;
    if (byPhrase[at + triedInSlot] === call && byPhrase[at + triedAtSlot] === start) return;
    if (!text.everyPlace && byPhrase[at + foundInSlot] === call) return;
    if (!canMatch && !this.canMatch(phrase, call)) return;
    byPhrase[at + triedInSlot] = call;
    byPhrase[at + triedAtSlot] = start;
    if (alone) {
      byPhrase[at + foundInSlot] = call;
      text.matches.push({ value: phrase.value, phrase: phrase.text, start, end: start, positions: [start] });
      return;
    }
    const { tokens } = text;
    const failed = this.failed;
    failed.base = id * this.mostSteps * (tokens.length + 1);
    failed.top = 0;
    if (!matchSteps(phrase.steps, 0, start, tokens, text.known, failed)) return;
    byPhrase[at + foundInSlot] = call;
    const positions = failed.positions.slice(0, failed.top);
    text.matches.push({
      value: phrase.value,
      phrase: phrase.text,
      start,
      end: positions[positions.length - 1]!,
      positions,
    });
  }

  private infoOf(token: string): TokenInfo<T> {
    const known = this.typos.lookup(token);
    return {
      known,
      fits: this.firstStepFits(token, known),
      starts: this.startsByKnown.get(known.join('\n'), () => this.startsOf(known)),
    };
  }

  private startsOf(known: readonly string[]): StartingPhrases<T> {
    const starting: Phrase<T>[] = [];
    for (const word of known)
      for (const phrase of this.byFirstWord.get(word) ?? noPhrases) starting.push(phrase);
    const startingAnchors: number[] = [];
    for (const phrase of starting) startingAnchors.push(phrase.anchors.length, ...phrase.anchors);
    const alone = Uint8Array.from(starting, ({ steps }) =>
      steps.length === 1 && hasAny(steps[0]!.single, known) ? 1 : 0,
    );
    return {
      anchors: this.anchorGroups.entriesOf(known),
      starting,
      startingAnchors: Int32Array.from(startingAnchors),
      alone,
      possibleAlone: new Uint8Array(starting.length),
      possible: [],
      possibleCount: 0,
      possibleIn: 0,
    };
  }

  /**
   * The phrases by this word's first letters, by its last letters and of `anyFirst`, in that order, one of whose
   * first step's options starts with a word this one fits (what `stepMatches` asks of a first step).
   */
  private firstStepFits(token: string, known: readonly string[]): readonly Phrase<T>[] {
    const fitting = ({ steps }: Phrase<T>) => {
      const first = steps[0]!;
      return (
        known.some((word) => first.single.has(word) || first.multiByFirst.has(word)) ||
        first.multi.some((words) => wordMatches(words[0]!, token, known))
      );
    };
    const fits = [
      ...(this.byStart.get(token.slice(0, affixKey)) ?? noPhrases),
      ...(this.byEnd.get(token.slice(-affixKey)) ?? noPhrases),
      ...this.anyFirst,
    ].filter(fitting);
    return fits.length > 0 ? fits : noPhrases;
  }
}

const noPhrases: readonly never[] = [];

/**
 * Whether each step's anchor group has a word in the text (marked in this call by `markPresent`): in a plain
 * loop, since this runs for every phrase a text's words reach (about a thousand a message).
 */
function hasAnchors(anchors: readonly number[], groupIn: Uint32Array, call: number): boolean {
  for (let index = 0; index < anchors.length; index += 1) if (groupIn[anchors[index]!] !== call) return false;
  return true;
}

/**
 * The phrases' anchor word lists, each list once (a word class's first words are one list however many
 * phrases name the class), and by word the lists it is in. A text marks the lists its words are in, each word
 * once: scanning every phrase's lists against the text's words was a tenth of a hostile message's reply, a
 * class of hundreds of words scanned for each phrase naming it.
 */
class AnchorGroups {
  private readonly ids = new Map<string, number>();
  /** By word: its number (for its mark) and the groups it is in. */
  private readonly byWord = new Map<string, AnchorEntry>();
  groupCount = 0;

  add(words: readonly string[]): number {
    const key = words.join(' ');
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.groupCount;
      this.groupCount += 1;
      this.ids.set(key, id);
      for (const word of words) {
        let entry = this.byWord.get(word);
        if (!entry) {
          entry = { index: this.byWord.size, groups: [] };
          this.byWord.set(word, entry);
        }
        entry.groups.push(id);
      }
    }
    return id;
  }

  get wordCount(): number {
    return this.byWord.size;
  }

  /** The entries of the words a token stands for that are anchor words (what `markPresent` marks). */
  entriesOf(words: readonly string[]): readonly AnchorEntry[] {
    const entries = words.flatMap((word) => this.byWord.get(word) ?? []);
    return entries.length > 0 ? entries : noEntries;
  }
}

interface AnchorEntry {
  index: number;
  groups: number[];
}

const noEntries: readonly AnchorEntry[] = [];

/** What `PhraseMatcher.find` asks of a typed word in every text (see `tokenInfo`). */
interface TokenInfo<T> {
  known: readonly string[];
  fits: readonly Phrase<T>[];
  /** What its known words start, shared with every typed word that stands for the same words. */
  starts: StartingPhrases<T>;
}

/** Of a list of known words: their anchor entries and the phrases they start, and which of those can match now. */
interface StartingPhrases<T> {
  anchors: readonly AnchorEntry[];
  /** The phrases the known words start, word by word in their order (a phrase may come twice). */
  starting: readonly Phrase<T>[];
  /** For each of `starting` in turn, its anchors' count and its anchors (`Phrase.anchors`). */
  startingAnchors: Int32Array;
  /**
   * By place in `starting`, 1 for a phrase of one step that has one of the known words as a one-word option:
   * wherever the word stands, the phrase matches there, on that word alone, as `matchSteps` would find first.
   * Most of the recommender's phrases are such (a keyword), and following a phrase's steps, step and set to
   * find so was most of what each of the hundreds a long message finds cost.
   */
  alone: Uint8Array;
  /** The same for `possible`, by its places. */
  possibleAlone: Uint8Array;
  /**
   * Of `starting`, those that can match the text of call `possibleIn`: the first `possibleCount` (written over
   * once a call, never shortened).
   */
  possible: Phrase<T>[];
  possibleCount: number;
  possibleIn: number;
}

/** What `PhraseMatcher.find` is reading now, for its `tryPhrase`. */
interface TextAtHand<T> {
  tokens: readonly string[];
  /**
   * By place, the known words each token stands for. Longer than `tokens` when an earlier text was: read it only
   * below `tokens.length` (past it are an earlier visitor's words).
   */
  known: readonly (readonly string[])[];
  everyPlace: boolean;
  call: number;
  matches: Match<T>[];
}

const noWords: readonly string[] = [];
/** Never added to: `find`'s matches array is replaced by it once the call ends. */
const noMatches: Match<never>[] = [];
const noKnown: readonly (readonly string[])[] = [];

/** Marks with `call` the anchor groups of the words the first `count` tokens stand for, each word once. */
function markPresent<T>(
  infos: readonly TokenInfo<T>[],
  count: number,
  marks: PhraseMarks,
  call: number,
): void {
  const { wordIn, groupIn } = marks;
  for (let index = 0; index < count; index += 1) {
    const anchors = infos[index]!.starts.anchors;
    for (let at = 0; at < anchors.length; at += 1) {
      const entry = anchors[at]!;
      if (wordIn[entry.index] === call) continue;
      wordIn[entry.index] = call;
      const groups = entry.groups;
      for (let group = 0; group < groups.length; group += 1) groupIn[groups[group]!] = call;
    }
  }
}

/**
 * Where `PhraseMarks.byPhrase` keeps a phrase's marks, side by side so that one phrase's marks share a cache
 * line (five arrays by phrase id were five lines for every phrase tried): the call that asked whether it can
 * match (twice its number, one more when it can), the call that found it, the call and the place it was last
 * tried at.
 */
const phraseSlots = 4;
const askedSlot = 0;
const foundInSlot = 1;
const triedInSlot = 2;
const triedAtSlot = 3;

/** Marks by phrase id for `PhraseMatcher.find`, each valid only in the call whose number it holds. */
class PhraseMarks {
  private call = 0;
  /** By phrase id, `phraseSlots` each (see there). */
  readonly byPhrase: Uint32Array;
  /** By anchor group and by anchor word (`AnchorGroups`): the call that last found it in its text. */
  readonly groupIn: Uint32Array;
  readonly wordIn: Uint32Array;

  constructor(phraseCount: number, groups: AnchorGroups) {
    this.byPhrase = new Uint32Array(phraseCount * phraseSlots);
    this.groupIn = new Uint32Array(groups.groupCount);
    this.wordIn = new Uint32Array(groups.wordCount);
  }

  /**
   * A number no mark holds yet (0 is never one: every mark starts at 0); below 2^31, as the asked slot doubles it.
   * After 2^31 - 1 calls the marks are emptied and the numbers start at 1 again (`find` then empties its caches).
   */
  nextCall(): number {
    if (this.call === 0x7fffffff) {
      for (const marks of [this.byPhrase, this.groupIn, this.wordIn]) marks.fill(0);
      this.call = 0;
    }
    this.call += 1;
    return this.call;
  }
}

/**
 * Whether the steps from `stepIndex` on match, the first starting at `from` (or within its gap); the
 * positions of the matched words are written to `failed.positions` from `failed.top` on (and `top` set back
 * on the way back). `failed` holds the (step, place) pairs already found not to match: the answer depends on
 * nothing else.
 */
function matchSteps(
  steps: readonly Step[],
  stepIndex: number,
  from: number,
  tokens: readonly string[],
  known: readonly (readonly string[])[],
  failed: FailedSteps,
): boolean {
  if (stepIndex >= steps.length) return true;
  // A phrase's first step is tried from each place once (`find` marks where it tried it), so only the later
  // steps are remembered: most phrases tried fail at their first step, and a set of those cost a reply more
  // than the failures it saved.
  if (stepIndex === 0) return stepMatches(steps, stepIndex, from, tokens, known, failed);
  const key = failed.base + stepIndex * (tokens.length + 1) + from;
  const dead = failed.dead;
  if (dead.has(key)) return false;
  if (stepMatches(steps, stepIndex, from, tokens, known, failed)) return true;
  dead.add(key);
  return false;
}

/**
 * The (phrase, step, place) triples of one `find` known not to match, each phrase's from `base` on; and the
 * positions matched so far of the phrase being tried (`positions` up to `top`, the array kept from call to call).
 */
interface FailedSteps {
  dead: DeadSteps;
  base: number;
  top: number;
  positions: number[];
}

/** Plain loops, no iterators: these run for every step tried at every place. */
function stepMatches(
  steps: readonly Step[],
  stepIndex: number,
  from: number,
  tokens: readonly string[],
  known: readonly (readonly string[])[],
  failed: FailedSteps,
): boolean {
  const step = steps[stepIndex]!;
  const last = stepIndex === 0 ? from : Math.min(tokens.length - 1, from + step.gap);
  const { single, multiByFirst, multi } = step;
  for (let at = from; at <= last; at += 1) {
    const words = known[at]!;
    if (single.size > 0 && hasAny(single, words)) {
      const top = failed.top;
      failed.positions[top] = at;
      failed.top = top + 1;
      if (matchSteps(steps, stepIndex + 1, at + 1, tokens, known, failed)) return true;
      failed.top = top;
    }
    // Each of these options has two words or more: none fits at the last word.
    if (multiByFirst.size > 0 && at + 1 < tokens.length) {
      const next = known[at + 1]!;
      for (let index = 0; index < words.length; index += 1) {
        const group = multiByFirst.get(words[index]!);
        if (group === undefined) continue;
        const { options } = group;
        const places = placesWithSecond(group, next);
        for (let place = 0; place < places.length; place += 1) {
          if (matchOption(steps, stepIndex, at, options[places[place]!]!, tokens, known, failed)) return true;
        }
      }
    }
    for (let option = 0; option < multi.length; option += 1) {
      if (matchOption(steps, stepIndex, at, multi[option]!, tokens, known, failed)) return true;
    }
  }
  return false;
}

/**
 * The places in `group.options`, in order, of the options whose second word may be one of `next` (the known words
 * of the word after): those with that plain second word, and those with another kind of second word. The
 * options left out would fail at their second word in `matchOption`, changing nothing.
 */
function placesWithSecond(group: FirstWordOptions, next: readonly string[]): readonly number[] {
  const { bySecond, otherSecond } = group;
  let only: readonly number[] = otherSecond;
  let lists = otherSecond.length > 0 ? 1 : 0;
  for (let index = 0; index < next.length; index += 1) {
    const places = bySecond.get(next[index]!);
    if (places === undefined) continue;
    if (lists === 0) only = places;
    lists += 1;
  }
  if (lists <= 1) return only;
  // Several lists (a word standing for two known words, or second words of other kinds): merged in order.
  const merged = new Set<number>(otherSecond);
  for (const word of next) for (const place of bySecond.get(word) ?? []) merged.add(place);
  return [...merged].sort((a, b) => a - b);
}

/** Whether the set has one of the words (a plain loop: this runs for every step tried at every place). */
function hasAny(set: ReadonlySet<string>, words: readonly string[]): boolean {
  for (let index = 0; index < words.length; index += 1) if (set.has(words[index]!)) return true;
  return false;
}

/** Whether one option of a step (a run of adjacent words) matches at `at`, and the steps after it too. */
function matchOption(
  steps: readonly Step[],
  stepIndex: number,
  at: number,
  words: readonly WordPattern[],
  tokens: readonly string[],
  known: readonly (readonly string[])[],
  failed: FailedSteps,
): boolean {
  if (at + words.length > tokens.length) return false;
  for (let offset = 0; offset < words.length; offset += 1) {
    if (!wordMatches(words[offset]!, tokens[at + offset]!, known[at + offset]!)) return false;
  }
  const top = failed.top;
  for (let offset = 0; offset < words.length; offset += 1) failed.positions[top + offset] = at + offset;
  failed.top = top + words.length;
  if (matchSteps(steps, stepIndex + 1, at + words.length, tokens, known, failed)) return true;
  failed.top = top;
  return false;
}

/** Whether one word of a phrase matches a visitor's word (`known`: what the typo index reads it as). */
export function wordMatches(pattern: WordPattern, token: string, known: readonly string[]): boolean {
  switch (pattern.kind) {
    case 'word':
      return known.includes(pattern.text);
    case 'prefix':
      return token.startsWith(pattern.text);
    case 'suffix':
      return token.endsWith(pattern.text);
    case 'infix':
      return token.includes(pattern.text);
    case 'number': {
      // "20k" is twenty thousand, as prices are written.
      const number = /^(\d+)(k?)$/.exec(token);
      return number !== null && Number(number[1]) * (number[2] ? 1000 : 1) >= pattern.least;
    }
  }
}

/**
 * A set of the (phrase, step, place) numbers of one `find` (`matchSteps`'s keys): open addressing in typed arrays
 * kept from call to call, emptied by moving to the next generation. A `Set` cleared for every text made a new
 * table each time and grew it again step by step (issue 30: the steps' search was most of the worst message).
 */
export class DeadSteps {
  private keys = new Float64Array(1024);
  private marks = new Uint32Array(1024);
  private generation = 1;
  private size = 0;

  /** Forgets every key. */
  reset(): void {
    this.size = 0;
    if (this.generation === 0xffffffff) {
      this.marks.fill(0);
      this.generation = 0;
    }
    this.generation += 1;
  }

  has(key: number): boolean {
    const { keys, marks, generation } = this;
    const mask = marks.length - 1;
    for (let slot = slotOf(key, mask); ; slot = (slot + 1) & mask) {
      if (marks[slot] !== generation) return false;
      if (keys[slot] === key) return true;
    }
  }

  /** Adds a key it does not hold. */
  add(key: number): void {
    if ((this.size + 1) * 2 > this.marks.length) this.grow();
    this.size += 1;
    this.place(key);
  }

  private place(key: number): void {
    const { keys, marks, generation } = this;
    const mask = marks.length - 1;
    let slot = slotOf(key, mask);
    while (marks[slot] === generation) slot = (slot + 1) & mask;
    marks[slot] = generation;
    keys[slot] = key;
  }

  private grow(): void {
    const { keys, marks, generation } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.marks = new Uint32Array(marks.length * 2);
    this.generation = 1;
    for (let slot = 0; slot < marks.length; slot += 1) {
      if (marks[slot] === generation) this.place(keys[slot]!);
    }
  }
}

/** A key's first slot: its bits mixed (keys of one phrase are neighbours), within the table's size. */
function slotOf(key: number, mask: number): number {
  return ((Math.imul((key % 0x40000000) | 0, 0x9e3779b1) >>> 0) >>> 8) & mask;
}
