import { describe, expect, it } from 'vitest';
import { resultSchema, testConfigSchema } from '../../schemas';
import { fixtureByCode, typeNumber, walkPath, withAnswer } from '../helpers/fixtures';
import { expectApiError, instrumentApi, useServer } from '../helpers/server';

const api = instrumentApi(useServer(), 'DN-001');
const diet = fixtureByCode('DN-001');
const best = {
  legumes: '4 or more times a week',
  wholeGrains: 'On most days',
  sugaryDrinks: 'None',
  addedSugar: '0 to 2 teaspoons',
  sweets: 'Once a week or less',
  saltAtTable: 'Never',
  saltyFood: 'Rarely',
  friedFood: 'Once a week or less',
  cookingFat: 'Liquid vegetable oil (such as sunflower, corn, canola, soya or olive oil)',
  iodizedSalt: 'Yes',
};
// No fruit (skips the fruit servings), vegetables 7 days × 3: 3 a day (1 point); the rest at 2: total 19.
const noFruit = walkPath(diet, { fruitDays: '0 days', vegDays: '7 days', vegServings: 3, ...best });

describe('DN-001 dietary-assessment (healthy diet checklist) over HTTP', () => {
  it('serves the configuration with the "0 days" skips of the WHO STEPS items', async () => {
    const response = await api.config();
    expect(response.status).toBe(200);
    const config = testConfigSchema.parse(await response.json());
    expect(config).toMatchObject({
      testCode: 'DN-001',
      informalTitle: 'Healthy Diet Screening Test',
      duration: '10 minutes',
      expectedTotalScore: 20,
    });
    expect(config.questions).toHaveLength(14);
    expect(config.questions[0]?.options[0]).toEqual({
      id: 'fruitDays-0',
      text: '0 days',
      score: 0,
      nextQuestion: 'vegDays',
    });
    expect(config.questions[2]?.options[0]).toEqual({
      id: 'vegDays-0',
      text: '0 days',
      score: 0,
      nextQuestion: 'legumes',
    });
    expect(config.questions[1]).toMatchObject({
      type: 'user-input-number',
      min: 0,
      max: 20,
      unit: 'servings',
    });
  });

  it('scores the short path without fruit: 19, with fruit and vegetables worth improving', async () => {
    expect(noFruit.map((answer) => answer.questionId).slice(0, 3)).toEqual([
      'fruitDays',
      'vegDays',
      'vegServings',
    ]);
    const response = await api.interpret(noFruit);
    expect(response.status).toBe(200);
    const result = resultSchema.parse(response.body);
    expect(result).toMatchObject({
      totalScore: 19,
      expectedTotalScore: 20,
      grade: 'Mostly in line with healthy-eating advice',
    });
    expect(result.subscaleScores).toEqual({ 'Fruit and vegetable servings a day (average)': 3 });
    expect(result.problemAreas).toEqual([expect.stringMatching(/^Worth improving: 3 to 4 servings/)]);
  });

  it.each([
    [
      'fruit servings after "0 days" of fruit (off the path)',
      [noFruit[0], typeNumber('fruitServings', 2), ...noFruit.slice(1)],
      'answer_off_path',
      /"fruitServings" is skipped/,
    ],
    [
      'vegetable servings missing after "7 days"',
      noFruit.filter((answer) => answer.questionId !== 'vegServings'),
      'missing_answer',
      /"vegServings"/,
    ],
    [
      '21 servings a day',
      withAnswer(noFruit, 'vegServings', { text: '21' }),
      'number_out_of_range',
      /0 and 20 servings/,
    ],
    [
      'a cooking fat the question does not offer',
      withAnswer(noFruit, 'cookingFat', { text: 'Coconut oil' }),
      'unknown_option',
      /"cookingFat"/,
    ],
    ['the unscored last question missing', noFruit.slice(0, -1), 'missing_answer', /"iodizedSalt"/],
  ])('answers 400 for %s', async (_name, scores, code, message) => {
    expectApiError(await api.interpret(scores), code, { message });
  });
});
