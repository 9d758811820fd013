import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { chooseScores, chooseText, fixtureByCode } from '../helpers/fixtures';

const gad7 = fixtureByCode('MH-002');

/** Item scores (0-3) for items 1-7 that add up to `total`, filled from item 1. */
function itemsFor(total: number): number[] {
  const items = Array.from({ length: 7 }, () => 0);
  let rest = total;
  for (let index = 0; rest > 0; index += 1) {
    items[index] = Math.min(3, rest);
    rest -= items[index]!;
  }
  return items;
}

function answers(items: number[], difficulty = 'Not difficult at all') {
  return [...chooseScores(gad7, items), chooseText(gad7, 'q8', difficulty)];
}

describe('GAD-7 scoring (Spitzer 2006 cut points 5, 10, 15)', () => {
  it.each([
    [0, 'Minimal or no anxiety'],
    [4, 'Minimal or no anxiety'],
    [5, 'Mild anxiety'],
    [9, 'Mild anxiety'],
    [10, 'Moderate anxiety'],
    [14, 'Moderate anxiety'],
    [15, 'Severe anxiety'],
    [21, 'Severe anxiety'],
  ])('total %i is "%s"', (total, grade) => {
    const result = scoreAnswers(gad7, answers(itemsFor(total)));
    expect(result).toMatchObject({ totalScore: total, expectedTotalScore: 21, grade });
    expect(result.description).toBeTruthy();
    expect(result.nextSteps).toBeTruthy();
  });

  it('sums the seven items whichever items carry the points', () => {
    const result = scoreAnswers(gad7, answers([0, 1, 2, 3, 0, 1, 3]));
    expect(result).toMatchObject({ totalScore: 10, grade: 'Moderate anxiety' });
  });

  it('reports the difficulty question as impact and never adds it to the total', () => {
    const easy = scoreAnswers(gad7, answers(itemsFor(9), 'Not difficult at all'));
    const hard = scoreAnswers(gad7, answers(itemsFor(9), 'Extremely difficult'));
    expect(easy.totalScore).toBe(9);
    expect(hard.totalScore).toBe(9);
    expect(easy.impact).toMatch(/not made daily life difficult/);
    expect(hard.impact).toMatch(/extremely difficult/);
  });

  it('gives the Kenyan crisis lines at the severe level, and no risk-of-harm section (GAD-7 has no such item)', () => {
    const severe = scoreAnswers(gad7, answers(itemsFor(15)));
    expect(JSON.stringify(severe.nextSteps)).toMatch(/1199/);
    expect(severe.suicideRisk).toBeUndefined();
  });

  it('ignores the score the client sends', () => {
    const tampered = answers(itemsFor(12)).map((answer) => ({ ...answer, score: 0 }));
    expect(scoreAnswers(gad7, tampered).totalScore).toBe(12);
  });

  it('records the LOINC panel and total codes', () => {
    expect(gad7.instrument.loinc).toMatchObject({ panel: '69737-5', total: '70274-6' });
  });
});

describe('GAD-7 urgency as data (Contract 2)', () => {
  it.each([
    [0, 'Minimal or no anxiety', 0, 'none'],
    [5, 'Mild anxiety', 1, 'none'],
    [10, 'Moderate anxiety', 2, 'soon'],
    [15, 'Severe anxiety', 4, 'soon'],
    [21, 'Severe anxiety', 4, 'soon'],
  ])('total %i: "%s", level %i, urgency %s, validated', (total, grade, level, urgency) => {
    expect(scoreAnswers(gad7, answers(itemsFor(total)))).toMatchObject({
      grade,
      level,
      urgency,
      validated: true,
      urgencyReasons: [],
    });
  });

  it('names 1199 and 999 or 112 in the instructions, before any answer is sent', () => {
    const text = gad7.form.instructions.join(' ');
    expect(text).toMatch(/1199/);
    expect(text).toMatch(/999 or 112/);
  });

  it('has no crisis option and no warning sign (no GAD-7 item asks about harm)', () => {
    for (const question of gad7.form.questions) {
      for (const option of question.options) expect(option.crisis ?? option.sign).toBeUndefined();
    }
  });
});
