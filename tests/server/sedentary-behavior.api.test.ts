import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, resultSchema, testConfigSchema } from '../../schemas';
import { fixtureByCode, typeNumber, walkPath } from '../helpers/fixtures';
import { postJson, startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const sitting = fixtureByCode('PA-002');
const headers = { 'x-test-code': 'PA-002' };
const interpret = (scores: unknown[]) => postJson(`${server.url}/api/interpret/`, { scores }, headers);
// Weekday 10 h, weekend 8 h: (50 + 16) / 7 = 9.4 h a day; under 10 minutes of brisk activity.
const long = walkPath(sitting, {
  weekday: 10,
  weekend: 8,
  screen: 'More than 4 hours',
  breaks: 'Rarely or never',
  activity: 'Less than 10 minutes',
});
const replace = (id: string, value: number | string) =>
  long.map((answer) => (answer.questionId === id ? typeNumber(id, value) : answer));

async function expectError(response: { status: number; body: unknown }, code: string, message?: RegExp) {
  expect(response.status).toBe(400);
  const body = apiErrorSchema.parse(response.body);
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toMatch(message);
}

describe('PA-002 sedentary-behavior (sitting time) over HTTP', () => {
  it('serves the configuration with sitting hours as numbers from 0 to 24', async () => {
    const response = await fetch(`${server.url}/api/config/`, { headers });
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
    const response = await interpret(long);
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
    const active = long.map((answer) =>
      answer.questionId === 'activity' ? { ...answer, text: '60 minutes or more', score: 3 } : answer,
    );
    expect(resultSchema.parse((await interpret(active)).body).grade).toBe(
      'Very high sitting time, balanced by activity',
    );
  });

  it.each([
    [
      '25 hours on a weekday',
      replace('weekday', 25),
      'number_out_of_range',
      /"weekday" must be between 0 and 24 hours/,
    ],
    ['-1 hours at the weekend', replace('weekend', -1), 'number_out_of_range', /"weekend"/],
    ['hours in words', replace('weekday', 'eight'), 'invalid_number', /"weekday" is not a number/],
    [
      'a screen-time answer the question does not offer',
      long.map((answer) => (answer.questionId === 'screen' ? { ...answer, text: 'All day' } : answer)),
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
    await expectError(await interpret(scores), code, message);
  });
});
