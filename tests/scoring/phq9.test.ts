import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { chooseScore, chooseScores, fixtureByCode } from '../helpers/fixtures';
import { phq9BandVectors } from '../helpers/phq9';

const phq9 = fixtureByCode('MH-001');

/** PHQ-9 answers whose items 1-9 carry these scores, and the difficulty question this option. */
function answers(items: number[], difficulty = 0) {
  return [...chooseScores(phq9, items), chooseScore(phq9, 'q10', difficulty)];
}

/** Items 1-8 filled up to `total`, item 9 as given. */
function itemsFor(total: number, item9 = 0): number[] {
  const items = Array.from({ length: 8 }, () => 0);
  let rest = total - item9;
  for (let index = 0; rest > 0; index += 1) {
    const add = Math.min(3, rest);
    items[index] = add;
    rest -= add;
  }
  return [...items, item9];
}

describe('PHQ-9 scoring (Kroenke 2001 bands)', () => {
  it.each(phq9BandVectors)('total %i is "%s"', (total, grade) => {
    const result = scoreAnswers(phq9, answers(itemsFor(total)));
    expect(result.totalScore).toBe(total);
    expect(result.expectedTotalScore).toBe(27);
    expect(result.grade).toBe(grade);
    expect(result.description).toBeTruthy();
    expect(result.nextSteps).toBeTruthy();
  });

  it('scores the maximum, 27, as severe', () => {
    const result = scoreAnswers(
      phq9,
      answers(
        Array.from({ length: 9 }, () => 3),
        3,
      ),
    );
    expect(result).toMatchObject({ totalScore: 27, grade: 'Severe depression' });
  });

  it('never adds the difficulty question to the total', () => {
    const easy = scoreAnswers(phq9, answers(itemsFor(7), 0));
    const hard = scoreAnswers(phq9, answers(itemsFor(7), 3));
    expect(easy.totalScore).toBe(7);
    expect(hard.totalScore).toBe(7);
    expect(easy.impact).toMatch(/not made daily life difficult/);
    expect(hard.impact).toMatch(/extremely difficult/);
  });

  it('raises the risk of harm whenever item 9 is above 0, whatever the total', () => {
    for (const item9 of [1, 2, 3]) {
      const result = scoreAnswers(phq9, answers(itemsFor(item9, item9)));
      expect(result.totalScore).toBe(item9);
      expect(result.grade).toBe('Minimal or no depression');
      expect(result.suicideRisk).toMatch(/1199/);
      expect(result.suicideRisk).toMatch(/999 or 112/);
    }
  });

  it('gives no risk-of-harm section when item 9 is 0, even at the highest total without it', () => {
    const result = scoreAnswers(phq9, answers(itemsFor(24, 0)));
    expect(result.suicideRisk).toBeUndefined();
  });

  it('ignores the score the client sends: the server scores from its own options', () => {
    const honest = answers(itemsFor(14));
    const tampered = honest.map((answer) => ({ ...answer, score: 0 }));
    expect(scoreAnswers(phq9, tampered).totalScore).toBe(14);
  });
});
