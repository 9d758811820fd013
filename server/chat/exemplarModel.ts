import type { CrisisExemplarsFile, CrisisKind, CrisisModelFile, LanguageKind } from '../../schemas';
import { tokenise } from './normalise';
import { ExampleIndex } from './exampleIndex';
import { PieceRuns } from './pieceRuns';
import { ClassFinder, type WordClassList } from './wordClassFinder';
import { BoundedCache } from './boundedCache';

/**
 * The crisis model (docs/assistant.md): a logistic regression over the pieces of a message, trained offline by
 * scripts/train-crisis-model.ts from the reviewed examples (crisis-exemplars.json) and loaded here from its
 * weights (crisis-model.json). Nothing is trained at start. A message is read as pieces: character n-grams of
 * each word with its edges, so a typo, a Kiswahili verb built from parts (ni-ta-ji-ua, kujiua) or a Sheng
 * spelling shares most of its pieces with an example; its words and pairs of words, so who does what counts;
 * and the vocabulary's word classes it has, alone and in pairs ("{pills}" with "{lots}"). The pieces are
 * weighed by TF-IDF and the vector has length 1. The score is the log-odds of a crisis; the decision table
 * (crisis-policy.json) says what a score calls for. A reviewer sees why: the pieces that weighed most, and the
 * nearest examples of each side (cosine similarity of the same vectors).
 */

export type ExemplarLabel = CrisisKind | 'none';

/** Where an example comes from: the file's crises or look-alikes, or the concepts' and small talk's phrases. */
export type ExemplarSource = 'crisis' | 'look-alike' | 'everyday';

export interface Exemplar {
  text: string;
  label: ExemplarLabel;
  source: ExemplarSource;
  /** Its group in the source: a crisis's kind, a look-alike's frame ("figure"), a concept ("concept fever"). */
  group: string;
  /** Its language kind (the file's examples; the concepts' and small talk's phrases have none). */
  language?: LanguageKind;
  /** What it counts in training (1 unless said: the concepts' phrases count less). */
  weight?: number;
}

/** Where an example is, as a reviewer reads it: "suicide, sw", "look-alike: figure, en", "everyday: concept fever". */
export function exemplarPlace({
  source,
  group,
  language,
}: Pick<Exemplar, 'source' | 'group' | 'language'>): string {
  return `${source === 'crisis' ? '' : `${source}: `}${group}${language ? `, ${language}` : ''}`;
}

export type FeatureSettings = Pick<
  CrisisExemplarsFile['settings'],
  'charGrams' | 'wordWeight' | 'classWeight' | 'window'
>;

/** A message's pieces as a sparse vector: feature indices and TF-IDF values, length 1. */
export interface SparseVector {
  index: Int32Array;
  value: Float64Array;
}

/** Sublinear term frequency: the tenth "sana" adds less than the first. */
const termWeight = (count: number) => 1 + Math.log(count);

/** The inverse document frequency of a piece found in `df` of `total` examples (0: in none). */
export const inverseFrequency = (df: number, total: number) => Math.log((1 + total) / (1 + df)) + 1;

/** How the crisis rules read words (KiswahiliVerbReader): a row without a word that may change reads as itself. */
export interface RuleWords {
  read(tokens: readonly string[]): string[];
  mayChange(token: string): boolean;
}

const asTyped: RuleWords = { read: (tokens) => [...tokens], mayChange: () => false };

/**
 * A message's pieces, shared by the training script and the server so both read a message alike: character
 * n-grams, words, pairs of words, word classes and pairs of classes, each with how often it is there.
 */
export class CrisisFeatures {
  private readonly classes: ClassFinder;
  private readonly grams = new BoundedCache<readonly string[]>(20_000);
  /** The classes' names in the order `count` adds them (sorted): a class's number is its place here. */
  readonly classNames: readonly string[];
  private readonly classNumbers: ReadonlyMap<string, number>;

