import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { chooseScores, fixtureByCode, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'MH-005');
const mspss = fixtureByCode('MH-005');
// Sum 61, mean 5.08: just above Zimet's moderate range.
const high = chooseScores(mspss, [6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);

describe('MH-005 social_support (MSPSS) over HTTP', () => {
  it('serves the configuration', async () => {
    const response = await api.config();
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'MH-005',
      formalTitle: 'MSPSS',
      informalTitle: 'Social Support Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 7,
    });
    expect(config.questions).toHaveLength(12);
    expect(config.questions[0]?.options.map((option) => option.score)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('scores mean 5.08 as high support, with the three subscale means', async () => {
    const response = await api.interpret(high);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({ totalScore: 5.08, expectedTotalScore: 7, grade: 'High Social Support' });
    expect(result.subscaleScores).toEqual({ 'Significant Other': 5.25, Family: 5, Friends: 5 });
  });

  it('scores mean 5 (sum 60) as moderate support', async () => {
    const moderate = chooseScores(
      mspss,
      Array.from({ length: 12 }, () => 5),
    );
    const response = await api.interpret(moderate);
    expect(resultSchema.parse(response.body)).toMatchObject({
      totalScore: 5,
      grade: 'Moderate Social Support',
    });
  });

  it.each([
    ['an option the question lacks', withAnswer(high, 'q1', { text: 'Agree' }), 'unknown_option'],
    ['a missing answer', high.slice(1), 'missing_answer'],
    ['a duplicated answer', [...high, high[11]], 'duplicate_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});
