import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { chooseScores, fixtureByCode } from '../helpers/fixtures';

const mspss = fixtureByCode('MH-005');

function score(items: number[]) {
  return scoreAnswers(mspss, chooseScores(mspss, items));
}

/** Twelve answers (1-7) adding up to `sum`, spread as evenly as possible. */
function itemsSumming(sum: number): number[] {
  return Array.from({ length: 12 }, (_, index) => Math.floor(sum / 12) + (index < sum % 12 ? 1 : 0));
}

describe('MSPSS total: the mean of the 12 items, out of 7 (Zimet ranges, split at 6)', () => {
  it.each([
    [12, 1, 'Low Social Support'],
    [35, 2.92, 'Low Social Support'],
    [36, 3, 'Moderate Social Support'],
    [60, 5, 'Moderate Social Support'],
    [61, 5.08, 'High Social Support'],
    [71, 5.92, 'High Social Support'],
    [72, 6, 'Very High Social Support'],
    [84, 7, 'Very High Social Support'],
  ])('sum %i, mean %s is "%s"', (sum, mean, grade) => {
    const result = score(itemsSumming(sum));
    expect(result).toMatchObject({ totalScore: mean, expectedTotalScore: 7, grade });
  });

  it('expects a total of 7, the highest possible mean', () => {
    const top = score(Array.from({ length: 12 }, () => 7));
    expect(top.totalScore).toBe(mspss.form.expectedTotalScore);
  });

  it('rounds the mean to 2 places (37 / 12 = 3.0833...)', () => {
    expect(score(itemsSumming(37)).totalScore).toBe(3.08);
  });

  it('keeps the spec’s label spelling exactly', () => {
    expect(mspss.scoring.grading.bands.map((band) => band.grade)).toEqual([
      'Low Social Support',
      'Moderate Social Support',
      'High Social Support',
      'Very High Social Support',
    ]);
  });

  it('says which ranges are the author’s and which split is our own', () => {
    expect(score(itemsSumming(72)).overallInterpretation).toMatch(
      /split between high and very high support at 6 is our own/,
    );
  });
});

describe('MSPSS subscales (Zimet 1988)', () => {
  it('averages Significant Other (1, 2, 5, 10), Family (3, 4, 8, 11) and Friends (6, 7, 9, 12)', () => {
    //            1  2  3  4  5  6  7  8  9 10 11 12
    const items = [7, 6, 1, 2, 5, 4, 4, 3, 5, 6, 1, 4];
    const result = score(items);
    expect(result.subscaleScores).toEqual({ 'Significant Other': 6, Family: 1.75, Friends: 4.25 });
    expect(result.totalScore).toBe(4);
    expect(result.grade).toBe('Moderate Social Support');
  });

  it('shows strong support from one source even when the total is only moderate', () => {
    const items = [7, 7, 1, 1, 7, 1, 1, 1, 1, 7, 1, 1];
    const result = score(items);
    expect(result).toMatchObject({ totalScore: 3, grade: 'Moderate Social Support' });
    expect(result.subscaleScores).toMatchObject({ 'Significant Other': 7, Family: 1, Friends: 1 });
  });
});
