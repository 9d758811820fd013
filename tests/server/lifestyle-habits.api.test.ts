import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { chooseText, fixtureByCode, typeNumber, walkPath, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'GW-001');
const habits = fixtureByCode('GW-001');
const goodHabits = {
  activeDays: '5 to 7 days',
  sitting: 'Less than 6 hours',
  fruitVeg: '5 or more servings',
  salt: 'Never',
  sleep: '7 to 9 hours',
  stress: 'Never',
};
// A daily smoker with two heavy drinking episodes and good habits otherwise: 0 + 0 + 12 = 12.
const smokerDrinker = walkPath(habits, {
  smoke: 'Yes',
  smokeDaily: 'Yes',
  otherTobacco: 'No',
  alcohol: 'Yes',
  heavyDrinking: 2,
  ...goodHabits,
});
const abstainer = walkPath(habits, { smoke: 'No', otherTobacco: 'No', alcohol: 'No', ...goodHabits });

describe('GW-001 lifestyle-habits (WHO STEPS-based checklist) over HTTP', () => {
  it('serves the configuration with the tobacco and alcohol skips', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'GW-001',
      informalTitle: 'Lifestyle Habits Screening Test',
      duration: '8 minutes',
      expectedTotalScore: 16,
    });
    const byId = Object.fromEntries(config.questions.map((question) => [question.id, question]));
    expect(byId.smoke?.options).toContainEqual({
      id: 'smoke-1',
      text: 'No',
      score: 0,
      nextQuestion: 'otherTobacco',
    });
    expect(byId.alcohol?.options).toContainEqual({
      id: 'alcohol-1',
      text: 'No',
      score: 0,
      nextQuestion: 'activeDays',
    });
    expect(byId.heavyDrinking).toMatchObject({ type: 'user-input-number', min: 0, max: 30, unit: 'times' });
  });

  it('lists tobacco first and heavy drinking as problem areas for a smoker who drinks heavily', async () => {
    const response = await api.interpret(smokerDrinker);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({ totalScore: 12, expectedTotalScore: 16, grade: 'Some habits to work on' });
    expect(result.problemAreas).toEqual([
      expect.stringMatching(/^You use tobacco or nicotine/),
      expect.stringMatching(/^Heavy drinking episodes/),
    ]);
  });

  it('scores the short path of a visitor who neither smokes nor drinks: 16', async () => {
    const result = resultSchema.parse((await api.interpret(abstainer)).body);
    expect(result).toMatchObject({ totalScore: 16, grade: 'Healthy habits in most areas' });
    expect(result.problemAreas).toBeUndefined();
  });

  it.each([
    [
      'daily smoking after "No" to smoking (off the path)',
      [abstainer[0], chooseText(habits, 'smokeDaily', 'Yes'), ...abstainer.slice(1)],
      'answer_off_path',
      /"smokeDaily" is skipped/,
    ],
    [
      'heavy drinking after "No" to alcohol (off the path)',
      [...abstainer.slice(0, 3), typeNumber('heavyDrinking', 3), ...abstainer.slice(3)],
      'answer_off_path',
      /"heavyDrinking" is skipped/,
    ],
    [
      'heavy drinking missing after "Yes" to alcohol',
      smokerDrinker.filter((answer) => answer.questionId !== 'heavyDrinking'),
      'missing_answer',
      /"heavyDrinking"/,
    ],
    [
      '31 heavy episodes in 30 days',
      withAnswer(smokerDrinker, 'heavyDrinking', { text: '31' }),
      'number_out_of_range',
      /0 and 30 times/,
    ],
    [
      'a sleep answer the question does not offer',
      withAnswer(abstainer, 'sleep', { text: '8 hours' }),
      'unknown_option',
      /"sleep" has no option "8 hours"/,
    ],
    ['a duplicated answer', [...abstainer, abstainer[0]], 'duplicate_answer', /"smoke"/],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});
