import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { readSettings } from '../../server/settings';
import { chooseScores, fixtureByCode, loadLicensedCatalogue, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

describe('MH-003 burnout over HTTP, built in (Copenhagen Burnout Inventory)', () => {
  const api = instrumentApi(useServer(), 'MH-003');
  const cbi = fixtureByCode('MH-003');
  // Personal 50, work 50 (350/7), client 25.
  const high = chooseScores(cbi, [
    ...[50, 50, 50, 50, 50, 50],
    ...[75, 50, 50, 50, 50, 50, 25],
    ...[25, 25, 25, 25, 25, 25],
  ]);

  it('serves the CBI under its own title', async () => {
    const response = await api.config();
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'MH-003',
      formalTitle: 'Copenhagen Burnout Inventory',
      informalTitle: 'Burnout Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 100,
    });
    expect(config.questions).toHaveLength(19);
  });

  it('scores work-related burnout 50 as high, with every scale and its analysis', async () => {
    const response = await api.interpret(high);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 50,
      expectedTotalScore: 100,
      grade: 'High work-related burnout',
    });
    expect(result.subscaleScores).toEqual({
      'Personal burnout': 50,
      'Work-related burnout': 50,
      'Client-related burnout': 25,
    });
    expect(Object.keys(result.detailedAnalysis ?? {})).toEqual([
      'Personal burnout',
      'Work-related burnout',
      'Client-related burnout',
    ]);
    expect(result.emotionalExhaustion).toBeUndefined();
  });

  it.each([
    ['an MBI answer the CBI does not have', withAnswer(high, 'q1', { text: 'Every day' }), 'unknown_option'],
    ['a missing answer', high.slice(0, 18), 'missing_answer'],
    [
      'an MBI-only question',
      [...high, { questionId: 'q22', score: 6, text: 'Every day' }],
      'unknown_question',
    ],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});

describe('MH-003 burnout over HTTP, with LICENSED_FIXTURES_DIR (placeholder MBI)', () => {
  const settings = readSettings({
    LOG_LEVEL: 'silent',
    LICENSED_FIXTURES_DIR: 'tests/fixtures/licensed/tests',
  });
  const licensed = loadLicensedCatalogue(settings.licensedFixturesDir);
  const mbi = licensed.byTestCode.get('MH-003')!;
  const api = instrumentApi(useServer(settings, { catalogue: licensed }), 'MH-003');

  // EE 27 (high), DP 9 (moderate), PA 40 (low burnout): items 1-9, 10-14, 15-22 of the placeholder key.
  const answers = chooseScores(mbi, [
    ...[6, 6, 6, 6, 3, 0, 0, 0, 0],
    ...[6, 3, 0, 0, 0],
    ...[6, 6, 6, 6, 6, 6, 4, 0],
  ]);

  it('serves the licensed MBI in place of the CBI', async () => {
    const response = await api.config();
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'MH-003',
      formalTitle: 'Maslach Burnout Inventory',
      expectedTotalScore: 54,
    });
    expect(config.questions).toHaveLength(22);
    expect(config.questions[0]?.options.map((option) => option.text)).toEqual([
      'Never',
      'A few times a year or less',
      'Once a month or less',
      'A few times a month',
      'Once a week',
      'A few times a week',
      'Every day',
    ]);
  });

  it('fills emotionalExhaustion, depersonalization and personalAccomplishment', async () => {
    const response = await api.interpret(answers);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 27,
      expectedTotalScore: 54,
      grade: 'High emotional exhaustion',
    });
    expect(result.emotionalExhaustion).toMatchObject({ level: 'High' });
    expect(result.depersonalization).toMatchObject({ level: 'Moderate' });
    expect(result.personalAccomplishment).toMatchObject({
      level: 'High sense of accomplishment (low burnout)',
    });
    for (const report of [
      result.emotionalExhaustion,
      result.depersonalization,
      result.personalAccomplishment,
    ]) {
      expect(report?.description).toBeTruthy();
      expect(report?.nextSteps.length).toBeGreaterThan(0);
    }
    expect(result.overallInterpretation).toMatch(/never added into one total/);
  });

  it.each([
    ['a CBI answer the MBI does not have', withAnswer(answers, 'q1', { text: 'Always' }), 'unknown_option'],
    ['a missing answer', answers.slice(0, 21), 'missing_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});
