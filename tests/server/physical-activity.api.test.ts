import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { fixtureByCode, typeNumber, walkPath, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'PA-001');
const ipaq = fixtureByCode('PA-001');
// Protocol case B: vigorous 3 days × 60 minutes, walking 2 days × 10 minutes = 1506 MET-minutes, High.
const caseB = walkPath(ipaq, { q1: '3 days', q2: 60, q5: '2 days', q6: 10, q7: 300 });
const inactive = walkPath(ipaq, { q7: 600 });

describe('PA-001 physical-activity (IPAQ) over HTTP', () => {
  it('serves the configuration: days as single-select with skips, minutes as numbers with ranges', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'PA-001',
      formalTitle: 'IPAQ',
      informalTitle: 'Physical Activity Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 19278,
    });
    expect(config.questions.map((question) => question.id)).toEqual([
      'q1',
      'q2',
      'q3',
      'q4',
      'q5',
      'q6',
      'q7',
    ]);
    expect(config.questions[0]?.options[0]).toEqual({
      id: 'q1-0',
      text: 'No vigorous physical activities',
      score: 0,
      nextQuestion: 'q3',
    });
    expect(config.questions[0]?.options).toHaveLength(8);
    expect(config.questions[2]?.options[0]?.nextQuestion).toBe('q5');
    expect(config.questions[4]?.options[0]?.nextQuestion).toBe('q7');
    expect(config.questions[1]).toMatchObject({
      type: 'user-input-number',
      min: 0,
      max: 960,
      unit: 'minutes',
    });
    expect(config.questions[6]).toMatchObject({
      type: 'user-input-number',
      min: 0,
      max: 1440,
      unit: 'minutes',
    });
  });

  it('scores protocol case B (TOTAL activity reaches 1500) as high', async () => {
    const response = await api.interpret(caseB);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 1506,
      expectedTotalScore: 19278,
      grade: 'High physical activity',
    });
    expect(result.subscaleScores).toMatchObject({ 'Vigorous activity (MET-minutes a week)': 1440 });
  });

  it('scores the short path of an inactive visitor (questions 1, 3, 5, 7)', async () => {
    expect(inactive.map((answer) => answer.questionId)).toEqual(['q1', 'q3', 'q5', 'q7']);
    const result = resultSchema.parse((await api.interpret(inactive)).body);
    expect(result).toMatchObject({ totalScore: 0, grade: 'Low physical activity' });
    expect(result.problemAreas).toHaveLength(3);
  });

  it('answers "Could not be scored" for more than 960 minutes a day in all (protocol 7.2)', async () => {
    const over = walkPath(ipaq, { q1: '1 day', q2: 600, q3: '1 day', q4: 400, q7: 300 });
    expect(resultSchema.parse((await api.interpret(over)).body)).toMatchObject({
      totalScore: 0,
      grade: 'Could not be scored',
    });
  });

  it('cannot be changed by editing the client score', async () => {
    const tampered = caseB.map((answer) => ({ ...answer, score: 9999 }));
    expect(resultSchema.parse((await api.interpret(tampered)).body).totalScore).toBe(1506);
  });

  it.each([
    [
      '961 minutes of vigorous activity a day',
      withAnswer(caseB, 'q2', { text: '961' }),
      'number_out_of_range',
      /0 and 960 minutes/,
    ],
    ['-5 minutes', withAnswer(caseB, 'q2', { text: '-5' }), 'number_out_of_range', /0 and 960 minutes/],
    [
      '1441 minutes of sitting a day',
      withAnswer(caseB, 'q7', { text: '1441' }),
      'number_out_of_range',
      /0 and 1440 minutes/,
    ],
    [
      'minutes that are not a number',
      withAnswer(caseB, 'q2', { text: 'an hour' }),
      'invalid_number',
      /not a number/,
    ],
    ['minutes in exponent form', withAnswer(caseB, 'q2', { text: '6e1' }), 'invalid_number', /not a number/],
    [
      'a number of days the question does not offer',
      withAnswer(caseB, 'q1', { text: '8 days' }),
      'unknown_option',
      /no option "8 days"/,
    ],
    [
      'a vigorous time after "No vigorous physical activities" (off the path)',
      [inactive[0], typeNumber('q2', 30), ...inactive.slice(1)],
      'answer_off_path',
      /"q2" is skipped/,
    ],
    [
      'the walking time missing after "2 days" of walking',
      caseB.filter((answer) => answer.questionId !== 'q6'),
      'missing_answer',
      /"q6"/,
    ],
    ['the sitting question missing', caseB.slice(0, -1), 'missing_answer', /"q7"/],
    ['a duplicated answer', [...caseB, caseB[1]], 'duplicate_answer', /"q2"/],
    ['an unknown question', [...caseB, typeNumber('q8', 1)], 'unknown_question', /"q8"/],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});
