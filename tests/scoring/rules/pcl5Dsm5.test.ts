import { describe, expect, it } from 'vitest';
import { ruleNames } from '../../../src/core/scoring';
import { findRule } from '../../../src/core/scoring/rules';

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `q${from + i}`);
const params = {
  threshold: 2,
  clusters: [
    { name: 'B', items: ids(1, 5), atLeast: 1 },
    { name: 'C', items: ids(6, 7), atLeast: 1 },
    { name: 'D', items: ids(8, 14), atLeast: 2 },
    { name: 'E', items: ids(15, 20), atLeast: 2 },
  ],
};

/** All 20 items at `base`, with the given items overridden. */
function items(overrides: Record<string, number> = {}, base = 0): Map<string, number> {
  const values = new Map(ids(1, 20).map((id) => [id, base]));
  for (const [id, value] of Object.entries(overrides)) values.set(id, value);
  return values;
}

function run(values: Map<string, number>, ruleParams: Record<string, unknown> = params): number {
  return findRule('pcl5Dsm5')!({ items: values, answers: new Map(), scores: new Map(), params: ruleParams });
}

/** The least pattern that meets the rule: 1 B, 1 C, 2 D, 2 E items at 2 ("Moderately"). */
const minimal = { q1: 2, q6: 2, q8: 2, q9: 2, q15: 2, q16: 2 };

describe('pcl5Dsm5 rule (DSM-5: 1 B, 1 C, 2 D, 2 E items rated 2 or more)', () => {
  it('is registered under its name', () => {
    expect(ruleNames()).toContain('pcl5Dsm5');
  });

  it('is met by exactly 1 B, 1 C, 2 D and 2 E items at 2', () => {
    expect(run(items(minimal))).toBe(1);
  });

  it.each([
    ['B', 'q1'],
    ['C', 'q6'],
    ['D', 'q9'],
    ['E', 'q16'],
  ])('is not met when cluster %s is one item short', (_cluster, dropped) => {
    expect(run(items({ ...minimal, [dropped]: 1 }))).toBe(0);
  });

  it('counts an item rated 2 but not one rated 1, even when every item is 1 (total 20)', () => {
    expect(run(items({}, 1))).toBe(0);
    expect(run(items({}, 2))).toBe(1);
  });

  it('needs the endorsed items in the right clusters, not just six of them', () => {
    // Six items at 4, all in cluster D: a high total but no B, C or E symptom.
    expect(run(items({ q8: 4, q9: 4, q10: 4, q11: 4, q12: 4, q13: 4 }))).toBe(0);
  });

  it('reads the threshold from its params', () => {
    expect(run(items(minimal), { ...params, threshold: 3 })).toBe(0);
    expect(run(items({ q1: 3, q6: 3, q8: 3, q9: 3, q15: 3, q16: 3 }), { ...params, threshold: 3 })).toBe(1);
  });

  it.each([
    ['no threshold', { clusters: params.clusters }],
    ['no clusters', { threshold: 2 }],
    ['an empty cluster list', { threshold: 2, clusters: [] }],
    ['a cluster without items', { threshold: 2, clusters: [{ name: 'B', items: [], atLeast: 1 }] }],
    ['a cluster with atLeast 0', { threshold: 2, clusters: [{ name: 'B', items: ['q1'], atLeast: 0 }] }],
  ])('throws on a fixture fault: %s', (_name, bad) => {
    expect(() => run(items(minimal), bad)).toThrow(/pcl5Dsm5/);
  });

  it('throws when a cluster names a question the test does not score', () => {
    const bad = { threshold: 2, clusters: [{ name: 'B', items: ['q99'], atLeast: 1 }] };
    expect(() => run(items(minimal), bad)).toThrow(/q99/);
  });
});