  constructor(
    readonly settings: FeatureSettings,
    classes: WordClassList,
    /** The words as the crisis rules read them (Kiswahili verbs rewritten), where classes are also looked for. */
    private readonly ruleWords: RuleWords = asTyped,
  ) {
    this.classes = new ClassFinder(classes);
    this.classNames = [...classes.keys()].sort();
    this.classNumbers = new Map(this.classNames.map((name, number) => [name, number]));
  }

  /** Each class entry in these words as typed: its class's number and where it stands, in word order. */
  classesAt(tokens: readonly string[]): { number: number; start: number; end: number }[] {
    return this.classes
      .hits(tokens)
      .map(({ value, start, end }) => ({ number: this.classNumbers.get(value)!, start, end }));
  }

  /** The numbers of the classes in these words as the crisis rules read them. */
  ruleClasses(tokens: readonly string[]): number[] {
    const found = new Set<string>();
    this.classes.find(this.ruleWords.read(tokens), found);
    return [...found].map((name) => this.classNumbers.get(name)!);
  }

  /** Whether the crisis rules may read this word otherwise (see RuleWords). */
  ruleWordMayChange(token: string): boolean {
    return this.ruleWords.mayChange(token);
  }

  /** A word's character n-grams, with its edges (remembered per distinct word). */
  gramsOf(token: string): readonly string[] {
    return this.grams.get(token, this.findGrams);
  }

  /** Made once, not a closure at each `gramsOf` (every word of every run the models read). */
  private readonly findGrams = (token: string): readonly string[] => {
    const { min, max } = this.settings.charGrams;
    const padded = ` ${token} `;
    const grams: string[] = [];
    for (let size = min; size <= max && size <= padded.length; size += 1) {
      for (let start = 0; start + size <= padded.length; start += 1)
        grams.push(padded.slice(start, start + size));
    }
    if (padded.length < min) grams.push(padded);
    return grams;
  };

  /** The pieces of a message and how often each is there (times its block's weight). */
  count(tokens: readonly string[]): Map<string, number> {
    const { wordWeight, classWeight } = this.settings;
    const counts = new Map<string, number>();
    const add = (feature: string, weight: number) => counts.set(feature, (counts.get(feature) ?? 0) + weight);
    tokens.forEach((token, index) => {
      for (const gram of this.gramsOf(token)) add(gram, 1);
      add(`w:${token}`, wordWeight);
      if (index + 1 < tokens.length) add(`b:${token} ${tokens[index + 1]}`, wordWeight);
    });
    if (classWeight > 0) {
      const found = new Set<string>();
      this.classes.find(tokens, found);
      this.classes.find(this.ruleWords.read(tokens), found);
      const names = [...found].sort();
      names.forEach((name, index) => {
        add(`c:${name}`, classWeight);
        for (const other of names.slice(index + 1)) add(`p:${name}+${other}`, classWeight);
      });
    }
    return counts;
  }

  /**
   * TF-IDF of the known pieces, with length 1 (unknown pieces count in the length too, at `unseenIdf`).
   * `known` gives a piece's index and inverse document frequency.
   */
  vectorOf(
    counts: ReadonlyMap<string, number>,
    known: (feature: string) => number | undefined,
    idf: ArrayLike<number>,
    unseenIdf: number,
  ): SparseVector {
    const { count, index, weight, norm } = weighed(counts, known, idf, unseenIdf);
    const vector = { index: index.slice(0, count), value: new Float64Array(count) };
    for (let i = 0; i < count; i += 1) vector.value[i] = weight[i]! / norm;
    return vector;
  }
}

/**
 * The known pieces of a message by index with their TF-IDF weights before the length is made 1 (in scratch
 * arrays, valid until the next call), and that length. Scoring a message reads these and keeps nothing, so it
 * needs no vector of its own: the three models read a message five to ten times a reply.
 */
