import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-003');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));
const risks = (picks: Record<string, Pick>) => (score(picks).healthRisks ?? []).join('\n');

const parent = ['My mother or father'];
const sibling = ['My brother or sister'];
const uncle = ['A grandparent, aunt, uncle or cousin'];

describe('GW-003 family health history (action grades, no validated score)', () => {
  it.each([
    ['nothing in the family', {}, 'No strong family risk flags'],
    ['diabetes in a cousin', { q2: uncle }, 'Routine screening is due'],
    ['diabetes in a parent', { q2: parent }, 'Routine screening is due'],
    ['heart attack in an uncle', { q3: uncle, q4: 'No' }, 'No strong family risk flags'],
    ['heart attack in a parent, not young', { q3: parent, q4: 'No' }, 'Routine screening is due'],
    ['heart attack in a parent, young', { q3: parent, q4: 'Yes' }, 'See a doctor soon'],
    ['high blood pressure in a cousin', { q5: uncle }, 'No strong family risk flags'],
    ['high blood pressure in a sibling', { q5: sibling }, 'Routine screening is due'],
    [
      'breast cancer in an aunt',
      { q6: uncle, q7: ["None of these, or I don't know"] },
      'Routine screening is due',
    ],
    [
      'breast cancer in an aunt before 50',
      { q6: uncle, q7: ['One of them was diagnosed before age 50'] },
      'See a doctor soon',
    ],
    ['breast cancer in a sister', { q6: sibling }, 'See a doctor soon'],
    ['bowel cancer in an uncle', { q8: uncle }, 'No strong family risk flags'],
    ['bowel cancer in a parent at 60 or over', { q8: parent }, 'Routine screening is due'],
    [
      'bowel cancer in a parent before 60',
      { q8: parent, q9: ['A parent, brother, sister or child was diagnosed before age 60'] },
      'See a doctor soon',
    ],
    ['prostate cancer in the father of a man', { q1: 'Man', q10: ['My father'] }, 'Routine screening is due'],
    [
      'prostate cancer in the father of a woman',
      { q1: 'Woman', q10: ['My father'] },
      'No strong family risk flags',
    ],
    [
      'prostate cancer in a man’s uncle',
      { q1: 'Man', q10: ['A grandfather, uncle or cousin'] },
      'No strong family risk flags',
    ],
    ['sickle cell in the family', { q12: 'Yes' }, 'Routine screening is due'],
    ['a new breast lump', { q14: ['A new lump in a breast or armpit'] }, 'See a doctor soon'],
    ['chest pain now', { q13: 'Yes' }, 'See a doctor now'],
  ])('%s: "%s"', (_name, picks, grade) => {
    expect(score(picks).grade).toBe(grade);
  });

  it.each([
    ['q2', parent, '/tests/diabetes-risk'],
    ['q3', parent, '/tests/heart-disease-risk'],
    ['q5', sibling, '/tests/hypertension-risk'],
    ['q6', sibling, '/tests/breast-cancer'],
    ['q8', parent, '/tests/colorectal-cancer'],
  ])('a relative with the condition of %s points to %s', (id, relatives, route) => {
    expect(risks({ q1: 'Man', [id]: relatives })).toContain(route);
  });

  it('points a man with a father who had prostate cancer to /tests/prostate-cancer', () => {
    expect(risks({ q1: 'Man', q10: ['My father'] })).toContain('/tests/prostate-cancer');
    expect(risks({ q1: 'Woman', q10: ['My father'] })).not.toContain('/tests/prostate-cancer');
  });

  it('counts the conditions in the family as the total, out of 7', () => {
    const result = score({ q2: parent, q3: uncle, q4: 'No', q12: 'Yes' });
    expect(result).toMatchObject({ totalScore: 3, expectedTotalScore: 7 });
  });

  it('skips the follow-up questions when no relative had the condition', () => {
    const asked = walkPath(fixture, {}).map((answer) => answer.questionId);
    expect(asked).not.toContain('q4');
    expect(asked).not.toContain('q7');
    expect(asked).not.toContain('q9');
    expect(asked).not.toContain('q11');
  });

  it('puts "See a doctor now" above "See a doctor soon" when both apply', () => {
    const steps = score({ q13: 'Yes', q14: ['Losing weight without trying'] }).nextSteps as string[];
    expect(steps[0]).toMatch(/^See a doctor now/);
    expect(steps[1]).toMatch(/^See a doctor soon/);
  });
});
