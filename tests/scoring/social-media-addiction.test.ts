import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath } from '../helpers/fixtures';

const bsmas = fixtureByCode('DA-002');
const answerTexts = ['Very rarely', 'Rarely', 'Sometimes', 'Often', 'Very often'];

/** Answers with these item values (1 very rarely ... 5 very often) for items 1-6. */
function score(values: number[]) {
  const picks = Object.fromEntries(values.map((value, index) => [`q${index + 1}`, answerTexts[value - 1]!]));
  return scoreAnswers(bsmas, walkPath(bsmas, picks));
}

const often = "Questions answered 'often' or 'very often' (of 6)";

describe('DA-002 Bergen Social Media Addiction Scale', () => {
  it('sums six items of 1-5 into 6-30', () => {
    expect(score([1, 1, 1, 1, 1, 1])).toMatchObject({ totalScore: 6, expectedTotalScore: 30 });
    expect(score([5, 5, 5, 5, 5, 5])).toMatchObject({ totalScore: 30, expectedTotalScore: 30 });
    expect(score([1, 2, 3, 4, 5, 1]).totalScore).toBe(16);
  });

  // Bányai 2017: 19 or more is "at risk"; each pair sits either side of it with fewer than four often answers.
  it.each([
    [[3, 3, 3, 3, 3, 3], 18, 'Low Risk of Dependence'],
    [[3, 3, 3, 3, 3, 4], 19, 'Moderate Risk of Dependence'],
    [[5, 5, 4, 2, 1, 1], 18, 'Low Risk of Dependence'],
    [[5, 5, 5, 2, 1, 1], 19, 'Moderate Risk of Dependence'],
    [[5, 5, 5, 3, 3, 3], 24, 'Moderate Risk of Dependence'],
  ])('items %j: total %i is "%s"', (values, total, grade) => {
    expect(score(values)).toMatchObject({ totalScore: total, grade });
  });

  // Andreassen's polythetic rule: 'often' or 'very often' on at least four of six, whatever the total.
  it.each([
    [[4, 4, 4, 2, 2, 2], 18, 3, 'Low Risk of Dependence'],
    [[4, 4, 4, 4, 1, 1], 18, 4, 'High Risk of Dependence'],
    [[5, 5, 5, 3, 3, 3], 24, 3, 'Moderate Risk of Dependence'],
    [[5, 5, 5, 4, 3, 3], 25, 4, 'High Risk of Dependence'],
  ])('items %j (total %i, %i often) are "%s"', (values, total, count, grade) => {
    const result = score(values);
    expect(result).toMatchObject({ totalScore: total, grade });
    expect(result.subscaleScores?.[often]).toBe(count);
  });

  it("counts only 'often' and 'very often', not 'sometimes', towards the rule", () => {
    const result = score([3, 3, 3, 3, 3, 3]);
    expect(result.subscaleScores?.[often]).toBe(0);
    expect(result.grade).toBe('Low Risk of Dependence');
  });

  it('gives Kenyan help lines from the moderate band up, and says the result is not a diagnosis', () => {
    expect(score([1, 1, 1, 1, 1, 1]).nextSteps).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/1199/)]),
    );
    for (const values of [
      [3, 3, 3, 3, 3, 4],
      [4, 4, 4, 4, 4, 4],
    ]) {
      expect(score(values).nextSteps).toEqual(expect.arrayContaining([expect.stringMatching(/1199.*116/)]));
    }
    expect(score([4, 4, 4, 4, 4, 4]).description).toMatch(/not a diagnosis/);
  });

  it('records the unresolved licence honestly', () => {
    expect(bsmas.instrument.licence).toMatch(/NOT CLEARED/);
  });
});
