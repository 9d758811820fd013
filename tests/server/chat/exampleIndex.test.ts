import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExampleIndex } from '../../../server/chat/exampleIndex';
import type { SparseVector } from '../../../server/chat/exemplarModel';
import { propertyRuns } from '../../helpers/propertyRuns';

const features = 40;

/** A sparse vector of these (feature, value) pairs, features in the order given, length 1. */
function vectorOf(pairs: readonly [number, number][]): SparseVector {
  const byFeature = new Map(pairs);
  const norm = Math.sqrt([...byFeature.values()].reduce((sum, value) => sum + value * value, 0)) || 1;
  return {
    index: Int32Array.from(byFeature.keys()),
    value: Float64Array.from([...byFeature.values()], (value) => value / norm),
  };
}

/** CrisisModel.nearest's comparison: every example in order, summed in the example's own order. */
function nearestByScan(vector: SparseVector, examples: readonly SparseVector[], count: number): number[] {
  const mine = new Float64Array(features);
  vector.index.forEach((feature, i) => (mine[feature] = vector.value[i]!));
  const found: { at: number; similarity: number }[] = [];
  examples.forEach(({ index, value }, at) => {
    let similarity = 0;
    for (let i = 0; i < index.length; i += 1) similarity += mine[index[i]!]! * value[i]!;
    if (similarity <= 0) return;
    if (found.length === count && similarity <= found[count - 1]!.similarity) return;
    found.push({ at, similarity });
    found.sort((a, b) => b.similarity - a.similarity);
    if (found.length > count) found.pop();
  });
  return found.map(({ at }) => at);
}

/** The same comparison over the index's candidates only. */
function nearestByIndex(vector: SparseVector, examples: readonly SparseVector[], count: number): number[] {
  const candidates = new ExampleIndex(examples, features).candidates(vector, count);
  const picked = nearestByScan(
    vector,
    candidates.map((at) => examples[at]!),
    count,
  );
  return picked.map((place) => candidates[place]!);
}

const pair = fc.tuple(
  fc.integer({ min: 0, max: features - 1 }),
  fc.double({ min: 0.01, max: 5, noNaN: true }),
);
const vector = fc.array(pair, { minLength: 1, maxLength: 12 }).map(vectorOf);

describe('the examples by feature', () => {
  it('find the nearest examples a scan of every example finds, ties and order included (property)', () => {
    fc.assert(
      fc.property(
        fc.array(vector, { minLength: 1, maxLength: 60 }),
        vector,
        fc.integer({ min: 1, max: 5 }),
        (examples, message, count) => {
          // Copies of examples, their features in reverse order: the same similarity up to rounding, a near tie.
          const withTwins = [
            ...examples,
            ...examples.slice(0, 5).map(({ index, value }) => ({
              index: index.slice().reverse(),
              value: value.slice().reverse(),
            })),
          ];
          expect(nearestByIndex(message, withTwins, count)).toEqual(nearestByScan(message, withTwins, count));
        },
      ),
      { numRuns: propertyRuns(300, 3000) },
    );
  });

  it('leave out only the examples sharing no feature or surely farther than the count-th', () => {
    const examples = [
      vectorOf([[0, 1]]),
      vectorOf([[1, 1]]),
      vectorOf([
        [0, 1],
        [1, 1],
      ]),
      vectorOf([[2, 1]]),
    ];
    const index = new ExampleIndex(examples, features);
    expect(index.candidates(vectorOf([[0, 1]]), 1)).toEqual([0]);
    expect(index.candidates(vectorOf([[0, 1]]), 2)).toEqual([0, 2]);
    expect(
      index.candidates(
        vectorOf([
          [0, 1],
          [1, 1],
        ]),
        1,
      ),
    ).toEqual([2]);
    expect(index.candidates(vectorOf([[1, 1]]), 1)).toEqual([1]);
    expect(index.candidates(vectorOf([[3, 1]]), 1)).toEqual([]);
    // Asked twice, the same answer: nothing of the first vector's sums is left over.
    expect(index.candidates(vectorOf([[0, 1]]), 1)).toEqual([0]);
  });

  it('keep an example whose sum in another order falls below a farther one’s by rounding', () => {
    // The message's features in order 0, 1, 2; example A sums its products in that order, B in the reverse.
    // Find values where A is at least as near by the scan's sums but B nearer by sums in the message's order.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 0.5 + 0.1;
    const message: SparseVector = { index: Int32Array.of(0, 1, 2), value: Float64Array.of(1, 1, 1) };
    for (let tries = 0; tries < 100_000; tries += 1) {
      const a = [random(), random(), random()];
      // B: A's values a few units in the last place apart, so the two sums are within rounding of each other.
      const b = [a[0]! * (1 + (tries % 5) * Number.EPSILON), a[1]!, a[2]!];
      const scanA = a[0]! + a[1]! + a[2]!;
      const scanB = b[2]! + b[1]! + b[0]!;
      const inOrderB = b[0]! + b[1]! + b[2]!;
      if (!(scanA >= scanB && inOrderB > scanA)) continue;
      // A first: the scan keeps the earlier of two equally near.
      const examples: SparseVector[] = [
        { index: Int32Array.of(0, 1, 2), value: Float64Array.from(a) },
        { index: Int32Array.of(2, 1, 0), value: Float64Array.of(b[2]!, b[1]!, b[0]!) },
      ];
      expect(nearestByScan(message, examples, 1)).toEqual([0]);
      expect(nearestByIndex(message, examples, 1)).toEqual([0]);
      return;
    }
    throw new Error('no such values found');
  });
});
