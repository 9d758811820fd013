import type { CrisisFeatures, Runs, SparseVector } from './exemplarModel';
import { BoundedCache } from './boundedCache';

/**
 * Scores of runs of a message's words (start to end) by a logistic regression over their pieces (character
 * n-grams, words, pairs of words: CrisisFeatures.count), each the same to the last bit as the regression's score
 * of those words read alone (linearScore of their counts), without counting pieces by their names: each distinct
 * word keeps the weights' index of each of its pieces, and a run adds up its words' pieces in the order `count`
 * meets them, so the sums are made in the same order. The crisis model reads a message whole, by sentence and in
 * windows (CrisisModel.runsOf), and the scope and veto models whole and by sentence (ScopeModel): counting each
 * run's pieces by name was most of what those readings cost (docs/performance.md).
 */

/** A logistic regression's weights, as the models load them. */
export interface LinearWeights {
  /** Feature → its index in the weights (features of the training examples only; others weigh nothing). */
  ids: ReadonlyMap<string, number>;
  idf: Float64Array;
  unseenIdf: number;
  weights: Float64Array;
  bias: number;
}

/** Pairs remembered per first word (see `pairIds`). */
const mostPairs = 64;

/** Sublinear term frequency: the tenth "sana" adds less than the first (as exemplarModel.ts weighs). */
const termWeight = (count: number) => 1 + Math.log(count);

/**
 * termWeight of the whole counts below 64, worked out once (the same function, so the same bits): nearly every
 * piece of a run is there once, and a logarithm for each of the thousands of pieces a long message's runs
 * hold was a twentieth of its reply.
 */
const smallTermWeights = Float64Array.from({ length: 64 }, (_, count) => termWeight(count));
const termWeightOf = (count: number) =>
  Number.isInteger(count) && count >= 0 && count < 64 ? smallTermWeights[count]! : termWeight(count);

export class PieceRuns {
  /**
   * Per distinct word: the index of each of its n-grams and then of the word itself, the weights' index or, for
   * a piece they lack, its number in `unknown` past the weights' (it still counts in the vector's length).
   */
  private readonly wordIds = new BoundedCache<Int32Array>(20_000);
  /**
   * Pieces the weights lack, by name, each numbered once past the weights' indices: looking them up in each
   * message by name was most of reading a script the models never saw (U+FDFA's Arabic). Emptied, with
   * `wordIds` that holds their numbers, only between two messages.
   */
  private readonly unknown = new Map<string, number>();
  /**
   * The index of each pair of words (as for `wordIds`), by its first word and then its second, so a pair met
   * again needs no name made and looked up; a word keeps at most `mostPairs` of its pairs.
   */
  private readonly pairIds = new BoundedCache<Map<string, number>>(2_000);
  /** Scratch of one run's reading: counts by piece (zero between runs), pieces in order met. */
  private runCounts = new Float64Array(0);
  private runPieces = new Int32Array(256);
  private runWeights = new Float64Array(256);

  constructor(
    private readonly model: LinearWeights,
    private readonly features: CrisisFeatures,
    /** Pieces the weights lack remembered before they are forgotten (a test makes it small). */
    private readonly mostUnknown = 50_000,
  ) {}

  /**
   * The runs of these words. `classPieces` gives a run's further pieces (word classes, bearers and their pairs:
   * the weights' indices, -1 for one they lack) in the order `count` adds them, each counting `classWeight`.
   */
  runsOf(
    tokens: readonly string[],
    classPieces: (start: number, end: number) => readonly number[],
    classWeight: number,
  ): Runs {
    const { features } = this;
    const { ids } = this.model;
    const { wordWeight } = features.settings;
    const known = this.model.weights.length;
    const { unknown } = this;
    if (unknown.size > this.mostUnknown) {
      unknown.clear();
      this.wordIds.clear();
      this.pairIds.clear();
    }
    const indexOf = (piece: string) => {
      let at = ids.get(piece) ?? unknown.get(piece);
      if (at === undefined) unknown.set(piece, (at = known + unknown.size));
      return at;
    };
    // Word i's n-grams and then the word are words[i]; pairs[i] is word i with i + 1.
    const words: Int32Array[] = [];
    const pairs = new Int32Array(Math.max(0, tokens.length - 1));
    tokens.forEach((token, i) => {
      words.push(
        this.wordIds.get(token, () => Int32Array.from([...features.gramsOf(token), `w:${token}`], indexOf)),
      );
      if (i + 1 < tokens.length) {
        const next = tokens[i + 1]!;
        const after = this.pairIds.get(token, () => new Map());
        let pair = after.get(next);
        if (pair === undefined) {
          pair = indexOf(`b:${token} ${next}`);
          if (after.size < mostPairs) after.set(next, pair);
        }
        pairs[i] = pair;
      }
    });
    if (this.runCounts.length < known + unknown.size) {
      this.runCounts = new Float64Array(known + unknown.size + 1024);
    }
    const counts = this.runCounts;

    /** A run's pieces weighed (in runPieces and runWeights, `count` of them) and its vector's length. */
    const weigh = (start: number, end: number) => {
      const met: number[] = [];
      const add = (piece: number, weight: number) => {
        // No piece counts 0 once met: every block's weight is at least 1 (the examples file's schema).
        if (counts[piece] === 0) met.push(piece);
        counts[piece]! += weight;
      };
      for (let i = start; i < end; i += 1) {
        const pieces = words[i]!;
        const last = pieces.length - 1;
        for (let k = 0; k < last; k += 1) add(pieces[k]!, 1);
        add(pieces[last]!, wordWeight);
        if (i + 1 < end) add(pairs[i]!, wordWeight);
      }
      return this.weighMet(met, counts, classPieces(start, end), classWeight);
    };
    return {
      score: (start, end) => {
        const { count, norm } = weigh(start, end);
        const { runPieces: index, runWeights: weight } = this;
        const { weights, bias } = this.model;
        let z = bias;
        for (let i = 0; i < count; i += 1) z += weights[index[i]!]! * (weight[i]! / norm);
        return z;
      },
      vector: (start, end): SparseVector => {
        const { count, norm } = weigh(start, end);
        const vector = { index: this.runPieces.slice(0, count), value: new Float64Array(count) };
        for (let i = 0; i < count; i += 1) vector.value[i] = this.runWeights[i]! / norm;
        return vector;
      },
    };
  }

  /**
   * `weighed` (exemplarModel.ts) of a run's pieces: those met (their counts, set back to 0 here) and then the
   * class pieces, in the order `count` adds them, so the sums are made in the same order.
   */
  private weighMet(
    met: readonly number[],
    counts: Float64Array,
    classPieces: readonly number[],
    classWeight: number,
  ): { count: number; norm: number } {
    const most = met.length + classPieces.length;
    if (this.runPieces.length < most) {
      this.runPieces = new Int32Array(most * 2);
      this.runWeights = new Float64Array(most * 2);
    }
    const { idf, unseenIdf, weights } = this.model;
    const { runPieces: index, runWeights: weight } = this;
    let count = 0;
    let length = 0;
    const take = (id: number, times: number) => {
      const pieceWeight = termWeightOf(times) * (id < 0 || id >= weights.length ? unseenIdf : idf[id]!);
      length += pieceWeight * pieceWeight;
      if (id < 0 || id >= weights.length) return;
      index[count] = id;
      weight[count] = pieceWeight;
      count += 1;
    };
    for (const piece of met) {
      take(piece, counts[piece]!);
      counts[piece] = 0;
    }
    for (const piece of classPieces) take(piece, classWeight);
    return { count, norm: Math.sqrt(length) || 1 };
  }
}
