import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { chooseText, fixtureByCode, typeNumber, walkPath, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'LD-001');
const findrisc = fixtureByCode('LD-001');
// 60 years (3), BMI 29.8 (1), woman with a waist of 89 cm (4), not active (2), vegetables not daily (1),
// high blood glucose before (5): total 16, high risk.
const high = walkPath(findrisc, {
  age: 60,
  height: 165,
  weight: 81,
  sex: 'Woman',
  waist: 89,
  activity: 'No',
  vegetables: 'Not every day',
  highGlucose: 'Yes',
});

describe('LD-001 diabetes-risk (FINDRISC) over HTTP', () => {
  it('serves the configuration with number inputs for age, height, weight and waist', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'LD-001',
      formalTitle: 'Type 2 Diabetes Risk Assessment',
      informalTitle: 'Diabetes Risk Screening Test',
      duration: '8 minutes',
      expectedTotalScore: 26,
    });
    const byId = Object.fromEntries(config.questions.map((question) => [question.id, question]));
    expect(byId.age).toMatchObject({ type: 'user-input-number', min: 18, max: 120, unit: 'years' });
    expect(byId.height).toMatchObject({ type: 'user-input-number', min: 100, max: 230, unit: 'cm' });
    expect(byId.weight).toMatchObject({ type: 'user-input-number', min: 30, max: 300, unit: 'kg' });
    expect(byId.waist).toMatchObject({ type: 'user-input-number', min: 50, max: 200, unit: 'cm' });
    expect(byId.highGlucose?.options).toEqual([
      { id: 'highGlucose-0', text: 'No', score: 0, nextQuestion: null },
      { id: 'highGlucose-1', text: 'Yes', score: 5, nextQuestion: null },
    ]);
  });

  it('scores total 16 as high risk with the BMI and the health risks from the answers', async () => {
    const response = await api.interpret(high);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 16,
      expectedTotalScore: 26,
      grade: 'High risk',
      urgency: 'soon',
      urgencyReasons: [],
      level: 3,
      validated: true,
    });
    expect(result.description).toMatch(/about 1 in 3 people/);
    expect(result.subscaleScores).toEqual({ 'Body-mass index (kg/m²)': 29.8 });
    expect(result.healthRisks).toHaveLength(6);
    expect(result.healthRisks?.[0]).toMatch(/high blood sugar before/);
  });

  it('scores BMI exactly 25 (64 kg, 160 cm) as 1 point, not 0', async () => {
    const answers = walkPath(findrisc, { age: 30, height: 160, weight: 64, waist: 70 });
    expect(resultSchema.parse((await api.interpret(answers)).body).totalScore).toBe(1);
  });

  it('cannot be changed by editing the client score', async () => {
    const tampered = high.map((answer) => ({ ...answer, score: 0 }));
    expect(resultSchema.parse((await api.interpret(tampered)).body).totalScore).toBe(16);
  });

  it.each([
    [
      'a height of 900 cm',
      withAnswer(high, 'height', { text: '900' }),
      'number_out_of_range',
      /"height" must be between 100 and 230 cm/,
    ],
    ['a height of 0 cm', withAnswer(high, 'height', { text: '0' }), 'number_out_of_range', /"height"/],
    [
      'an age of -3',
      withAnswer(high, 'age', { text: '-3' }),
      'number_out_of_range',
      /"age" must be between 18 and 120 years/,
    ],
    ['an age of 17', withAnswer(high, 'age', { text: '17' }), 'number_out_of_range', /"age"/],
    [
      'a weight of 301 kg',
      withAnswer(high, 'weight', { text: '301' }),
      'number_out_of_range',
      /30 and 300 kg/,
    ],
    ['a waist of 201 cm', withAnswer(high, 'waist', { text: '201' }), 'number_out_of_range', /50 and 200 cm/],
    [
      'a weight that is not a number',
      withAnswer(high, 'weight', { text: 'seventy' }),
      'invalid_number',
      /"weight" is not a number/,
    ],
    ['an empty age', withAnswer(high, 'age', { text: '' }), 'invalid_number', /"age"/],
    [
      'a sex the question does not offer',
      withAnswer(high, 'sex', { text: 'Other' }),
      'unknown_option',
      /"sex" has no option "Other"/,
    ],
    [
      'a family answer the form does not have',
      withAnswer(high, 'familyHistory', { text: 'Yes' }),
      'unknown_option',
      /"familyHistory"/,
    ],
    [
      'the waist missing',
      high.filter((answer) => answer.questionId !== 'waist'),
      'missing_answer',
      /"waist"/,
    ],
    ['the last question missing', high.slice(0, -1), 'missing_answer', /"familyHistory"/],
    [
      'a duplicated answer',
      [...high, chooseText(findrisc, 'activity', 'Yes')],
      'duplicate_answer',
      /"activity"/,
    ],
    ['an unknown question', [...high, typeNumber('hipSize', 100)], 'unknown_question', /"hipSize"/],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});
