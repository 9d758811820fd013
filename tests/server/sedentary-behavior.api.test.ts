import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { fixtureByCode, walkPath, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'PA-002');
const sitting = fixtureByCode('PA-002');
// Weekday 10 h, weekend 8 h: (50 + 16) / 7 = 9.4 h a day; under 10 minutes of brisk activity.
const long = walkPath(sitting, {
  weekday: 10,
  weekend: 8,
  screen: 'More than 4 hours',
  breaks: 'Rarely or never',
  activity: 'Less than 10 minutes',
});

describe('PA-002 sedentary-behavior (sitting time) over HTTP', () => {
  it('serves the configuration with sitting hours as numbers from 0 to 24', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'PA-002',
      informalTitle: 'Sitting Time Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 24,
    });
    expect(config.questions).toHaveLength(5);
    expect(config.questions[0]).toMatchObject({ type: 'user-input-number', min: 0, max: 24, unit: 'hours' });
    expect(config.questions[1]).toMatchObject({ type: 'user-input-number', min: 0, max: 24, unit: 'hours' });
  });

  it('scores 9.4 hours a day with little activity as very high, with its problem areas', async () => {
    const response = await api.interpret(long);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 9.4,
      expectedTotalScore: 24,
      grade: 'Very high sitting time',
    });
    expect(result.description).toMatch(/not a medical test/);
    expect(result.problemAreas).toHaveLength(3);
  });

  it('scores the same sitting with an hour of activity a day as balanced', async () => {
    const active = withAnswer(long, 'activity', { text: '60 minutes or more', score: 3 });
    expect(resultSchema.parse((await api.interpret(active)).body).grade).toBe(
      'Very high sitting time, balanced by activity',
    );
  });

  it.each([
    [
      '25 hours on a weekday',
      withAnswer(long, 'weekday', { text: '25' }),
      'number_out_of_range',
      /"weekday" must be between 0 and 24 hours/,
    ],
    [
      '-1 hours at the weekend',
      withAnswer(long, 'weekend', { text: '-1' }),
      'number_out_of_range',
      /"weekend"/,
    ],
    [
      'hours in words',
      withAnswer(long, 'weekday', { text: 'eight' }),
      'invalid_number',
      /"weekday" is not a number/,
    ],
    [
      'a screen-time answer the question does not offer',
      withAnswer(long, 'screen', { text: 'All day' }),
      'unknown_option',
      /"screen" has no option "All day"/,
    ],
    [
      'the weekend question missing',
      long.filter((answer) => answer.questionId !== 'weekend'),
      'missing_answer',
      /"weekend"/,
    ],
    ['a duplicated answer', [...long, long[0]], 'duplicate_answer', /"weekday"/],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});
