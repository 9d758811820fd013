import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-005');
// One partner, condoms every time, PrEP, tested in the last 3 months: the lowest-risk path through every question.
const base: Record<string, Pick> = { q1: '1', q5: 'Yes' };
const score = (picks: Record<string, Pick>) =>
  scoreAnswers(fixture, walkPath(fixture, { ...base, ...picks }));

describe("GW-005 STI risk (CDC five P's; action grades, no validated band)", () => {
  it.each([
    ['one partner, protected, tested', {}, 'Low risk'],
    ['2 or 3 partners', { q1: '2 or 3' }, 'Testing recommended'],
    ['4 or more partners', { q1: '4 or more' }, 'Testing recommended'],
    ['a new partner', { q2: 'Yes' }, 'Testing recommended'],
    ['a partner who may have other partners', { q3: "Yes, or I'm not sure" }, 'Testing recommended'],
    ['condoms sometimes', { q4: 'Sometimes' }, 'Testing recommended'],
    ['a past STI', { q6: 'Yes' }, 'Testing recommended'],
    ['HIV test 3-12 months ago', { q8: '3 to 12 months ago' }, 'Low risk'],
    ['HIV test more than 12 months ago', { q8: 'More than 12 months ago' }, 'Testing recommended'],
    ['never tested for HIV', { q8: 'Never' }, 'Testing recommended'],
    ['a partner with an STI', { q7: 'Yes' }, 'See a doctor soon'],
    [
      'sores',
      { q9: ['Sores, blisters, ulcers or warts on the genitals or around the anus'] },
      'See a doctor soon',
    ],
    ['an exposure in the last 72 hours', { q10: 'Yes' }, 'See a doctor now'],
    [
      'an exposure with symptoms and many partners',
      { q1: '4 or more', q9: ['Burning or pain when passing urine'], q10: 'Yes' },
      'See a doctor now',
    ],
  ])('%s: "%s"', (_name, picks, grade) => {
    expect(score(picks).grade).toBe(grade);
  });

  it('puts "See a doctor now (PEP within 72 hours)" first, then the assault line', () => {
    const result = score({ q10: 'Yes' });
    const steps = result.nextSteps as string[];
    expect(steps[0]).toMatch(/^See a doctor now \(PEP within 72 hours\)/);
    expect(steps[0]).toMatch(/emergency contraception/);
    expect(steps[1]).toMatch(/1195/);
    expect(result.healthRisks).toContain('A possible exposure to HIV in the last 72 hours.');
  });

  it('skips the partner and protection questions when there were no partners', () => {
    const asked = walkPath(fixture, { q1: 'None' }).map((answer) => answer.questionId);
    expect(asked).toEqual(['q1', 'q6', 'q7', 'q8', 'q9', 'q10', 'q11']);
    expect(scoreAnswers(fixture, walkPath(fixture, { q1: 'None' })).grade).toBe('Low risk');
  });

  it('suggests PrEP only to people with a risk who do not take it', () => {
    const prep = (steps: unknown) => (steps as string[]).some((step) => step.includes('PrEP'));
    expect(prep(score({ q1: '2 or 3', q5: 'No' }).nextSteps)).toBe(true);
    expect(prep(score({ q1: '2 or 3', q5: 'Yes' }).nextSteps)).toBe(false);
    expect(prep(score({ q5: 'No' }).nextSteps)).toBe(false);
  });

  it('counts risk answers as the total, out of 14, without the PrEP answer', () => {
    const result = score({
      q1: '2 or 3',
      q2: 'Yes',
      q5: 'No',
      q9: ['Unusual discharge from the penis or vagina', 'Burning or pain when passing urine'],
    });
    expect(result).toMatchObject({ totalScore: 4, expectedTotalScore: 14 });
  });

  it('offers family planning when a pregnancy is to be avoided without a method', () => {
    const steps = score({ q11: "Yes, but we don't use any method" }).nextSteps as string[];
    expect(steps.some((step) => step.includes('/tests/contraceptive-knowledge'))).toBe(true);
  });
});
