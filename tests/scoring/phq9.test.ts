import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
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

describe('PHQ-9 urgency as data (Contract 2)', () => {
  it.each([
    [0, 'Minimal or no depression', 0, 'none'],
    [5, 'Mild depression', 1, 'none'],
    [10, 'Moderate depression', 2, 'soon'],
    [15, 'Moderately severe depression', 3, 'soon'],
    [20, 'Severe depression', 4, 'soon'],
  ])('total %i: "%s" is level %i, urgency %s, validated', (total, grade, level, urgency) => {
    const result = scoreAnswers(phq9, answers(itemsFor(total)));
    expect(result).toMatchObject({ grade, level, urgency, validated: true, urgencyReasons: [] });
  });

  it('marks every answer above 0 to item 9 as a crisis option with the self-harm sign', () => {
    const item9 = phq9.form.questions.find((question) => question.id === 'q9')!;
    for (const option of item9.options) {
      expect(option.crisis ?? false, option.text).toBe(option.score > 0);
      expect(option.sign, option.text).toBe(option.score > 0 ? 'self-harm-thoughts' : undefined);
    }
  });

  it('names 1199 and 999 or 112 in the instructions, before any answer is sent', () => {
    const text = phq9.form.instructions.join(' ');
    expect(text).toMatch(/1199/);
    expect(text).toMatch(/999|112/);
  });

  // Review finding (depression a): item 9 above 0 with a low total led with "Keep doing the things that help".
  it.each([1, 2, 3])(
    'item 9 at %i with no other answer leads with the crisis action, never "keep doing what helps"',
    (item9) => {
      const result = scoreAnswers(phq9, answers(itemsFor(item9, item9)));
      expect(result.urgency).toBe('emergency');
      expect(result.urgencyReasons).toEqual([
        expect.stringMatching(/better off dead, or of hurting yourself/),
      ]);
      const steps = result.nextSteps as string[];
      expect(steps[0]).toMatch(/1199/);
      expect(steps[0]).toMatch(/999 or 112/);
      expect(steps[1]).toMatch(/matters more than the total/);
      expect(steps.some((step) => /^Keep doing/i.test(step))).toBe(false);
    },
  );

  // The riskiest answer sets: each with the lowest total that reaches it.
  it.each([
    ['item 9 "Several days" alone', itemsFor(1, 1), 'emergency'],
    ['item 9 "Nearly every day" alone', itemsFor(3, 3), 'emergency'],
    ['item 9 with a mild total', itemsFor(9, 1), 'emergency'],
    ['severe total without item 9', itemsFor(24, 0), 'soon'],
    ['moderate total without item 9', itemsFor(10, 0), 'soon'],
  ])('%s (items %j): urgency %s', (_name, items, urgency) => {
    const result = scoreAnswers(phq9, answers(items));
    expect(result.urgency).toBe(urgency);
    if (urgency === 'emergency') expect(result.suicideRisk).toMatch(/1199/);
  });
});
