import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { chooseScore, chooseScores, chooseText, fixtureByCode, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'MH-002');
const gad7 = fixtureByCode('MH-002');
const moderate = [...chooseScores(gad7, [3, 3, 2, 1, 1, 0, 0]), chooseText(gad7, 'q8', 'Very difficult')];

describe('MH-002 anxiety (GAD-7) over HTTP', () => {
  it('serves the configuration', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'MH-002',
      formalTitle: 'GAD-7',
      informalTitle: 'Anxiety Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 21,
    });
    expect(config.questions).toHaveLength(8);
  });

  it('scores total 10 as moderate anxiety, with impact', async () => {
    const response = await api.interpret(moderate);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 10,
      expectedTotalScore: 21,
      grade: 'Moderate anxiety',
      level: 2,
      urgency: 'soon',
      validated: true,
    });
    expect(result.impact).toMatch(/very difficult/);
  });

  it('scores total 9 as mild anxiety, one point below the cut-off', async () => {
    const mild = withAnswer(moderate, 'q5', chooseScore(gad7, 'q5', 0));
    const response = await api.interpret(mild);
    expect(resultSchema.parse(response.body)).toMatchObject({ totalScore: 9, grade: 'Mild anxiety' });
  });

  it.each([
    ['an option the question lacks', withAnswer(moderate, 'q1', { text: 'Sometimes' }), 'unknown_option'],
    ['a missing answer (no difficulty question)', moderate.slice(0, 7), 'missing_answer'],
    [
      'an unknown question',
      [...moderate, { questionId: 'q9', score: 0, text: 'Not at all' }],
      'unknown_question',
    ],
    ['a duplicated answer', [...moderate, moderate[2]], 'duplicate_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});
