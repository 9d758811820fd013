import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { chooseText, fixtureByCode, walkPath, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'DA-001');
const sas = fixtureByCode('DA-001');
/** Items 1 and 2 'Agree' (5), the rest 'Weakly agree' (4): total 42. */
const answers = (sex: string) =>
  walkPath(sas, {
    sex,
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [`q${index + 1}`, index < 2 ? 'Agree' : 'Weakly agree']),
    ),
  });
/** Every item 'Weakly disagree' (3, total 30), with (value - 30) of them raised to 'Weakly agree' (4). */
const total = (sex: string, value: number) =>
  walkPath(sas, {
    sex,
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [
        `q${index + 1}`,
        index < value - 30 ? 'Weakly agree' : 'Weakly disagree',
      ]),
    ),
  });

describe('DA-001 digital-usage-patterns (SAS-SV) over HTTP', () => {
  it('serves the configuration: an unscored level question, then the ten items scored 1-6', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'DA-001',
      formalTitle: 'Smartphone Addiction Scale, Short Version (SAS-SV)',
      informalTitle: 'Smartphone Use Screening Test',
      duration: '8 minutes',
      expectedTotalScore: 60,
    });
    expect(config.questions).toHaveLength(11);
    expect(config.questions[0]?.options.map((option) => option.score)).toEqual([0, 0, 0]);
    expect(config.questions[1]?.options.map((option) => [option.text, option.score])).toEqual([
      ['Strongly disagree', 1],
      ['Disagree', 2],
      ['Weakly disagree', 3],
      ['Weakly agree', 4],
      ['Agree', 5],
      ['Strongly agree', 6],
    ]);
    expect(config.instructions.join(' ')).toMatch(/Kwon/);
  });

  it('scores total 42 as possible problematic use, with the two agreed items as problem areas', async () => {
    const result = resultSchema.parse((await api.interpret(answers('Female'))).body);
    expect(result).toMatchObject({
      totalScore: 42,
      expectedTotalScore: 60,
      grade: 'Possible problematic smartphone use',
    });
    expect(result.problemAreas).toHaveLength(2);
    expect(JSON.stringify(result)).not.toMatch(/addict/i);
  });

  it.each([
    ['Male', 30, 'Lower level of problematic smartphone use'],
    ['Male', 31, 'Possible problematic smartphone use'],
    ['Female', 32, 'Lower level of problematic smartphone use'],
    ['Female', 33, 'Possible problematic smartphone use'],
    ['Prefer not to say', 31, 'Possible problematic smartphone use'],
  ])('%s, total %i: "%s"', async (sex, value, grade) => {
    const result = resultSchema.parse((await api.interpret(total(sex, value))).body);
    expect(result).toMatchObject({ totalScore: value, grade });
  });

  it.each([
    [
      'an answer the scale does not have',
      withAnswer(answers('Male'), 'q3', { text: 'Neutral' }),
      'unknown_option',
      /"q3" has no option "Neutral"/,
    ],
    [
      'a level the first question does not offer',
      withAnswer(answers('Male'), 'sex', { text: 'Other' }),
      'unknown_option',
      /"sex"/,
    ],
    ['item 10 missing', answers('Male').slice(0, -1), 'missing_answer', /"q10"/],
    ['the level question missing', answers('Male').slice(1), 'missing_answer', /"sex"/],
    ['a duplicated item', [...answers('Male'), chooseText(sas, 'q4', 'Agree')], 'duplicate_answer', /"q4"/],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});
