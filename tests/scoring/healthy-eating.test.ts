import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { chooseScore, fixtureByCode, walkPath } from '../helpers/fixtures';

const fixture = fixtureByCode('DN-003');

/** Habit answers 1-8 with these scores, then the warning-sign question. */
function answers(habits: number[], warning: string[] = ['None of these']) {
  const picks = Object.fromEntries(
    habits.map((value, index) => {
      const id = `q${index + 1}`;
      return [id, chooseScore(fixture, id, value).text];
    }),
  );
  return walkPath(fixture, { ...picks, q9: warning });
}

/** Habits adding up to `total`, filled 2 at a time (the last question scores at most 1). */
function habitsFor(total: number): number[] {
  const habits = [0, 0, 0, 0, 0, 0, 0, 0];
  let rest = total;
  for (let index = 0; rest > 0; index += 1) {
    const add = Math.min(index === 7 ? 1 : 2, rest);
    habits[index] = add;
    rest -= add;
  }
  return habits;
}

describe('DN-003 healthy eating habit check (WHO criteria; bands are a Kipimo convention)', () => {
  it.each([
    [0, 'Mostly in line with WHO advice'],
    [3, 'Mostly in line with WHO advice'],
    [4, 'Some changes would help'],
    [8, 'Some changes would help'],
    [9, 'Many changes would help'],
    [15, 'Many changes would help'],
  ])('total %i is "%s"', (total, grade) => {
    const result = scoreAnswers(fixture, answers(habitsFor(total)));
    expect(result).toMatchObject({ totalScore: total, expectedTotalScore: 15, grade });
    expect(result.description).toMatch(/no validated cut-offs/);
  });

  it('lists every habit that misses WHO advice under Problem Areas, and only those', () => {
    const result = scoreAnswers(fixture, answers([2, 0, 0, 1, 0, 0, 0, 1]));
    expect(result.problemAreas).toHaveLength(3);
    expect(result.problemAreas?.[0]).toMatch(/400 g/);
    expect(result.problemAreas?.[1]).toMatch(/under 5 g/);
    expect(result.problemAreas?.[2]).toMatch(/iodised/);
    expect(scoreAnswers(fixture, answers(habitsFor(0))).problemAreas).toBeUndefined();
  });

  it.each(['Losing weight without trying', 'Difficulty or pain when swallowing', 'Vomiting often'])(
    'a warning sign (%s) gives "See a doctor soon" first, and does not change the habit total',
    (sign) => {
      const result = scoreAnswers(fixture, answers(habitsFor(2), [sign]));
      expect(result).toMatchObject({ totalScore: 2, grade: 'See a doctor soon' });
      expect((result.nextSteps as string[])[0]).toMatch(/^See a doctor soon/);
    },
  );
});
