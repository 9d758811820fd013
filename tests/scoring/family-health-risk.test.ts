import { describe, expect, it } from 'vitest';

import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-003');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));
const risks = (picks: Record<string, Pick>) => (score(picks).healthRisks ?? []).join('\n');

const chestPain = 'Chest pain, pressure or tightness';
const weakness = 'Weakness, numbness or drooping on one side of the face, an arm or a leg';
const speech = 'Sudden trouble speaking or understanding speech';
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
    ['heart attack in a parent, young', { q3: parent, q4: 'Yes' }, 'Plan earlier checks with a doctor'],
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
      'Plan earlier checks with a doctor',
    ],
    ['breast cancer in a sister', { q6: sibling }, 'Plan earlier checks with a doctor'],
    ['bowel cancer in an uncle', { q8: uncle }, 'No strong family risk flags'],
    ['bowel cancer in a parent at 60 or over', { q8: parent }, 'Routine screening is due'],
    [
      'bowel cancer in a parent before 60',
      { q8: parent, q9: ['A parent, brother, sister or child was diagnosed before age 60'] },
      'Plan earlier checks with a doctor',
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
    [
      'blood in the stool',
      { q14: ['Blood in your stool, or bleeding from your back passage'] },
      'See a doctor soon',
    ],
    ['chest pain now', { q13: [chestPain] }, 'See a doctor now'],
    ['one-sided weakness now', { q13: [weakness] }, 'See a doctor now'],
    ['trouble speaking now', { q13: [speech] }, 'See a doctor now'],
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

  it('puts the emergency action above the "within 2 weeks" one when both apply', () => {
    const result = score({ q13: [chestPain], q14: ['Losing weight without trying'] });
    const steps = result.nextSteps as string[];
    expect(steps[0]).toBe(catalogue.warningSigns.get('chest-pain')!.action);
    expect(steps[1]).toBe(catalogue.warningSigns.get('weight-loss-unexplained')!.action);
    expect(result.urgencyReasons).toEqual([
      catalogue.warningSigns.get('chest-pain')!.reason,
      catalogue.warningSigns.get('weight-loss-unexplained')!.reason,
    ]);
  });

  it.each([
    [
      'one relative',
      ['Diagnosed before age 65'],
      /from age 45 \(from 40 if more than one of them was diagnosed at an early age, before 65\)/,
    ],
    [
      'more than one at an early age',
      ['Two or more of my father, brothers or sons were diagnosed before 65'],
      /more than one of your father, brothers or sons, diagnosed at an early age \(before 65\): .* from age 40/,
    ],
  ])('prostate cancer in a man’s family, %s: the ACS age with "at an early age"', (_name, q11, advice) => {
    expect(risks({ q1: 'Man', q10: ['My father', 'My brother'], q11 })).toMatch(advice);
  });
});

describe('GW-003 warning signs (Contract 2)', () => {
  it('gives a sign to every scored option of a question that asks about signs, each in the catalogue', () => {
    for (const question of fixture.form.questions) {
      if (!question.options.some((option) => option.sign)) continue;
      for (const option of question.options.filter((candidate) => candidate.score !== 0)) {
        expect(option.sign, `${question.id}: ${option.text}`).toBeDefined();
        expect(catalogue.warningSigns.has(option.sign!), option.sign).toBe(true);
      }
    }
  });

  // The riskiest family histories without a sign: none may read as reassuring.
  it.each([
    ['heart attack in a parent when young', { q3: parent, q4: 'Yes' }],
    ['breast cancer in a sister', { q6: sibling }],
    [
      'bowel cancer in two close relatives',
      {
        q8: [...parent, ...sibling],
        q9: ['Two or more of my parents, brothers, sisters or children have had it'],
      },
    ],
    [
      'prostate cancer in a father and a brother, both young',
      {
        q1: 'Man',
        q10: ['My father', 'My brother'],
        q11: ['Two or more of my father, brothers or sons were diagnosed before 65'],
      },
    ],
  ])('%s: level 1 or more, never a reassuring grade', (_name, picks) => {
    const result = score(picks);
    expect(result.level).toBeGreaterThanOrEqual(1);
    expect(result.urgency).not.toBe('none');
    expect(result.grade).not.toMatch(/^No /);
  });
});

describe('GW-003 review findings (2026-11)', () => {
  const breast = fixtureByCode('LD-006');
  const colorectal = fixtureByCode('LD-007');

  it('a new breast lump has one urgency in the family health, breast and colorectal tests: soon (within 2 weeks, NICE NG12)', () => {
    const here = score({ q14: ['A new lump in a breast or armpit'] });
    const there = scoreAnswers(
      breast,
      walkPath(breast, {
        sex: 'Woman',
        age: 45,
        symptoms: ['A new lump or thickening in a breast or armpit'],
      }),
    );
    const sign = catalogue.warningSigns.get('breast-lump')!;
    expect(sign.urgency).toBe('soon');
    for (const result of [here, there]) {
      expect(result).toMatchObject({ grade: 'See a doctor soon', urgency: 'soon' });
      expect(result.urgencyReasons).toEqual([sign.reason]);
      expect((result.nextSteps as string[])[0]).toBe(sign.action);
    }
  });

  it('blood in the stool has one urgency in the family health and colorectal tests: soon (within 2 weeks, NICE NG12)', () => {
    const here = score({ q14: ['Blood in your stool, or bleeding from your back passage'] });
    const there = scoreAnswers(
      colorectal,
      walkPath(colorectal, {
        age: 50,
        redFlags: ['Blood in or on my stool, or bleeding from my back passage'],
      }),
    );
    const sign = catalogue.warningSigns.get('rectal-bleeding')!;
    expect(sign.urgency).toBe('soon');
    for (const result of [here, there]) {
      expect(result).toMatchObject({ grade: 'See a doctor soon', urgency: 'soon' });
      expect(result.urgencyReasons).toEqual([sign.reason]);
      expect((result.nextSteps as string[])[0]).toBe(sign.action);
    }
  });

  it('q13 is a multi-select with one option per sign, so chest pain and each stroke sign carries its own id', () => {
    const q13 = fixture.form.questions.find((question) => question.id === 'q13')!;
    expect(q13.type).toBe('multi-select');
    expect(q13.options.map((option) => [option.text, option.sign])).toEqual([
      [chestPain, 'chest-pain'],
      [weakness, 'stroke-weakness'],
      [speech, 'stroke-speech'],
      ['None of these', undefined],
    ]);
    const both = score({ q13: [chestPain, speech] });
    expect(both).toMatchObject({ grade: 'See a doctor now', urgency: 'emergency', level: 4 });
    expect(both.urgencyReasons).toHaveLength(2);
  });

  it('q14 asks about blood in the stool and a change in bowel habit apart, each with its own sign', () => {
    const q14 = fixture.form.questions.find((question) => question.id === 'q14')!;
    expect(q14.options.map((option) => option.sign)).toEqual([
      'breast-lump',
      'rectal-bleeding',
      'bowel-habit-change',
      'weight-loss-unexplained',
      undefined,
    ]);
    expect(fixture.scoring.flags.map((flag) => flag.text).join('\n')).not.toMatch(
      /^See a doctor (now|soon)/m,
    );
  });
});
