import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-006');
const score = (picks: Record<string, Pick>) =>
  scoreAnswers(fixture, walkPath(fixture, { age: 35, ...picks }));
const options = (id: string) =>
  fixture.form.questions
    .find((question) => question.id === id)!
    .options.filter((option) => option.score > 0)
    .map((option) => option.text);

describe('LD-006 breast cancer early-detection checklist', () => {
  it.each([
    [39, "Never, or I'm not sure", 'Low risk'],
    [40, "Never, or I'm not sure", 'Routine screening is due'],
    [74, 'More than 2 years ago', 'Routine screening is due'],
    [75, "Never, or I'm not sure", 'Low risk'],
    [50, 'In the last 2 years', 'Low risk'],
  ])('a woman of %i whose last mammogram was "%s": "%s"', (age, mammogram, grade) => {
    expect(score({ sex: 'Woman', age, mammogram }).grade).toBe(grade);
  });

  it('tailors the low-risk text: under 40, up to date, 75 and over, men', () => {
    expect(score({ sex: 'Woman', age: 39 }).description).toMatch(/does not start yet/);
    expect(score({ sex: 'Woman', age: 50, mammogram: 'In the last 2 years' }).description).toMatch(
      /up to date/,
    );
    expect(score({ sex: 'Woman', age: 80 }).description).toMatch(/ask your doctor/);
    expect(score({ sex: 'Man', age: 60 }).description).toMatch(/no routine screening for men/);
  });

  it('skips the period and mammogram questions for men', () => {
    const path = walkPath(fixture, { sex: 'Man', age: 50 }).map((answer) => answer.questionId);
    expect(path).toEqual(['sex', 'age', 'family', 'personal', 'lifestyle', 'symptoms']);
  });

  it.each(options('family'))('family history "%s" is "See a doctor soon", at any age', (history) => {
    for (const age of [25, 45])
      expect(score({ sex: 'Woman', age, family: [history] }).grade).toBe('See a doctor soon');
  });

  it.each(options('personal'))('personal history "%s" is "See a doctor soon"', (history) => {
    expect(score({ sex: 'Woman', personal: [history] }).grade).toBe('See a doctor soon');
  });

  it.each(options('symptoms'))('"%s" is "See a doctor now", first in the next steps', (change) => {
    for (const sex of ['Woman', 'Man']) {
      const result = score({ sex, symptoms: [change], family: [options('family')[0]!] });
      expect(result.grade).toBe('See a doctor now');
      expect(result.nextSteps?.[0]).toMatch(/^See a doctor now: book a breast examination/);
    }
  });

  it('counts risk factors for the badge and lists them, without changing the grade for lifestyle alone', () => {
    const result = score({
      sex: 'Woman',
      age: 38,
      reproductive: options('reproductive').slice(0, 3),
      lifestyle: options('lifestyle'),
    });
    expect(result).toMatchObject({ totalScore: 6, expectedTotalScore: 17, grade: 'Low risk' });
    expect(result.healthRisks).toHaveLength(2);
  });

  it('never claims to test for cancer', () => {
    expect(fixture.form.disclaimer).toMatch(/cannot tell whether you have cancer/);
    expect(fixture.form.instructions.join(' ')).toMatch(/not a test for cancer/);
  });
});
