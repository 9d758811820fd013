import { describe, expect, it } from 'vitest';
import type { ScoredResult } from '../../schemas';
import { AnswerError, scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-002');
const none = ['None of these'];
const dizzy = 'Yes: I often feel dizzy or light-headed, especially when I stand up';
const fainted = 'Yes: I have fainted (passed out) in the last few days';
const onTreatment = 'Yes, and I take medicine for it';
const untreated = "Yes, but I don't take medicine for it";
const allRiskFactors = {
  family: 'Yes',
  weight: 'Yes',
  salt: 'Yes',
  activity: 'No',
  alcohol: 'Yes',
  tobacco: 'Yes',
  conditions: 'Yes',
};

function score(picks: Record<string, Pick>) {
  return scoreAnswers(fixture, walkPath(fixture, { age: 35, emergency: none, ...picks }));
}

/** A visitor not diagnosed, not pregnant, with this reading. */
function reading(systolic: number, diastolic: number, picks: Record<string, Pick> = {}) {
  return score({ readingKnown: 'Yes', systolic, diastolic, ...picks });
}

function sign(id: string) {
  const found = catalogue.warningSigns.get(id);
  if (!found) throw new Error(`No warning sign ${id}`);
  return found;
}

const steps = (result: ScoredResult) =>
  typeof result.nextSteps === 'string' ? [result.nextSteps] : (result.nextSteps ?? []);
/** Everything the result screen says in words. */
const everyText = (result: ScoredResult) =>
  [
    result.grade,
    result.description,
    result.overallInterpretation,
    ...steps(result),
    ...(result.healthRisks ?? []),
    ...(result.urgencyReasons ?? []),
  ].join(' ');

const normal = 'Reading in the normal range';
const normalWithRisks = 'Normal reading, with risk factors';
const raised = 'Raised reading (130 to 139 over 80 to 89)';
const high = 'High reading (140 over 90 or more)';
const veryHigh = 'Very high reading (180 over 120 or more)';
const low = 'Low reading (below 90 over 60)';
const highPregnant = 'High reading in pregnancy';
const severePregnant = 'Severe-range reading in pregnancy';
const warning = 'Warning signs: emergency care needed now';

describe('LD-002 hypertension risk against WHO 2021 thresholds', () => {
  // Both sides of 90/60 (low), 130/80 (raised), 140/90 (WHO high) and 180/120 (very high), each number alone.
  it.each([
    [89, 70, low, 'routine', null],
    [90, 60, normal, 'none', null],
    [110, 59, low, 'routine', null],
    [129, 79, normal, 'none', null],
    [130, 79, raised, 'routine', null],
    [129, 80, raised, 'routine', null],
    [139, 89, raised, 'routine', null],
    [140, 89, high, 'soon', 'bp-high'],
    [139, 90, high, 'soon', 'bp-high'],
    [179, 119, high, 'soon', 'bp-high'],
    [180, 80, veryHigh, 'today', 'bp-very-high'],
    [120, 120, veryHigh, 'today', 'bp-very-high'],
  ])('reading %i/%i with no warning signs is "%s" (%s)', (systolic, diastolic, grade, urgency, id) => {
    const result = reading(systolic, diastolic);
    expect(result).toMatchObject({ grade, urgency, urgencyReasons: id ? [sign(id).reason] : [] });
    if (id) expect(steps(result)[0]).toBe(sign(id).action);
  });

  it.each([
    [139, 89, raised, 'routine', null],
    [140, 89, highPregnant, 'today', 'bp-high-pregnancy'],
    [139, 90, highPregnant, 'today', 'bp-high-pregnancy'],
    [159, 109, highPregnant, 'today', 'bp-high-pregnancy'],
    [160, 100, severePregnant, 'emergency', 'bp-severe-pregnancy'],
    [150, 110, severePregnant, 'emergency', 'bp-severe-pregnancy'],
    [190, 125, severePregnant, 'emergency', 'bp-severe-pregnancy'],
  ])('pregnant with %i/%i is "%s" (%s)', (systolic, diastolic, grade, urgency, id) => {
    const result = reading(systolic, diastolic, { pregnant: 'Yes' });
    expect(result).toMatchObject({ grade, urgency, urgencyReasons: id ? [sign(id).reason] : [] });
    if (id) expect(steps(result)[0]).toBe(sign(id).action);
  });

  it.each([
    [139, 89, 'On treatment: reading below 140 over 90', 'routine'],
    [130, 85, 'On treatment: reading below 140 over 90', 'routine'],
    [140, 80, high, 'soon'],
    [85, 55, low, 'routine'],
  ])('on treatment with %i/%i is "%s"', (systolic, diastolic, grade, urgency) => {
    const result = reading(systolic, diastolic, { diagnosed: onTreatment });
    expect(result).toMatchObject({ grade, urgency });
    if (grade === high) expect(steps(result)[1]).toMatch(/review your medicine/);
    if (grade === low) expect(steps(result)[0]).toMatch(/dose may need changing/);
  });

  it('without a reading asks for one, or for a visit within 2 weeks if diagnosed but untreated', () => {
    expect(score({})).toMatchObject({ grade: 'Reading needed', urgency: 'routine', level: 1 });
    expect(score({}).description).toMatch(/need a blood pressure reading/);
    expect(score({ diagnosed: untreated })).toMatchObject({
      grade: 'Diagnosed, not on treatment',
      urgency: 'soon',
    });
  });

  it('gives one sign, and one action, for each reading', () => {
    for (const [systolic, diastolic, pregnant] of [
      [185, 125, 'No, or this does not apply to me'],
      [185, 125, 'Yes'],
      [165, 105, 'Yes'],
      [150, 95, 'No, or this does not apply to me'],
    ] as const) {
      expect(reading(systolic, diastolic, { pregnant }).urgencyReasons).toHaveLength(1);
    }
  });

  it('shows the grade’s level as the badge, over 4, and the risk-factor count as a subscale score', () => {
    const all = reading(118, 76, { age: 45, ...allRiskFactors });
    expect(all).toMatchObject({ totalScore: 1, expectedTotalScore: 4, level: 1 });
    expect(all.subscaleScores).toEqual({ 'Risk factors for high blood pressure (of 7)': 7 });
    expect(all.healthRisks).toHaveLength(8); // seven factors plus age 40 or older
    for (const result of [
      reading(118, 76),
      reading(150, 95),
      reading(185, 90),
      score({ emergency: ['Sudden confusion'] }),
    ]) {
      expect(result.totalScore).toBe(result.level);
    }
    expect(reading(118, 76).healthRisks).toBeUndefined();
  });

  it('refuses readings outside the question ranges', () => {
    for (const [systolic, diastolic] of [
      [900, 80],
      [59, 80],
      [120, 201],
    ]) {
      expect(() => reading(systolic!, diastolic!)).toThrow(AnswerError);
    }
  });
});

// Review 2026-11, hypertension-risk (a)-(c) and issue 16 items 4 and 5.
describe('LD-002 findings of the clinical review', () => {
  it.each([
    [140, 90],
    [150, 95],
    [159, 109],
  ])(
    'pregnant at %i/%i gets one urgency, today, and no "soon" or "1 to 2 weeks" on the same screen',
    (systolic, diastolic) => {
      for (const diagnosed of ['No', onTreatment, untreated]) {
        for (const extra of [{}, allRiskFactors, { age: 45 }] as Record<string, Pick>[]) {
          const result = reading(systolic, diastolic, { pregnant: 'Yes', diagnosed, ...extra });
          expect(result.urgency).toBe('today');
          expect(result.grade).toBe(highPregnant);
          expect(result.urgencyReasons).toContain(sign('bp-high-pregnancy').reason);
          expect(steps(result)[0]).toBe(sign('bp-high-pregnancy').action);
          expect(everyText(result)).not.toMatch(/\bsoon\b|1 to 2 weeks|within the next \d+ weeks|few weeks/i);
        }
      }
    },
  );

  it('puts the pregnancy action first when another, less urgent sign is raised too', () => {
    const result = reading(150, 95, { pregnant: 'Yes', dizzy });
    expect(result.urgency).toBe('today');
    expect(steps(result)[0]).toBe(sign('bp-high-pregnancy').action);
    expect(result.urgencyReasons?.[0]).toBe(sign('bp-high-pregnancy').reason);
  });

  it('makes a pregnant reading of 160/110 or more an emergency', () => {
    expect(reading(160, 80, { pregnant: 'Yes' }).urgency).toBe('emergency');
    expect(reading(120, 110, { pregnant: 'Yes' }).urgency).toBe('emergency');
    expect(reading(159, 109, { pregnant: 'Yes' }).urgency).toBe('today');
  });

  it('does not call a normal reading with all seven risk factors "low risk", nor show a 7/7 badge next to it', () => {
    const result = reading(118, 76, { age: 45, ...allRiskFactors });
    expect(result.grade).toBe(normalWithRisks);
    expect(result.grade).not.toMatch(/low risk/i);
    expect(result.level).toBeGreaterThanOrEqual(1);
    expect(result.totalScore).not.toBe(7);
    expect(result.description).toMatch(/does not mean your risk is low/);
    expect(result.description).toMatch(/no validated score/);
  });

  it('names no grade "Low risk" and no reading band "normal" that a low reading reaches', () => {
    const grades = fixture.scoring.grading.bands.map((band) => band.grade);
    expect(grades.filter((grade) => /low risk/i.test(grade))).toEqual([]);
    for (const [systolic, diastolic] of [
      [75, 45],
      [89, 75],
      [105, 59],
      [60, 30],
    ] as const) {
      const result = reading(systolic, diastolic);
      expect(result.grade).toBe(low);
      expect(everyText(result)).not.toMatch(/normal range/);
      expect(result.level).toBeGreaterThanOrEqual(1);
      expect(result.healthRisks).toContain('A reading below 90 over 60: lower than the usual range.');
    }
    expect(reading(75, 45).description).toMatch(/no agreed level/);
  });

  it('asks about dizziness and fainting: a low reading with dizziness needs a visit soon, with fainting today', () => {
    const withDizziness = reading(75, 45, { dizzy });
    expect(withDizziness).toMatchObject({
      grade: 'Dizziness on standing',
      urgency: 'soon',
      urgencyReasons: [sign('dizzy-on-standing').reason],
    });
    expect(withDizziness.description).toMatch(/your reading is low/);
    const withFainting = reading(75, 45, { dizzy: fainted });
    expect(withFainting).toMatchObject({
      grade: 'Fainted: see a doctor today',
      level: 3,
      urgency: 'today',
      urgencyReasons: [sign('fainting').reason],
    });
  });

  it('never puts a low badge next to an urgent grade', () => {
    for (const result of [
      reading(185, 100),
      reading(150, 95, { pregnant: 'Yes' }),
      reading(165, 112, { pregnant: 'Yes' }),
      score({ emergency: ['Chest pain, pressure or tightness'] }),
    ]) {
      expect(result.totalScore).toBeGreaterThanOrEqual(3);
      expect(result.totalScore).toBe(result.level);
    }
  });
});

// The riskiest answers we could think of: each warning sign alone with the lowest total (age 35, no risk
// factors, no reading or a normal one). Each must set its sign's urgency, and the grade must not reassure.
describe('LD-002 warning signs, each alone with the lowest total', () => {
  it.each([
    ['Weakness, numbness or drooping on one side of the face, an arm or a leg', 'stroke-weakness'],
    ['Sudden trouble speaking or understanding speech', 'stroke-speech'],
    ['Sudden confusion', 'sudden-confusion'],
    ['Chest pain, pressure or tightness', 'chest-pain'],
    ['A sudden, severe headache', 'severe-headache-sudden'],
    ['Sudden blurred vision or loss of sight in one or both eyes', 'vision-loss-sudden'],
    ['Struggling to breathe, even at rest', 'breathless-at-rest'],
  ])('"%s" is an emergency (%s), with 999/112 first, whatever the reading', (text, id) => {
    for (const result of [score({ emergency: [text] }), reading(118, 76, { emergency: [text] })]) {
      expect(result).toMatchObject({ grade: warning, urgency: 'emergency', level: 4, totalScore: 4 });
      expect(result.urgencyReasons).toEqual([sign(id).reason]);
      expect(steps(result)[0]).toBe(sign(id).action);
      expect(steps(result)[0]).toMatch(/999 or 112/);
    }
  });

  it.each([
    [dizzy, 'dizzy-on-standing', 'soon', 'Dizziness on standing'],
    [fainted, 'fainting', 'today', 'Fainted: see a doctor today'],
  ])('"%s" alone sets %s (%s) and a grade that does not reassure', (answer, id, urgency, grade) => {
    for (const result of [score({ dizzy: answer }), reading(118, 76, { dizzy: answer })]) {
      expect(result).toMatchObject({
        grade,
        urgency,
        urgencyReasons: [sign(id).reason],
      });
      expect(result.level).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps the emergency action first when every urgent answer applies at once', () => {
    const result = reading(190, 125, {
      pregnant: 'Yes',
      diagnosed: untreated,
      dizzy: fainted,
      emergency: ['A sudden, severe headache'],
    });
    expect(result).toMatchObject({ grade: warning, urgency: 'emergency' });
    expect(steps(result)[0]).toBe(sign('severe-headache-sudden').action);
  });
});
