import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath } from '../helpers/fixtures';

const ecq = fixtureByCode('MH-006');
const labels = ['Never', 'Seldom', 'Sometimes', 'Often', 'Always'];

/** The answers to the 22 statements, each given as 1-5 (Never … Always). */
function score(values: readonly number[]) {
  expect(values).toHaveLength(22);
  const picks = Object.fromEntries(values.map((value, index) => [`q${index + 1}`, labels[value - 1]!]));
  return scoreAnswers(ecq, walkPath(ecq, picks));
}

/** 22 answers: `rest` everywhere except the statements given (1-based) with their own value. */
function answers(rest: number, set: Record<number, number> = {}): number[] {
  return Array.from({ length: 22 }, (_, index) => set[index + 1] ?? rest);
}

const none = 'No frequent existential worries';
const some = 'Some frequent existential worries';
const frequent = 'Frequent existential distress';

describe('MH-006 Existential Anxiety Scale (Existential Concerns Questionnaire, ECQ)', () => {
  it('asks the 22 statements of the authors’ file with Never to Always scored 1 to 5', () => {
    expect(ecq.form.questions).toHaveLength(22);
    for (const question of ecq.form.questions) {
      expect(question.options.map((option) => [option.text, option.score])).toEqual(
        labels.map((label, index) => [label, index + 1]),
      );
      expect(question.options.some((option) => option.crisis || option.sign)).toBe(false);
    }
    expect(ecq.form.questions[0]!.question).toBe(
      'The question of whether life has meaning makes me anxious.',
    );
    expect(ecq.form.questions[21]!.question).toBe(
      'I am afraid that I will never know myself at the deepest level.',
    );
    expect(ecq.form.instructions[0]).toBe(
      'The following statements are about experiences people sometimes have. Think about how often you have such an experience and mark the right answer.',
    );
  });

  it('sums one total from 22 to 110, with no subscales, and never claims a validated grade', () => {
    expect(score(answers(1))).toMatchObject({ totalScore: 22, expectedTotalScore: 110, validated: false });
    expect(score(answers(5))).toMatchObject({ totalScore: 110, validated: false });
    expect(score(answers(2, { 3: 4 }))).toMatchObject({ totalScore: 46 });
    for (const band of ecq.scoring.grading.bands) expect(band.validated).toBe(false);
  });

  it('explains the total in plain words and says no cut-off has been set, in Kenya or elsewhere', () => {
    for (const values of [answers(1), answers(3), answers(5)]) {
      const result = score(values);
      expect(result.description).toMatch(/higher total means these worries come to you more often/);
      expect(result.description).toMatch(
        /No cut-off has been set for this questionnaire, in Kenya or elsewhere/,
      );
    }
    const analysis = (values: number[]) => score(values).detailedAnalysis?.['Your total (22 to 110)'];
    expect(analysis(answers(1))).toMatch(/below 'seldom'/);
    expect(analysis(answers(4))).toMatch(/average 'often' or more/);
  });

  // The grade comes from the items, not from the total: a total of 66 of 'sometimes' answers shows no
  // frequent distress, while three statements answered 'always' at a total of 34 do.
  it.each([
    [answers(1), 22, none, 'none'],
    [answers(3), 66, none, 'none'],
    [answers(1, { 1: 4 }), 25, some, 'none'],
    [answers(3, { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4 }), 71, some, 'none'],
    [answers(1, { 1: 5, 2: 5, 3: 4, 4: 4, 5: 4 }), 39, some, 'none'],
    [answers(1, { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 4 }), 40, frequent, 'routine'],
    [answers(1, { 5: 5, 15: 5, 21: 5 }), 34, frequent, 'routine'],
  ])('answers %j: total %i is "%s" (%s)', (values, total, grade, urgency) => {
    expect(score(values)).toMatchObject({ totalScore: total, grade, urgency, validated: false });
  });

  it('suggests a therapist only for frequent distress, and reports the counts the grade rests on', () => {
    const result = score(answers(1, { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 5 }));
    expect(result.nextSteps?.[0]).toMatch(/^Talk to a therapist/);
    expect(result.subscaleScores).toEqual({
      "Statements answered 'often' or 'always' (of 22)": 6,
      "Statements answered 'always' (of 22)": 1,
    });
    expect(result.description).toMatch(/not a diagnosis/);
    expect(score(answers(1, { 1: 4 })).nextSteps?.[0]).not.toMatch(/^Talk to a therapist/);
  });

  it('has no crisis option (fear of death is not suicidal thinking) but names the crisis lines', () => {
    expect(ecq.form.instructions.join(' ')).toMatch(/1199.*999 or 112/);
    const highest = score(answers(5));
    expect(highest.suicideRisk).toBeUndefined();
    expect([highest.nextSteps].flat().join(' ')).toMatch(/1199/);
  });

  it('records the ECQ source and its cleared licence, quoting the authors’ terms', () => {
    expect(ecq.instrument.source).toMatch(/doi:10\.1002\/jclp\.22474/);
    expect(ecq.instrument.licence).toMatch(/^Cleared for clinical use with citation/);
    expect(ecq.instrument.licence).toMatch(/You can administer the ECQ for research and clinical purposes/);
    expect(ecq.instrument.version).toMatch(/ECQ_ENG\.docx/);
  });

  it('stays in English on the Kiswahili site: no overlay for an instrument without a validated translation', () => {
    expect(catalogue.localised.get('sw')?.has('MH-006')).toBe(false);
    const swCard = catalogue.site.get('sw')!.tests.find((card) => card.testCode === 'MH-006');
    // Our own card words are in Kiswahili; the test itself (and its formal name) stays in English.
    expect(swCard).toMatchObject({ lang: 'sw', testLang: 'en', formalTitle: 'Existential Anxiety Scale' });
  });

  it('is listed in docs/instruments.md with its licence', () => {
    const doc = readFileSync('docs/instruments.md', 'utf8');
    expect(doc).toMatch(
      /\| MH-006 \| \/tests\/existential_anxiety \| Mental Health \| Existential Concerns Questionnaire \(ECQ\) \| Cleared for clinical use with citation/,
    );
  });
});
