import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, resultSchema, testConfigSchema } from '../../schemas';
import { chooseScore, chooseText, fixtureByCode } from '../helpers/fixtures';
import { postJson, startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const gad7 = fixtureByCode('MH-002');
const headers = { 'x-test-code': 'MH-002' };
const moderate = [
  ...[3, 3, 2, 1, 1, 0, 0].map((score, index) => chooseScore(gad7, `q${index + 1}`, score)),
  chooseText(gad7, 'q8', 'Very difficult'),
];

async function expectError(response: { status: number; body: unknown }, code: string) {
  expect(response.status).toBe(400);
  expect(apiErrorSchema.parse(response.body).error.code).toBe(code);
}

describe('MH-002 anxiety (GAD-7) over HTTP', () => {
  it('serves the configuration', async () => {
    const response = await fetch(`${server.url}/api/config/`, { headers });
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
    const response = await postJson(`${server.url}/api/interpret/`, { scores: moderate }, headers);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({ totalScore: 10, expectedTotalScore: 21, grade: 'Moderate anxiety' });
    expect(result.impact).toMatch(/very difficult/);
  });

  it('scores total 9 as mild anxiety, one point below the cut-off', async () => {
    const mild = moderate.map((answer) => (answer.questionId === 'q5' ? chooseScore(gad7, 'q5', 0) : answer));
    const response = await postJson(`${server.url}/api/interpret/`, { scores: mild }, headers);
    expect(resultSchema.parse(response.body)).toMatchObject({ totalScore: 9, grade: 'Mild anxiety' });
  });

  it.each([
    [
      'an option the question lacks',
      [{ ...moderate[0]!, text: 'Sometimes' }, ...moderate.slice(1)],
      'unknown_option',
    ],
    ['a missing answer (no difficulty question)', moderate.slice(0, 7), 'missing_answer'],
    [
      'an unknown question',
      [...moderate, { questionId: 'q9', score: 0, text: 'Not at all' }],
      'unknown_question',
    ],
    ['a duplicated answer', [...moderate, moderate[2]], 'duplicate_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    await expectError(await postJson(`${server.url}/api/interpret/`, { scores }, headers), code);
  });
});
