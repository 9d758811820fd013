import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const findrisc = fixtureByCode('LD-001');

const FAMILY_2ND =
  'Yes: grandparent, aunt, uncle or first cousin (but no own parent, brother, sister or child)';
const FAMILY_1ST = 'Yes: parent, brother, sister or own child';

/** A visitor with no risk points (age 30, BMI 22.5, a man with a waist of 85 cm, all "no"), changed as given. */
function answers(changes: Record<string, Pick> = {}) {
  return walkPath(findrisc, { age: 30, height: 170, weight: 65, sex: 'Man', waist: 85, ...changes });
}
const score = (changes: Record<string, Pick> = {}) => scoreAnswers(findrisc, answers(changes));

/** Inputs that give each item's points on the form. */
const give = {
  age: { 0: { age: 30 }, 2: { age: 50 }, 3: { age: 60 }, 4: { age: 70 } },
  bmi: { 0: {}, 1: { height: 160, weight: 64 }, 3: { height: 200, weight: 121 } },
  waist: { 0: {}, 3: { waist: 94 }, 4: { waist: 103 } },
  activity: { 0: {}, 2: { activity: 'No' } },
  vegetables: { 0: {}, 1: { vegetables: 'Not every day' } },
  bp: { 0: {}, 2: { bpMedicine: 'Yes' } },
  glucose: { 0: {}, 5: { highGlucose: 'Yes' } },
  family: { 0: {}, 3: { familyHistory: FAMILY_2ND }, 5: { familyHistory: FAMILY_1ST } },
} as const;
type Points = { [K in keyof typeof give]?: keyof (typeof give)[K] };

function withPoints(points: Points): Record<string, Pick> {
  return Object.assign(
    {},
    ...Object.entries(points).map(
      ([key, value]) => (give as Record<string, Record<number, object>>)[key]![value],
    ),
  );
}

describe('LD-001 FINDRISC: points for each item, at both sides of every boundary', () => {
  it.each<[string, number, Record<string, Pick>]>([
    ['age 44', 0, { age: 44 }],
    ['age 45', 2, { age: 45 }],
    ['age 54', 2, { age: 54 }],
    ['age 55', 3, { age: 55 }],
    ['age 64', 3, { age: 64 }],
    ['age 64.5 (whole years: still 64)', 3, { age: 64.5 }],
    ['age 65', 4, { age: 65 }],
    ['age 18 (youngest allowed)', 0, { age: 18 }],
    ['BMI 24.91 (72 kg, 170 cm)', 0, { height: 170, weight: 72 }],
    ['BMI 24.97 (80.9 kg, 180 cm)', 0, { height: 180, weight: 80.9 }],
    ['BMI exactly 25 (64 kg, 160 cm: the floating-point trap)', 1, { height: 160, weight: 64 }],
    ['BMI exactly 25 (81 kg, 180 cm)', 1, { height: 180, weight: 81 }],
    ['BMI 29.76 (86 kg, 170 cm)', 1, { height: 170, weight: 86 }],
    ['BMI exactly 30 (120 kg, 200 cm) stays 1, as the form prints "25-30"', 1, { height: 200, weight: 120 }],
    ['BMI 30.10 (87 kg, 170 cm)', 3, { height: 170, weight: 87 }],
    ['BMI 30.25 (121 kg, 200 cm)', 3, { height: 200, weight: 121 }],
    ['man, waist 93 cm', 0, { waist: 93 }],
    ['man, waist 94 cm', 3, { waist: 94 }],
    ['man, waist 102 cm', 3, { waist: 102 }],
    ['man, waist 102.5 cm (more than 102)', 4, { waist: 102.5 }],
    ['man, waist 103 cm', 4, { waist: 103 }],
    ['woman, waist 79 cm', 0, { sex: 'Woman', waist: 79 }],
    ['woman, waist 80 cm', 3, { sex: 'Woman', waist: 80 }],
    ['woman, waist 88 cm', 3, { sex: 'Woman', waist: 88 }],
    ['woman, waist 89 cm', 4, { sex: 'Woman', waist: 89 }],
    ['a waist of 85 cm: 0 for a man, 3 for a woman', 3, { sex: 'Woman' }],
    ['not active 30 minutes daily', 2, { activity: 'No' }],
    ['vegetables, fruit or berries not every day', 1, { vegetables: 'Not every day' }],
    ['blood-pressure medicine', 2, { bpMedicine: 'Yes' }],
    ['high blood glucose found before', 5, { highGlucose: 'Yes' }],
    ['grandparent, aunt, uncle or first cousin with diabetes', 3, { familyHistory: FAMILY_2ND }],
    ['parent, brother, sister or own child with diabetes', 5, { familyHistory: FAMILY_1ST }],
  ])('%s gives %i points', (_name, points, changes) => {
    expect(score(changes).totalScore).toBe(points);
  });
});

