import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, resultSchema, testConfigSchema } from '../../schemas';
import { chooseScore, fixtureByCode } from '../helpers/fixtures';
import { postJson, startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const mspss = fixtureByCode('MH-005');
const headers = { 'x-test-code': 'MH-005' };
const answersFor = (items: number[]) =>
  items.map((value, index) => chooseScore(mspss, `q${index + 1}`, value));
// Sum 61, mean 5.08: just above Zimet's moderate range.
const high = answersFor([6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);

async function expectError(response: { status: number; body: unknown }, code: string) {
  expect(response.status).toBe(400);
  expect(apiErrorSchema.parse(response.body).error.code).toBe(code);
}

describe('MH-005 social_support (MSPSS) over HTTP', () => {
  it('serves the configuration', async () => {
    const response = await fetch(`${server.url}/api/config/`, { headers });
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
    const response = await postJson(`${server.url}/api/interpret/`, { scores: high }, headers);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({ totalScore: 5.08, expectedTotalScore: 7, grade: 'High Social Support' });
    expect(result.subscaleScores).toEqual({ 'Significant Other': 5.25, Family: 5, Friends: 5 });
  });

  it('scores mean 5 (sum 60) as moderate support', async () => {
    const moderate = answersFor(Array.from({ length: 12 }, () => 5));
    const response = await postJson(`${server.url}/api/interpret/`, { scores: moderate }, headers);
    expect(resultSchema.parse(response.body)).toMatchObject({
      totalScore: 5,
      grade: 'Moderate Social Support',
    });
  });

  it.each([
    ['an option the question lacks', [{ ...high[0]!, text: 'Agree' }, ...high.slice(1)], 'unknown_option'],
    ['a missing answer', high.slice(1), 'missing_answer'],
    ['a duplicated answer', [...high, high[11]], 'duplicate_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    await expectError(await postJson(`${server.url}/api/interpret/`, { scores }, headers), code);
  });
});
