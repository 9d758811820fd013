import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-007');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));
const options = (id: string) =>
  fixture.form.questions
    .find((question) => question.id === id)!
    .options.filter((option) => option.score > 0)
    .map((option) => option.text);

describe('LD-007 colorectal cancer: screening from 45, warning signs', () => {
  it.each([
    [44, 'Low risk'],
    [45, 'Routine screening is due'],
    [75, 'Routine screening is due'],
    [76, 'Low risk'],
  ])('age %i, never screened, average risk: "%s"', (age, grade) => {
    expect(score({ age }).grade).toBe(grade);
  });

  it.each([
    ['A stool test (FIT or FOBT) in the last 2 years', 'Low risk'],
    ['A colonoscopy in the last 10 years', 'Low risk'],
    ['A stool test more than 2 years ago', 'Routine screening is due'],
    ['A colonoscopy more than 10 years ago', 'Routine screening is due'],
  ])('age 55, last test "%s": "%s"', (lastScreen, grade) => {
    expect(score({ age: 55, lastScreen }).grade).toBe(grade);
  });

  it.each([
    [39, 'Low risk'],
    [40, 'Routine screening is due'],
  ])('one relative diagnosed at 60 or older, age %i: "%s" (screening from 40)', (age, grade) => {
    expect(score({ age, family: 'Yes, one relative, diagnosed at age 60 or older' }).grade).toBe(grade);
  });

  it.each(['Yes, one relative, diagnosed before age 60', 'Yes, two or more relatives'])(
    'family history "%s" is "See a doctor soon" at any age',
    (family) => {
      expect(score({ age: 30, family }).grade).toBe('See a doctor soon');
      expect(score({ age: 30, family }).healthRisks?.[0]).toMatch(/before 60, or two or more/);
    },
  );

  it.each([...options('symptoms'), ...options('history').map((text) => `history: ${text}`)])(
    '"%s" is "See a doctor soon"',
    (pick) => {
      const picks: Record<string, Pick> = pick.startsWith('history: ')
        ? { history: [pick.slice(9)] }
        : { symptoms: [pick] };
      expect(score({ age: 30, ...picks }).grade).toBe('See a doctor soon');
    },
  );

  it.each(options('redFlags'))('"%s" is "See a doctor now", first in the next steps', (sign) => {
    const result = score({ age: 50, redFlags: [sign], symptoms: [options('symptoms')[0]!] });
    expect(result.grade).toBe('See a doctor now');
    expect(result.nextSteps?.[0]).toMatch(/^See a doctor now: go to a clinic or hospital today/);
  });

  it('counts family history, bowel conditions and habits for the badge', () => {
    const result = score({
      age: 30,
      family: 'Yes, one relative, diagnosed at age 60 or older',
      lifestyle: options('lifestyle').slice(0, 2),
    });
    expect(result).toMatchObject({ totalScore: 3, expectedTotalScore: 9, grade: 'Low risk' });
  });
});
