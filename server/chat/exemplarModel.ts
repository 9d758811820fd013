import type { CrisisExemplarsFile, CrisisKind, CrisisModelFile, LanguageKind } from '../../schemas';
import { tokenise } from './normalise';
import { ClassFinder, type WordClassList } from './wordClassFinder';
import { BoundedCache } from './wordRuns';

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

/**
 * A message's pieces, shared by the training script and the server so both read a message alike: character
 * n-grams, words, pairs of words, word classes and pairs of classes, each with how often it is there.
 */
export class CrisisFeatures {
  private readonly classes: ClassFinder;
  private readonly grams = new BoundedCache<readonly string[]>(20_000);

  constructor(
    readonly settings: FeatureSettings,
    classes: WordClassList,
    /** The words as the crisis rules read them (Kiswahili verbs rewritten), where classes are also looked for. */
    private readonly ruleWords: (tokens: readonly string[]) => string[] = (tokens) => [...tokens],
  ) {
    this.classes = new ClassFinder(classes);
  }

  /** A word's character n-grams, with its edges (remembered per distinct word). */
  private gramsOf(token: string): readonly string[] {
    return this.grams.get(token, () => {
      const { min, max } = this.settings.charGrams;
      const padded = ` ${token} `;
      const grams: string[] = [];
      for (let size = min; size <= max && size <= padded.length; size += 1) {
        for (let start = 0; start + size <= padded.length; start += 1)
          grams.push(padded.slice(start, start + size));
      }
      if (padded.length < min) grams.push(padded);
      return grams;
    });
  }

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
      this.classes.find(this.ruleWords(tokens), found);
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
  /** A message's vector spread out by feature, while its nearest examples are looked for (zero between). */
  private scratch: Float64Array | undefined;

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
  }

  private vector(tokens: readonly string[]): SparseVector {
    return this.features.vectorOf(
      this.features.count(tokens),
      (feature) => this.ids.get(feature),
      this.idf,
      this.unseenIdf,
    );
  }

  /** The score of these words (the same as of their vector, without making one). */
  private scoreOf(tokens: readonly string[]): number {
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
  private best(text: string): { words: readonly string[]; score: number } {
    const whole = tokenise(text);
    let best = this.bestIn(whole);
    const sentences = text.split(/[.!?;\n]+/);
    if (sentences.length > 1) {
      for (const sentence of sentences) {
        const tokens = tokenise(sentence);
        if (tokens.length === 0 || tokens.length === whole.length) continue;
        const reading = this.bestIn(tokens);
        if (reading.score > best.score) best = reading;
      }
    }
    return best;
  }

  /** The words read whole, and in half-overlapping windows when longer than `window`: the highest score. */
  private bestIn(tokens: readonly string[]): { words: readonly string[]; score: number } {
    let best = { words: tokens, score: this.scoreOf(tokens) };
    const { window } = this.features.settings;
    if (tokens.length > window) {
      const step = Math.max(1, Math.floor(window / 2));
      for (let start = 0; start < tokens.length; start += step) {
        const words = tokens.slice(start, start + window);
        const score = this.scoreOf(words);
        if (score > best.score) best = { words, score };
        if (start + window >= tokens.length) break;
      }
    }
    return best;
  }

  /** Whether the model reads this message in one piece: no longer than its window, in the words it reads. */
  readsWhole(text: string): boolean {
    return tokenise(text).length <= this.features.settings.window;
  }

  /** A visitor's message, as typed: its score, the words that gave it, and the kind it is nearest. */
  read(text: string): ExemplarReading {
    const { words, score } = this.best(text);
    return { score, kind: 'suicide', words: words.join(' ') };
  }

  /** The kind of crisis a message is nearest (its nearest crisis example's), for a finding of the model. */
  kindOf(words: string): CrisisKind {
    const nearest = this.nearest(this.vector(words === '' ? [] : words.split(' ')), true, 1)[0];
    return nearest && nearest.label !== 'none' ? nearest.label : 'suicide';
  }

  /** Why: the pieces that weighed most each way, and the nearest examples of each side. */
  explain(text: string, count = 5): ExemplarExplanation {
    const reading = this.read(text);
    const vector = this.vector(reading.words === '' ? [] : reading.words.split(' '));
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
    const found: Neighbour[] = [];
    for (const at of crisis ? crisisAt : safeAt) {
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
