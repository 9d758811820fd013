import { describe, expect, it } from 'vitest';
import { findRule, type RuleInput } from '../../../src/core/scoring/rules';
import '../../../src/core/scoring/rules/all';

const dailyAverage = findRule('dailyAverage')!;
const params = {
  pairs: [
    { days: 'fruitDays', amount: 'fruitServings' },
    { days: 'vegDays', amount: 'vegServings' },
  ],
};

function context(values: Record<string, number>, custom = params): RuleInput {
  return {
    items: new Map(Object.entries(values)),
    answers: new Map(),
    scores: new Map(),
    params: custom,
  };
}

describe('dailyAverage (WHO STEPS days × servings, over 7 days)', () => {
  it('is registered', () => expect(dailyAverage).toBeTypeOf('function'));

  it.each([
    // fruit days, servings, vegetable days, servings -> servings a day
    [7, 2, 7, 3, 5],
    [7, 1, 7, 2, 3],
    [0, 0, 7, 3, 3],
    [5, 2, 7, 2, 24 / 7],
    [3, 1, 4, 2, 11 / 7],
    [0, 0, 0, 0, 0],
  ])('fruit %d×%d + vegetables %d×%d is %d a day', (fd, fs, vd, vs, perDay) => {
    expect(dailyAverage(context({ fruitDays: fd, fruitServings: fs, vegDays: vd, vegServings: vs }))).toBe(
      perDay,
    );
  });

  it('lands exactly on 3 and 5 a day for 21 and 35 servings a week, and just under for 20 and 34', () => {
    expect(dailyAverage(context({ fruitDays: 7, fruitServings: 3, vegDays: 0, vegServings: 0 }))).toBe(3);
    expect(
      dailyAverage(context({ fruitDays: 5, fruitServings: 4, vegDays: 0, vegServings: 0 })),
    ).toBeLessThan(3);
    expect(dailyAverage(context({ fruitDays: 7, fruitServings: 2, vegDays: 7, vegServings: 3 }))).toBe(5);
    expect(
      dailyAverage(context({ fruitDays: 7, fruitServings: 2, vegDays: 5, vegServings: 4 })),
    ).toBeLessThan(5);
  });

  it('treats missing questions, impossible days and bad params as fixture faults', () => {
    expect(() => dailyAverage(context({ fruitDays: 7 }))).toThrow(/has no value/);
    expect(() =>
      dailyAverage(context({ fruitDays: 8, fruitServings: 1, vegDays: 0, vegServings: 0 })),
    ).toThrow(/8 days a week/);
    expect(() => dailyAverage(context({}, { pairs: [] }))).toThrow(/bad params/);
  });
});
