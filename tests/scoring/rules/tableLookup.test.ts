import { describe, expect, it } from 'vitest';
import { ruleNames } from '../../../src/core/scoring';
import { findRule } from '../../../src/core/scoring/rules';

/** A small table: sex (1 man, 2 woman) by age band (40-49, 50-59) by pressure band (<140, 140+). */
const table = [
  [
    [1, 2],
    [3, 4],
  ],
  [
    [5, 6],
    [7, 8],
  ],
];

function params(pick: 'min' | 'max', extra: Record<string, unknown> = {}) {
  return {
    dimensions: [
      { name: 'sex', from: { item: 'sex' }, cuts: [2] },
      { name: 'age', from: { item: 'age' }, cuts: [50], min: 40, below: 60 },
      {
        name: 'pressure',
        from: [{ item: 'sbp' }, { score: 'sbpBand' }],
        cuts: [140],
        zeroMeansUnknown: true,
      },
    ],
    table,
    pick,
    outOfRange: -1,
    ...extra,
  };
}

function run(p: Record<string, unknown>, items: Record<string, number>, scores: Record<string, number> = {}) {
  return findRule('tableLookup')!({
    items: new Map(Object.entries(items)),
    scores: new Map(Object.entries({ sbpBand: 0, ...scores })),
    answers: new Map(),
    params: p,
  });
}

describe('tableLookup rule', () => {
  it('is registered under its name', () => {
    expect(ruleNames()).toContain('tableLookup');
  });

  it.each([
    [1, 40, 139, 1],
    [1, 40, 140, 2],
    [1, 49, 120, 1],
    [1, 50, 120, 3],
    [1, 59, 180, 4],
    [2, 45, 100, 5],
    [2, 45, 140, 6],
    [2, 50, 139, 7],
    [2, 55, 150, 8],
  ])('sex %i, age %i, pressure %i is cell %i (edges fall in the upper band)', (sex, age, sbp, cell) => {
    expect(run(params('max'), { sex, age, sbp })).toBe(cell);
    expect(run(params('min'), { sex, age, sbp })).toBe(cell);
  });

  it('gives the outOfRange value below min and at or above below', () => {
    expect(run(params('max'), { sex: 1, age: 39, sbp: 120 })).toBe(-1);
    expect(run(params('max'), { sex: 1, age: 60, sbp: 120 })).toBe(-1);
  });

  it('gives the lowest or the highest possible cell when an input is not known (0)', () => {
    expect(run(params('min'), { sex: 2, age: 52, sbp: 0 })).toBe(7);
    expect(run(params('max'), { sex: 2, age: 52, sbp: 0 })).toBe(8);
  });

  it('takes the first source that is not 0', () => {
    expect(run(params('max'), { sex: 1, age: 45, sbp: 0 }, { sbpBand: 150 })).toBe(2);
    expect(run(params('min'), { sex: 1, age: 45, sbp: 120 }, { sbpBand: 150 })).toBe(1);
  });

  it('treats 0 as a real value where the dimension does not say it means unknown', () => {
    const p = params('max');
    p.dimensions[1] = { name: 'age', from: { item: 'age' }, cuts: [50] };
    expect(run(p, { sex: 1, age: 0, sbp: 150 })).toBe(2);
  });

  it('refuses a table whose shape does not match its dimensions', () => {
    expect(() => run(params('max', { table: [table[0]] }), { sex: 2, age: 45, sbp: 120 })).toThrow(/sex/);
    expect(() =>
      run(params('max', { table: [[[1], [2]], table[1]] }), { sex: 1, age: 45, sbp: 120 }),
    ).toThrow(/pressure/);
    expect(() =>
      run(
        params('max', {
          table: [
            [
              ['a', 2],
              [3, 4],
            ],
            table[1],
          ],
        }),
        { sex: 1, age: 45, sbp: 1 },
      ),
    ).toThrow(/not a number/);
  });

  it('refuses bad params: cuts out of order, unknown keys', () => {
    const p = params('max');
    p.dimensions[2] = { name: 'pressure', from: { item: 'sbp' }, cuts: [160, 140] };
    expect(() => run(p, { sex: 1, age: 45, sbp: 120 })).toThrow(/ascending/);
    expect(() => run(params('max', { extra: true }), { sex: 1, age: 45, sbp: 120 })).toThrow(/bad params/);
  });
});
