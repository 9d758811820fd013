import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, chooseScore, fixtureByCode, walkPath } from '../helpers/fixtures';

function sign(id: string) {
  const found = catalogue.warningSigns.get(id);
  if (!found) throw new Error(`No warning sign ${id}`);
  return found;
}

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

  // The riskiest answers: each warning sign alone with the lowest habit total.
  it.each([
    ['Losing weight without trying', 'weight-loss-unexplained'],
    ['Difficulty or pain when swallowing', 'swallowing-difficulty'],
    ['Vomiting often', 'vomiting-persistent'],
  ])('a warning sign (%s) raises %s (soon) first, and does not change the habit total', (text, id) => {
    for (const total of [0, 2, 15]) {
      const result = scoreAnswers(fixture, answers(habitsFor(total), [text]));
      expect(result).toMatchObject({
        totalScore: total,
        grade: 'Symptoms that need checking',
        urgency: sign(id).urgency,
        urgencyReasons: [sign(id).reason],
        level: 3,
      });
      expect((result.nextSteps as string[])[0]).toBe(sign(id).action);
    }
    expect(sign(id).urgency).toBe('soon');
  });

  it.each([
    [0, 0, 'none'],
    [4, 1, 'none'],
    [9, 2, 'routine'],
  ])(
    'a habit total of %i has level %i and urgency %s, and is not a validated grade',
    (total, level, urgency) => {
      expect(scoreAnswers(fixture, answers(habitsFor(total)))).toMatchObject({
        level,
        urgency,
        validated: false,
      });
    },
  );
});