describe('LD-001 FINDRISC: the five risk bands of the form', () => {
  it.each<[Points, number, string, string]>([
    [{}, 0, 'Low risk', '1 in 100'],
    [{ age: 2, bmi: 1, activity: 2, vegetables: 1 }, 6, 'Low risk', '1 in 100'],
    [{ age: 4, bmi: 3 }, 7, 'Slightly elevated risk', '1 in 25'],
    [{ age: 3, waist: 3, activity: 2, vegetables: 1, bp: 2 }, 11, 'Slightly elevated risk', '1 in 25'],
    [{ age: 2, bmi: 1, waist: 3, vegetables: 1, bp: 2, family: 3 }, 12, 'Moderate risk', '1 in 6'],
    [{ age: 3, waist: 3, activity: 2, vegetables: 1, bp: 2, family: 3 }, 14, 'Moderate risk', '1 in 6'],
    [{ age: 2, bmi: 3, waist: 4, activity: 2, vegetables: 1, family: 3 }, 15, 'High risk', '1 in 3'],
    [{ age: 4, bmi: 3, waist: 4, activity: 2, bp: 2, family: 5 }, 20, 'High risk', '1 in 3'],
    [
      { age: 4, bmi: 3, waist: 4, activity: 2, vegetables: 1, bp: 2, family: 5 },
      21,
      'Very high risk',
      '1 in 2',
    ],
    [
      { age: 4, bmi: 3, waist: 4, activity: 2, vegetables: 1, bp: 2, glucose: 5, family: 5 },
      26,
      'Very high risk',
      '1 in 2',
    ],
  ])('%j: total %i is "%s" (%s in ten years)', (points, total, grade, risk) => {
    const result = score(withPoints(points));
    expect(result.totalScore).toBe(total);
    expect(result.expectedTotalScore).toBe(26);
    expect(result.grade).toBe(grade);
    expect(result.description).toContain(`In the Finnish studies this test comes from, about ${risk} people`);
    expect(result.nextSteps).toBeTruthy();
  });
});

describe('LD-001 FINDRISC: the result', () => {
  it('shows the BMI rounded to 1 decimal, and scores on the exact value', () => {
    expect(score({ height: 170, weight: 86 }).subscaleScores).toEqual({ 'Body-mass index (kg/m²)': 29.8 });
    expect(score({ height: 160, weight: 64 }).subscaleScores).toEqual({ 'Body-mass index (kg/m²)': 25 });
  });

  it('lists no health risks for a visitor with none', () => {
    expect(score().healthRisks).toBeUndefined();
  });

  it('lists a health risk for every answer that adds points, high blood sugar first', () => {
    const result = score(
      withPoints({ age: 2, bmi: 3, waist: 3, activity: 2, vegetables: 1, bp: 2, glucose: 5, family: 3 }),
    );
    expect(result.healthRisks).toEqual([
      expect.stringMatching(/^You have had high blood sugar before/),
      expect.stringMatching(/^Age 45 or over/),
      expect.stringMatching(/^Your BMI is over 30/),
      expect.stringMatching(/^Your waist size/),
      'Less than 30 minutes of physical activity on most days.',
      'Vegetables or fruit not every day.',
      expect.stringMatching(/medicine for high blood pressure/),
      'Diabetes runs in your family.',
    ]);
  });

  it.each<[string, Record<string, Pick>, RegExp]>([
    ['BMI 25', { height: 160, weight: 64 }, /BMI 25 to 30/],
    ['BMI 30.1', { height: 170, weight: 87 }, /BMI is over 30/],
    ['a woman with a waist of 80 cm', { sex: 'Woman', waist: 80 }, /waist size/],
    ['a parent with diabetes', { familyHistory: FAMILY_1ST }, /runs in your family/],
  ])('names the risk from %s', (_name, changes, risk) => {
    expect(score(changes).healthRisks).toEqual([expect.stringMatching(risk)]);
  });

  it('says the estimate is less certain under 35 and over 64, not from 35 to 64', () => {
    for (const age of [18, 34, 65, 80]) expect(score({ age }).overallInterpretation).toMatch(/less certain/);
    for (const age of [35, 50, 64]) expect(score({ age }).overallInterpretation).toBeUndefined();
  });

  it('never states the Finnish figures as the visitor’s own probability', () => {
    for (const band of findrisc.scoring.grading.bands) {
      expect(band.description).toMatch(/In the Finnish studies this test comes from/);
      expect(band.description).not.toMatch(/your (chance|probability|risk) is/i);
    }
  });
});

// Contract 2: FINDRISC keeps its five validated band names; each band declares its level and urgency.
describe('LD-001 FINDRISC bands: validated names, level and urgency', () => {
  it.each([
    [0, 'Low risk', 0, 'none'],
    [6, 'Low risk', 0, 'none'],
    [7, 'Slightly elevated risk', 1, 'routine'],
    [11, 'Slightly elevated risk', 1, 'routine'],
    [12, 'Moderate risk', 2, 'routine'],
    [14, 'Moderate risk', 2, 'routine'],
    [15, 'High risk', 3, 'soon'],
    [20, 'High risk', 3, 'soon'],
    [21, 'Very high risk', 4, 'soon'],
    [26, 'Very high risk', 4, 'soon'],
  ])('a total of %i is "%s", level %i, urgency %s, validated', (total, grade, level, urgency) => {
    const band = findrisc.scoring.grading.bands.find(
      (candidate) => total >= candidate.min! && total <= candidate.max!,
    );
    expect(band).toMatchObject({ grade, level, urgency, validated: true });
  });

  it('scores the riskiest answers as very high, with a blood test within weeks, and raises no warning sign', () => {
    const result = score(
      withPoints({ age: 4, bmi: 3, waist: 4, activity: 2, vegetables: 1, bp: 2, glucose: 5, family: 5 }),
    );
    expect(result).toMatchObject({
      totalScore: 26,
      grade: 'Very high risk',
      urgency: 'soon',
      level: 4,
      urgencyReasons: [],
    });
  });
});
