import type { CrisisExemplarsFile, CrisisKind, LanguageKind } from '../../schemas';
import { tokenise } from './normalise';
import { ClassFinder, type WordClassList } from './wordClassFinder';
import { BoundedCache } from './wordRuns';

/**
 * The model of the exemplar layer (crisisExemplars.ts reads its examples and settings from
 * fixtures/assistant/crisis-exemplars.json; docs/assistant.md). A message is read as pieces: character
 * n-grams of each word with its edges, so a typo, a Kiswahili verb built from parts (ni-ta-ji-ua, kujiua,
 * nijiue) or a Sheng spelling shares most of its pieces with an example; its words and pairs of words, so
 * who does what counts; and the word classes it has, alone and in pairs ("{pills}" with "{lots}"), so a word
 * an example never used but a class lists still counts. The pieces are weighed by TF-IDF and the vector has
 * length 1. A logistic regression over them is trained from the examples when the layer is built
 * (deterministic: the same examples give the same weights), and a message is a crisis when its score reaches
 * the threshold. A reviewer sees why: the pieces that weighed most, and the nearest examples of each side
 * (cosine similarity of the same vectors).
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

export type ExemplarSettings = Omit<CrisisExemplarsFile['settings'], 'knowledgeWeight'>;

export interface Neighbour {
  text: string;
  label: ExemplarLabel;
  /** Where it is (exemplarPlace). */
  place: string;
  similarity: number;
}

export interface Piece {
  /** A character n-gram ("jiua"), a word ("w:pills"), a pair of words ("b:end it"), a class ("c:means"). */
  feature: string;
  /** What it added to the score (its weight times its value in the message). */
  contribution: number;
}

