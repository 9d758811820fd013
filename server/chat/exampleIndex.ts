import type { SparseVector } from './exemplarModel';

/**
 * Which examples may be among a vector's nearest (CrisisModel.nearest), found from the features the vector has:
 * comparing a message with each of 1,600 crisis examples, feature by feature, cost 0.4 ms a finding of the
 * model, most of a hostile message's reply. Here each feature lists the examples that have it, so only the
 * examples sharing a feature with the message are touched, and their similarities are added up feature by
 * feature (in another order than the examples' own, so perhaps not to the last bit). Every example whose sum
 * comes within `slack` of the `count`-th best is a candidate; the caller compares those exactly as before, so
 * the nearest it finds, and their similarities, are the same to the last bit.
 */

/**
 * Far more than two sums of at most a few thousand products of numbers in [0, 1] can differ by rounding (about
 * 1e-12); far less than two examples' similarities ever differ by.
 */
const slack = 1e-9;

export class ExampleIndex {
  /** By feature: where its postings start in `examples` and `values` (feature f's run ends where f + 1's starts). */
  private readonly starts: Int32Array;
  /** The example (its place in the list given) and its value, feature by feature. */
  private readonly examples: Int32Array;
  private readonly values: Float64Array;
  /** Each example's sum for the vector at hand, and the examples touched (the sums are zeroed after). */
  private readonly sums: Float64Array;
  private readonly seen: Uint8Array;
  private readonly touched: Int32Array;

  constructor(vectors: readonly SparseVector[], featureCount: number) {
    this.starts = new Int32Array(featureCount + 1);
    for (const { index } of vectors) for (const feature of index) this.starts[feature + 1]! += 1;
    for (let f = 0; f < featureCount; f += 1) this.starts[f + 1]! += this.starts[f]!;
    const total = this.starts[featureCount]!;
    this.examples = new Int32Array(total);
    this.values = new Float64Array(total);
    const next = this.starts.slice(0, featureCount);
    vectors.forEach(({ index, value }, example) => {
      for (let i = 0; i < index.length; i += 1) {
        const at = next[index[i]!]!;
        next[index[i]!] = at + 1;
        this.examples[at] = example;
        this.values[at] = value[i]!;
      }
    });
    this.sums = new Float64Array(vectors.length);
    this.seen = new Uint8Array(vectors.length);
    this.touched = new Int32Array(vectors.length);
  }

  /**
   * The examples that may be among the `count` most similar to this vector (positive similarity only), in the
   * order given: every example that is, and perhaps a few more within rounding of them.
   */
  candidates(vector: SparseVector, count: number): number[] {
    const { starts, examples, values, sums, seen, touched } = this;
    let touchedCount = 0;
    for (let i = 0; i < vector.index.length; i += 1) {
      const feature = vector.index[i]!;
      if (feature + 1 >= starts.length) continue;
      const mine = vector.value[i]!;
      for (let at = starts[feature]!; at < starts[feature + 1]!; at += 1) {
        const example = examples[at]!;
        if (seen[example] === 0) {
          seen[example] = 1;
          touched[touchedCount++] = example;
        }
        sums[example]! += mine * values[at]!;
      }
    }
    // The count-th highest sum: an example more than twice the slack below it has `count` others surely nearer.
    const found = touched.subarray(0, touchedCount);
    const bar = countthHighest(found, sums, count) - 2 * slack;
    const kept: number[] = [];
    for (const example of found) {
      if (sums[example]! >= bar) kept.push(example);
      sums[example] = 0;
      seen[example] = 0;
    }
    return kept.sort((a, b) => a - b);
  }
}

/** The `count`-th highest of the examples' sums (minus infinity when fewer), keeping the best `count` in order. */
function countthHighest(examples: Int32Array, sums: Float64Array, count: number): number {
  if (count <= 0 || examples.length < count) return Number.NEGATIVE_INFINITY;
  const best: number[] = [];
  for (const example of examples) {
    const sum = sums[example]!;
    if (best.length === count && sum <= best[count - 1]!) continue;
    let at = best.length === count ? count - 1 : best.length;
    while (at > 0 && best[at - 1]! < sum) {
      best[at] = best[at - 1]!;
      at -= 1;
    }
    best[at] = sum;
  }
  return best[count - 1]!;
}
