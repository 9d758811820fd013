import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { byOptionIds, chooseScore, chooseScores, fixtureByCode, withAnswer } from '../helpers/fixtures';
import { compressionsDone } from '../../server/precompressed';
import { expectApiError, instrumentApi, postJson, useServer } from '../helpers/server';

const server = useServer({ supportResourcesUrl: 'https://example.org/resources' });
const api = instrumentApi(server, 'MH-001');
const phq9 = fixtureByCode('MH-001');
const moderateAnswers = chooseScores(phq9, [3, 3, 3, 3, 2, 0, 0, 0, 0]);
const fullAnswers = [...moderateAnswers, chooseScore(phq9, 'q10', 1)];

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/config/', () => {
  it('serves the PHQ-9 configuration for MH-001', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'MH-001',
      formalTitle: 'PHQ-9',
      duration: '5 minutes',
      expectedTotalScore: 27,
    });
    expect(config.questions).toHaveLength(10);
  });

  it('serves no scoring rules or sources to the browser', async () => {
    const response = await api.config();
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain('scoring');
    expect(Object.keys(body)).not.toContain('samples');
  });

  it("gives each option the urgency of its warning sign in the catalogue, never the sign's id", async () => {
    const postnatal = fixtureByCode('GW-009');
    const response = await fetch(`${server.url}/api/config/`, { headers: { 'x-test-code': 'GW-009' } });
    const served = (await response.json()) as {
      questions: { id: string; options: Record<string, unknown>[] }[];
    };
    for (const question of postnatal.form.questions) {
      const options = served.questions.find((candidate) => candidate.id === question.id)!.options;
      for (const [index, option] of question.options.entries()) {
        expect(options[index]).not.toHaveProperty('sign');
        if (option.sign === undefined) expect(options[index]).not.toHaveProperty('urgency');
      }
    }
    const signs = served.questions.find((question) => question.id === 'q11')!.options;
    // Heavy bleeding and fits are emergencies in the catalogue; calf swelling asks for care today.
    expect(signs.map((option) => option.urgency)).toEqual(expect.arrayContaining(['emergency', 'today']));
    expect(signs[0]).toMatchObject({ text: expect.stringMatching(/^Heavy bleeding/), urgency: 'emergency' });
  });

  it.each([
    [{}, 400, 'missing_test_code'],
    [{ 'x-test-code': 'depression' }, 400, 'invalid_test_code'],
    [{ 'x-test-code': 'XX-999' }, 404, 'unknown_test'],
  ])('answers %j with %i %s', async (headers, status, code) => {
    const response = await fetch(`${server.url}/api/config/`, { headers });
    expectApiError({ status: response.status, body: await response.json() }, code, { status });
  });
});