let scratchIndex = new Int32Array(256);
let scratchWeight = new Float64Array(256);
function weighed(
  counts: ReadonlyMap<string, number>,
  known: (feature: string) => number | undefined,
  idf: ArrayLike<number>,
  unseenIdf: number,
): { count: number; index: Int32Array; weight: Float64Array; norm: number } {
  if (scratchIndex.length < counts.size) {
    scratchIndex = new Int32Array(counts.size * 2);
    scratchWeight = new Float64Array(counts.size * 2);
  }
  const index = scratchIndex;
  const weight = scratchWeight;
  let count = 0;
  let length = 0;
  counts.forEach((times, feature) => {
    const id = known(feature);
    const pieceWeight = termWeight(times) * (id === undefined ? unseenIdf : idf[id]!);
    length += pieceWeight * pieceWeight;
    if (id === undefined) return;
    index[count] = id;
    weight[count] = pieceWeight;
    count += 1;
  });
  return { count, index, weight, norm: Math.sqrt(length) || 1 };
}

/** The runs of a message's words (start to end), each as its words read alone give it (CrisisModel.runsOf). */
export interface Runs {
  score(start: number, end: number): number;
  vector(start: number, end: number): SparseVector;
}

/**
 * A logistic regression's score (log-odds) of a message's pieces: the bias plus each known piece's weight
 * times its TF-IDF value in the vector of length 1 (as `vectorOf` makes it, to the same rounding).
 */
export function linearScore(
  counts: ReadonlyMap<string, number>,
  known: (feature: string) => number | undefined,
  idf: ArrayLike<number>,
  unseenIdf: number,
  weights: ArrayLike<number>,
  bias: number,
): number {
  const { count, index, weight, norm } = weighed(counts, known, idf, unseenIdf);
  let z = bias;
  for (let i = 0; i < count; i += 1) z += weights[index[i]!]! * (weight[i]! / norm);
  return z;
}

export interface Neighbour {
  text: string;
  label: ExemplarLabel;
  /** Where it is (exemplarPlace). */
  place: string;
  similarity: number;
}

export interface Piece {
  /** A character n-gram ("jiua"), a word ("w:pills"), a pair of words ("b:end it"), a class ("c:{means}"). */
  feature: string;
  /** What it added to the score (its weight times its value in the message). */
  contribution: number;
}

export interface ExemplarReading {
  /** The log-odds of a crisis. */
  score: number;
  /** The kind of the nearest crisis examples (what a finding of the model is called). */
  kind: CrisisKind;
  /** The words read: the whole message, or the window of a long message that scored highest. */
  words: string;
}

export interface ExemplarExplanation extends ExemplarReading {
  /** The pieces that weighed most for and against, largest first. */
  forCrisis: Piece[];
  against: Piece[];
  nearestCrisis: Neighbour[];
  nearestSafe: Neighbour[];
}

export class CrisisModel {
  /** Feature → its index in the weights (features of the training examples only; others weigh nothing). */
  private readonly ids = new Map<string, number>();
  private readonly names: readonly string[];
  private readonly idf: Float64Array;
  private readonly unseenIdf: number;
  private readonly weights: Float64Array;
  private readonly bias: number;
  /** The examples' vectors, built the first time a nearest example is asked for (a crisis's kind, "why"). */
  private sides: { exemplars: readonly Exemplar[]; crisisAt: number[]; safeAt: number[] } | undefined;
  private readonly exampleVectors: (SparseVector | undefined)[] = [];
  /** Each side's examples by feature (ExampleIndex), built the first time that side is compared. */
  private readonly indexes = new Map<boolean, ExampleIndex>();
  /** A message's vector spread out by feature, while its nearest examples are looked for (zero between). */
  private scratch: Float64Array | undefined;
  /** The runs of a message's words, scored from each word's pieces (pieceRuns.ts). */
  private readonly pieceRuns: PieceRuns;
  /** The weights' index of each class and pair of classes, by class number (-2: not yet looked up, -1: none). */
  private readonly classIds: Int32Array;
  private readonly pairIds: Int32Array;
  /** The words that scored highest in the message read last, and their vector from its pieces (for kindOf). */
  private lastBest: { words: string; vector: () => SparseVector } | undefined;

