import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const sitting = fixtureByCode('PA-002');
const LOW = 'Low sitting time';
const SOME = 'Some sitting time';
const LOT = 'A lot of sitting time';
const VERY = 'Very high sitting time';
const BALANCED = 'Very high sitting time, balanced by activity';

/** Sitting hours on a weekday and a weekend day; the other answers neutral unless changed. */
function answers(weekday: number, weekend: number, changes: Record<string, Pick> = {}) {
  return walkPath(sitting, {
    weekday,
    weekend,
    screen: '1 hour to less than 3 hours',
    breaks: 'Sometimes',
    activity: '30 to 59 minutes',
    ...changes,
  });
}
const score = (weekday: number, weekend: number, changes: Record<string, Pick> = {}) =>
  scoreAnswers(sitting, answers(weekday, weekend, changes));

describe('PA-002 sitting time: groups of Ekelund 2016 on the 5:2 weekly average', () => {
  it.each<[number, number, number, string]>([
    [0, 0, 0, LOW],
    [3, 3, 3, LOW],
    [4, 2, 3.4, LOW],
    [3, 6, 3.9, LOW],
    [4, 4, 4, SOME],
    [2, 9, 4, SOME],
    [6, 4, 5.4, SOME],
    [5, 8, 5.9, SOME],
    [6, 6, 6, LOT],
    [7, 7, 7, LOT],
    [8, 8, 8, LOT],
    [7, 11, 8.1, VERY],
    [9, 6, 8.1, VERY],
    [20, 20, 20, VERY],
  ])('weekday %i h, weekend %i h: %d h a day, "%s"', (weekday, weekend, hours, grade) => {
    const result = score(weekday, weekend);
    expect(result.totalScore).toBe(hours);
    expect(result.expectedTotalScore).toBe(24);
    expect(result.grade).toBe(grade);
  });

  it('splits only the over-8-hours group on an hour or more of brisk activity a day', () => {
    expect(score(10, 8, { activity: '60 minutes or more' }).grade).toBe(BALANCED);
    expect(score(10, 8, { activity: '30 to 59 minutes' }).grade).toBe(VERY);
    expect(score(10, 8, { activity: 'Less than 10 minutes' }).grade).toBe(VERY);
    expect(score(8, 8, { activity: '60 minutes or more' }).grade).toBe(LOT);
    expect(score(3, 3, { activity: '60 minutes or more' }).grade).toBe(LOW);
    expect(score(5, 5, { activity: 'Less than 10 minutes' }).grade).toBe(SOME);
  });

  it('says in every band that the groups come from studies, not a medical test', () => {
    for (const band of sitting.scoring.grading.bands) {
      expect(band.description).toMatch(/not a medical test/);
    }
    expect(sitting.form.disclaimer).toMatch(/has not set a safe limit/);
  });

  it('mentions the 6-8 hour threshold only from 6 hours', () => {
    expect(score(6, 6).description).toMatch(/above roughly 6 to 8 hours/);
    expect(score(5, 5).description).not.toMatch(/6 to 8 hours/);
  });

  describe('problem areas and next steps from the answers', () => {
    it('lists none for a visitor with no flagged answers', () => {
      expect(score(5, 5).problemAreas).toBeUndefined();
    });

    it.each<[string, Record<string, Pick>, RegExp | null]>([
      ['screen time under 1 hour', { screen: 'Less than 1 hour' }, null],
      ['screen time 1 to under 3 hours', { screen: '1 hour to less than 3 hours' }, null],
      ['screen time 3 to 4 hours', { screen: '3 to 4 hours' }, /Leisure screen time of 3 hours or more/],
      ['screen time over 4 hours', { screen: 'More than 4 hours' }, /Leisure screen time of 3 hours or more/],
      ['breaks sometimes', { breaks: 'Sometimes' }, null],
      ['breaks rarely or never', { breaks: 'Rarely or never' }, /Long unbroken sitting/],
      [
        '10 to 29 minutes of activity',
        { activity: '10 to 29 minutes' },
        /Less than 30 minutes of brisk activity/,
      ],
      ['30 to 59 minutes of activity', { activity: '30 to 59 minutes' }, null],
    ])('%s', (_name, changes, area) => {
      const result = score(5, 5, changes);
      if (area) expect(result.problemAreas).toEqual([expect.stringMatching(area)]);
      else expect(result.problemAreas).toBeUndefined();
    });

    it('adds a screen-time next step after the band’s own steps', () => {
      const steps = score(5, 5, { screen: 'More than 4 hours' }).nextSteps as string[];
      expect(steps.at(-1)).toMatch(/daily limit for leisure screen time/);
      expect(steps.length).toBe(4);
    });
  });
});