describe('POST /api/interpret/', () => {
  const url = () => `${server.url}/api/interpret/`;

  it('scores a PHQ-9 with total 14 as moderate depression', async () => {
    const response = await api.interpret(fullAnswers);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({ totalScore: 14, expectedTotalScore: 27, grade: 'Moderate depression' });
    expect(result.impact).toBeTruthy();
    expect(result.supportResources).toBe('https://example.org/resources');
    expect(result.suicideRisk).toBeUndefined();
  });

  it('gives crisis help when item 9 is above 0', async () => {
    const answers = withAnswer(fullAnswers, 'q9', chooseScore(phq9, 'q9', 1));
    const response = await api.interpret(answers);
    expect(response.status).toBe(200);
    expect(resultSchema.parse(response.body).suicideRisk).toMatch(/1199/);
  });

  it('cannot be raised or lowered by editing the client score', async () => {
    const tampered = fullAnswers.map((answer) => ({ ...answer, score: 3 }));
    const response = await api.interpret(tampered);
    expect(resultSchema.parse(response.body).totalScore).toBe(14);
  });

  it.each([
    ['an unknown question', [...fullAnswers, { questionId: 'q99', score: 0, text: 'x' }], 'unknown_question'],
    [
      'an option text the question lacks',
      withAnswer(fullAnswers, 'q1', { text: 'Sometimes' }),
      'unknown_option',
    ],
    ['a missing answer', fullAnswers.slice(0, 5), 'missing_answer'],
    ['a duplicated answer', [...fullAnswers, fullAnswers[0]], 'duplicate_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });

  it.each([
    ['no scores field', {}],
    ['scores not a list', { scores: 'all of them' }],
    ['an empty list', { scores: [] }],
    ['an answer without text', { scores: [{ questionId: 'q1', score: 0 }] }],
  ])('answers 400 invalid_body for %s', async (_name, body) => {
    expectApiError(await postJson(url(), body, api.headers), 'invalid_body');
  });

  it('answers 400 for a body that is not JSON', async () => {
    expectApiError(await postJson(url(), '{"scores": [', api.headers), 'bad_request');
  });

  it('answers 404 for an unknown test code', async () => {
    expectApiError(await instrumentApi(server, 'XX-999').interpret(fullAnswers), 'unknown_test', {
      status: 404,
    });
  });

  it('answers 415 for a body that is not JSON by content type', async () => {
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-test-code': 'MH-001' },
      body: 'hello',
    });
    expectApiError({ status: response.status, body: await response.json() }, 'unsupported_media_type', {
      status: 415,
    });
  });

  it('answers 413 for a body over 32 KB', async () => {
    const huge = { scores: [{ questionId: 'q1', score: 0, text: 'x'.repeat(40 * 1024) }] };
    expectApiError(await postJson(url(), huge, api.headers), 'body_too_large', { status: 413 });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expectApiError({ status: response.status, body: await response.json() }, 'not_found', { status: 404 });
  });
});

describe('configuration transfer', () => {
  it('is compressed when the client accepts it, and answers 304 when unchanged', async () => {
    const headers = { 'x-test-code': 'MH-001', 'accept-encoding': 'br' };
    await compressionsDone();
    const first = await fetch(`${server.url}/api/config/`, { headers });
    expect(first.headers.get('content-encoding')).toBe('br');
    const plainLength = JSON.stringify(await first.json()).length;
    const etag = first.headers.get('etag') ?? '';
    const raw = await fetch(`${server.url}/api/config/`, {
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    expect(Number(raw.headers.get('content-length'))).toBeGreaterThanOrEqual(plainLength);
    const again = await fetch(`${server.url}/api/config/`, {
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });
});

describe('Contract 2 over HTTP', () => {
  it('sends option ids and crisis marks with the configuration, and keeps warning signs on the server', async () => {
    const config = (await (await api.config()).json()) as {
      questions: { id: string; options: Record<string, unknown>[] }[];
    };
    const item9 = config.questions.find((question) => question.id === 'q9')!;
    expect(item9.options.map((option) => option.id)).toEqual(['q9-0', 'q9-1', 'q9-2', 'q9-3']);
    expect(item9.options.map((option) => option.crisis ?? false)).toEqual([false, true, true, true]);
    expect(JSON.stringify(config)).not.toContain('"sign"');
  });

  it('answers every result with urgency, its reasons, the level and whether the grade is validated', async () => {
    const response = await api.interpret(fullAnswers);
    expect(response.body).toMatchObject({ urgency: 'soon', urgencyReasons: [], level: 2, validated: true });
  });

  it('makes item 9 above 0 an emergency whatever the total, naming why', async () => {
    const lowest = chooseScores(phq9, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const response = await api.interpret([...lowest, chooseScore(phq9, 'q10', 0)]);
    expect(response.body).toMatchObject({ totalScore: 1, urgency: 'emergency', level: 0 });
    const body = response.body as { urgencyReasons: string[]; nextSteps: string[] };
    expect(body.urgencyReasons).toHaveLength(1);
    expect(body.nextSteps[0]).toMatch(/1199/);
  });

  it('scores answers named by option id exactly as by text, ignoring the text when an id is given', async () => {
    const byId = fullAnswers.map((answer) => {
      const question = phq9.form.questions.find((candidate) => candidate.id === answer.questionId)!;
      const option = question.options.find((candidate) => candidate.text === answer.text)!;
      return { ...answer, text: 'whatever the language', optionId: option.id };
    });
    const [byText, byOptionId] = await Promise.all([api.interpret(fullAnswers), api.interpret(byId)]);
    expect(byOptionId.status).toBe(200);
    expect(byOptionId.body).toEqual(byText.body);
  });

  it('answers 400 for an option id the question does not have', async () => {
    const response = await api.interpret(withAnswer(fullAnswers, 'q1', { optionId: 'q1-9' }));
    expectApiError(response, 'unknown_option', { status: 400 });
  });
});

describe('language (Contract 2)', () => {
  const breast = fixtureByCode('LD-006');
  const configIn = (testCode: string, lang?: string) =>
    fetch(`${server.url}/api/config/${lang ? `?lang=${lang}` : ''}`, {
      headers: { 'x-test-code': testCode },
    });
  const interpretIn = (testCode: string, lang: string, scores: unknown) =>
    postJson(`${server.url}/api/interpret/?lang=${lang}`, { scores }, { 'x-test-code': testCode });

  it('answers a test that has a Kiswahili version in Kiswahili, with the same question and option ids', async () => {
    const response = await configIn('LD-006', 'sw');
    expect(response.headers.get('content-language')).toBe('sw');
    const config = testConfigSchema.parse(await response.json());
    expect(config.lang).toBe('sw');
    expect(config.duration).toMatch(/^dakika \d+$/);
    const ids = (questions: { id: string; options: { id: string; score: number }[] }[]) =>
      questions.map((question) => [
        question.id,
        question.options.map((option) => `${option.id}=${option.score}`),
      ]);
    expect(ids(config.questions)).toEqual(ids(breast.form.questions));
    expect(config.questions[0]!.question).not.toBe(breast.form.questions[0]!.question);
  });

  it('answers a validated instrument without a validated Kiswahili version in English, saying so', async () => {
    const response = await configIn('MH-001', 'sw');
    expect(response.headers.get('content-language')).toBe('en');
    const config = testConfigSchema.parse(await response.json());
    expect(config.lang).toBe('en');
    expect(config.questions[0]!.question).toBe(phq9.form.questions[0]!.question);
  });

  it('scores one answer set the same in both languages, with the texts of the language asked', async () => {
    const answers = breast.samples.map((sample) => byOptionIds(breast, sample.answers));
    for (const scores of answers) {
      const [english, kiswahili] = await Promise.all([
        interpretIn('LD-006', 'en', scores),
        interpretIn('LD-006', 'sw', scores),
      ]);
      const english200 = english.body as Record<string, unknown>;
      const kiswahili200 = kiswahili.body as Record<string, unknown>;
      expect(kiswahili.status).toBe(200);
      for (const field of ['totalScore', 'expectedTotalScore', 'urgency', 'level', 'validated'])
        expect(kiswahili200[field], field).toEqual(english200[field]);
      expect(english200.lang).toBe('en');
      expect(kiswahili200.lang).toBe('sw');
      expect(kiswahili200.grade).not.toBe(english200.grade);
    }
  });

  it('answers 400 for a language it does not have', async () => {
    const response = await configIn('MH-001', 'fr');
    expectApiError({ status: response.status, body: await response.json() }, 'invalid_language', {
      status: 400,
    });
    const scored = await interpretIn('MH-001', 'xx', fullAnswers);
    expectApiError(scored, 'invalid_language', { status: 400 });
  });
});
