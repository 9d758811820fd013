import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-008');
const frequency = [
  'Not at all',
  'Less than 1 time in 5',
  'Less than half the time',
  'About half the time',
  'More than half the time',
  'Almost always',
];
const nocturia = ['None', '1 time', '2 times', '3 times', '4 times', '5 or more times'];
const symptomIds = ['incompleteEmptying', 'frequency', 'intermittency', 'urgency', 'weakStream', 'straining'];

/** IPSS items 1-7 filled up to `total`, 5 points at a time. */
function picksFor(total: number): Record<string, Pick> {
  const values = Array.from({ length: 7 }, (_, index) => Math.max(0, Math.min(5, total - index * 5)));
  return {
    ...Object.fromEntries(symptomIds.map((id, index) => [id, frequency[values[index]!]!])),
    nocturia: nocturia[values[6]!]!,
  };
}

const score = (total: number, picks: Record<string, Pick> = {}) =>
  scoreAnswers(fixture, walkPath(fixture, { age: 40, ...picksFor(total), ...picks }));

describe('LD-008 IPSS urinary symptoms (not a cancer test)', () => {
  it.each([
    [0, 'Mild urinary symptoms'],
    [7, 'Mild urinary symptoms'],
    [8, 'Moderate urinary symptoms'],
    [19, 'Moderate urinary symptoms'],
    [20, 'Severe urinary symptoms'],
    [35, 'Severe urinary symptoms'],
  ])('IPSS %i is "%s" (Barry 1992: 0-7, 8-19, 20-35)', (total, grade) => {
    const result = score(total);
    expect(result).toMatchObject({ totalScore: total, expectedTotalScore: 35, grade });
    expect(result.description).toMatch(/not a test for prostate cancer/);
  });

  it('reports quality of life apart, never in the total, and words its impact', () => {
    const delighted = score(10, { qualityOfLife: 'Delighted' });
    const terrible = score(10, { qualityOfLife: 'Terrible' });
    expect(delighted.totalScore).toBe(10);
    expect(terrible.totalScore).toBe(10);
    const label = 'Quality of life due to urinary symptoms (0 delighted to 6 terrible)';
    expect(delighted.subscaleScores?.[label]).toBe(0);
    expect(terrible.subscaleScores?.[label]).toBe(6);
    expect(delighted.impact).toMatch(/delighted/);
    expect(terrible.impact).toMatch(/terrible.*see a doctor soon/);
  });

  it.each([
    [44, "No, or I don't know", /usually discussed from age 45/],
    [45, "No, or I don't know", /pros and cons of a PSA/],
    [39, 'Yes, two or more of them', /usually discussed/],
    [40, 'Yes, two or more of them', /pros and cons of a PSA/],
    [40, 'Yes, one of them, diagnosed before 65', /usually discussed/],
  ])('age %i, family "%s": PSA advice %s', (age, family, advice) => {
    const result = score(3, { age, family });
    expect(result.nextSteps).toEqual(expect.arrayContaining([expect.stringMatching(advice)]));
    expect([result.nextSteps].flat().join(' ')).not.toMatch(/routine PSA screening is recommended/i);
  });

  it.each([
    'Blood in my urine or semen',
    "New pain in my back, hips or bones that doesn't go away",
    'Weight loss without trying',
  ])('"%s" is "See a doctor soon", whatever the score', (sign) => {
    expect(score(0, { otherSigns: [sign] }).grade).toBe('See a doctor soon');
  });

  it.each([
    'I cannot pass urine at all, and my lower belly is painful or swollen',
    'Fever or shivering with pain or burning when passing urine',
  ])('"%s" is "See a doctor now", first in the next steps', (sign) => {
    const result = score(25, { urgent: [sign], otherSigns: ['Blood in my urine or semen'] });
    expect(result.grade).toBe('See a doctor now');
    expect(result.nextSteps?.[0]).toMatch(
      /^See a doctor now: go to the nearest hospital, or call 999 or 112/,
    );
  });

  it('says plainly, before and after, that it is not a cancer test', () => {
    expect(fixture.form.instructions.join(' ')).toMatch(/NOT a test for prostate cancer/);
    expect(fixture.form.disclaimer).toMatch(/not a test for prostate cancer/);
    expect(fixture.card.description).toMatch(/not a test for prostate cancer/);
  });
});
