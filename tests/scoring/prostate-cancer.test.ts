import { describe, expect, it } from 'vitest';

import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';
import { aloneResult, calmestSample, signOptions } from '../helpers/signAlone';

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
const twoNotEarly = "Yes, two or more of them, but not two diagnosed before 65 (or I don't know their ages)";
const twoEarly = 'Yes, two or more of them, and at least two were diagnosed before 65';

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
    [39, twoEarly, /usually discussed/],
    [40, twoEarly, /pros and cons of a PSA/],
    [40, twoNotEarly, /usually discussed/],
    [45, twoNotEarly, /pros and cons of a PSA/],
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
    expect(score(0, { otherSigns: [sign] })).toMatchObject({ grade: 'See a doctor soon', urgency: 'soon' });
  });

  it.each([
    ['I cannot pass urine at all, and my lower belly is painful or swollen', 'See a doctor now', 'emergency'],
    ['Fever or shivering with pain or burning when passing urine', 'See a doctor today', 'today'],
  ])('"%s" is "%s" (%s), its action first', (sign, grade, urgency) => {
    const result = score(25, { urgent: [sign], otherSigns: ['Blood in my urine or semen'] });
    expect(result).toMatchObject({ grade, urgency });
    expect((result.nextSteps as string[])[0]).toMatch(
      urgency === 'today' ? /^See a doctor today/ : /^Go to the nearest hospital/,
    );
  });

  it('says plainly, before and after, that it is not a cancer test', () => {
    expect(fixture.form.instructions.join(' ')).toMatch(/NOT a test for prostate cancer/);
    expect(fixture.form.disclaimer).toMatch(/not a test for prostate cancer/);
    expect(fixture.card.description).toMatch(/not a test for prostate cancer/);
  });
});

describe('LD-008 warning signs (Contract 2)', () => {
  const signs = signOptions(fixture);

  it('gives every warning sign a catalogue id', () => {
    expect(Object.fromEntries(signs.map(([, , option]) => [option.text, option.sign]))).toEqual({
      'I cannot pass urine at all, and my lower belly is painful or swollen': 'urinary-retention',
      'Fever or shivering with pain or burning when passing urine': 'fever-with-urinary-pain',
      'Blood in my urine or semen': 'blood-in-urine-or-semen',
      "New pain in my back, hips or bones that doesn't go away": 'bone-pain-persistent',
      'Weight loss without trying': 'weight-loss-unexplained',
    });
    for (const [, , option] of signs)
      expect(catalogue.warningSigns.has(option.sign!), option.sign).toBe(true);
  });

  it('gives a sign to every scored option of a question that asks about signs', () => {
    for (const question of fixture.form.questions) {
      if (!question.options.some((option) => option.sign)) continue;
      for (const option of question.options.filter((candidate) => candidate.score !== 0))
        expect(option.sign, `${question.id}: ${option.text}`).toBeDefined();
    }
  });

  // Each sign alone is checked for every test by tests/fixtures/urgency.test.ts, from the calmest sample.
  it('grades a sign alone as a checklist action, not a validated score, from a calmest sample scoring 0', () => {
    expect(calmestSample(fixture).expect.totalScore).toBe(0);
    for (const [, question, option] of signs)
      expect(aloneResult(fixture, question, option)!.validated, option.text).toBe(false);
  });

  it('keeps the IPSS bands validated (Barry 1992) and the sign bands not', () => {
    expect(fixture.scoring.grading.bands.map((band) => [band.grade, band.validated, band.urgency])).toEqual([
      ['Mild urinary symptoms', true, 'none'],
      ['Moderate urinary symptoms', true, 'routine'],
      ['Severe urinary symptoms', true, 'soon'],
      ['See a doctor soon', false, 'soon'],
      ['See a doctor today', false, 'today'],
      ['See a doctor now', false, 'emergency'],
    ]);
  });
});

describe('LD-008 review findings (2026-11)', () => {
  it('the ACS family rule keeps "at an early age": more than one father, brother or son diagnosed before 65 means a PSA talk from 40; two or more without that, from 45', () => {
    const family = fixture.form.questions.find((question) => question.id === 'family')!;
    expect(family.options.map((option) => option.text)).toEqual(
      expect.arrayContaining([twoEarly, twoNotEarly]),
    );
    expect(family.options.map((option) => option.text)).not.toContain('Yes, two or more of them');
    const early = score(3, { age: 42, family: twoEarly });
    expect([early.nextSteps].flat().join(' ')).toMatch(/pros and cons of a PSA/);
    expect((early.healthRisks ?? []).join(' ')).toMatch(/at an early age \(before 65\)/);
    const notEarly = score(3, { age: 42, family: twoNotEarly });
    const advice = [notEarly.nextSteps].flat().join(' ');
    expect(advice).not.toMatch(/pros and cons of a PSA/);
    expect(advice).toMatch(
      /from 40 for men with more than one father, brother or son diagnosed with prostate cancer at an early age \(before 65\)/,
    );
  });

  it('cites the American Cancer Society rule with "at an early age"', () => {
    const references = fixture.instrument.cutoffReferences.map((entry) => entry.reference).join('\n');
    expect(references).toMatch(/more than one first-degree relative who had prostate cancer at an early age/);
    expect(references).toMatch(/NICE NG12/);
  });
});
