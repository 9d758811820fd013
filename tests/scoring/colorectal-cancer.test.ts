import { describe, expect, it } from 'vitest';

import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';
import { signOptions } from '../helpers/signAlone';

const fixture = fixtureByCode('LD-007');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));
const options = (id: string) =>
  fixture.form.questions
    .find((question) => question.id === id)!
    .options.filter((option) => option.score > 0)
    .map((option) => option.text);

describe('LD-007 colorectal cancer: screening from 45, warning signs', () => {
  it.each([
    [44, 'Screening not due yet'],
    [45, 'Routine screening is due'],
    [75, 'Routine screening is due'],
    [76, 'Screening after 75: decide with a doctor'],
    [85, 'Screening after 75: decide with a doctor'],
    [86, 'No warning signs found'],
  ])('age %i, never screened, average risk: "%s"', (age, grade) => {
    expect(score({ age }).grade).toBe(grade);
  });

  it.each([
    ['A stool test (FIT or FOBT) in the last 12 months', 'Screening up to date'],
    ['A colonoscopy in the last 10 years', 'Screening up to date'],
    ['A stool test more than 12 months ago', 'Routine screening is due'],
    ['A colonoscopy more than 10 years ago', 'Routine screening is due'],
  ])('age 55, last test "%s": "%s"', (lastScreen, grade) => {
    expect(score({ age: 55, lastScreen }).grade).toBe(grade);
  });

  it.each([
    [39, 'Screening not due yet'],
    [40, 'Routine screening is due'],
  ])('one relative diagnosed at 60 or older, age %i: "%s" (screening from 40)', (age, grade) => {
    expect(score({ age, family: 'Yes, one relative, diagnosed at age 60 or older' }).grade).toBe(grade);
  });

  it.each(['Yes, one relative, diagnosed before age 60', 'Yes, two or more relatives'])(
    'family history "%s" is "Plan earlier screening with a doctor" (routine) at any age',
    (family) => {
      const result = score({ age: 30, family });
      expect(result).toMatchObject({
        grade: 'Plan earlier screening with a doctor',
        urgency: 'routine',
        level: 2,
      });
      expect(result.healthRisks?.[0]).toMatch(/before 60, or two or more/);
    },
  );

  it.each(options('history'))('history "%s" is "Plan earlier screening with a doctor"', (history) => {
    expect(score({ age: 30, history: [history] }).grade).toBe('Plan earlier screening with a doctor');
  });

  it('counts family history, bowel conditions and habits for the badge', () => {
    const result = score({
      age: 30,
      family: 'Yes, one relative, diagnosed at age 60 or older',
      lifestyle: options('lifestyle').slice(0, 1),
    });
    expect(result).toMatchObject({ totalScore: 2, expectedTotalScore: 9, grade: 'Screening not due yet' });
  });

  it('no grade claims a risk level', () => {
    for (const band of fixture.scoring.grading.bands) expect(band.grade).not.toMatch(/low risk|high risk/i);
  });
});

