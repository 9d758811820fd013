import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpretBodySchema } from '../../schemas';
import { catalogue } from '../helpers/fixtures';
import { propertyRuns } from '../helpers/propertyRuns';
import { captureLog, startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
const log = captureLog();
beforeAll(async () => {
  server = await startServer(
    { rateLimitPerMinute: 1_000_000, rateLimitGlobalPerSecond: 1_000_000, logLevel: 'error' },
    { logStream: log.stream },
  );
});
afterAll(() => server.close());

const testCodes = catalogue.tests.map((test) => test.card.testCode);
const hostileStrings = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  '\u0000',
  '🙂',
  'نص',
  '１２',
  '1e999',
  '-0',
  'NaN',
  '9'.repeat(400),
];
const hostileNumbers = [
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  0,
  -0,
  0.1,
  2 ** 53 + 1,
];

const text = fc.oneof(
  fc.string(),
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(...hostileNumbers));

/** Answers shaped like the web app's, built from a real test's questions with random or real choices. */
const plausibleBody = fc.constantFrom(...catalogue.tests).chain((test) =>
  fc.record({
    code: fc.oneof(fc.constant(test.card.testCode), fc.constantFrom(...testCodes)),
    body: fc
      .subarray(test.form.questions, { minLength: 0 })
      .chain((questions) =>
        fc.tuple(
          ...questions.map((question) =>
            fc.record({
              questionId: fc.oneof(fc.constant(question.id), text),
              score: number,
              text: fc.oneof(
                fc.constantFrom(
                  ...question.options.map((option) => option.text).concat(['', '12', '999999']),
                ),
                text,
              ),
              nextQuestion: fc.oneof(fc.constant(null), text),
              selected: fc.option(
                fc.array(
                  fc.oneof(fc.constantFrom(...question.options.map((option) => option.text), 'x'), text),
                  { maxLength: 6 },
                ),
                { nil: undefined },
              ),
            }),
          ),
        ),
      )
      .map((scores) => JSON.stringify({ scores })),
  }),
);

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Bodies no client should send: wrong types, deep nesting, prototype keys, huge numbers, not JSON at all. */
const hostileBody = fc.record({
  code: fc.oneof(fc.constantFrom(...testCodes), text),
  body: fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
    fc
      .integer({ min: 1, max: 5000 })
      .map((depth) => JSON.stringify({ scores: JSON.parse(nested(Math.min(depth, 500))) })),
    fc.integer({ min: 1000, max: 12000 }).map(nested),
    fc.constantFrom(
      '{"__proto__": {"polluted": true}, "scores": []}',
      '{"constructor": {"prototype": {"polluted": true}}}',
      '{"scores": [{"questionId": "q1", "score": 1e999, "text": "x"}]}',
      '{"scores": [{"questionId": "q1", "score": 1, "text": "x", "__proto__": {"polluted": true}}]}',
      '{"conversationHistory": "", "userInput": "__proto__"}',
      '{',
      '',
      'null',
      '"scores"',
    ),
    text,
  ),
});

const request = fc.record({
  path: fc.constantFrom('/api/interpret/', '/api/chat/', '/api/config/'),
  method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    // Malformed and oddly cased JSON types, which once let bodies past Fastify's schema check (CVE-2025-32442,
    // GHSA-573f-x89g-hqp9): the zod verdict below must hold for them too.
    'application/json;',
    'Application/JSON',
    'application/json ; charset=utf-8',
    'application/json\t; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
  ),
  payload: fc.oneof(plausibleBody, hostileBody),
});

/**
 * The interpret route checks bodies with ajv compiled from the zod schema: for a known test and a body that
 * parsed, it must refuse as invalid_body exactly the bodies zod refuses.
 */
function expectZodVerdict(testCode: string, requestBody: string, status: number, responseBody: string): void {
  if (!testCodes.includes(testCode) || (status !== 200 && status !== 400)) return;
  const code = status === 200 ? null : (JSON.parse(responseBody) as { error: { code: string } }).error.code;
  // Bodies Fastify's parser refused (not JSON, or prototype keys) never reach the schema.
  if (code === 'bad_request') return;
  const zodRefuses = !interpretBodySchema.safeParse(JSON.parse(requestBody)).success;
  expect(code === 'invalid_body', `${requestBody} → ${responseBody}`).toBe(zodRefuses);
  zodVerdicts[zodRefuses ? 'refused' : 'accepted'] += 1;
}
const zodVerdicts = { accepted: 0, refused: 0 };

/** 1,000 in `npm test`, 10,000 in `npm run test:thorough`. */
const requests = propertyRuns(1000, 10_000);

describe('the API under random and hostile input', () => {
  it(`never answers 5xx and keeps serving, over ${requests.toLocaleString('en')} requests`, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ path, method, contentType, payload }) => {
        const headers: Record<string, string> = { 'x-test-code': payload.code.replace(/[^\x20-\x7e]/g, '?') };
        if (contentType) headers['content-type'] = contentType;
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers,
          ...(method === 'GET' ? {} : { body: payload.body }),
        });
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
        const body = await response.text();
        expect(response.status, body).toBeLessThan(500);
        if (response.status >= 400) {
          expect(JSON.parse(body)).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
        }
        if (path === '/api/interpret/' && method === 'POST' && /^application\/json\b/i.test(contentType)) {
          expectZodVerdict(headers['x-test-code'] as string, payload.body, response.status, body);
        }
      }),
      { numRuns: requests },
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // The run must reach the scorer, not only the validators, and hold the body check to zod both ways.
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
    expect(zodVerdicts.accepted).toBeGreaterThan(requests / 100);
    expect(zodVerdicts.refused).toBeGreaterThan(requests / 100);
    // Nothing went wrong inside: no 500 logged, and ajv never refused a body that zod accepts.
    expect(log.lines).toEqual([]);
    expect(seen.get(400) ?? 0).toBeGreaterThan(requests / 100);
  }, 240_000);
});
