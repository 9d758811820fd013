import { describe, expect, it } from 'vitest';

import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';
import { signOptions } from '../helpers/signAlone';

const fixture = fixtureByCode('LD-009');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));
const smokesNow = (age: number, perDay: number, yearsSmoked: number, picks: Record<string, Pick> = {}) =>
  score({ age, status: 'I smoke now', perDay, yearsSmoked, ...picks });
const stopped = (age: number, quitYears: number, perDay: number, yearsSmoked: number) =>
  score({ age, status: 'I used to smoke, but I have stopped', quitYears, perDay, yearsSmoked });
const packYears = 'Pack-years of smoking (packs a day x years)';
const biomass = 'I have cooked over wood, charcoal or kerosene indoors for many years';
const work = 'My work has exposed me to dust, mining, asbestos or chemical fumes';
const parent = 'A parent, brother or sister has had lung cancer';
const secondHand = 'I live or work with someone who smokes indoors';

describe('LD-009 lung cancer: USPSTF 2021 eligibility and warning signs', () => {
  it.each([
    [49, 'Stopping smoking is the priority'],
    [50, 'Routine screening is due'],
    [80, 'Routine screening is due'],
    [81, 'Stopping smoking is the priority'],
  ])('smoking now, 20 pack-years, age %i: "%s" (50-80)', (age, grade) => {
    expect(smokesNow(age, 20, 20).grade).toBe(grade);
  });

  it.each([
    [19, 21, 19.95, 'Stopping smoking is the priority'],
    [20, 20, 20, 'Routine screening is due'],
    [8, 50, 20, 'Routine screening is due'],
    [10, 39, 19.5, 'Stopping smoking is the priority'],
  ])(
    'smoking now, %i a day for %i years is %f pack-years: "%s" (20 or more)',
    (perDay, years, expected, grade) => {
      const result = smokesNow(60, perDay, years);
      expect(result.subscaleScores?.[packYears]).toBe(expected);
      expect(result.grade).toBe(grade);
    },
  );

  it.each([
    [15, 'Routine screening is due'],
    [16, 'Past heavy smoking: ask about screening'],
    [0, 'Routine screening is due'],
  ])('stopped %i years ago, 30 pack-years, age 65: "%s" (USPSTF: within 15 years)', (quitYears, grade) => {
    expect(stopped(65, quitYears, 20, 30).grade).toBe(grade);
  });

  it('a former light smoker with no exposure: "No warning signs found", with the screening rule', () => {
    const result = stopped(60, 20, 5, 20);
    expect(result).toMatchObject({ grade: 'No warning signs found', urgency: 'none', level: 0 });
    expect(result.description).toMatch(/stopped within the last 15 years/);
    expect(result.description).toMatch(/not a risk model/);
  });

  it('skips the smoking numbers for never-smokers, and "years since stopping" for people who smoke now', () => {
    const never = walkPath(fixture, { age: 60 }).map((answer) => answer.questionId);
    expect(never).toEqual(['age', 'status', 'exposures', 'urgent', 'symptoms']);
    const now = walkPath(fixture, { age: 60, status: 'I smoke now', perDay: 10, yearsSmoked: 10 }).map(
      (a) => a.questionId,
    );
    expect(now).not.toContain('quitYears');
    expect(score({ age: 60 })).toMatchObject({ grade: 'No warning signs found', totalScore: 1 });
    expect(score({ age: 60 }).subscaleScores?.[packYears]).toBe(0);
  });

  it('counts smoking, heavy smoking, age and other exposures for the badge', () => {
    const result = smokesNow(60, 20, 40, { exposures: [biomass, parent] });
    expect(result).toMatchObject({ totalScore: 5, expectedTotalScore: 7, grade: 'Routine screening is due' });
    expect((result.nextSteps as string[]).join(' ')).toMatch(/no validated screening rule counts them/);
  });

  it('a smoker of 45 with 25 pack-years is told screening starts at 50', () => {
    const result = smokesNow(45, 25, 20);
    expect(result.grade).toBe('Stopping smoking is the priority');
    expect((result.nextSteps as string[]).join(' ')).toMatch(/recommended for you from 50/);
  });

  it('refuses cigarette counts outside the question range', () => {
    expect(() => smokesNow(60, 500, 20)).toThrow(/between 1 and 100/);
  });

  it('no grade claims a risk level', () => {
    for (const band of fixture.scoring.grading.bands) expect(band.grade).not.toMatch(/low risk|high risk/i);
    const texts = JSON.stringify(fixture.scoring);
    expect(texts).not.toMatch(/risk is low/i);
  });
});

