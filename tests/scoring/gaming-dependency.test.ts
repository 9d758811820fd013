import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath } from '../helpers/fixtures';

const igds = fixtureByCode('DA-003');
const answerTexts = ['Never', 'Rarely', 'Sometimes', 'Often', 'Very often'];

function score(values: number[]) {
  const picks = Object.fromEntries(values.map((value, index) => [`q${index + 1}`, answerTexts[value - 1]!]));
  return scoreAnswers(igds, walkPath(igds, picks));
}

const veryOften = "Questions answered 'very often' (of 9)";

describe('DA-003 Internet Gaming Disorder Scale, short form (IGDS9-SF)', () => {
  it('sums nine items of 1-5 into 9-45', () => {
    expect(score(Array(9).fill(1))).toMatchObject({
      totalScore: 9,
      expectedTotalScore: 45,
      grade: 'Low Risk of Dependence',
    });
    expect(score(Array(9).fill(5))).toMatchObject({ totalScore: 45, grade: 'High Risk of Dependence' });
  });

  it.each([
    [[3, 3, 2, 2, 2, 2, 2, 2, 2], 20, 'Low Risk of Dependence'],
    [[3, 3, 3, 2, 2, 2, 2, 2, 2], 21, 'Moderate Risk of Dependence'],
    [[4, 4, 4, 4, 3, 3, 3, 3, 3], 31, 'Moderate Risk of Dependence'],
    [[4, 4, 4, 4, 4, 3, 3, 3, 3], 32, 'High Risk of Dependence'],
  ])('items %j: total %i is "%s" (cut-offs 21, ours, and 32, Qin 2020)', (values, total, grade) => {
    expect(score(values)).toMatchObject({ totalScore: total, grade });
  });

  // Five or more 'very often' answers (DSM-5: 5 of 9 criteria) is high whatever the total.
  it.each([
    [[5, 5, 5, 5, 1, 1, 1, 1, 1], 25, 4, 'Moderate Risk of Dependence'],
    [[5, 5, 5, 5, 5, 1, 1, 1, 1], 29, 5, 'High Risk of Dependence'],
    [[5, 5, 5, 5, 2, 1, 1, 1, 1], 26, 4, 'Moderate Risk of Dependence'],
  ])('items %j (total %i, %i very often) are "%s"', (values, total, count, grade) => {
    const result = score(values);
    expect(result).toMatchObject({ totalScore: total, grade });
    expect(result.subscaleScores?.[veryOften]).toBe(count);
  });

  it("does not count 'often' as 'very often'", () => {
    const result = score([4, 4, 4, 4, 4, 1, 1, 1, 1]);
    expect(result.subscaleScores?.[veryOften]).toBe(0);
    expect(result).toMatchObject({ totalScore: 24, grade: 'Moderate Risk of Dependence' });
  });

  it('says the middle band is not a validated cut-off, and gives help lines', () => {
    const result = score([3, 3, 3, 2, 2, 2, 2, 2, 2]);
    expect(result.description).toMatch(/no agreed cut-off/);
    expect(result.nextSteps).toEqual(expect.arrayContaining([expect.stringMatching(/1199/)]));
  });
});
