import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-005');
const CONDOM = 'Yes: sex without a condom, or a condom broke or slipped off';
const FORCED = 'Yes: I was forced to have sex';
// One partner, condoms every time, PrEP, tested in the last 3 months: the lowest-risk path through every question.
const base: Record<string, Pick> = { q1: '1', q5: 'Yes' };
const score = (picks: Record<string, Pick>) =>
  scoreAnswers(fixture, walkPath(fixture, { ...base, ...picks }));

describe("GW-005 STI risk (CDC five P's; action grades, no validated band)", () => {
  it.each([
    ['one partner, protected, tested', {}, 'No risk signs found'],
    ['2 or 3 partners', { q1: '2 or 3' }, 'Testing recommended'],
    ['4 or more partners', { q1: '4 or more' }, 'Testing recommended'],
    ['a new partner', { q2: 'Yes' }, 'Testing recommended'],
    ['a partner who may have other partners', { q3: "Yes, or I'm not sure" }, 'Testing recommended'],
    ['condoms sometimes', { q4: 'Sometimes' }, 'Testing recommended'],
    ['a past STI', { q6: 'Yes' }, 'Testing recommended'],
    ['HIV test 3-12 months ago', { q8: '3 to 12 months ago' }, 'No risk signs found'],
    ['HIV test more than 12 months ago', { q8: 'More than 12 months ago' }, 'Testing recommended'],
    ['never tested for HIV', { q8: 'Never' }, 'Testing recommended'],
    ['a partner with an STI', { q7: 'Yes' }, 'See a doctor soon'],
    [
      'sores',
      { q9: ['Sores, blisters, ulcers or warts on the genitals or around the anus'] },
      'See a doctor soon',
    ],
    ['an exposure in the last 72 hours', { q10: CONDOM }, 'See a doctor today'],
    ['forced sex in the last 72 hours', { q10: FORCED }, 'See a doctor today'],
    [
      'an exposure with symptoms and many partners',
      { q1: '4 or more', q9: ['Burning or pain when passing urine'], q10: CONDOM },
      'See a doctor today',
    ],
  ])('%s: "%s"', (_name, picks, grade) => {
    expect(score(picks).grade).toBe(grade);
  });

  // Review finding: the 72-hour PEP window is a sign for today, the same id as the family planning test.
  it('puts the PEP and emergency contraception action first after a failed or no condom, without the assault line', () => {
    const result = score({ q10: CONDOM });
    expect(result).toMatchObject({ grade: 'See a doctor today', level: 3, urgency: 'today' });
    expect(result.urgencyReasons).toEqual([catalogue.warningSigns.get('unprotected-sex-72h')!.reason]);
    const steps = result.nextSteps as string[];
    expect(steps[0]).toMatch(/PEP/);
    expect(steps[0]).toMatch(/within 72 hours/);
    expect(steps[0]).toMatch(/emergency contraception/);
    expect(steps.some((step) => /^See a doctor now/.test(step))).toBe(false);
    expect(JSON.stringify(steps)).not.toMatch(/1195/);
    expect(result.healthRisks).toContain('A possible exposure to HIV in the last 72 hours.');
  });

  // Review finding: the 116 child helpline was not offered for under-18 assault.
  it('offers 1195, and 116 for under-18s, first after forced sex, with PEP and emergency contraception', () => {
    const result = score({ q10: FORCED });
    expect(result).toMatchObject({ grade: 'See a doctor today', urgency: 'today' });
    expect(result.urgencyReasons).toEqual([expect.stringMatching(/forced to have sex/)]);
    const steps = result.nextSteps as string[];
    expect(steps[0]).toMatch(/1195/);
    expect(steps[0]).toMatch(/116 \(Childline Kenya/);
    expect(steps[0]).toMatch(/under 18/);
    expect(steps[0]).toMatch(/PEP/);
    expect(steps[0]).toMatch(/emergency contraception/);
    expect(steps.at(-1)).toMatch(/paper bag/);
  });

  it('names the same warning sign as the family planning test for the same exposure', () => {
    const sign = (code: string, question: string, text: RegExp) =>
      fixtureByCode(code)
        .form.questions.find((candidate) => candidate.id === question)!
        .options.find((option) => text.test(option.text))!.sign;
    expect(sign('GW-005', 'q10', /without a condom/)).toBe('unprotected-sex-72h');
    expect(sign('GW-004', 'q11', /last 3 days/)).toBe('unprotected-sex-72h');
  });

  // Review finding: "Low risk" claimed a risk level that no validated tool supports.
  it('never claims a risk level', () => {
    for (const band of fixture.scoring.grading.bands) {
      expect(band.grade).not.toMatch(/(low|moderate|high) risk/i);
      expect(band.validated).toBe(false);
    }
    expect(score({}).description).toMatch(/no validated score/);
  });

  // The riskiest answer sets, each alone on the lowest-risk path: none may reassure.
  it.each([
    ['no condom or a failed one in 72 hours', { q10: CONDOM }, 'today'],
    ['forced sex in 72 hours', { q10: FORCED }, 'today'],
    ['a partner with an STI', { q7: 'Yes' }, 'soon'],
    [
      'a rash on the palms or soles',
      { q9: ['A rash on the palms of the hands or the soles of the feet'] },
      'soon',
    ],
    ['never tested for HIV', { q8: 'Never' }, 'routine'],
  ])('%s alone (%j): urgency %s', (_name, picks, urgency) => {
    const result = score(picks as Record<string, Pick>);
    expect(result.urgency).toBe(urgency);
    expect(result.level).toBeGreaterThanOrEqual(1);
  });

  it('skips the partner and protection questions when there were no partners', () => {
    const asked = walkPath(fixture, { q1: 'None' }).map((answer) => answer.questionId);
    expect(asked).toEqual(['q1', 'q6', 'q7', 'q8', 'q9', 'q9torsion', 'q10', 'q11']);
    expect(scoreAnswers(fixture, walkPath(fixture, { q1: 'None' })).grade).toBe('No risk signs found');
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