describe('LD-009 warning signs (Contract 2)', () => {
  const signs = signOptions(fixture);

  it('gives every warning sign and symptom a catalogue id; the emergency ones are shared with the heart tests', () => {
    expect(Object.fromEntries(signs.map(([, , option]) => [option.text, option.sign]))).toEqual({
      'Coughing up blood': 'coughing-blood',
      'Severe chest pain now or in the last few hours': 'chest-pain',
      'Severe chest pain in the last few days that has now stopped': 'chest-pain-recent',
      'Struggling to breathe, even when resting': 'breathless-at-rest',
      'A cough lasting 3 weeks or more': 'cough-3-weeks',
      'A cough for 2 weeks or more with fever or night sweats': 'cough-fever-night-sweats',
      'Weight loss without trying': 'weight-loss-unexplained',
      'A hoarse voice for 3 weeks or more': 'hoarse-voice-3-weeks',
      'Breathlessness that is new or getting worse': 'breathless-new-or-worse',
      'Chest or shoulder pain that keeps coming back': 'chest-shoulder-pain-recurring',
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
    'A cough lasting 3 weeks or more',
    'A cough for 2 weeks or more with fever or night sweats',
    'Weight loss without trying',
    'A hoarse voice for 3 weeks or more',
    'Breathlessness that is new or getting worse',
    'Chest or shoulder pain that keeps coming back',
  ])('"%s" is "See a doctor soon", even for a never-smoker, with a TB note', (symptom) => {
    const result = score({ age: 30, symptoms: [symptom] });
    expect(result).toMatchObject({ grade: 'See a doctor soon', urgency: 'soon' });
    expect(result.description).toMatch(/TB/);
  });

  it.each([
    ['Coughing up blood', 'See a doctor today', 'today'],
    ['Severe chest pain now or in the last few hours', 'See a doctor now', 'emergency'],
    ['Severe chest pain in the last few days that has now stopped', 'See a doctor today', 'today'],
    ['Struggling to breathe, even when resting', 'See a doctor now', 'emergency'],
  ])('"%s" in a heavy smoker with a lasting cough: "%s" (%s), its action first', (sign, grade, urgency) => {
    const result = smokesNow(60, 20, 40, { urgent: [sign], symptoms: ['A cough lasting 3 weeks or more'] });
    expect(result).toMatchObject({ grade, urgency });
    expect((result.nextSteps as string[])[0]).toMatch(
      urgency === 'today' ? /^See a doctor today/ : /^Call 999 or 112/,
    );
    expect((result.nextSteps as string[]).join(' ')).toMatch(/meet the USPSTF criteria/);
  });

  // The riskiest answer sets without a sign: none may read as reassuring.
  it.each([
    ['a never-smoker of 60 with years of biomass smoke', { age: 60, exposures: [biomass] }],
    ['a never-smoker exposed to asbestos at work', { age: 55, exposures: [work] }],
    ['a never-smoker whose parent had lung cancer', { age: 50, exposures: [parent] }],
    ['a never-smoker living with a smoker', { age: 40, exposures: [secondHand] }],
  ])('%s: level 1 or more, never a reassuring grade', (_name, picks) => {
    const result = score(picks);
    expect(result.level).toBeGreaterThanOrEqual(1);
    expect(result.urgency).not.toBe('none');
    expect(result.grade).not.toMatch(/low risk|no warning signs/i);
  });

  it.each([
    [65, 16, 'aged 65, stopped 16 years ago'],
    [85, 5, 'aged 85, stopped 5 years ago'],
    [45, 2, 'aged 45, stopped 2 years ago'],
  ])('a former 40 pack-year smoker %#: never "No warning signs found"', (age, quitYears) => {
    const result = stopped(age, quitYears, 20, 40);
    expect(result).toMatchObject({
      grade: 'Past heavy smoking: ask about screening',
      level: 2,
      urgency: 'routine',
    });
  });
});

describe('LD-009 review findings (2026-11)', () => {
  it('a never-smoker of 60 with biomass smoke, asbestos and a parent with lung cancer is not "Low risk": each exposure is named, with the honest statement that no validated rule covers them', () => {
    const result = score({ age: 60, exposures: [biomass, work, parent] });
    expect(result).toMatchObject({
      grade: 'Risk factors to discuss with a doctor',
      urgency: 'routine',
      level: 1,
    });
    expect(result.description).toMatch(/No validated screening rule covers them/);
    expect(result.description).not.toMatch(/risk is low/);
    const risks = (result.healthRisks ?? []).join('\n');
    expect(risks).toMatch(/wood, charcoal or kerosene/);
    expect(risks).toMatch(/asbestos/);
    expect(risks).toMatch(/parent, brother or sister/);
    expect((result.nextSteps as string[])[0]).toMatch(/tell a health worker about these exposures/);
  });

  it('a 40 pack-year smoker who quit 16 years ago is not "Low risk": the result names the USPSTF window and the American Cancer Society 2023 rule', () => {
    const result = stopped(65, 16, 20, 40);
    expect(result).toMatchObject({
      grade: 'Past heavy smoking: ask about screening',
      urgency: 'routine',
      level: 2,
    });
    expect(result.description).toMatch(/USPSTF \(2021\) screening rule does not cover you/);
    expect(result.description).toMatch(/American Cancer Society \(2023\)/);
    expect((result.nextSteps as string[]).join(' ')).toMatch(
      /Ask a doctor whether a yearly low-dose CT scan suits you/,
    );
  });

  it('coughing blood and the emergency signs reach different bands, so no band is more urgent than its signs', () => {
    const blood = score({ age: 40, urgent: ['Coughing up blood'] });
    expect(blood).toMatchObject({ grade: 'See a doctor today', urgency: 'today', level: 3 });
    expect(fixture.scoring.flags.map((flag) => flag.text).join('\n')).not.toMatch(
      /^See a doctor (now|soon)/m,
    );
  });

  it('cites USPSTF 2021, the American Cancer Society 2023, NICE NG12 and IARC, and says where no threshold exists', () => {
    const references = fixture.instrument.cutoffReferences.map((entry) => entry.reference).join('\n');
    expect(references).toMatch(/USPSTF 2021/);
    expect(references).toMatch(/American Cancer Society lung cancer screening guideline/);
    expect(references).toMatch(/NICE NG12/);
    expect(references).toMatch(/IARC/);
    expect(references).toMatch(/No validated screening rule or threshold exists/);
  });
});