  constructor(
    file: CrisisModelFile,
    private readonly features: CrisisFeatures,
    /** The examples it was trained on, for the nearest examples (the kind of a crisis, and why): read when first needed. */
    private readonly examplesOf: () => readonly Exemplar[],
  ) {
    this.names = file.features;
    file.features.forEach((feature, at) => this.ids.set(feature, at));
    const total = file.trainedOn.examples;
    this.idf = Float64Array.from(file.df, (df) => inverseFrequency(df, total));
    this.unseenIdf = inverseFrequency(0, total);
    this.weights = Float64Array.from(file.weights);
    this.bias = file.bias;
    const classes = features.classNames.length;
    this.classIds = new Int32Array(classes).fill(-2);
    this.pairIds = new Int32Array(classes * classes).fill(-2);
    const { ids, idf, unseenIdf, weights, bias } = this;
    this.pieceRuns = new PieceRuns({ ids, idf, unseenIdf, weights, bias }, features);
  }

  private vector(tokens: readonly string[]): SparseVector {
    return this.features.vectorOf(
      this.features.count(tokens),
      (feature) => this.ids.get(feature),
      this.idf,
      this.unseenIdf,
    );
  }

  /** The score of these words read alone (the same as of their vector, without making one). */
  scoreOf(tokens: readonly string[]): number {
    return linearScore(
      this.features.count(tokens),
      this.known,
      this.idf,
      this.unseenIdf,
      this.weights,
      this.bias,
    );
  }

  private readonly known = (feature: string) => this.ids.get(feature);

  /**
   * The message read whole, each of its sentences when it has several, and a long one in windows too: the
   * words that scored highest ("my week was long … . ntajiua kesho" is read by its last sentence too).
   */
  private best(text: string): { words: readonly string[]; score: number; vector: () => SparseVector } {
    const whole = tokenise(text);
    const runs = this.runsOf(whole);
    let best = this.bestIn(whole, runs, 0, whole.length);
    const sentences = text.split(/[.!?;\n]+/);
    if (sentences.length > 1) {
      let at = 0;
      for (const sentence of sentences) {
        const tokens = tokenise(sentence);
        if (tokens.length === 0 || tokens.length === whole.length) continue;
        // A sentence's words are a run of the message's (the marks it is cut at are spaces to tokenise); one
        // that is not would be read alone, to be sure its score is that of its words.
        const start = runAt(whole, tokens, at);
        const reading =
          start < 0
            ? this.bestIn(tokens, this.runsOf(tokens), 0, tokens.length)
            : this.bestIn(whole, runs, start, start + tokens.length);
        if (start >= 0) at = start + tokens.length;
        if (reading.score > best.score) best = reading;
      }
    }
    return best;
  }

  /** The words from start to end read whole, and in half-overlapping windows when longer than `window`. */
  private bestIn(
    tokens: readonly string[],
    runs: Runs,
    start: number,
    end: number,
  ): { words: readonly string[]; score: number; vector: () => SparseVector } {
    let best = { from: start, to: end, score: runs.score(start, end) };
    const { window } = this.features.settings;
    if (end - start > window) {
      const step = Math.max(1, Math.floor(window / 2));
      for (let from = start; from < end; from += step) {
        const to = Math.min(from + window, end);
        const score = runs.score(from, to);
        if (score > best.score) best = { from, to, score };
        if (from + window >= end) break;
      }
    }
    const { from, to, score } = best;
    return { words: tokens.slice(from, to), score, vector: () => runs.vector(from, to) };
  }

