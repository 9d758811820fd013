import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { chooseText, fixtureByCode, walkPath, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'MH-007');
const audit = fixtureByCode('MH-007');
// Total 16 (zone III): 4 + 3 + 3 + 2 + 0 + 0 + 2 + 2.
const harmful = walkPath(audit, {
  q1: '4 or more times a week',
  q2: '7 to 9',
  q3: 'Weekly',
  q4: 'Monthly',
  q7: 'Monthly',
  q8: 'Monthly',
});
const never = walkPath(audit, { q1: 'Never' });

describe('MH-007 audit (AUDIT) over HTTP', () => {
  it('serves the configuration with the branch from "Never" to question 9', async () => {
    const response = await api.config();
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'MH-007',
      formalTitle: 'Alcohol Use Disorders Identification Test',
      informalTitle: 'Alcohol Use Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 40,
    });
    expect(config.questions).toHaveLength(10);
    expect(config.questions[0]?.options[0]).toEqual({
      id: 'q1-0',
      text: 'Never',
      score: 0,
      nextQuestion: 'q9',
    });
  });

  it('scores total 16 as high risk, with AUDIT-C and the next-level advice first', async () => {
    const response = await api.interpret(harmful);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 16,
      expectedTotalScore: 40,
      grade: 'High Risk of Dependence',
    });
    expect(result.subscaleScores).toEqual({ 'AUDIT-C (questions 1-3)': 10 });
    expect(result).toMatchObject({ level: 3, urgency: 'soon', validated: true });
    expect(result.urgencyReasons).toEqual([expect.stringMatching(/whatever your total/)]);
    expect((result.nextSteps as string[])[0]).toMatch(
      /^Talk to a doctor, nurse or counsellor about your drinking/,
    );
    expect(result.overallInterpretation).toMatch(/WHO risk zones/);
  });

  it('scores the short path of a non-drinker (questions 1, 9, 10)', async () => {
    const response = await api.interpret(never);
    expect(resultSchema.parse(response.body)).toMatchObject({
      totalScore: 0,
      grade: 'Low Risk of Dependence',
      urgency: 'none',
    });
  });

  it('grades a non-drinker with an injury and concern in the last year without drinking tips', async () => {
    const harmed = walkPath(audit, {
      q1: 'Never',
      q9: 'Yes, during the last year',
      q10: 'Yes, during the last year',
    });
    const result = resultSchema.parse((await api.interpret(harmed)).body);
    expect(result).toMatchObject({
      totalScore: 8,
      grade: 'Not drinking now, harm from drinking in the last year',
      urgency: 'soon',
    });
    expect(JSON.stringify(result.nextSteps)).not.toMatch(/Alternate alcoholic drinks/);
  });

  it.each([
    ['an option the question lacks', withAnswer(harmful, 'q1', { text: 'Sometimes' }), 'unknown_option'],
    [
      'an answer to question 2 after "Never" (off the path)',
      [never[0], chooseText(audit, 'q2', '10 or more'), ...never.slice(1)],
      'answer_off_path',
    ],
    [
      'questions 9-10 skipped after a drinking answer',
      harmful.filter((answer) => answer.questionId !== 'q9' && answer.questionId !== 'q10'),
      'missing_answer',
    ],
    ['the short path with question 10 missing', never.slice(0, 2), 'missing_answer'],
    ['a duplicated answer', [...never, never[1]], 'duplicate_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});
