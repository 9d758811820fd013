import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { chooseScores, fixtureByCode, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'MH-004');
const pcl5 = fixtureByCode('MH-004');
// Total 33 with 1 B, 1 C, 2 D and 2 E items rated 2 or more: both provisional rules met.
const bothRules = chooseScores(pcl5, [2, 2, 2, 1, 1, 2, 1, 2, 2, 2, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);

describe('MH-004 ptsd (PCL-5) over HTTP', () => {
  it('serves the configuration', async () => {
    const response = await api.config();
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'MH-004',
      formalTitle: 'PCL-5',
      informalTitle: 'PTSD Screening Test',
      duration: '5 minutes',
      expectedTotalScore: 80,
    });
    expect(config.questions).toHaveLength(20);
    expect(config.questions.every((question) => question.options.length === 5)).toBe(true);
  });

  it('scores total 33 with both rules: moderate, cluster scores and a provisional result', async () => {
    const response = await api.interpret(bothRules);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 33,
      expectedTotalScore: 80,
      grade: 'Moderate PTSD symptoms',
      level: 3,
      urgency: 'soon',
      validated: true,
      urgencyReasons: [],
    });
    expect(Object.values(result.clusterScores ?? {})).toEqual([8, 3, 10, 12]);
    expect(result.provisionalDiagnosis).toMatch(/provisional result to discuss with a clinician/);
    expect(result.overallInterpretation).toMatch(/no published severity ranges/);
  });

  it('scores total 30 (just below the lowest published cut-off) honestly, never as minimal', async () => {
    // 1 B, 1 C, 2 D and 2 E items at 2 or more meet the DSM-5 pattern: its own grade, never minimal.
    const pattern = [4, 1, 1, 1, 1, 4, 1, 3, 2, 1, 1, 1, 1, 1, 2, 0, 2, 1, 1, 1];
    const patternResult = resultSchema.parse((await api.interpret(chooseScores(pcl5, pattern))).body);
    expect(patternResult).toMatchObject({
      totalScore: 30,
      grade: 'PTSD symptom pattern met',
      level: 3,
      urgency: 'soon',
    });
    // Every item at 1 plus cluster D raised: the pattern is not met.
    const items = Array.from({ length: 20 }, (_, index) => (index >= 7 && index <= 11 ? 3 : 1));
    const result = resultSchema.parse((await api.interpret(chooseScores(pcl5, items))).body);
    expect(result).toMatchObject({
      totalScore: 30,
      grade: 'Symptoms just below the screening cut-off',
      level: 2,
      urgency: 'routine',
      validated: false,
    });
  });

  it.each([
    ['an option the question lacks', withAnswer(bothRules, 'q1', { text: 'Sometimes' }), 'unknown_option'],
    ['a missing answer', bothRules.slice(0, 19), 'missing_answer'],
    [
      'an unknown question',
      [...bothRules, { questionId: 'q21', score: 0, text: 'Not at all' }],
      'unknown_question',
    ],
    ['a duplicated answer', [...bothRules, bothRules[0]], 'duplicate_answer'],
  ])('answers 400 for %s', async (_name, scores, code) => {
    expectApiError(await api.interpret(scores), code);
  });
});