  /**
   * The scores of runs of these words (start to end, as `scoreOf` of those words alone gives them), their
   * pieces read once: a long message is read whole, by sentence and in windows, and counting each run's
   * pieces again made it cost ten times a typical message (docs/performance.md). Each word keeps its pieces'
   * indices and each class entry where it stands; a run adds up its words' pieces in the order `count` meets
   * them, so its score is the same to the last bit. A class counts in a run when its entry lies wholly inside
   * it (the finder tests each word alone: that is what it finds in the run read alone). The words as the rules
   * read them are read again for each run holding a word they may change: that reading looks at a word's
   * neighbours and may join two ("alitaka kujiua" is someone else's, "kujiua" alone is mine), so a run's edges
   * read otherwise alone than inside the message; a run without such a word is its own rewrite.
   */
  runsOf(tokens: readonly string[]): Runs {
    const { features } = this;
    const { classWeight } = features.settings;
    // How many words before each one the rules may read otherwise: a run without one is its own rewrite.
    const changing = new Int32Array(tokens.length + 1);
    tokens.forEach(
      (token, i) => (changing[i + 1] = changing[i]! + (features.ruleWordMayChange(token) ? 1 : 0)),
    );
    // The class entries in word order, and the first of them that starts at or after each word.
    const hits = classWeight > 0 ? features.classesAt(tokens) : [];
    const firstHit = new Int32Array(tokens.length + 1);
    for (let i = tokens.length, h = hits.length; i >= 0; i -= 1) {
      while (h > 0 && hits[h - 1]!.start >= i) h -= 1;
      firstHit[i] = h;
    }
    /** A run's classes and pairs of classes, each once, in the order `count` adds them. */
    const classPieces = (start: number, end: number) => {
      if (classWeight <= 0) return noPieces;
      const classes = new Set<number>();
      for (let h = firstHit[start]!; h < firstHit[end]!; h += 1) {
        if (hits[h]!.end < end) classes.add(hits[h]!.number);
      }
      if (changing[end]! > changing[start]!) {
        for (const number of features.ruleClasses(tokens.slice(start, end))) classes.add(number);
      }
      const sorted = [...classes].sort((a, b) => a - b);
      const found: number[] = [];
      sorted.forEach((one, at) => {
        found.push(this.classId(one));
        for (const other of sorted.slice(at + 1)) found.push(this.pairId(one, other));
      });
      return found;
    };
    return this.pieceRuns.runsOf(tokens, classPieces, classWeight);
  }

  private classId(number: number): number {
    if (this.classIds[number] === -2) {
      this.classIds[number] = this.ids.get(`c:${this.features.classNames[number]}`) ?? -1;
    }
    return this.classIds[number]!;
  }

  private pairId(one: number, other: number): number {
    const at = one * this.features.classNames.length + other;
    if (this.pairIds[at] === -2) {
      const { classNames } = this.features;
      this.pairIds[at] = this.ids.get(`p:${classNames[one]}+${classNames[other]}`) ?? -1;
    }
    return this.pairIds[at]!;
  }

  /** Whether the model reads this message in one piece: no longer than its window, in the words it reads. */
  readsWhole(text: string): boolean {
    return tokenise(text).length <= this.features.settings.window;
  }

  /** A visitor's message, as typed: its score, the words that gave it, and the kind it is nearest. */
  read(text: string): ExemplarReading {
    const { words, score, vector } = this.best(text);
    const reading = { score, kind: 'suicide' as const, words: words.join(' ') };
    this.lastBest = { words: reading.words, vector };
    return reading;
  }

  /**
   * The vector of these words: of the words read last, from that message's pieces (a finding's kind is
   * asked for right after its reading, and reading those words again cost as much as the reading).
   */
  private vectorOfWords(words: string): SparseVector {
    if (this.lastBest?.words === words) return this.lastBest.vector();
    return this.vector(words === '' ? [] : words.split(' '));
  }

