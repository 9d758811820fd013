import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const habits = fixtureByCode('GW-001');
const HEALTHY = 'Healthy habits in most areas';
const SOME = 'Some habits to work on';
const SEVERAL = 'Several habits to work on';

/** Every habit at its best (16), changed as given; "No" to smoking or alcohol skips the follow-up. */
function answers(changes: Record<string, Pick> = {}) {
  return walkPath(habits, {
    smoke: 'No',
    otherTobacco: 'No',
    alcohol: 'No',
    activeDays: '5 to 7 days',
    sitting: 'Less than 6 hours',
    fruitVeg: '5 or more servings',
    salt: 'Never',
    sleep: '7 to 9 hours',
    stress: 'Never',
    ...changes,
  });
}
const score = (changes: Record<string, Pick> = {}) => scoreAnswers(habits, answers(changes));
const SMOKER = { smoke: 'Yes', smokeDaily: 'No' };
const DRINKER = (times: number) => ({ alcohol: 'Yes', heavyDrinking: times });

describe('GW-001 lifestyle habits: points per habit (0-2 each)', () => {
  it.each<[string, number, Record<string, Pick>]>([
    ['no tobacco, no alcohol, every habit at its best', 16, {}],
    ['smokes, not daily', 14, SMOKER],
    ['smokes daily (daily smoking is asked, not scored)', 14, { smoke: 'Yes', smokeDaily: 'Yes' }],
    ['uses other tobacco or nicotine only', 14, { otherTobacco: 'Yes' }],
    ['smokes and uses other tobacco: still 0 for the habit', 14, { ...SMOKER, otherTobacco: 'Yes' }],
    ['drinks, 0 heavy episodes', 15, DRINKER(0)],
    ['drinks, 1 heavy episode', 14, DRINKER(1)],
    ['drinks, 30 heavy episodes', 14, DRINKER(30)],
    ['3 or 4 active days', 15, { activeDays: '3 or 4 days' }],
    ['0 to 2 active days', 14, { activeDays: '0 to 2 days' }],
    ['sitting 6 to 8 hours', 15, { sitting: '6 to 8 hours' }],
    ['sitting more than 8 hours', 14, { sitting: 'More than 8 hours' }],
    ['3 or 4 servings', 15, { fruitVeg: '3 or 4 servings' }],
    ['0 to 2 servings', 14, { fruitVeg: '0 to 2 servings' }],
    ['salt rarely', 16, { salt: 'Rarely' }],
    ['salt sometimes', 15, { salt: 'Sometimes' }],
    ['salt often', 14, { salt: 'Often' }],
    ['salt always', 14, { salt: 'Always' }],
    ['sleep 6 to under 7 hours', 15, { sleep: '6 to less than 7 hours' }],
    ['sleep more than 9 hours', 15, { sleep: 'More than 9 hours' }],
    ['sleep less than 6 hours', 14, { sleep: 'Less than 6 hours' }],
    ['stress rarely', 16, { stress: 'Rarely' }],
    ['stress sometimes', 15, { stress: 'Sometimes' }],
    ['stress often', 14, { stress: 'Often' }],
    ['stress very often', 14, { stress: 'Very often' }],
  ])('%s: %i', (_name, total, changes) => {
    expect(score(changes).totalScore).toBe(total);
  });
});

describe('GW-001 lifestyle habits: bands (Kipimo-defined)', () => {
  it.each<[number, string, Record<string, Pick>]>([
    [16, HEALTHY, {}],
    [13, HEALTHY, { ...SMOKER, salt: 'Sometimes' }],
    [
      12,
      SOME,
      { ...DRINKER(0), activeDays: '3 or 4 days', sitting: '6 to 8 hours', sleep: '6 to less than 7 hours' },
    ],
    [
      8,
      SOME,
      {
        ...DRINKER(1),
        activeDays: '0 to 2 days',
        sitting: 'More than 8 hours',
        fruitVeg: '3 or 4 servings',
        stress: 'Sometimes',
      },
    ],
    [
      7,
      SEVERAL,
      {
        ...DRINKER(1),
        activeDays: '0 to 2 days',
        sitting: 'More than 8 hours',
        fruitVeg: '3 or 4 servings',
        stress: 'Sometimes',
        salt: 'Sometimes',
      },
    ],
    [
      0,
      SEVERAL,
      {
        ...SMOKER,
        otherTobacco: 'Yes',
        ...DRINKER(4),
        activeDays: '0 to 2 days',
        sitting: 'More than 8 hours',
        fruitVeg: '0 to 2 servings',
        salt: 'Always',
        sleep: 'Less than 6 hours',
        stress: 'Very often',
      },
    ],
  ])('total %i: "%s"', (total, grade, changes) => {
    const result = score(changes);
    expect(result.totalScore).toBe(total);
    expect(result.expectedTotalScore).toBe(16);
    expect(result.grade).toBe(grade);
    expect(result.description).toMatch(/not a validated score/);
  });
});

