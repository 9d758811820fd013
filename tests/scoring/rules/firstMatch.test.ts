import { describe, expect, it } from 'vitest';
import { findRule } from '../../../src/core/scoring/rules';
import { ruleNames } from '../../../src/core/scoring';

function run(
  params: Record<string, unknown>,
  items: Record<string, number>,
  scores: Record<string, number> = {},
) {
  return findRule('firstMatch')!({
    items: new Map(Object.entries(items)),
    scores: new Map(Object.entries(scores)),
    answers: new Map(),
    params,
  });
}

const levels = {
  cases: [
    { when: { item: 'redFlags', op: 'gte', value: 1 }, value: 3 },
    {
      when: {
        any: [
          { item: 'goitre', op: 'eq', value: 1 },
          { score: 'iron', op: 'gte', value: 4 },
        ],
      },
      value: 2,
    },
    {
      when: {
        all: [
          { item: 'age', op: 'gte', value: 35 },
          { item: 'months', op: 'gte', value: 6 },
        ],
      },
      value: 1,
    },
  ],
  otherwise: 0,
};

describe('firstMatch rule', () => {
  it('is registered under its name', () => {
    expect(ruleNames()).toContain('firstMatch');
  });

  it('gives the value of the first case that holds, in the order written', () => {
    // Every case holds here: the first one wins.
    expect(run(levels, { redFlags: 2, goitre: 1, age: 40, months: 12 }, { iron: 5 })).toBe(3);
    expect(run(levels, { redFlags: 0, goitre: 1, age: 40, months: 12 }, { iron: 0 })).toBe(2);
  });

  it('reads earlier scores as well as items', () => {
    expect(run(levels, { redFlags: 0, goitre: 0, age: 20, months: 0 }, { iron: 4 })).toBe(2);
    expect(run(levels, { redFlags: 0, goitre: 0, age: 20, months: 0 }, { iron: 3 })).toBe(0);
  });

  it.each([
    [34, 6, 0],
    [35, 5, 0],
    [35, 6, 1],
  ])('needs every part of an "all" condition (age %i, %i months gives %i)', (age, months, value) => {
    expect(run(levels, { redFlags: 0, goitre: 0, age, months }, { iron: 0 })).toBe(value);
  });

  it('gives "otherwise" when no case holds', () => {
    expect(
      run({ ...levels, otherwise: 7 }, { redFlags: 0, goitre: 0, age: 20, months: 0 }, { iron: 0 }),
    ).toBe(7);
  });

  it('treats a score that is not defined as not holding, like flags do', () => {
    const params = { cases: [{ when: { score: 'later', op: 'gte', value: 0 }, value: 1 }], otherwise: 0 };
    expect(run(params, {})).toBe(0);
  });

  it('rejects params that are not a case list', () => {
    expect(() => run({ cases: [], otherwise: 0 }, {})).toThrow('firstMatch: bad params');
    expect(() =>
      run({ cases: [{ when: { item: 'a', op: 'about', value: 1 }, value: 1 }], otherwise: 0 }, {}),
    ).toThrow('firstMatch: bad params');
    expect(() => run({ cases: [{ when: { item: 'a', op: 'eq', value: 1 }, value: 1 }] }, {})).toThrow(
      'firstMatch: bad params',
    );
  });
});