  /** The kind of crisis a message is nearest (its nearest crisis example's), for a finding of the model. */
  kindOf(words: string): CrisisKind {
    const nearest = this.nearest(this.vectorOfWords(words), true, 1)[0];
    return nearest && nearest.label !== 'none' ? nearest.label : 'suicide';
  }

  /** Why: the pieces that weighed most each way, and the nearest examples of each side. */
  explain(text: string, count = 5): ExemplarExplanation {
    const reading = this.read(text);
    const vector = this.vectorOfWords(reading.words);
    const pieces: Piece[] = [];
    for (let i = 0; i < vector.index.length; i += 1) {
      const id = vector.index[i]!;
      pieces.push({ feature: this.names[id]!, contribution: this.weights[id]! * vector.value[i]! });
    }
    return {
      ...reading,
      kind: this.kindOf(reading.words),
      forCrisis: pieces
        .filter((piece) => piece.contribution > 0)
        .sort((a, b) => b.contribution - a.contribution)
        .slice(0, count),
      against: pieces
        .filter((piece) => piece.contribution < 0)
        .sort((a, b) => a.contribution - b.contribution)
        .slice(0, count),
      nearestCrisis: this.nearest(vector, true, count),
      nearestSafe: this.nearest(vector, false, count),
    };
  }

  /** The examples of each side by place, and the vector of one (read once, when first compared). */
  private examples(): { exemplars: readonly Exemplar[]; crisisAt: number[]; safeAt: number[] } {
    if (!this.sides) {
      const exemplars = this.examplesOf();
      const crisisAt: number[] = [];
      const safeAt: number[] = [];
      exemplars.forEach((exemplar, at) => (exemplar.label === 'none' ? safeAt : crisisAt).push(at));
      this.sides = { exemplars, crisisAt, safeAt };
    }
    return this.sides;
  }

  private exampleVector(at: number): SparseVector {
    let vector = this.exampleVectors[at];
    if (!vector) {
      vector = this.vector(tokenise(this.examples().exemplars[at]!.text));
      this.exampleVectors[at] = vector;
    }
    return vector;
  }

  /** The examples of one side most like a vector (cosine similarity), nearest first. */
  private nearest(vector: SparseVector, crisis: boolean, count: number): Neighbour[] {
    const { exemplars, crisisAt, safeAt } = this.examples();
    this.scratch ??= new Float64Array(this.weights.length);
    const mine = this.scratch;
    for (let i = 0; i < vector.index.length; i += 1) mine[vector.index[i]!] = vector.value[i]!;
    const side = crisis ? crisisAt : safeAt;
    let index = this.indexes.get(crisis);
    if (!index) {
      index = new ExampleIndex(
        side.map((at) => this.exampleVector(at)),
        this.weights.length,
      );
      this.indexes.set(crisis, index);
    }
    const found: Neighbour[] = [];
    // Only the examples that may be nearest are compared, as before and in the same order (ExampleIndex).
    for (const place of index.candidates(vector, count)) {
      const at = side[place]!;
      const { index, value } = this.exampleVector(at);
      let similarity = 0;
      for (let i = 0; i < index.length; i += 1) similarity += mine[index[i]!]! * value[i]!;
      if (similarity <= 0) continue;
      if (found.length === count && similarity <= found[count - 1]!.similarity) continue;
      const exemplar = exemplars[at]!;
      found.push({ text: exemplar.text, label: exemplar.label, place: exemplarPlace(exemplar), similarity });
      found.sort((a, b) => b.similarity - a.similarity);
      if (found.length > count) found.pop();
    }
    for (let i = 0; i < vector.index.length; i += 1) mine[vector.index[i]!] = 0;
    return found;
  }
}

const noPieces: readonly number[] = [];

/** Where `run` stands in `tokens`, at `from` or after (-1: nowhere). */
export function runAt(tokens: readonly string[], run: readonly string[], from: number): number {
  for (let start = from; start + run.length <= tokens.length; start += 1) {
    if (run.every((token, i) => tokens[start + i] === token)) return start;
  }
  return -1;
}
