import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-009');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));
const smokesNow = (age: number, perDay: number, yearsSmoked: number, picks: Record<string, Pick> = {}) =>
  score({ age, status: 'I smoke now', perDay, yearsSmoked, ...picks });
const stopped = (age: number, quitYears: number, perDay: number, yearsSmoked: number) =>
  score({ age, status: 'I used to smoke, but I have stopped', quitYears, perDay, yearsSmoked });
const packYears = 'Pack-years of smoking (packs a day x years)';

describe('LD-009 lung cancer: USPSTF 2021 eligibility and warning signs', () => {
  it.each([
    [49, 'Stopping smoking is the priority'],
    [50, 'Routine screening is due'],
    [80, 'Routine screening is due'],
    [81, 'Stopping smoking is the priority'],
  ])('smoking now, 20 pack-years, age %i: "%s" (50-80)', (age, grade) => {
    expect(smokesNow(age, 20, 20).grade).toBe(grade);
  });

  it.each([
    [19, 21, 19.95, 'Stopping smoking is the priority'],
    [20, 20, 20, 'Routine screening is due'],
    [8, 50, 20, 'Routine screening is due'],
    [10, 39, 19.5, 'Stopping smoking is the priority'],
  ])(
    'smoking now, %i a day for %i years is %f pack-years: "%s" (20 or more)',
    (perDay, years, expected, grade) => {
      const result = smokesNow(60, perDay, years);
      expect(result.subscaleScores?.[packYears]).toBe(expected);
      expect(result.grade).toBe(grade);
    },
  );

  it.each([
    [15, 'Routine screening is due'],
    [16, 'Low risk'],
    [0, 'Routine screening is due'],
  ])('stopped %i years ago, 30 pack-years, age 65: "%s" (within 15 years)', (quitYears, grade) => {
    const result = stopped(65, quitYears, 20, 30);
    expect(result.grade).toBe(grade);
    if (grade === 'Low risk') expect(result.description).toMatch(/stopped within the last 15 years/);
  });

  it('skips the smoking numbers for never-smokers, and "years since stopping" for people who smoke now', () => {
    const never = walkPath(fixture, { age: 60 }).map((answer) => answer.questionId);
    expect(never).toEqual(['age', 'status', 'exposures', 'urgent', 'symptoms']);
    const now = walkPath(fixture, { age: 60, status: 'I smoke now', perDay: 10, yearsSmoked: 10 }).map(
      (a) => a.questionId,
    );
    expect(now).not.toContain('quitYears');
    expect(score({ age: 60 })).toMatchObject({ grade: 'Low risk', totalScore: 1 });
    expect(score({ age: 60 }).subscaleScores?.[packYears]).toBe(0);
  });

  it.each([
    'A cough lasting 3 weeks or more',
    'A cough for 2 weeks or more with fever or night sweats',
    'Weight loss without trying',
    'A hoarse voice for 3 weeks or more',
    'Breathlessness that is new or getting worse',
    'Chest or shoulder pain that keeps coming back',
  ])('"%s" is "See a doctor soon", even for a never-smoker', (symptom) => {
    const result = score({ age: 30, symptoms: [symptom] });
    expect(result.grade).toBe('See a doctor soon');
    expect(result.description).toMatch(/TB/);
  });

  it.each(['Coughing up blood', 'Severe chest pain', 'Struggling to breathe, even when resting'])(
    '"%s" is "See a doctor now", first in the next steps',
    (sign) => {
      const result = smokesNow(60, 20, 40, { urgent: [sign], symptoms: ['A cough lasting 3 weeks or more'] });
      expect(result.grade).toBe('See a doctor now');
      expect(result.nextSteps?.[0]).toMatch(/^See a doctor now: call 999 or 112/);
    },
  );

  it('counts smoking, heavy smoking, age and other exposures for the badge', () => {
    const result = smokesNow(60, 20, 40, {
      exposures: [
        'I have cooked over wood, charcoal or kerosene indoors for many years',
        'A parent, brother or sister has had lung cancer',
      ],
    });
    expect(result).toMatchObject({ totalScore: 5, expectedTotalScore: 7, grade: 'Routine screening is due' });
  });

  it('refuses cigarette counts outside the question range', () => {
    expect(() => smokesNow(60, 500, 20)).toThrow(/between 1 and 100/);
  });
});