describe('GW-001 lifestyle habits: problem areas', () => {
  it('lists none when every habit is at its best', () => {
    expect(score().problemAreas).toBeUndefined();
  });

  it('always puts tobacco first, even in the top band, with quitting help first in the next steps', () => {
    const result = score({ ...SMOKER, salt: 'Always', sleep: 'Less than 6 hours' });
    expect(result.grade).toBe(SOME);
    expect(result.problemAreas?.[0]).toMatch(/^You use tobacco or nicotine/);
    expect((result.nextSteps as string[])[0]).toMatch(/^Quitting tobacco/);
    const top = score({ otherTobacco: 'Yes' });
    expect(top.grade).toBe(HEALTHY);
    expect(top.problemAreas).toEqual([expect.stringMatching(/^You use tobacco or nicotine/)]);
  });

  it('always lists a heavy drinking episode, even in the top band, and points drinkers to the AUDIT', () => {
    const heavy = score(DRINKER(1));
    expect(heavy.grade).toBe(HEALTHY);
    expect(heavy.problemAreas).toEqual([expect.stringMatching(/^Heavy drinking episodes/)]);
    expect(heavy.nextSteps).toContain(
      'Take the Alcohol (AUDIT) Screening Test for a closer look at your drinking.',
    );
    const light = score(DRINKER(0));
    expect(light.problemAreas).toEqual(['You drink alcohol. Less is better for health.']);
    expect(score().nextSteps).not.toContain(
      'Take the Alcohol (AUDIT) Screening Test for a closer look at your drinking.',
    );
  });

  it.each<[string, Record<string, Pick>, RegExp | null]>([
    ['3 or 4 active days', { activeDays: '3 or 4 days' }, null],
    ['0 to 2 active days', { activeDays: '0 to 2 days' }, /Fewer than 3 active days/],
    ['6 to 8 hours sitting', { sitting: '6 to 8 hours' }, null],
    ['over 8 hours sitting', { sitting: 'More than 8 hours' }, /More than 8 hours a day sitting/],
    ['3 or 4 servings', { fruitVeg: '3 or 4 servings' }, null],
    ['0 to 2 servings', { fruitVeg: '0 to 2 servings' }, /Two or fewer servings/],
    ['salt sometimes', { salt: 'Sometimes' }, null],
    ['salt often', { salt: 'Often' }, /Often adding salt/],
    ['sleep 6 to under 7 hours', { sleep: '6 to less than 7 hours' }, null],
    ['sleep under 6 hours', { sleep: 'Less than 6 hours' }, /less than 6 hours of sleep/],
    ['sleep over 9 hours', { sleep: 'More than 9 hours' }, /more than 9 hours of sleep/],
    ['stress sometimes', { stress: 'Sometimes' }, null],
    ['stress often', { stress: 'Often' }, /Frequent stress symptoms/],
  ])('%s', (_name, changes, area) => {
    const result = score(changes);
    if (area) expect(result.problemAreas).toEqual([expect.stringMatching(area)]);
    else expect(result.problemAreas).toBeUndefined();
  });
});

describe('GW-001 lifestyle habits: branching', () => {
  it('skips daily smoking after "No" to smoking, and heavy drinking after "No" to alcohol', () => {
    expect(answers().map((answer) => answer.questionId)).toEqual([
      'smoke',
      'otherTobacco',
      'alcohol',
      'activeDays',
      'sitting',
      'fruitVeg',
      'salt',
      'sleep',
      'stress',
    ]);
    expect(answers({ ...SMOKER, ...DRINKER(2) }).map((answer) => answer.questionId)).toContain(
      'heavyDrinking',
    );
  });
});
