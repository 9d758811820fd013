import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath } from '../helpers/fixtures';

const sas = fixtureByCode('DA-001');
const scale = ['Strongly disagree', 'Disagree', 'Weakly disagree', 'Weakly agree', 'Agree', 'Strongly agree'];
const LOWER = 'Lower level of problematic smartphone use';
const POSSIBLE = 'Possible problematic smartphone use';

/** Ten item values (1-6) as answer texts, after the unscored choice of level. */
function answers(values: number[], sex = 'Male') {
  return walkPath(sas, {
    sex,
    ...Object.fromEntries(values.map((value, index) => [`q${index + 1}`, scale[value - 1]!])),
  });
}

/** Ten values of 1-3 adding up to a total of 10-30, or of 3-4 for 31-40 (no item reaches 'Agree'). */
function spread(total: number): number[] {
  const base = Math.floor(total / 10);
  return Array.from({ length: 10 }, (_, index) => (index < total % 10 ? base + 1 : base));
}

describe('DA-001 SAS-SV (Kwon 2013): cut-offs 31 for males, 33 for females', () => {
  it.each([
    ['Male', 10, LOWER],
    ['Male', 30, LOWER],
    ['Male', 31, POSSIBLE],
    ['Male', 60, POSSIBLE],
    ['Female', 30, LOWER],
    ['Female', 31, LOWER],
    ['Female', 32, LOWER],
    ['Female', 33, POSSIBLE],
    ['Female', 60, POSSIBLE],
    ['Prefer not to say', 30, LOWER],
    ['Prefer not to say', 31, POSSIBLE],
    ['Prefer not to say', 33, POSSIBLE],
  ])('%s, total %i: "%s"', (sex, total, grade) => {
    const values = total === 60 ? Array.from({ length: 10 }, () => 6) : spread(total);
    const result = scoreAnswers(sas, answers(values, sex));
    expect(result.totalScore).toBe(total);
    expect(result.expectedTotalScore).toBe(60);
    expect(result.grade).toBe(grade);
  });

  it('does not add the level question to the total', () => {
    expect(scoreAnswers(sas, answers(spread(20), 'Female')).totalScore).toBe(20);
  });

  it('scores each item 1 (Strongly disagree) to 6 (Strongly agree), with no reverse items', () => {
    for (let item = 1; item <= 10; item += 1) {
      const values = Array.from({ length: 10 }, (_, index) => (index + 1 === item ? 6 : 1));
      expect(scoreAnswers(sas, answers(values)).totalScore).toBe(15);
    }
  });

  it('lists an item answered Agree or Strongly agree as a problem area, not Weakly agree', () => {
    const values = [4, 5, 6, 1, 1, 1, 1, 1, 5, 1];
    expect(scoreAnswers(sas, answers(values)).problemAreas).toEqual([
      'Phone use making it hard to concentrate on work or studies.',
      'Wrist or neck pain while using your phone: take breaks and hold the phone closer to eye level.',
      'Using your phone for longer than you meant to.',
    ]);
    expect(scoreAnswers(sas, answers(Array.from({ length: 10 }, () => 4))).problemAreas).toBeUndefined();
  });

  it('never calls the visitor addicted: the result says "possible problematic use"', () => {
    const result = scoreAnswers(sas, answers(Array.from({ length: 10 }, () => 6)));
    expect(JSON.stringify(result)).not.toMatch(/addict/i);
    for (const band of sas.scoring.grading.bands) {
      expect(JSON.stringify(band)).not.toMatch(/addict/i);
    }
    expect(result.description).toMatch(/in the original study/);
  });

  it('credits Kwon et al. 2013 under CC BY on the test page', () => {
    expect(sas.form.instructions.join(' ')).toMatch(
      /Kwon M, Kim D-J, Cho H and Yang S.*Creative Commons Attribution/,
    );
  });
});
