import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-003');
const none = ['None of these'];

function score(picks: Record<string, Pick>) {
  return scoreAnswers(fixture, walkPath(fixture, { symptoms: none, ...picks }));
}

/** A visitor 200 cm tall (so weight / 4 is the BMI) with a known reading. */
function chart(sex: string, smoking: string, weight: number, age: number, sbp: number) {
  return score({
    age,
    sex,
    smoking,
    bpKnown: 'Yes',
    sbp,
    bmiHow: 'My height and weight',
    height: 200,
    weight,
  });
}

const grades = [
  '10-year risk: under 5%',
  '10-year risk: 5% to under 10%',
  '10-year risk: 10% to under 20%',
  '10-year risk: 20% to under 30%',
  '10-year risk: 30% or more',
];
const gradeFor = (risk: number) =>
  grades[risk >= 30 ? 4 : risk >= 20 ? 3 : risk >= 10 ? 2 : risk >= 5 ? 1 : 0];

describe('LD-003 WHO 2019 non-laboratory CVD risk chart, Eastern sub-Saharan Africa', () => {
  // Cells read from the chart (research/cvd/essa_nonlab_chart.csv), chosen so that every age, systolic and
  // BMI band edge is met from both sides (BMI 19.75/20, 24.75/25, 29.75/30, 34.75/35 at 200 cm).
  it.each([
    ['Man', 'No', 79, 40, 119, 1], // <20, 40-44, <120
    ['Man', 'No', 80, 44, 120, 2], // 20-24, 40-44, 120-139
    ['Man', 'Yes', 99, 45, 139, 5], // 20-24, 45-49, 120-139
    ['Man', 'Yes', 100, 49, 140, 9], // 25-29, 45-49, 140-159
    ['Woman', 'No', 119, 50, 159, 4], // 25-29, 50-54, 140-159
    ['Woman', 'No', 120, 54, 160, 6], // 30-35, 50-54, 160-179
    ['Woman', 'Yes', 139, 55, 179, 14], // 30-35, 55-59, 160-179
    ['Woman', 'Yes', 140, 59, 180, 19], // 35+, 55-59, 180+
    ['Man', 'No', 79, 60, 180, 14], // <20, 60-64, 180+
    ['Man', 'Yes', 140, 64, 119, 12], // 35+, 60-64, <120
    ['Woman', 'No', 100, 65, 140, 10], // 25-29, 65-69, 140-159
    ['Woman', 'Yes', 99, 69, 139, 12], // 20-24, 65-69, 120-139
    ['Man', 'Yes', 120, 70, 160, 30], // 30-35, 70-74, 160-179
    ['Man', 'No', 119, 74, 159, 18], // 25-29, 70-74, 140-159
    ['Woman', 'Yes', 80, 74, 179, 22], // 20-24, 70-74, 160-179
    ['Woman', 'No', 140, 40, 119, 1], // 35+, 40-44, <120
  ])('%s, smoker %s, %i kg at 200 cm, age %i, systolic %i: %i%%', (sex, smoking, weight, age, sbp, risk) => {
    const result = chart(sex, smoking, weight, age, sbp);
    expect(result).toMatchObject({ totalScore: risk, expectedTotalScore: 100, grade: gradeFor(risk) });
  });

  it.each([
    [1, grades[0]],
    [4, grades[0]],
    [5, grades[1]],
    [9, grades[1]],
    [10, grades[2]],
    [19, grades[2]],
    [20, grades[3]],
    [29, grades[3]],
    [30, grades[4]],
    [38, grades[4]],
  ])('a chart value of %i%% is "%s"', (risk, grade) => {
    expect(gradeFor(risk)).toBe(grade);
    const table = chartTable();
    const cell = findCell(table, risk);
    const result = chart(cell.sex, cell.smoking, cell.weight, cell.age, cell.sbp);
    expect(result).toMatchObject({ totalScore: risk, grade });
  });

  it.each([
    [39, 'The WHO risk chart starts at age 40'],
    [75, 'The WHO risk chart stops at age 74'],
    [90, 'The WHO risk chart stops at age 74'],
  ])('at age %i the chart does not apply: badge 0, and it says why', (age, text) => {
    const result = chart('Man', 'Yes', 100, age, 150);
    expect(result).toMatchObject({ totalScore: 0, grade: 'Chart does not apply' });
    expect(result.description).toContain(text);
    expect(result.description).toMatch(/not because your risk is zero/);
  });

  it('does not use the chart for known heart disease, stroke, diabetes or kidney disease', () => {
    const result = score({ history: 'Yes' });
    expect(result).toMatchObject({ totalScore: 0, grade: 'See a doctor soon' });
    expect(result.description).toMatch(/would underestimate/);
  });

  it('gives a band without guessing when the unknown pressure cannot change it, and a range when it can', () => {
    // Woman 45, non-smoker, BMI 22.5: cells 2, 2, 3, 4, 5 across pressure bands: could be under 5% or 5-<10%.
    const spans = score({
      age: 45,
      sex: 'Woman',
      smoking: 'No',
      bmiHow: 'My height and weight',
      height: 200,
      weight: 90,
    });
    expect(spans).toMatchObject({ totalScore: 5, grade: 'Measurements needed' });
    expect(spans.overallInterpretation).toMatch(/"under 5%" up to "5% to under 10%"/);
    expect(spans.nextSteps?.[0]).toMatch(/blood pressure measured/);
    // Woman 40, non-smoker, BMI 17.5: cells 1, 1, 2, 3, 4: always under 5%.
    const fixed = score({
      age: 40,
      sex: 'Woman',
      smoking: 'No',
      bmiHow: 'My height and weight',
      height: 200,
      weight: 70,
    });
    expect(fixed).toMatchObject({ totalScore: 4, grade: grades[0] });
    expect(fixed.nextSteps?.[0]).toMatch(/would not change/);
  });

  it('takes the BMI from a range the visitor picks, or spans all BMI bands when neither is known', () => {
    const picked = score({
      age: 60,
      sex: 'Man',
      smoking: 'Yes',
      bpKnown: 'Yes',
      sbp: 150,
      bmiHow: 'My BMI (body mass index) range, from a clinic or an app',
      bmiBand: '25 to 29.9',
    });
    expect(picked).toMatchObject({ totalScore: 16, grade: grades[2] });
    // Man 60 smoker 140-159: BMI bands give 13, 14, 16, 17, 19: all 10-<20.
    const unknown = score({
      age: 60,
      sex: 'Man',
      smoking: 'Yes',
      bpKnown: 'Yes',
      sbp: 150,
      bmiHow: 'Neither',
    });
    expect(unknown).toMatchObject({ totalScore: 19, grade: grades[2] });
    // Woman 60, non-smoker, BMI 20-24.9, pressure unknown: 4 to 11.
    const range = score({
      age: 60,
      sex: 'Woman',
      smoking: 'No',
      bmiHow: 'My BMI (body mass index) range, from a clinic or an app',
      bmiBand: '20 to 24.9',
    });
    expect(range).toMatchObject({ totalScore: 11, grade: 'Measurements needed' });
    expect(range.overallInterpretation).toMatch(/"under 5%" up to "10% to under 20%"/);
  });

  it.each([
    'Chest pain, pressure or tightness',
    'Struggling to breathe, even at rest',
    'Weakness, numbness or drooping on one side of the face, an arm or a leg',
    'Sudden trouble speaking or understanding speech',
  ])('"%s" is "See a doctor now", first in the next steps, with or without known disease', (sign) => {
    const withDisease = score({ history: 'Yes', symptoms: [sign] });
    const onTheChart = score({ age: 50, sex: 'Woman', smoking: 'No', symptoms: [sign] });
    for (const result of [withDisease, onTheChart]) {
      expect(result.grade).toBe('See a doctor now');
      expect(result.nextSteps?.[0]).toMatch(/^See a doctor now: call 999 or 112/);
    }
  });

  it('holds the same 700-cell table for the lowest and the highest estimate', () => {
    expect(chartTable()).toEqual(ruleParams('riskLow').table);
    expect(countCells(chartTable())).toBe(700);
  });

  // The WHO/ERFC non-laboratory model (Kaptoge, whocvdrisk) with the two-step recalibration fitted to this
  // region's chart. Every cell must agree within rounding: a typo in the table would miss by more than 1.
  it('agrees with the WHO model in every cell, within rounding (0.6 percentage points)', () => {
    const table = chartTable();
    let worst = 0;
    table.forEach((bySmoking, sexIndex) =>
      bySmoking.forEach((byBmi, smoker) =>
        byBmi.forEach((byAge, bmiIndex) =>
          byAge.forEach((bySbp, ageIndex) =>
            bySbp.forEach((cell, sbpIndex) => {
              const model = whoModel(
                sexIndex === 0 ? 'men' : 'women',
                42 + 5 * ageIndex,
                17.5 + 5 * bmiIndex,
                110 + 20 * sbpIndex,
                smoker,
              );
              worst = Math.max(worst, Math.abs(model - cell));
            }),
          ),
        ),
      ),
    );
    expect(worst).toBeLessThanOrEqual(0.6);
  });
});

