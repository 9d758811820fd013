import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { chooseScore, chooseText, fixtureByCode, walkPath } from '../helpers/fixtures';

const audit = fixtureByCode('MH-007');

/** The visitor's answers along the AUDIT's branching path, choosing options by score (others 0). */
function answers(scores: Record<string, number>) {
  const picks = Object.fromEntries(
    Object.entries(scores).map(([id, value]) => [id, chooseScore(audit, id, value).text]),
  );
  return walkPath(audit, picks);
}
const score = (scores: Record<string, number>) => scoreAnswers(audit, answers(scores));

describe('AUDIT zones (WHO 2001: 0-7, 8-15, 16-19, 20-40)', () => {
  it.each([
    [{ q1: 1 }, 1, 'Low-risk drinking (zone I)'],
    [{ q1: 2, q2: 1, q3: 2, q7: 2 }, 7, 'Low-risk drinking (zone I)'],
    [{ q1: 3, q2: 1, q3: 2, q7: 2 }, 8, 'Hazardous drinking (zone II)'],
    [{ q1: 4, q2: 3, q3: 3, q4: 1, q7: 2, q8: 2 }, 15, 'Hazardous drinking (zone II)'],
    [{ q1: 4, q2: 3, q3: 3, q4: 1, q7: 3, q8: 2 }, 16, 'Harmful drinking (zone III)'],
    [{ q1: 4, q2: 3, q3: 3, q4: 1, q7: 3, q8: 3, q10: 2 }, 19, 'Harmful drinking (zone III)'],
    [{ q1: 4, q2: 3, q3: 3, q4: 1, q7: 3, q8: 4, q10: 2 }, 20, 'Possible dependence (zone IV)'],
  ])('%j totals %i: "%s"', (scores, total, grade) => {
    expect(score(scores)).toMatchObject({ totalScore: total, expectedTotalScore: 40, grade });
  });

  it('scores the maximum, 40, as possible dependence', () => {
    const all = Object.fromEntries(audit.form.questions.map((question) => [question.id, 4]));
    expect(score(all)).toMatchObject({ totalScore: 40, grade: 'Possible dependence (zone IV)' });
  });
});

describe('AUDIT item scoring', () => {
  it.each([
    ['1 or 2', 0],
    ['3 or 4', 1],
    ['5 or 6', 2],
    ['7 to 9', 3],
    ['10 or more', 4],
  ])('question 2 "%s" drinks on a typical day scores %i', (text, points) => {
    const picks = { q1: chooseScore(audit, 'q1', 1).text, q2: text };
    expect(scoreAnswers(audit, walkPath(audit, picks)).totalScore).toBe(1 + points);
  });

  it.each([
    ['No', 0],
    ['Yes, but not in the last year', 2],
    ['Yes, during the last year', 4],
  ])('questions 9 and 10 answered "%s" score %i each', (text, points) => {
    const result = scoreAnswers(audit, walkPath(audit, { q1: 'Never', q9: text, q10: text }));
    expect(result.totalScore).toBe(2 * points);
  });

  it('explains a standard drink before question 2', () => {
    const q2 = audit.form.questions.find((question) => question.id === 'q2');
    expect(q2?.questionHeading).toMatch(/10 grams of pure alcohol/);
    expect(q2?.questionHeading).toMatch(/500 ml bottle of beer at 5% is about 2 drinks/);
  });
});

describe('AUDIT branching: "Never" on question 1 goes to question 9', () => {
  it('asks only questions 1, 9 and 10 and scores 2-8 as 0', () => {
    const path = walkPath(audit, { q1: 'Never' });
    expect(path.map((answer) => answer.questionId)).toEqual(['q1', 'q9', 'q10']);
    expect(scoreAnswers(audit, path)).toMatchObject({ totalScore: 0, grade: 'Low-risk drinking (zone I)' });
  });

  // Review finding (audit b): a non-drinker with injury and concern items (total 8) got zone II drinking tips.
  it('still counts a former drinker’s injury and others’ concern (questions 9-10), without drinking tips', () => {
    const path = walkPath(audit, {
      q1: 'Never',
      q9: 'Yes, during the last year',
      q10: 'Yes, during the last year',
    });
    const result = scoreAnswers(audit, path);
    expect(result.totalScore).toBe(8);
    expect(result).toMatchObject({
      grade: 'Not drinking now, harm from drinking in the last year',
      level: 2,
      urgency: 'soon',
      validated: false,
    });
    const text = JSON.stringify([result.description, result.nextSteps]);
    expect(text).not.toMatch(/Alternate alcoholic drinks|Set a limit|keep it light|cut down/);
    expect(text).toMatch(/do not drink now/);
    expect((result.nextSteps as string[])[0]).toMatch(
      /^Talk to a doctor, nurse or counsellor about your drinking/,
    );
  });

  it('gives a non-drinker with harm in the last year her own grade below 8 too (review 2026-11-28, F9)', () => {
    const former = scoreAnswers(audit, walkPath(audit, { q1: 'Never', q9: 'Yes, during the last year' }));
    expect(former).toMatchObject({
      totalScore: 4,
      grade: 'Not drinking now, harm from drinking in the last year',
      urgency: 'soon',
    });
    expect(score({ q1: 3, q2: 1, q3: 2, q7: 2 }).grade).toBe('Hazardous drinking (zone II)');
  });

  it('refuses answers to questions 2-8 after "Never"', () => {
    const offPath = [
      chooseText(audit, 'q1', 'Never'),
      chooseText(audit, 'q2', '10 or more'),
      chooseText(audit, 'q9', 'No'),
      chooseText(audit, 'q10', 'No'),
    ];
    expect(() => scoreAnswers(audit, offPath)).toThrow(expect.objectContaining({ code: 'answer_off_path' }));
  });

  it('asks questions 2-8 after any other answer to question 1 (the Q2+Q3 = 0 skip is not used)', () => {
    const path = walkPath(audit, { q1: 'Monthly or less' });
    expect(path.map((answer) => answer.questionId)).toEqual(
      audit.form.questions.map((question) => question.id),
    );
    const skipped = path.filter((answer) => answer.questionId !== 'q4');
    expect(() => scoreAnswers(audit, skipped)).toThrow(expect.objectContaining({ code: 'missing_answer' }));
  });
});

