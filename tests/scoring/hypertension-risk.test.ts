import { describe, expect, it } from 'vitest';
import { AnswerError, scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-002');
const none = ['None of these'];

function score(picks: Record<string, Pick>) {
  return scoreAnswers(fixture, walkPath(fixture, { age: 35, emergency: none, ...picks }));
}

/** A visitor not diagnosed, not pregnant, with this reading. */
function reading(systolic: number, diastolic: number, picks: Record<string, Pick> = {}) {
  return score({ readingKnown: 'Yes', systolic, diastolic, ...picks });
}

describe('LD-002 hypertension risk against WHO 2021 thresholds', () => {
  // Both sides of 130/80 (raised), 140/90 (WHO high) and 180/120 (care now), systolic and diastolic alone.
  it.each([
    [129, 79, 'Low risk'],
    [130, 79, 'Routine screening is due'],
    [129, 80, 'Routine screening is due'],
    [139, 89, 'Routine screening is due'],
    [140, 89, 'See a doctor soon'],
    [139, 90, 'See a doctor soon'],
    [179, 119, 'See a doctor soon'],
    [180, 80, 'See a doctor now'],
    [120, 120, 'See a doctor now'],
  ])('reading %i/%i with no warning signs is "%s"', (systolic, diastolic, grade) => {
    const result = reading(systolic, diastolic);
    expect(result.grade).toBe(grade);
    if (grade === 'See a doctor now') expect(result.nextSteps?.[0]).toMatch(/^See a doctor now/);
  });

  it.each([
    [159, 109, 'See a doctor soon'],
    [160, 100, 'See a doctor now'],
    [150, 110, 'See a doctor now'],
    [139, 89, 'Routine screening is due'],
  ])('pregnant with %i/%i is "%s"', (systolic, diastolic, grade) => {
    const result = reading(systolic, diastolic, { pregnant: 'Yes' });
    expect(result.grade).toBe(grade);
    if (grade === 'See a doctor soon') expect(result.nextSteps?.[0]).toMatch(/pregnant.*today/);
  });

  it.each([
    [139, 89, 'Keep up your care'],
    [130, 85, 'Keep up your care'],
    [140, 80, 'See a doctor soon'],
  ])('on treatment with %i/%i is "%s"', (systolic, diastolic, grade) => {
    const result = reading(systolic, diastolic, { diagnosed: 'Yes, and I take medicine for it' });
    expect(result.grade).toBe(grade);
    if (grade === 'See a doctor soon') expect(result.nextSteps?.[0]).toMatch(/review your medicine/);
  });

  it('without a reading asks for one: "Routine screening is due", or "soon" if diagnosed but untreated', () => {
    expect(score({}).grade).toBe('Routine screening is due');
    expect(score({}).description).toMatch(/need a blood pressure reading/);
    expect(score({ diagnosed: "Yes, but I don't take medicine for it" }).grade).toBe('See a doctor soon');
  });

  it.each([
    'Weakness, numbness or drooping on one side of the face, an arm or a leg',
    'Sudden trouble speaking or understanding speech',
    'Sudden confusion',
    'Chest pain or tightness',
    'A severe headache',
    'Blurred vision or loss of vision',
    'Shortness of breath',
  ])('"%s" is "See a doctor now" with 999/112 first, whatever the reading', (sign) => {
    for (const result of [score({ emergency: [sign] }), reading(118, 76, { emergency: [sign] })]) {
      expect(result.grade).toBe('See a doctor now');
      expect(result.nextSteps?.[0]).toMatch(/^See a doctor now: .*999 or 112/);
    }
  });

  it('keeps "see a doctor now" first even when other urgent lines apply too', () => {
    const result = reading(190, 125, {
      pregnant: 'Yes',
      diagnosed: "Yes, but I don't take medicine for it",
      emergency: ['A severe headache'],
    });
    expect(result.grade).toBe('See a doctor now');
    expect(result.nextSteps?.[0]).toMatch(/^See a doctor now/);
  });

  it('counts the seven risk factors for the badge and lists each one found', () => {
    const all = reading(118, 76, {
      age: 45,
      family: 'Yes',
      weight: 'Yes',
      salt: 'Yes',
      activity: 'No',
      alcohol: 'Yes',
      tobacco: 'Yes',
      conditions: 'Yes',
    });
    expect(all).toMatchObject({ totalScore: 7, expectedTotalScore: 7, grade: 'Low risk' });
    expect(all.healthRisks).toHaveLength(8); // seven factors plus age 40 or older
    expect(reading(118, 76)).toMatchObject({ totalScore: 0 });
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
