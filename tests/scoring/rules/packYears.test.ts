import { describe, expect, it } from 'vitest';
import { ruleNames } from '../../../src/core/scoring';
import { findRule } from '../../../src/core/scoring/rules';

function run(items: Record<string, number>, params: Record<string, unknown> = {}) {
  return findRule('packYears')!({
    items: new Map(Object.entries(items)),
    scores: new Map(),
    answers: new Map(),
    params: { perDayItem: 'perDay', yearsItem: 'years', ...params },
  });
}

describe('packYears rule (USPSTF 2021: packs a day x years smoked, 20 cigarettes a pack)', () => {
  it('is registered under its name', () => {
    expect(ruleNames()).toContain('packYears');
  });

  it.each([
    [20, 20, 20],
    [10, 40, 20],
    [40, 10, 20],
    [10, 39, 19.5],
    [19, 20, 19],
    [21, 20, 21],
    [5, 30, 7.5],
    [30, 35, 52.5],
  ])('%i cigarettes a day for %i years is %d pack-years', (perDay, years, expected) => {
    expect(run({ perDay, years })).toBe(expected);
  });

  it('lands exactly on 20 where a divide-first sum would not (8 a day for 50 years)', () => {
    expect(run({ perDay: 8, years: 50 })).toBe(20);
    expect(run({ perDay: 7, years: 60 })).toBe(21);
  });

  it('gives 0 for a never-smoker, whose two questions were skipped', () => {
    expect(run({ perDay: 0, years: 0 })).toBe(0);
    expect(run({ perDay: 20, years: 0 })).toBe(0);
  });

  it('takes another pack size when a fixture names one', () => {
    expect(run({ perDay: 10, years: 10 }, { packSize: 10 })).toBe(10);
  });

  it('refuses a fixture that names a question it does not have', () => {
    expect(() => run({ perDay: 10 })).toThrow(/packYears/);
  });
});
