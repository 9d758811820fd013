import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  describeIssues,
  interpretBodySchema,
  languages,
  testCodePattern,
  toTestConfig,
  type InterpretBody,
  type Language,
  type TestFixture,
} from '../../schemas';
import { AnswerError, scoreAnswers, type ScoreOptions } from '../../src/core/scoring';
import { sendError } from '../errors';
import { compressInTurn, precompressLater, sendPrecompressed, type Precompressed } from '../precompressed';
import { testInLanguage, type Catalogue } from '../fixtures';
import type { Settings } from '../settings';
import { interpretBodyJsonSchema, resultJsonSchema } from './jsonSchemas';

type TestLookup =
  { fixture: TestFixture; lang: Language } | { status: number; code: string; message: string };

/** The language asked for (`?lang=`, English by default), or null for a value we do not have. */
function askedLanguage(request: FastifyRequest): Language | null {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (asked === undefined) return 'en';
  return typeof asked === 'string' && (languages as readonly string[]).includes(asked)
    ? (asked as Language)
    : null;
}

/**
 * The test named by the x-test-code header, in the language asked for where it has a version in it (else in
 * English: a validated instrument is offered only in its validated translation), or the error to answer.
 */
function findTest(request: FastifyRequest, catalogue: Catalogue): TestLookup {
  const lang = askedLanguage(request);
  if (lang === null) {
    return {
      status: 400,
      code: 'invalid_language',
      message: `The language must be one of: ${languages.join(', ')}.`,
    };
  }
  const header = request.headers['x-test-code'];
  if (header === undefined || header === '') {
    return {
      status: 400,
      code: 'missing_test_code',
      message: 'Send the test code in the x-test-code header.',
    };
  }
  if (typeof header !== 'string' || !testCodePattern.test(header)) {
    return { status: 400, code: 'invalid_test_code', message: 'A test code looks like MH-001.' };
  }
  const fixture = catalogue.byTestCode.get(header);
  if (!fixture) return { status: 404, code: 'unknown_test', message: `No test has the code ${header}.` };
  return testInLanguage(catalogue, fixture, lang);
}

/**
 * zod's verdict on a body ajv refused. ajv is compiled from this very schema, so zod should refuse it too; if it
 * does not, zod wins and the disagreement is logged (ajv's message names the field and the rule, never a value)
 * so that tests and operators see it.
 */
function checkWithZod(request: FastifyRequest, ajvError: Error) {
  const verdict = interpretBodySchema.safeParse(request.body);
  if (verdict.success) request.log.error({ ajv: ajvError.message }, 'ajv refused a body that zod accepts');
  return verdict;
}

export function registerApiRoutes(app: FastifyInstance, catalogue: Catalogue, settings: Settings): void {
  // Configurations never change while the server runs: serialise each, in each language, once, and compress
  // them once the server listens (sent plain until then), so that compressing them never delays a start.
  const configBody = (fixture: TestFixture, lang: Language) =>
    precompressLater(Buffer.from(JSON.stringify(toTestConfig(fixture, lang, catalogue.warningSigns))));
  const configBodies = new Map<string, Precompressed>();
  for (const test of catalogue.tests) configBodies.set(`en ${test.card.testCode}`, configBody(test, 'en'));
  for (const [lang, tests] of catalogue.localised) {
    for (const test of tests.values())
      configBodies.set(`${lang} ${test.card.testCode}`, configBody(test, lang));
  }

  const scoreOptions: ScoreOptions = settings.supportResourcesUrl
    ? { supportResources: settings.supportResourcesUrl }
    : {};
  // The options in each language, made once: the numbers a fixture's texts place are written for the language.
  const scoreOptionsIn = new Map(languages.map((lang) => [lang, { ...scoreOptions, lang }]));

  app.get('/healthz', async () => ({ status: 'ok' }));

  // The catalogue the web app shows, in the language asked for: each page carries its own language's, so the
  // app asks here only when the visitor switches language.
  const catalogueBodies = new Map(
    [...catalogue.site].map(([lang, site]) => [lang, precompressLater(Buffer.from(JSON.stringify(site)))]),
  );
  app.addHook('onListen', (done) => {
    compressInTurn([...catalogueBodies.values(), ...configBodies.values()]).catch((error: unknown) =>
      app.log.error({ err: error }, 'could not compress the configurations; they go out plain'),
    );
    done();
  });
  app.get('/api/catalogue/', async (request, reply) => {
    const lang = askedLanguage(request);
    if (lang === null) {
      return sendError(
        reply,
        400,
        'invalid_language',
        `The language must be one of: ${languages.join(', ')}.`,
      );
    }
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', lang);
    return sendPrecompressed(request, reply, catalogueBodies.get(lang) as Precompressed);
  });

  app.get('/api/config/', async (request, reply) => {
    const found = findTest(request, catalogue);
    if (!('fixture' in found)) return sendError(reply, found.status, found.code, found.message);
    const body = configBodies.get(`${found.lang} ${found.fixture.card.testCode}`) as Precompressed;
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', found.lang);
    return sendPrecompressed(request, reply, body);
  });

  // ajv checks the body before the handler runs; a body it refuses is parsed again by zod, the schemas' source,
  // which says what is wrong in words a person can read.
  const interpretSchema = { body: interpretBodyJsonSchema, response: { 200: resultJsonSchema } };
  app.post('/api/interpret/', { schema: interpretSchema, attachValidation: true }, async (request, reply) => {
    const found = findTest(request, catalogue);
    if (!('fixture' in found)) return sendError(reply, found.status, found.code, found.message);
    const body = request.validationError
      ? checkWithZod(request, request.validationError)
      : { success: true as const, data: request.body as InterpretBody };
    if (!body.success) {
      const problems = describeIssues(body.error).slice(0, 3).join('; ');
      return sendError(reply, 400, 'invalid_body', `The answers are not in the expected shape: ${problems}.`);
    }
    try {
      reply.header('content-language', found.lang);
      return {
        ...scoreAnswers(found.fixture, body.data.scores, scoreOptionsIn.get(found.lang)),
        lang: found.lang,
      };
    } catch (error) {
      if (error instanceof AnswerError) return sendError(reply, 400, error.code, error.message);
      throw error;
    }
  });
}
