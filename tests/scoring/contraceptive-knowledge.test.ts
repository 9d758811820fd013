import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-004');
const statements = fixture.form.questions.slice(0, 10);
const rightText = (index: number) => statements[index]!.options.find((option) => option.score === 1)!.text;
const wrongText = (index: number) =>
  statements[index]!.options.find((option) => option.score === 0 && option.text !== "I'm not sure")!.text;

/** The first `correct` statements answered right, the rest wrong, then the exposure question. */
function answers(correct: number, exposure = 'No') {
  const picks: Record<string, Pick> = { q11: exposure };
  statements.forEach((question, index) => {
    picks[question.id] = index < correct ? rightText(index) : wrongText(index);
  });
  return walkPath(fixture, picks);
}

describe('GW-004 contraceptive knowledge check (no severity band)', () => {
  it.each([
    [0, 'Talk to a family planning provider'],
    [4, 'Talk to a family planning provider'],
    [5, 'Read the explanations below'],
    [7, 'Read the explanations below'],
    [8, 'You know the key facts'],
    [10, 'You know the key facts'],
  ])('%i correct: "%s"', (correct, grade) => {
    const result = scoreAnswers(fixture, answers(correct));
    expect(result).toMatchObject({ totalScore: correct, expectedTotalScore: 10, grade });
    expect(result.description).toMatch(/no severity band/);
  });

  it('has the answer key of the WHO handbook facts', () => {
    expect(statements.map((_, index) => rightText(index))).toEqual([
      'True',
      'True',
      'False',
      'True',
      'False',
      'False',
      'True',
      'False',
      'False',
      'True',
    ]);
  });

  it('explains every statement, right or wrong, in Detailed Analysis', () => {
    const result = scoreAnswers(fixture, answers(5));
    const analysis = Object.values(result.detailedAnalysis ?? {});
    expect(analysis).toHaveLength(10);
    expect(analysis.slice(0, 5).every((text) => text.startsWith('Correct'))).toBe(true);
    expect(analysis.slice(5).every((text) => text.startsWith('The answer is'))).toBe(true);
    expect(result.detailedAnalysis?.['3. Protection from HIV and STIs']).toMatch(/Condoms/);
  });

  it('counts "I\'m not sure" as not correct', () => {
    const picks: Record<string, Pick> = { q11: 'No' };
    statements.forEach((question) => (picks[question.id] = "I'm not sure"));
    expect(scoreAnswers(fixture, walkPath(fixture, picks)).totalScore).toBe(0);
  });

  // Review finding: the PEP and emergency contraception windows are signs for today, one id with the STI test.
  it('puts PEP and emergency contraception first after an exposure within 72 hours, then the assault lines', () => {
    const result = scoreAnswers(fixture, answers(10, 'Yes, in the last 3 days (72 hours)'));
    expect(result).toMatchObject({ totalScore: 10, grade: 'See a doctor today', level: 3, urgency: 'today' });
    expect(result.urgencyReasons).toEqual([catalogue.warningSigns.get('unprotected-sex-72h')!.reason]);
    const steps = result.nextSteps as string[];
    expect(steps[0]).toMatch(/PEP/);
    expect(steps[0]).toMatch(/emergency contraception/);
    expect(steps[1]).toMatch(/If the sex was forced/);
    expect(steps[1]).toMatch(/1195/);
    expect(steps[1]).toMatch(/116 \(Childline Kenya/);
    expect(steps.some((step) => /^See a doctor now/.test(step))).toBe(false);
  });

  it('gives emergency contraception but no PEP step 4 or 5 days after, urgency today', () => {
    const result = scoreAnswers(fixture, answers(3, 'Yes, 4 or 5 days ago'));
    expect(result).toMatchObject({ grade: 'See a doctor today', urgency: 'today' });
    expect(result.urgencyReasons).toEqual([catalogue.warningSigns.get('unprotected-sex-4-5-days')!.reason]);
    const steps = result.nextSteps as string[];
    expect(steps[0]).toMatch(/emergency contraception/);
    expect(steps[0]).toMatch(/5 days \(120 hours\)/);
    expect(steps.some((step) => step.includes('PEP'))).toBe(false);
  });

  it.each([
    [10, 'No', 'You know the key facts', 0, 'none'],
    [5, 'No', 'Read the explanations below', 0, 'none'],
    [2, 'No', 'Talk to a family planning provider', 1, 'routine'],
    [2, "I'd rather not say", 'Talk to a family planning provider', 1, 'routine'],
  ])('%i correct, exposure "%s": "%s", level %i, urgency %s', (correct, exposure, grade, level, urgency) => {
    expect(scoreAnswers(fixture, answers(correct, exposure))).toMatchObject({
      grade,
      level,
      urgency,
      validated: false,
    });
  });

  it('does not add the exposure answer to the knowledge score', () => {
    expect(scoreAnswers(fixture, answers(6, "I'd rather not say"))).toMatchObject({
      totalScore: 6,
      grade: 'Read the explanations below',
    });
  });
});
