import { describe, expect, it } from 'vitest';

import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';
import { signOptions } from '../helpers/signAlone';

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
    [35, "Never, or I'm not sure", 'Screening not due yet'],
    [39, "Never, or I'm not sure", 'Screening not due yet'],
    [40, "Never, or I'm not sure", 'Routine screening is due'],
    [74, 'More than 2 years ago', 'Routine screening is due'],
    [75, "Never, or I'm not sure", 'No warning signs found'],
    [50, 'In the last 2 years', 'Screening up to date'],
  ])('a woman of %i whose last mammogram was "%s": "%s"', (age, mammogram, grade) => {
    expect(score({ sex: 'Woman', age, mammogram }).grade).toBe(grade);
  });

  it('tailors the text: under 40, up to date, 75 and over, men', () => {
    expect(score({ sex: 'Woman', age: 39 }).description).toMatch(/does not start yet/);
    expect(score({ sex: 'Woman', age: 50, mammogram: 'In the last 2 years' }).description).toMatch(
      /up to date/,
    );
    expect(score({ sex: 'Woman', age: 80 }).description).toMatch(/ask your doctor/);
    expect(score({ sex: 'Man', age: 60 })).toMatchObject({ grade: 'No warning signs found' });
    expect(score({ sex: 'Man', age: 60 }).description).toMatch(/no routine screening for men/);
  });

  it('skips the period and mammogram questions for men', () => {
    const path = walkPath(fixture, { sex: 'Man', age: 50 }).map((answer) => answer.questionId);
    expect(path).toEqual(['sex', 'age', 'family', 'personal', 'lifestyle', 'symptoms']);
  });

  it.each(options('family'))(
    'family history "%s" is "Plan earlier screening with a doctor" (routine), at any age',
    (history) => {
      for (const age of [25, 45])
        expect(score({ sex: 'Woman', age, family: [history] })).toMatchObject({
          grade: 'Plan earlier screening with a doctor',
          urgency: 'routine',
          level: 2,
        });
    },
  );

  it.each(options('personal'))(
    'personal history "%s" is "Plan earlier screening with a doctor"',
    (history) => {
      expect(score({ sex: 'Woman', personal: [history] }).grade).toBe('Plan earlier screening with a doctor');
    },
  );

  it('counts risk factors for the badge and lists them', () => {
    const result = score({ sex: 'Woman', age: 38, reproductive: options('reproductive').slice(0, 2) });
    expect(result).toMatchObject({ totalScore: 2, expectedTotalScore: 17, grade: 'Screening not due yet' });
    expect(result.healthRisks).toHaveLength(1);
  });

  it('never claims to test for cancer, and no grade claims a risk level', () => {
    expect(fixture.form.disclaimer).toMatch(/cannot tell whether you have cancer/);
    expect(fixture.form.instructions.join(' ')).toMatch(/not a test for cancer/);
    for (const band of fixture.scoring.grading.bands) {
      expect(band.grade).not.toMatch(/low risk|high risk/i);
      expect(band.validated).toBe(false);
    }
  });
});

