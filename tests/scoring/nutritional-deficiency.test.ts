import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('DN-002');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));

const woman = { q1: 'Woman, not pregnant' };
const heavy =
  'Heavy: I change a pad every 1 to 2 hours, pass clots bigger than a coin, or bleed for more than 8 days';
const ironSigns = [
  'Very tired or weak',
  'Short of breath on light effort, such as climbing stairs or walking',
  'Dizzy or light-headed',
  'Heart racing or pounding',
];

describe('DN-002 nutritional deficiency checklist (action grades, no validated band)', () => {
  it.each([
    ['iron 1 (one symptom)', { q3: ironSigns.slice(0, 1) }, 'Low risk'],
    ['iron 2 (two symptoms)', { q3: ironSigns.slice(0, 2) }, 'A check-up would help'],
    ['iron 3', { q3: ironSigns.slice(0, 3) }, 'A check-up would help'],
    ['iron 4', { q3: ironSigns }, 'See a doctor soon'],
    ['vitamin A 1 (leaves some days)', { q5: 'Some days each week' }, 'Low risk'],
    ['vitamin A 2 (night blindness)', { q6: 'Yes' }, 'A check-up would help'],
    ['B12 1 (over 50)', { q9: ['I am over 50'] }, 'Low risk'],
    [
      'B12 2 (over 50, metformin)',
      { q9: ['I am over 50', 'I take metformin for diabetes'] },
      'A check-up would help',
    ],
    ['numbness or sore tongue', { q10: 'Yes' }, 'See a doctor soon'],
    ['goitre', { q8: 'Yes' }, 'See a doctor soon'],
    ['non-iodised salt alone', { q7: "Rock salt, salt that is not iodised, or I don't know" }, 'Low risk'],
    ['heavy periods without a symptom', { ...woman, q2: heavy }, 'A check-up would help'],
    [
      'heavy periods with one symptom',
      { ...woman, q2: heavy, q3: ironSigns.slice(0, 1) },
      'See a doctor soon',
    ],
    [
      'pregnant with one symptom (iron 2)',
      { q1: 'Woman, pregnant', q3: ironSigns.slice(0, 1) },
      'A check-up would help',
    ],
  ])('%s gives "%s"', (_name, picks, grade) => {
    expect(score(picks).grade).toBe(grade);
  });

  it.each([
    'Chest pain',
    'Fainting',
    'Breathless even when resting',
    'Black, tarry stool, or vomiting blood',
  ])('a care-today sign (%s) gives "See a doctor now" first, whatever else is ticked', (sign) => {
    const result = score({ q11: [sign], q8: 'Yes', q3: ironSigns });
    expect(result.grade).toBe('See a doctor now');
    expect((result.nextSteps as string[])[0]).toMatch(/^See a doctor now/);
    expect((result.nextSteps as string[])[0]).toMatch(/999 or 112/);
  });

  it('counts signs and habits as the total and reports points per nutrient', () => {
    const result = score({
      ...woman,
      q2: heavy,
      q3: ironSigns.slice(0, 2),
      q4: 'Rarely or never',
      q6: 'Yes',
    });
    expect(result.totalScore).toBe(2 + 2 + 2 + 2);
    expect(result.expectedTotalScore).toBe(29);
    expect(result.subscaleScores).toMatchObject({
      'Iron: signs and habits (of 11)': 6,
      'Vitamin A: signs and habits (of 4)': 2,
      'Vitamin B12: signs and habits (of 9)': 2,
    });
    expect(result.healthRisks).toEqual(
      expect.arrayContaining([expect.stringMatching(/low iron/), expect.stringMatching(/vitamin A/)]),
    );
  });

  it('skips the periods question for men, and tells pregnant women to keep taking iron and folic acid', () => {
    expect(walkPath(fixture, { q1: 'Man' }).map((answer) => answer.questionId)).not.toContain('q2');
    expect(score({ q1: 'Woman, pregnant' }).overallInterpretation).toMatch(/iron and folic acid/);
  });

  it('says the checklist has no validated score', () => {
    expect(score({}).description).toMatch(/no validated score/);
  });
});
