import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-006');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));

describe('GW-006 fertility: when to see a doctor (ASRM 2023)', () => {
  it.each([
    [34, 11, 'Keep trying for now'],
    [34, 12, 'See a doctor soon'],
    [35, 5, 'Keep trying for now'],
    [35, 6, 'See a doctor soon'],
    [39, 5, 'Keep trying for now'],
    [39, 0, 'Plan a pre-pregnancy check-up'],
    [40, 0, 'See a doctor soon'],
    [40, 1, 'See a doctor soon'],
    [25, 0, 'Plan a pre-pregnancy check-up'],
    [25, 1, 'Keep trying for now'],
  ])('age %i, trying %i months: "%s"', (age, months, grade) => {
    expect(score({ q1: age, q2: months }).grade).toBe(grade);
  });

  it.each([
    [
      'irregular periods',
      { q3: 'Irregular: the gap changes a lot, or is shorter than 24 or longer than 38 days' },
    ],
    ['no period for 3 months', { q3: 'No period for 3 months or more (not pregnant or breastfeeding)' }],
    ['endometriosis', { q4: ['Endometriosis'] }],
    ['a past pelvic infection', { q4: ['A pelvic infection (PID) or a sexually transmitted infection'] }],
    ['a low sperm count', { q5: ['A low sperm count found in a test'] }],
    ['two or more miscarriages', { q6: 'Yes' }],
  ])('%s means "See a doctor soon" without waiting', (_name, picks) => {
    const result = score({ q1: 25, q2: 2, ...picks });
    expect(result.grade).toBe('See a doctor soon');
    expect(result.healthRisks?.length).toBeGreaterThan(0);
  });

  it.each([
    ['A missed period with pain low in the belly, especially on one side', 'possible-ectopic-pregnancy'],
    ['Bleeding from the vagina after a positive pregnancy test', 'pregnancy-vaginal-bleeding'],
    ['Fainting, or pain at the tip of the shoulder', 'possible-ectopic-rupture'],
  ])('a sign of ectopic pregnancy (%s) is an emergency, its action first', (sign, id) => {
    const result = score({ q1: 30, q2: 14, q7: [sign] });
    expect(result).toMatchObject({ grade: 'See a doctor now', level: 4, urgency: 'emergency' });
    expect(result.urgencyReasons).toEqual([catalogue.warningSigns.get(id)!.reason]);
    expect((result.nextSteps as string[])[0]).toBe(catalogue.warningSigns.get(id)!.action);
    expect((result.nextSteps as string[])[0]).toMatch(/999 or 112/);
  });

  it('shares its ectopic and bleeding signs with the menstrual and pregnancy tests', () => {
    const signsOf = (code: string) =>
      new Set(
        fixtureByCode(code).form.questions.flatMap((question) =>
          question.options.map((option) => option.sign),
        ),
      );
    expect(signsOf('GW-007').has('possible-ectopic-pregnancy')).toBe(true);
    expect(signsOf('GW-008').has('pregnancy-vaginal-bleeding')).toBe(true);
  });

  it.each([
    [28, 4, 'Keep trying for now', 0, 'none'],
    [30, 0, 'Plan a pre-pregnancy check-up', 0, 'routine'],
    [30, 12, 'See a doctor soon', 3, 'soon'],
  ])('age %i, trying %i months: "%s", level %i, urgency %s', (age, months, grade, level, urgency) => {
    expect(score({ q1: age, q2: months })).toMatchObject({ grade, level, urgency, validated: false });
  });

  it('counts the concerns ticked as the total, out of 17', () => {
    expect(score({ q1: 30, q2: 3, q4: ['Fibroids', 'A thyroid problem'], q6: 'Yes' })).toMatchObject({
      totalScore: 3,
      expectedTotalScore: 17,
    });
  });

  it('says the check has no validated score', () => {
    expect(score({ q1: 30, q2: 3 }).description).toMatch(/no validated score/);
  });
});