describe('LD-006 warning signs (Contract 2)', () => {
  const signs = signOptions(fixture);

  it('asks about six breast changes, each a catalogue sign; "None of these" raises none', () => {
    const symptoms = fixture.form.questions.find((question) => question.id === 'symptoms')!;
    expect(symptoms.options.filter((option) => option.score > 0).map((option) => option.sign)).toEqual([
      'breast-lump',
      'breast-shape-change',
      'breast-skin-change',
      'nipple-inversion-new',
      'nipple-discharge',
      'nipple-rash',
    ]);
    expect(symptoms.options.find((option) => option.score === 0)?.sign).toBeUndefined();
    for (const [, , option] of signs)
      expect(catalogue.warningSigns.has(option.sign!), option.sign).toBe(true);
  });

  it('gives a sign to every scored option of a question that asks about signs', () => {
    for (const question of fixture.form.questions) {
      if (!question.options.some((option) => option.sign)) continue;
      for (const option of question.options.filter((candidate) => candidate.score !== 0))
        expect(option.sign, `${question.id}: ${option.text}`).toBeDefined();
    }
  });

  it.each(signs)(
    '"%s" in a man, with a family history: still "See a doctor soon"',
    (_name, question, option) => {
      const result = score({ sex: 'Man', symptoms: [option.text], family: [options('family')[0]!] });
      expect(question.id).toBe('symptoms');
      expect(result).toMatchObject({ grade: 'See a doctor soon', urgency: 'soon', level: 3 });
    },
  );

  // The riskiest answer sets without a sign: none may read as reassuring.
  it.each([
    [
      'a woman of 25 whose mother had breast cancer',
      { sex: 'Woman', age: 25, family: [options('family')[0]!] },
    ],
    ['a BRCA carrier of 28', { sex: 'Woman', age: 28, personal: [options('personal')[3]!] }],
    ['a man whose male relative had breast cancer', { sex: 'Man', age: 40, family: [options('family')[2]!] }],
    [
      'a woman of 38 with every reproductive and lifestyle factor',
      { sex: 'Woman', age: 38, reproductive: options('reproductive'), lifestyle: options('lifestyle') },
    ],
    ['a woman of 60 never screened', { sex: 'Woman', age: 60 }],
  ])('%s: level 1 or more, never a reassuring grade', (_name, picks) => {
    const result = score(picks);
    expect(result.level).toBeGreaterThanOrEqual(1);
    expect(result.urgency).not.toBe('none');
    expect(result.grade).not.toMatch(/low risk|no warning signs|up to date|not due/i);
  });
});

describe('LD-006 review findings (2026-11)', () => {
  it('a new breast lump has one urgency: "within 2 weeks" (NICE NG12), as in the family health test, never "See a doctor now"', () => {
    const lump = score({
      sex: 'Woman',
      age: 30,
      symptoms: ['A new lump or thickening in a breast or armpit'],
    });
    expect(lump).toMatchObject({ grade: 'See a doctor soon', urgency: 'soon' });
    expect(lump.urgencyReasons).toEqual([catalogue.warningSigns.get('breast-lump')!.reason]);
    expect((lump.nextSteps as string[])[0]).toMatch(/^See a doctor within 2 weeks/);
    expect(fixture.scoring.grading.bands.map((band) => band.grade)).not.toContain('See a doctor now');
  });

  it('the band reached by breast changes is no more urgent than the signs that reach it', () => {
    const band = fixture.scoring.grading.bands.find((candidate) => candidate.grade === 'See a doctor soon')!;
    expect(band.urgency).toBe('soon');
    expect(fixture.scoring.flags.map((flag) => flag.text).join('\n')).not.toMatch(
      /^See a doctor (now|soon)/m,
    );
  });

  it('a woman of 38 with six risk factors is not "Low risk": the result says so and advises a talk with a doctor', () => {
    const result = score({
      sex: 'Woman',
      age: 38,
      reproductive: options('reproductive').slice(0, 3),
      lifestyle: options('lifestyle'),
    });
    expect(result).toMatchObject({
      totalScore: 6,
      grade: 'Risk factors to discuss with a doctor',
      urgency: 'routine',
      level: 1,
    });
    expect(result.description).toMatch(/3 or more/);
    expect(result.description).toMatch(/not a published threshold/);
    expect(result.description).toMatch(/not validated for African women/);
    expect(result.healthRisks).toHaveLength(2);
  });

  it('cites NICE NG12, USPSTF and the Kenya 2018 guideline for its rules', () => {
    const references = fixture.instrument.cutoffReferences.map((entry) => entry.reference).join('\n');
    expect(references).toMatch(/NICE NG12/);
    expect(references).toMatch(/USPSTF 2024/);
    expect(references).toMatch(/Kenya National Guidelines for Cancer Screening and Early Diagnosis 2018/);
    expect(references).toMatch(/No published threshold exists/);
  });
});
