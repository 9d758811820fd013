import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { interpretBodySchema } from '../../../schemas';
import {
  interpretBodyJsonSchema,
  mergeTypeUnions,
  resultJsonSchema,
} from '../../../server/routes/jsonSchemas';
import { scoreAnswers } from '../../../src/core/scoring';
import { catalogue, chooseScores, fixtureByCode } from '../../helpers/fixtures';
import { captureLog, expectApiError, postJson, useServer } from '../../helpers/server';

// The interpret route checks bodies with ajv and writes results with fast-json-stringify, both compiled from
// JSON Schemas that zod generates. These tests hold the route to what zod and JSON.stringify would do.

const supportResourcesUrl = 'https://example.org/resources';
const log = captureLog();
const server = useServer(
  { supportResourcesUrl, rateLimitPerMinute: 10_000, logLevel: 'error' },
  { logStream: log.stream },
);
const phq9 = fixtureByCode('MH-001');
const answers = chooseScores(phq9, [1, 1, 1, 1, 1, 1, 1, 1, 0, 1]);

function interpret(body: string | object, testCode = 'MH-001') {
  return postJson(`${server.url}/api/interpret/`, body, { 'x-test-code': testCode });
}

describe('results are written as the engine made them', () => {
  const samples = catalogue.tests.flatMap((fixture) =>
    fixture.samples.map((sample) => [fixture.card.testCode, sample.label, fixture, sample] as const),
  );

  it.each(samples)('%s sample "%s"', async (testCode, _label, fixture, sample) => {
    const response = await interpret({ scores: sample.answers }, testCode);
    expect(response.status).toBe(200);
    const expected = scoreAnswers(fixture, sample.answers, { supportResources: supportResourcesUrl });
    expect(response.body).toEqual(JSON.parse(JSON.stringify({ ...expected, lang: 'en' })));
  });
});

describe('bodies are accepted and refused exactly as zod would', () => {
  beforeEach(() => {
    log.lines.length = 0;
  });
  const first = answers[0]!;
  const withFirst = (change: Record<string, unknown>) => ({
    scores: [{ ...first, ...change }, ...answers.slice(1)],
  });
  // zod counts characters, not UTF-16 units: 64 emoji (128 units) are a valid id, 65 are one too many.
  const emoji = (count: number) => '🙂'.repeat(count);

  it.each([
    ['a question id of 64 emoji (128 UTF-16 units)', withFirst({ questionId: emoji(64) })],
    ['no nextQuestion at all', withFirst({ nextQuestion: undefined })],
    ['a null nextQuestion', withFirst({ nextQuestion: null })],
    ['a nextQuestion of 64 emoji', withFirst({ nextQuestion: emoji(64) })],
    ['a property the contract does not name', withFirst({ note: 'ignored' })],
    ['50 selected options', withFirst({ selected: Array.from({ length: 50 }, () => 'x') })],
    ['a text of 2,000 units', withFirst({ text: 'x'.repeat(2000) })],
  ])('accepts %s', async (_name, body) => {
    expect(interpretBodySchema.safeParse(body).success).toBe(true);
    const response = await interpret(body);
    expect(response.body).not.toMatchObject({ error: { code: 'invalid_body' } });
    // ajv, compiled from the same schema, let it through too (else the route logs their disagreement).
    expect(log.lines).toEqual([]);
  });

  it.each([
    ['a question id of 65 emoji', withFirst({ questionId: emoji(65) }), 'scores[0].questionId'],
    ['a score sent as a string', withFirst({ score: '1' }), 'scores[0].score'],
    [
      'a score too large for a number',
      '{"scores":[{"questionId":"q1","score":1e999,"text":"x"}]}',
      'scores[0].score',
    ],
    ['a numeric nextQuestion', withFirst({ nextQuestion: 5 }), 'scores[0].nextQuestion'],
    ['a nextQuestion of 65 emoji', withFirst({ nextQuestion: emoji(65) }), 'scores[0].nextQuestion'],
    [
      '51 selected options',
      withFirst({ selected: Array.from({ length: 51 }, () => 'x') }),
      'scores[0].selected',
    ],
    ['a text of 2,001 units', withFirst({ text: 'x'.repeat(2001) }), 'scores[0].text'],
    ['201 answers', { scores: Array.from({ length: 201 }, () => first) }, 'scores'],
    ['a list for a body', [answers], '(the whole document)'],
    ['null for scores', { scores: null }, 'scores'],
  ])('refuses %s, in zod words', async (_name, body, path) => {
    const parsed: unknown = typeof body === 'string' ? JSON.parse(body) : body;
    expect(interpretBodySchema.safeParse(parsed).success).toBe(false);
    expectApiError(await interpret(body), 'invalid_body', {
      message: new RegExp(
        `^The answers are not in the expected shape: ${path.replace(/[.[\]()]/g, '\\$&')}: `,
      ),
    });
  });
});

describe('type unions in the JSON Schemas', () => {
  it('become one schema with a list of types where the branches are plain distinct types', () => {
    expect(
      mergeTypeUnions({ anyOf: [{ type: 'string', maxLength: 64 }, { type: 'null' }], description: 'id' }),
    ).toEqual({ type: ['string', 'null'], maxLength: 64, description: 'id' });
    expect(
      mergeTypeUnions({
        properties: { a: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] } },
      }),
    ).toEqual({ properties: { a: { type: ['array', 'string'], items: { type: 'string' } } } });
  });

  it.each([
    [
      'two branches of one type',
      {
        anyOf: [
          { type: 'string', maxLength: 2 },
          { type: 'string', minLength: 5 },
        ],
      },
    ],
    ['a keyword of another type', { anyOf: [{ type: 'string', items: {} }, { type: 'null' }] }],
    ['an object branch', { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] }],
    ['a number branch (integer overlaps it)', { anyOf: [{ type: 'number', minimum: 1 }, { type: 'null' }] }],
    [
      'a keyword the schema around it has',
      { maxLength: 3, anyOf: [{ type: 'string', maxLength: 9 }, { type: 'null' }] },
    ],
    ['a type that is not a plain name', { anyOf: [{ type: 'constructor' }, { type: 'null' }] }],
  ])('stay as they are with %s', (_name, schema) => {
    expect(mergeTypeUnions(schema)).toEqual(schema);
  });

  it('leave no anyOf in the interpret body and the result', () => {
    expect(JSON.stringify(interpretBodyJsonSchema)).not.toContain('anyOf');
    expect(JSON.stringify(resultJsonSchema)).not.toContain('anyOf');
  });

  it('write next steps given as one text or as a list exactly as JSON.stringify does', async () => {
    const app = Fastify();
    const results = [
      { totalScore: 3, expectedTotalScore: 27, grade: 'Mild', nextSteps: 'Rest "well" \\ today' },
      { totalScore: 3, expectedTotalScore: 27, grade: 'Mild', nextSteps: ['One', 'Two'] },
    ];
    app.get('/:index', { schema: { response: { 200: resultJsonSchema } } }, async (request) => {
      return results[Number((request.params as { index: string }).index)];
    });
    for (const [index, result] of results.entries()) {
      const response = await app.inject({ url: `/${index}` });
      expect(response.body).toBe(JSON.stringify(result));
    }
    await app.close();
  });
});
