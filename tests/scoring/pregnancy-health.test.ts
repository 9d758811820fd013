import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-008');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));
const dangerSigns = fixture.form.questions
  .find((question) => question.id === 'q3')!
  .options.filter((option) => option.score > 0)
  .map((option) => option.text);

describe('GW-008 pregnancy danger signs and WHO antenatal schedule', () => {
  // WHO 2016: contacts by 12 weeks, then at 20, 26, 30, 34, 36, 38 and 40 weeks.
  it.each([
    [11, 0, 'On track'],
    [12, 0, 'Routine care is due'],
    [12, 1, 'On track'],
    [19, 1, 'On track'],
    [20, 1, 'Routine care is due'],
    [20, 2, 'On track'],
    [25, 2, 'On track'],
    [26, 2, 'Routine care is due'],
    [26, 3, 'On track'],
    [29, 3, 'On track'],
    [30, 3, 'Routine care is due'],
    [30, 4, 'On track'],
    [33, 4, 'On track'],
    [34, 4, 'Routine care is due'],
    [34, 5, 'On track'],
    [35, 5, 'On track'],
    [36, 5, 'Routine care is due'],
    [36, 6, 'On track'],
    [37, 6, 'On track'],
    [38, 6, 'Routine care is due'],
    [38, 7, 'On track'],
    [39, 7, 'On track'],
    [40, 7, 'Routine care is due'],
    [40, 8, 'On track'],
    [0, 0, 'Routine care is due'],
    [0, 1, 'On track'],
  ])('%i weeks with %i visits: "%s"', (weeks, visits, grade) => {
    expect(score({ q1: weeks, q2: visits }).grade).toBe(grade);
  });

  it.each(dangerSigns)('the danger sign "%s" means care now, first', (sign) => {
    const result = score({ q1: 30, q2: 4, q3: [sign] });
    expect(result.grade).toBe('See a doctor now');
    expect((result.nextSteps as string[])[0]).toMatch(/^See a doctor now: go to the nearest maternity unit/);
  });

  it('has the nine WHO danger signs', () => {
    expect(dangerSigns).toHaveLength(9);
  });

  it('puts a danger sign above other symptoms and feeling unsafe', () => {
    const result = score({ q1: 12, q2: 0, q3: [dangerSigns[0]!], q4: ['A fever'], q6: 'Yes' });
    const steps = result.nextSteps as string[];
    expect(result.grade).toBe('See a doctor now');
    expect(steps[0]).toMatch(/^See a doctor now/);
    expect(steps[1]).toMatch(/^See a doctor soon/);
    expect(steps[2]).toMatch(/1195/);
  });

  it('gives "See a doctor soon" for fever, burning urine or vomiting everything, even if behind schedule', () => {
    expect(score({ q1: 30, q2: 0, q4: ['Burning or pain when passing urine'] }).grade).toBe(
      'See a doctor soon',
    );
  });

  it('links low mood to the depression test with the 1199 line', () => {
    const steps = score({ q1: 20, q2: 2, q5: 'Yes' }).nextSteps as string[];
    expect(steps.some((step) => step.includes('/tests/depression') && step.includes('1199'))).toBe(true);
  });

  it.each([
    [3, /still to do/],
    [4, /done all four/],
  ])('explains the care checklist with %i steps done', (done, text) => {
    const care = fixture.form.questions.find((question) => question.id === 'q7')!.options.slice(0, done);
    const result = score({ q1: 20, q2: 2, q7: care.map((option) => option.text) });
    expect(result.subscaleScores).toEqual({ 'Care checklist done (of 4)': done });
    expect(result.detailedAnalysis?.['Care checklist']).toMatch(text);
    expect(result.grade).toBe('On track');
  });

  it('counts danger signs and concerns as the total, out of 14', () => {
    expect(score({ q1: 20, q2: 2, q3: dangerSigns.slice(0, 2), q5: 'Yes' })).toMatchObject({
      totalScore: 3,
      expectedTotalScore: 14,
    });
  });
});
