import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath, withAnswer, type Pick } from '../helpers/fixtures';

const diet = fixtureByCode('DN-001');
const GOOD = 'Mostly in line with healthy-eating advice';
const SOME = 'Some eating habits to improve';
const SEVERAL = 'Several eating habits to improve';
const habits = [
  'legumes',
  'wholeGrains',
  'sugaryDrinks',
  'addedSugar',
  'sweets',
  'saltAtTable',
  'saltyFood',
  'friedFood',
  'cookingFat',
] as const;

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);
/** Fruit and vegetables as [days, servings] (0 days skips the servings question), habits by their points. */
function answers(
  fruit: [number, number],
  veg: [number, number],
  points: number[] = habits.map(() => 2),
  extra: Record<string, Pick> = {},
) {
  const picks: Record<string, Pick> = { fruitDays: days(fruit[0]), vegDays: days(veg[0]) };
  if (fruit[0] > 0) picks.fruitServings = fruit[1];
  if (veg[0] > 0) picks.vegServings = veg[1];
  habits.forEach((id, index) => {
    const option = diet.form.questions
      .find((question) => question.id === id)!
      .options.find((candidate) => candidate.score === points[index])!;
    picks[id] = option.text;
  });
  return walkPath(diet, { ...picks, ...extra });
}
const FIVE_A_DAY: [[number, number], [number, number]] = [
  [7, 2],
  [7, 3],
];
const THREE_A_DAY: [[number, number], [number, number]] = [
  [7, 1],
  [7, 2],
];
const TWO_A_DAY: [[number, number], [number, number]] = [
  [0, 0],
  [7, 2],
];

describe('DN-001 healthy diet checklist: fruit and vegetables (WHO: at least 5 servings a day)', () => {
  it.each<[string, [number, number], [number, number], number, number]>([
    ['7 days × 2 fruit + 7 × 3 vegetables', [7, 2], [7, 3], 5, 2],
    ['7 × 2 fruit + 5 × 4 vegetables (34 a week)', [7, 2], [5, 4], 4.9, 1],
    ['7 × 1 fruit + 7 × 2 vegetables (21 a week)', [7, 1], [7, 2], 3, 1],
    ['5 × 2 fruit + 5 × 2 vegetables (20 a week)', [5, 2], [5, 2], 2.9, 0],
    ['no fruit, 7 × 2 vegetables', [0, 0], [7, 2], 2, 0],
    ['no fruit, no vegetables', [0, 0], [0, 0], 0, 0],
  ])('%s', (_name, fruit, veg, perDay, points) => {
    const result = scoreAnswers(diet, answers(fruit, veg));
    expect(result.subscaleScores).toEqual({ 'Fruit and vegetable servings a day (average)': perDay });
    expect(result.totalScore).toBe(18 + points);
  });

  it('skips the servings question after "0 days" and counts it as 0', () => {
    const path = answers([0, 0], [0, 0]);
    expect(path.map((answer) => answer.questionId).slice(0, 3)).toEqual(['fruitDays', 'vegDays', 'legumes']);
  });
});