export interface ExemplarReading {
  fires: boolean;
  /** The log-odds of a crisis, and the threshold it is compared with. */
  score: number;
  threshold: number;
  /** The kind of the nearest crisis examples (what a finding of this layer is called). */
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

/** Sublinear term frequency: the tenth "sana" adds less than the first. */
const termWeight = (count: number) => 1 + Math.log(count);
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export class CrisisExemplars {
  private readonly classes: ClassFinder;
  private readonly grams = new BoundedCache<readonly string[]>(20_000);
  /** Feature → its index in the weights (features of the examples only; others weigh nothing). */
  private readonly ids = new Map<string, number>();
  private readonly idf: Float64Array;
  private readonly unseenIdf: number;
  private readonly weights: Float64Array;
  private bias = 0;
  /** The examples' vectors (feature indices and values), for the nearest examples. */
  private readonly vectors: { index: Int32Array; value: Float64Array }[];
  private readonly crisisAt: number[] = [];
  private readonly safeAt: number[] = [];
  /** A message's vector spread out by feature, while its nearest examples are looked for (zero between). */
  private readonly scratch: Float64Array;

  constructor(
    private readonly exemplars: readonly Exemplar[],
    private readonly settings: ExemplarSettings,
    classes: WordClassList,
    /** The words as the crisis rules read them (Kiswahili verbs rewritten), where classes are also looked for. */
    private readonly ruleWords: (tokens: readonly string[]) => string[] = (tokens) => [...tokens],
  ) {
    this.classes = new ClassFinder(classes);
    const counted = exemplars.map((exemplar) => this.count(tokenise(exemplar.text)));
    const df: number[] = [];
    for (const counts of counted) {
      for (const feature of counts.keys()) {
        let id = this.ids.get(feature);
        if (id === undefined) {
          id = this.ids.size;
          this.ids.set(feature, id);
        }
        df[id] = (df[id] ?? 0) + 1;
      }
    }
    const total = exemplars.length;
    this.idf = Float64Array.from(df, (count) => Math.log((1 + total) / (1 + count)) + 1);
    this.unseenIdf = Math.log(1 + total) + 1;
    this.vectors = counted.map((counts) => this.vectorOf(counts));
    this.weights = new Float64Array(this.ids.size);
    this.scratch = new Float64Array(this.ids.size);
    exemplars.forEach((exemplar, at) => (exemplar.label === 'none' ? this.safeAt : this.crisisAt).push(at));
    this.train();
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
  private count(tokens: readonly string[]): Map<string, number> {
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

  /** TF-IDF of the known pieces, with length 1 (unknown pieces count in the length too). */
  private vectorOf(counts: ReadonlyMap<string, number>): { index: Int32Array; value: Float64Array } {
    const index: number[] = [];
    const value: number[] = [];
    let length = 0;
    for (const [feature, count] of counts) {
      const id = this.ids.get(feature);
      const weight = termWeight(count) * (id === undefined ? this.unseenIdf : this.idf[id]!);
      length += weight * weight;
      if (id === undefined) continue;
      index.push(id);
      value.push(weight);
    }
    const norm = Math.sqrt(length) || 1;
    return { index: Int32Array.from(index), value: Float64Array.from(value, (weight) => weight / norm) };
  }

  /** Logistic regression by AdaGrad, the examples in file order every pass (so always the same weights). */
  private train(): void {
    const { epochs, l2, crisisWeight } = this.settings;
    const rate = 0.5;
    const squares = new Float64Array(this.weights.length);
    let biasSquares = 0;
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      this.vectors.forEach(({ index, value }, at) => {
        const exemplar = this.exemplars[at]!;
        const crisis = exemplar.label !== 'none';
        let z = this.bias;
        for (let i = 0; i < index.length; i += 1) z += this.weights[index[i]!]! * value[i]!;
        const gradient =
          (sigmoid(z) - (crisis ? 1 : 0)) * (crisis ? crisisWeight : 1) * (exemplar.weight ?? 1);
        for (let i = 0; i < index.length; i += 1) {
          const id = index[i]!;
          const step = gradient * value[i]! + l2 * this.weights[id]!;
          const square = squares[id]! + step * step;
          squares[id] = square;
          this.weights[id] = this.weights[id]! - (rate * step) / Math.sqrt(square + 1e-8);
        }
        biasSquares += gradient * gradient;
        this.bias -= (rate * gradient) / Math.sqrt(biasSquares + 1e-8);
      });
    }
  }

  private scoreOf(vector: { index: Int32Array; value: Float64Array }): number {
    let z = this.bias;
    for (let i = 0; i < vector.index.length; i += 1) z += this.weights[vector.index[i]!]! * vector.value[i]!;
    return z;
  }

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
    let best = { words: tokens, score: this.scoreOf(this.vectorOf(this.count(tokens))) };
    const { window } = this.settings;
    if (tokens.length > window) {
      const step = Math.max(1, Math.floor(window / 2));
      for (let start = 0; start < tokens.length; start += step) {
        const words = tokens.slice(start, start + window);
        const score = this.scoreOf(this.vectorOf(this.count(words)));
        if (score > best.score) best = { words, score };
        if (start + window >= tokens.length) break;
      }
    }
    return best;
  }

  /** A visitor's message, as typed. */
  read(text: string): ExemplarReading {
    const { words, score } = this.best(text);
    const { threshold } = this.settings;
    const fires = score >= threshold;
    // The kind is needed only for a finding: the nearest crisis example's.
    const nearest = fires ? this.nearest(this.vectorOf(this.count(words)), true, 1)[0] : undefined;
    return {
      fires,
      score,
      threshold,
      kind: nearest && nearest.label !== 'none' ? nearest.label : 'suicide',
      words: words.join(' '),
    };
  }

  /** Why: the pieces that weighed most each way, and the nearest examples of each side. */
  explain(text: string, count = 5): ExemplarExplanation {
    const reading = this.read(text);
    const vector = this.vectorOf(this.count(reading.words === '' ? [] : reading.words.split(' ')));
    const names = [...this.ids.keys()];
    const pieces: Piece[] = [];
    for (let i = 0; i < vector.index.length; i += 1) {
      const id = vector.index[i]!;
      pieces.push({ feature: names[id]!, contribution: this.weights[id]! * vector.value[i]! });
    }
    return {
      ...reading,
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

  /** The examples of one side most like a vector (cosine similarity), nearest first. */
  private nearest(
    vector: { index: Int32Array; value: Float64Array },
    crisis: boolean,
    count: number,
  ): Neighbour[] {
    const mine = this.scratch;
    for (let i = 0; i < vector.index.length; i += 1) mine[vector.index[i]!] = vector.value[i]!;
    const found: Neighbour[] = [];
    for (const at of crisis ? this.crisisAt : this.safeAt) {
      const { index, value } = this.vectors[at]!;
      let similarity = 0;
      for (let i = 0; i < index.length; i += 1) similarity += mine[index[i]!]! * value[i]!;
      if (similarity <= 0) continue;
      if (found.length === count && similarity <= found[count - 1]!.similarity) continue;
      const exemplar = this.exemplars[at]!;
      found.push({ text: exemplar.text, label: exemplar.label, place: exemplarPlace(exemplar), similarity });
      found.sort((a, b) => b.similarity - a.similarity);
      if (found.length > count) found.pop();
    }
    for (let i = 0; i < vector.index.length; i += 1) mine[vector.index[i]!] = 0;
    return found;
  }
}