describe('AUDIT next level of intervention (Q4-6 at 2 or more, or Q9/Q10 at 4)', () => {
  it.each([
    [{ q1: 1, q4: 2 }],
    [{ q1: 1, q5: 2 }],
    [{ q1: 1, q6: 2 }],
    [{ q1: 1, q9: 4 }],
    [{ q1: 1, q10: 4 }],
  ])('%j raises the sign alcohol-harm-signs (soon): a health worker first, whatever the total', (scores) => {
    const result = score(scores);
    expect(result).toMatchObject({ grade: 'Low-risk drinking (zone I)', level: 0, urgency: 'soon' });
    expect(result.urgencyReasons).toEqual([expect.stringMatching(/whatever your total/)]);
    expect((result.nextSteps as string[])[0]).toMatch(
      /^Talk to a doctor, nurse or counsellor about your drinking/,
    );
  });

  it.each([[{ q1: 1, q4: 1, q5: 1, q6: 1 }], [{ q1: 1, q9: 2, q10: 2 }]])('%j does not', (scores) => {
    const result = score(scores);
    expect(result).toMatchObject({ urgency: 'none', urgencyReasons: [] });
    expect(JSON.stringify(result.nextSteps)).not.toMatch(/about your drinking within/);
  });
});

describe('AUDIT-C (questions 1-3)', () => {
  it.each([
    [{ q1: 1, q2: 1 }, 2, /below the AUDIT-C screening thresholds/],
    [{ q1: 2, q2: 1 }, 3, /threshold for women \(3 or more\), below the one for men/],
    [{ q1: 2, q2: 1, q3: 1 }, 4, /both women \(3 or more\) and men \(4 or more\)/],
  ])('%j gives AUDIT-C %i', (scores, auditC, text) => {
    const result = score(scores);
    expect(result.subscaleScores).toEqual({ 'AUDIT-C (questions 1-3)': auditC });
    expect(result.detailedAnalysis?.['AUDIT-C (questions 1-3)']).toMatch(text);
  });

  it('is 0 after "Never" on question 1', () => {
    expect(score({ q1: 0 }).subscaleScores).toEqual({ 'AUDIT-C (questions 1-3)': 0 });
  });
});

describe('AUDIT urgency as data (Contract 2), spec labels kept', () => {
  it.each([
    [{ q1: 1 }, 'Low-risk drinking (zone I)', 0, 'none'],
    [{ q1: 3, q2: 1, q3: 2, q7: 2 }, 'Hazardous drinking (zone II)', 1, 'routine'],
    [{ q1: 4, q2: 3, q3: 3, q4: 1, q7: 3, q8: 2 }, 'Harmful drinking (zone III)', 3, 'soon'],
    [{ q1: 4, q2: 3, q3: 3, q4: 1, q7: 3, q8: 4, q10: 2 }, 'Possible dependence (zone IV)', 4, 'soon'],
  ])('%j: "%s", level %i, urgency %s, validated', (scores, grade, level, urgency) => {
    expect(score(scores)).toMatchObject({ grade, level, urgency, validated: true });
  });

  it('names 1199 and 999 or 112 in the instructions', () => {
    const text = audit.form.instructions.join(' ');
    expect(text).toMatch(/1199/);
    expect(text).toMatch(/999 or 112/);
  });

  // The riskiest answer sets, each with the lowest total that reaches it.
  it.each([
    ['a morning drink daily, drinking monthly', { q1: 1, q6: 4 }, 'soon'],
    ['not able to stop, monthly', { q1: 1, q4: 2 }, 'soon'],
    ['an injury in the last year, not drinking now', { q1: 0, q9: 4 }, 'soon'],
    ['someone worried in the last year, not drinking now', { q1: 0, q10: 4 }, 'soon'],
  ])('%s (%j): urgency %s, named in the reasons', (_name, scores, urgency) => {
    const result = score(scores);
    expect(result.urgency).toBe(urgency);
    expect(result.urgencyReasons).toHaveLength(1);
  });
});