describe('DN-001 healthy diet checklist: the total and its bands (Kipimo-defined)', () => {
  it.each<[string, [number, number], [number, number], number[], number, string]>([
    ['every habit at 2', ...FIVE_A_DAY, [2, 2, 2, 2, 2, 2, 2, 2, 2], 20, GOOD],
    ['total 16', ...THREE_A_DAY, [1, 2, 2, 2, 2, 1, 2, 2, 1], 16, GOOD],
    ['total 15', ...THREE_A_DAY, [1, 2, 2, 2, 2, 1, 1, 2, 1], 15, SOME],
    ['total 10', ...THREE_A_DAY, [1, 1, 1, 1, 1, 1, 1, 1, 1], 10, SOME],
    ['total 9', ...TWO_A_DAY, [1, 1, 1, 1, 1, 1, 1, 1, 1], 9, SEVERAL],
    ['every habit at 0', ...TWO_A_DAY, [0, 0, 0, 0, 0, 0, 0, 0, 0], 0, SEVERAL],
  ])('%s', (_name, fruit, veg, points, total, grade) => {
    const result = scoreAnswers(diet, answers(fruit, veg, points));
    expect(result.totalScore).toBe(total);
    expect(result.expectedTotalScore).toBe(20);
    expect(result.grade).toBe(grade);
    expect(result.description).toMatch(/not a validated diet score/);
  });

  it('scores "Always" and "Often" alike for salt, and "Rarely" and "Never" alike (STEPS scale)', () => {
    const base = answers(...FIVE_A_DAY);
    const withSalt = (text: string) =>
      scoreAnswers(diet, withAnswer(base, 'saltAtTable', { text, score: 0 })).totalScore;
    expect([
      withSalt('Always'),
      withSalt('Often'),
      withSalt('Sometimes'),
      withSalt('Rarely'),
      withSalt('Never'),
    ]).toEqual([18, 18, 19, 20, 20]);
  });

  it('does not score the iodized-salt question, and gives a tip for No or not sure', () => {
    for (const iodized of ['Yes', 'No', "I don't know"]) {
      expect(scoreAnswers(diet, answers(...FIVE_A_DAY, undefined, { iodizedSalt: iodized })).totalScore).toBe(
        20,
      );
    }
    expect(
      scoreAnswers(diet, answers(...FIVE_A_DAY, undefined, { iodizedSalt: 'Yes' })).nextSteps,
    ).not.toContain(expect.stringMatching(/iodized salt/));
    expect(scoreAnswers(diet, answers(...FIVE_A_DAY, undefined, { iodizedSalt: 'No' })).nextSteps).toContain(
      "Use iodized salt (the pack says 'iodated' or 'iodized'), but use less of it.",
    );
  });
});

describe('DN-001 healthy diet checklist: a problem area for every weak habit, whatever the total', () => {
  it('lists none when every habit is at 2', () => {
    expect(scoreAnswers(diet, answers(...FIVE_A_DAY)).problemAreas).toBeUndefined();
  });

  it('lists a habit at 0 as a problem and a habit at 1 as worth improving, even in the top band', () => {
    const result = scoreAnswers(diet, answers(...THREE_A_DAY, [0, 2, 2, 2, 2, 2, 2, 2, 2]));
    expect(result.totalScore).toBe(17);
    expect(result.grade).toBe(GOOD);
    expect(result.problemAreas).toEqual([
      'Worth improving: 3 to 4 servings of fruit and vegetables a day; the aim is at least 5.',
      'Beans, lentils or other legumes are rarely on your plate (the aim is 4 or more times a week).',
    ]);
  });

  it('lists all ten habits when every habit is at 0, in the order of the questions', () => {
    const areas = scoreAnswers(
      diet,
      answers(
        ...TWO_A_DAY,
        habits.map(() => 0),
      ),
    ).problemAreas!;
    expect(areas).toHaveLength(10);
    expect(areas[0]).toMatch(/Fewer than 3 servings of fruit and vegetables/);
    expect(areas.at(-1)).toMatch(/Solid cooking fat/);
    expect(areas.some((area) => area.startsWith('Worth improving'))).toBe(false);
  });

  it('lists all ten habits as worth improving when every habit is at 1', () => {
    const areas = scoreAnswers(
      diet,
      answers(
        ...THREE_A_DAY,
        habits.map(() => 1),
      ),
    ).problemAreas!;
    expect(areas).toHaveLength(10);
    expect(areas.every((area) => area.startsWith('Worth improving'))).toBe(true);
  });

  it('treats "I don\'t know" about cooking fat like solid fat', () => {
    const result = scoreAnswers(diet, answers(...FIVE_A_DAY, undefined, { cookingFat: "I don't know" }));
    expect(result.totalScore).toBe(18);
    expect(result.problemAreas).toEqual([expect.stringMatching(/a fat you are not sure of/)]);
  });
});
