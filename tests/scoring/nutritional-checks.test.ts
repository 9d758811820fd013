import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

function sign(id: string) {
  const found = catalogue.warningSigns.get(id);
  if (!found) throw new Error(`No warning sign ${id}`);
  return found;
}

const fixture = fixtureByCode('DN-004');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, { q1: 30, ...picks }));

describe('DN-004 BMI (WHO adult classes) and food groups (education)', () => {
  // Whole-number heights and weights whose BMI, to one decimal, sits on each side of 18.5, 25 and 30.
  it.each([
    [151, 42, 18.4, 'Below the healthy range'],
    [180, 60, 18.5, 'In the healthy range'],
    [170, 72, 24.9, 'In the healthy range'],
    [160, 64, 25.0, 'Above the healthy range'],
    [152, 69, 29.9, 'Above the healthy range'],
    [200, 120, 30.0, 'Well above the healthy range'],
  ])('%i cm and %i kg is BMI %f, "%s"', (height, weight, bmi, grade) => {
    const result = score({ q3: height, q4: weight });
    expect(result.totalScore).toBe(bmi);
    expect(result.subscaleScores?.['Body mass index (kg/m²)']).toBe(bmi);
    expect(result.grade).toBe(grade);
  });

  it('classifies the BMI the visitor sees: 18.45 rounds to 18.5 and is in the healthy range', () => {
    // 56 kg at 174 cm is 18.496...; shown as 18.5, so graded as 18.5.
    expect(score({ q3: 174, q4: 56 })).toMatchObject({ totalScore: 18.5, grade: 'In the healthy range' });
  });

  it.each([
    [19, 'Ask a health worker to check your weight', /BMI-for-age/],
    [20, 'In the healthy range', /18.5 and 24.9/],
  ])('at age %i the grade is "%s"', (age, grade, description) => {
    const result = score({ q1: age, q3: 170, q4: 60 });
    expect(result.grade).toBe(grade);
    expect(result.description).toMatch(description);
  });

  it('does not rate weight in pregnancy', () => {
    const result = score({ q2: 'Yes', q3: 160, q4: 90 });
    expect(result.grade).toBe('Ask a health worker to check your weight');
    expect(result.description).toMatch(/not used to judge weight in pregnancy/);
  });

  it.each([
    [4, /fewer than 5/],
    [5, /5 or more/],
  ])('explains %i food groups as education, one day only', (groups, text) => {
    const options = fixture.form.questions.find((question) => question.id === 'q5')!.options;
    const result = score({ q3: 170, q4: 60, q5: options.slice(0, groups).map((option) => option.text) });
    expect(result.subscaleScores?.['Food groups eaten yesterday (of 10)']).toBe(groups);
    expect(result.detailedAnalysis?.['Food groups yesterday']).toMatch(text);
    expect(result.detailedAnalysis?.['Food groups yesterday']).toMatch(/not a diagnosis/);
    expect(result.grade).toBe('In the healthy range');
  });

  // The riskiest answers: weight loss alone at a healthy BMI, and a BMI at both sides of 16.
  it('raises weight-loss-unexplained (soon) for weight loss without trying, keeping the BMI grade', () => {
    for (const picks of [
      { q3: 170, q4: 60 },
      { q1: 18, q3: 170, q4: 60 },
      { q2: 'Yes', q3: 160, q4: 70 },
    ] as Record<string, Pick>[]) {
      const result = score({ ...picks, q6: 'Yes' });
      expect(result.urgency).toBe('soon');
      expect(result.urgencyReasons).toEqual([sign('weight-loss-unexplained').reason]);
      expect((result.nextSteps as string[])[0]).toBe(sign('weight-loss-unexplained').action);
    }
    expect(score({ q3: 170, q4: 60, q6: 'Yes' }).grade).toBe('In the healthy range');
  });

  it('raises severe-thinness (soon) for an adult BMI under 16, as the Obesity Risk test does', () => {
    expect(score({ q3: 174, q4: 48 })).toMatchObject({
      totalScore: 15.9,
      grade: 'Below the healthy range',
      urgency: 'soon',
      urgencyReasons: [sign('severe-thinness').reason],
    });
    expect(score({ q3: 180, q4: 52 })).toMatchObject({
      totalScore: 16,
      urgency: 'routine',
      urgencyReasons: [],
    });
    // Under 20, the adult bands do not apply: no sign from the adult cut-off.
    expect(score({ q1: 18, q3: 174, q4: 48 }).urgencyReasons).toEqual([]);
  });

  it.each([
    [{ q1: 18, q3: 170, q4: 60 }, 1, 'routine', false],
    [{ q3: 151, q4: 42 }, 1, 'routine', true],
    [{ q3: 165, q4: 60 }, 0, 'none', true],
    [{ q3: 160, q4: 64 }, 1, 'routine', true],
    [{ q3: 165, q4: 90 }, 2, 'routine', true],
  ])('%j has level %i, urgency %s, validated %s', (picks, level, urgency, validated) => {
    expect(score(picks)).toMatchObject({ level, urgency, validated });
  });

  it('rejects a height of 0 instead of dividing by zero', () => {
    expect(() => score({ q3: 0, q4: 60 })).toThrow(/between 100 and 230/);
  });
});