describe('LD-007 warning signs (Contract 2)', () => {
  const signs = signOptions(fixture);

  it('gives every warning sign and symptom its own catalogue id', () => {
    expect(Object.fromEntries(signs.map(([, , option]) => [option.text, option.sign]))).toEqual({
      'Blood in or on my stool, or bleeding from my back passage': 'rectal-bleeding',
      'Black, tar-like stools': 'black-stool',
      "Severe belly pain with vomiting, and I can't pass stool or wind": 'bowel-obstruction',
      'A change in my bowel habit (looser, more often, or harder) lasting more than 3 weeks':
        'bowel-habit-change',
      'Weight loss without trying': 'weight-loss-unexplained',
      "Belly pain or a lump in my belly that doesn't go away": 'belly-pain-or-lump',
      'Feeling very tired or breathless, or being told I have low blood (anaemia), with no known cause':
        'anaemia-unexplained',
    });
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

  it.each([
    ['Blood in or on my stool, or bleeding from my back passage', 'See a doctor soon', 'soon'],
    ['Black, tar-like stools', 'See a doctor today', 'today'],
    ["Severe belly pain with vomiting, and I can't pass stool or wind", 'See a doctor now', 'emergency'],
  ])('"%s" at 50, with another symptom: "%s" (%s)', (sign, grade, urgency) => {
    const result = score({ age: 50, redFlags: [sign], symptoms: [options('symptoms')[0]!] });
    expect(result).toMatchObject({ grade, urgency });
  });

  it('ranks the most urgent action first when several signs are ticked', () => {
    const result = score({ age: 60, redFlags: options('redFlags'), symptoms: options('symptoms') });
    expect(result).toMatchObject({ grade: 'See a doctor now', urgency: 'emergency', level: 4 });
    const steps = result.nextSteps as string[];
    expect(steps[0]).toBe(catalogue.warningSigns.get('bowel-obstruction')!.action);
    expect(steps[1]).toBe(catalogue.warningSigns.get('black-stool')!.action);
    expect(result.urgencyReasons).toHaveLength(7);
  });

  // The riskiest answer sets without a sign: none may read as reassuring.
  it.each([
    [
      'aged 30 with a parent diagnosed at 50',
      { age: 30, family: 'Yes, one relative, diagnosed before age 60' },
    ],
    ['aged 25 with ulcerative colitis', { age: 25, history: [options('history')[0]!] }],
    ['aged 80, never screened', { age: 80 }],
    [
      'aged 60, stool test more than 12 months ago',
      { age: 60, lastScreen: 'A stool test more than 12 months ago' },
    ],
    ['aged 40 with every habit', { age: 40, lifestyle: options('lifestyle') }],
  ])('%s: level 1 or more, never a reassuring grade', (_name, picks) => {
    const result = score(picks);
    expect(result.level).toBeGreaterThanOrEqual(1);
    expect(result.urgency).not.toBe('none');
    expect(result.grade).not.toMatch(/low risk|no warning signs|up to date|not due/i);
  });
});

describe('LD-007 review findings (2026-11)', () => {
  it('blood in the stool has one urgency: "within 2 weeks" (NICE NG12), as in the family health test, never "See a doctor now"', () => {
    const result = score({
      age: 30,
      redFlags: ['Blood in or on my stool, or bleeding from my back passage'],
    });
    expect(result).toMatchObject({ grade: 'See a doctor soon', urgency: 'soon' });
    expect(result.urgencyReasons).toEqual([catalogue.warningSigns.get('rectal-bleeding')!.reason]);
    expect((result.nextSteps as string[])[0]).toMatch(/^See a doctor within 2 weeks/);
    expect(fixture.scoring.flags.map((flag) => flag.text).join('\n')).not.toMatch(
      /^See a doctor (now|soon)/m,
    );
  });

  it('black stools and obstruction keep their own, more urgent signs', () => {
    const redFlags = fixture.form.questions.find((question) => question.id === 'redFlags')!;
    expect(redFlags.options.map((option) => option.sign)).toEqual([
      'rectal-bleeding',
      'black-stool',
      'bowel-obstruction',
      undefined,
    ]);
    expect(catalogue.warningSigns.get('black-stool')!.urgency).toBe('today');
    expect(catalogue.warningSigns.get('bowel-obstruction')!.urgency).toBe('emergency');
  });

  it('up to date means a stool test within 12 months (USPSTF 2021 yearly FIT) or a colonoscopy within 10 years, and says which guideline', () => {
    const lastScreen = fixture.form.questions.find((question) => question.id === 'lastScreen')!;
    expect(lastScreen.options.map((option) => option.text).join('\n')).not.toMatch(/2 years/);
    expect(score({ age: 55, lastScreen: 'A stool test more than 12 months ago' }).grade).toBe(
      'Routine screening is due',
    );
    const upToDate = score({ age: 55, lastScreen: 'A stool test (FIT or FOBT) in the last 12 months' });
    expect(upToDate.grade).toBe('Screening up to date');
    expect([upToDate.nextSteps].flat().join(' ')).toMatch(
      /stool test every year, or the colonoscopy every 10 years \(USPSTF 2021\)/,
    );
    const due = score({ age: 55 });
    expect([due.nextSteps].flat().join(' ')).toMatch(/Kenya's 2018 guidelines give 5 years/);
    const references = fixture.instrument.cutoffReferences.map((entry) => entry.reference).join('\n');
    expect(references).toMatch(/USPSTF 2021 colorectal cancer screening, Table 1: FIT or HSgFOBT every year/);
    expect(references).toMatch(/Kenya National Guidelines for Cancer Screening and Early Diagnosis 2018/);
  });

  it('an 80-year-old never screened is not "Low risk": screening from 76 to 85 is an individual decision (USPSTF 2021)', () => {
    const result = score({ age: 80 });
    expect(result).toMatchObject({
      grade: 'Screening after 75: decide with a doctor',
      urgency: 'routine',
      level: 1,
    });
    expect(result.description).toMatch(/never been screened gain the most/);
  });

  it('several risk factors say so and advise a talk with a doctor, naming the missing threshold', () => {
    const result = score({ age: 40, lifestyle: options('lifestyle').slice(0, 3) });
    expect(result).toMatchObject({
      grade: 'Risk factors to discuss with a doctor',
      urgency: 'routine',
      level: 1,
    });
    expect(result.description).toMatch(/no guideline says how many such factors/);
    expect(result.description).toMatch(/not a published threshold/);
  });
});