type Table = number[][][][][];

function ruleParams(name: string): { table: Table } {
  const definition = fixture.scoring.scores.find((score) => score.name === name);
  if (definition?.kind !== 'rule') throw new Error(`${name} is not a rule score`);
  return definition.params as { table: Table };
}

function chartTable(): Table {
  return ruleParams('riskHigh').table;
}

function countCells(table: Table): number {
  return table.flat(4).length;
}

/** The first cell with this value, as answers: weight at 200 cm, age and systolic pressure inside its bands. */
function findCell(table: Table, risk: number) {
  for (const [sexIndex, bySmoking] of table.entries())
    for (const [smoker, byBmi] of bySmoking.entries())
      for (const [bmiIndex, byAge] of byBmi.entries())
        for (const [ageIndex, bySbp] of byAge.entries())
          for (const [sbpIndex, cell] of bySbp.entries())
            if (cell === risk)
              return {
                sex: sexIndex === 0 ? 'Man' : 'Woman',
                smoking: smoker === 1 ? 'Yes' : 'No',
                weight: [70, 90, 110, 130, 150][bmiIndex]!,
                age: 42 + 5 * ageIndex,
                sbp: 110 + 20 * sbpIndex,
              };
  throw new Error(`No cell holds ${risk}`);
}

const coefficients = {
  men: {
    chd: {
      age: 0.073593,
      bmi: 0.0337219,
      sbp: 0.0133937,
      smk: 0.5954767,
      ageBmi: -0.0010432,
      ageSbp: -0.0001837,
      ageSmk: -0.0200831,
      s0: 0.9544258,
    },
    stroke: {
      age: 0.097674,
      bmi: 0.0159518,
      sbp: 0.0227294,
      smk: 0.4999862,
      ageBmi: -0.0003516,
      ageSbp: -0.0004374,
      ageSmk: -0.0153895,
      s0: 0.984826,
    },
    recalibration: { chd: [-0.50978768, 0.92073332], stroke: [-0.78598347, 0.6811948] },
  },
  women: {
    chd: {
      age: 0.1049418,
      bmi: 0.0257616,
      sbp: 0.016726,
      smk: 1.093132,
      ageBmi: -0.0006537,
      ageSbp: -0.0001966,
      ageSmk: -0.0343739,
      s0: 0.9887124,
    },
    stroke: {
      age: 0.1046105,
      bmi: 0.0036406,
      sbp: 0.0216741,
      smk: 0.7399405,
      ageBmi: -0.0000129,
      ageSbp: -0.0005311,
      ageSmk: -0.0203997,
      s0: 0.9885706,
    },
    recalibration: { chd: [-0.90513947, 0.64680824], stroke: [-0.79746868, 0.66463026] },
  },
} as const;

/** 10-year CVD risk in percent from the published non-laboratory model (centred at age 60, BMI 25, SBP 120). */
function whoModel(sex: 'men' | 'women', age: number, bmi: number, sbp: number, smoker: number): number {
  const a = age - 60;
  const b = bmi - 25;
  const s = sbp - 120;
  const { chd, stroke, recalibration } = coefficients[sex];
  const risk = (c: typeof chd | typeof stroke, [intercept, slope]: readonly [number, number]) => {
    const linear =
      c.age * a +
      c.bmi * b +
      c.sbp * s +
      c.smk * smoker +
      c.ageBmi * a * b +
      c.ageSbp * a * s +
      c.ageSmk * a * smoker;
    const uncalibrated = 1 - c.s0 ** Math.exp(linear);
    return 1 - Math.exp(-Math.exp(intercept + slope * Math.log(-Math.log(1 - uncalibrated))));
  };
  return 100 * (1 - (1 - risk(chd, recalibration.chd)) * (1 - risk(stroke, recalibration.stroke)));
}
