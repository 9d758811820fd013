import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, questionById, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-010');

/** An option's text by its id, so the tests read by the ids the fixture's rules use. */
function text(questionId: string, optionId: string): string {
  const option = questionById(fixture, questionId).options.find((candidate) => candidate.id === optionId);
  if (!option) throw new Error(`${questionId} has no option ${optionId}`);
  return option.text;
}

/** Picks by option id (arrays for the multi-select, numbers for the age). */
function score(picks: Record<string, string | readonly string[] | number>) {
  const byText: Record<string, Pick> = {};
  for (const [id, pick] of Object.entries(picks)) {
    byText[id] =
      typeof pick === 'number'
        ? pick
        : typeof pick === 'string'
          ? text(id, pick)
          : pick.map((o) => text(id, o));
  }
  return scoreAnswers(fixture, walkPath(fixture, byText));
}

/** A woman who has had sex, HIV-negative, with no warning signs and the vaccine answer "No". */
function woman(age: number, picks: Record<string, string | readonly string[] | number> = {}) {
  return score({
    cervix: 'cervix-yes',
    age,
    sexEver: 'sexEver-yes',
    hiv: 'hiv-no',
    vaccine: 'vaccine-no',
    ...picks,
  });
}

const screened = (lastScreen: string, lastTest: string) => ({
  lastScreen: `lastScreen-${lastScreen}`,
  lastTest: `lastTest-${lastTest}`,
});

const signOptions = questionById(fixture, 'symptoms').options.filter((option) => option.sign);

describe('LD-010 cervical cancer: who screening is for (Kenya 2018, WHO 2021)', () => {
  it.each([
    [24, 'Screening not due yet', 'none'],
    [25, 'Screening is due', 'routine'],
    [49, 'Screening is due', 'routine'],
    [65, 'Screening is due', 'routine'],
    [66, 'Screening is due', 'routine'],
  ])('age %i, has had sex, never screened: "%s"', (age, grade, urgency) => {
    const result = woman(age, { lastScreen: 'lastScreen-never' });
    expect(result).toMatchObject({ grade, urgency, validated: false });
  });

  it('"I\'m not sure" counts as never screened', () => {
    expect(woman(40, { lastScreen: 'lastScreen-unsure' }).grade).toBe('Screening is due');
  });

  it.each([25, 40, 60])('a woman of %i who has never had sex: screening not due yet, and told why', (age) => {
    const result = score({ cervix: 'cervix-yes', age, sexEver: 'sexEver-no' });
    expect(result.grade).toBe('Screening not due yet');
    expect(result.description).toMatch(/ever had sex/);
  });

  it('no cervix: not needed, for a man and after a total hysterectomy, with the reason', () => {
    const man = score({ cervix: 'cervix-none' });
    expect(man).toMatchObject({ grade: 'Screening not needed', urgency: 'none', totalScore: 0 });
    expect(man.description).toMatch(/not for you/);
    const hysterectomy = score({ cervix: 'cervix-removed' });
    expect(hysterectomy.grade).toBe('Screening not needed');
    expect(hysterectomy.description).toMatch(/not for cancer or for changes found on the cervix/);
  });

  it('women living with HIV under 25 are sent to their HIV clinic, which may screen sooner than WHO’s 25', () => {
    const result = woman(22, { hiv: 'hiv-yes', lastScreen: 'lastScreen-never' });
    expect(result).toMatchObject({
      grade: 'Ask your HIV clinic when screening is due',
      urgency: 'routine',
      level: 1,
    });
    expect(result.description).toMatch(/WHO advises .* at 25, but Kenya's HIV programme may offer it sooner/);
  });
});

describe('LD-010 cervical cancer: intervals at both sides of each cut-off', () => {
  it.each([
    // HIV-negative, VIA or Pap smear: every 3 years before 50.
    [35, 'hiv-no', 'under3', 'via', 'Screening up to date'],
    [35, 'hiv-no', '3to5', 'via', 'Screening is overdue'],
    [40, 'hiv-no', '3to5', 'pap', 'Screening is overdue'],
    [40, 'hiv-no', '3to5', 'unknown', 'Screening is overdue'],
    // From 50 to 65: every 5 years whatever the test.
    [49, 'hiv-no', '3to5', 'via', 'Screening is overdue'],
    [50, 'hiv-no', '3to5', 'via', 'Screening up to date'],
    [65, 'hiv-no', '3to5', 'pap', 'Screening up to date'],
    [50, 'hiv-no', 'over5', 'via', 'Screening is overdue'],
    // HPV test: every 5 years (WHO 5 to 10, the shorter used).
    [35, 'hiv-no', '3to5', 'hpv', 'Screening up to date'],
    [35, 'hiv-unknown', '3to5', 'hpv', 'Screening is overdue'],
    [35, 'hiv-no', 'over5', 'hpv', 'Screening is overdue'],
    // Living with HIV: every 3 years whatever the test or age.
    [35, 'hiv-yes', 'under3', 'hpv', 'Ask your HIV clinic when screening is due'],
    [35, 'hiv-yes', '3to5', 'hpv', 'Screening is overdue'],
    [55, 'hiv-yes', '3to5', 'via', 'Screening is overdue'],
  ])('age %i, %s, last screen %s (%s): "%s"', (age, hiv, when, test, grade) => {
    expect(woman(age, { hiv, ...screened(when, test) }).grade).toBe(grade);
  });

  it('due and overdue are routine, level 1; up to date is none, level 0', () => {
    expect(woman(30, { lastScreen: 'lastScreen-never' })).toMatchObject({ urgency: 'routine', level: 1 });
    expect(woman(30, screened('over5', 'via'))).toMatchObject({ urgency: 'routine', level: 1 });
    expect(woman(30, screened('under3', 'via'))).toMatchObject({ urgency: 'none', level: 0 });
  });

  it('tells women living with HIV to screen every 3 years and to follow their HIV clinic', () => {
    const steps = woman(35, { hiv: 'hiv-yes', ...screened('3to5', 'hpv') }).nextSteps as string[];
    expect(steps).toContainEqual(expect.stringMatching(/every 3 years.*HIV clinic/));
  });

  it('asks women who do not know their HIV status to get tested when they go for screening', () => {
    const steps = woman(35, { hiv: 'hiv-unknown', lastScreen: 'lastScreen-never' }).nextSteps as string[];
    expect(steps).toContainEqual(expect.stringMatching(/^If you do not know your HIV status/));
  });
});

describe('LD-010 cervical cancer: warning signs come before any screening grade', () => {
  // Rule of the urgency contract: each sign alone, from the calmest answers, gives the sign's own urgency and a
  // grade that does not reassure; its action leads the next steps.
  it.each(signOptions.map((option) => [option.text, option] as const))('"%s" alone', (_text, option) => {
    const sign = catalogue.warningSigns.get(option.sign!)!;
    const result = woman(35, { ...screened('under3', 'hpv'), symptoms: [option.id] });
    expect(result.urgency).toBe(sign.urgency);
    expect(result.level).toBeGreaterThanOrEqual(1);
    expect(result.grade).toMatch(/^See a doctor/);
    expect(result.urgencyReasons).toEqual([sign.reason]);
    expect((result.nextSteps as string[])[0]).toBe(sign.action);
  });

  it.each([
    ['symptoms-between', 'See a doctor soon', 'soon'],
    ['symptoms-after-sex', 'See a doctor soon', 'soon'],
    ['symptoms-menopause', 'See a doctor soon', 'soon'],
    ['symptoms-discharge', 'See a doctor soon', 'soon'],
    ['symptoms-pain', 'See a doctor soon', 'soon'],
    ['symptoms-heavy', 'See a doctor today', 'today'],
    ['symptoms-faint', 'See a doctor now', 'emergency'],
  ])('%s: "%s", urgency %s', (sign, grade, urgency) => {
    expect(woman(35, { ...screened('under3', 'hpv'), symptoms: [sign] })).toMatchObject({ grade, urgency });
  });

  it.each([
    ['under 25', () => woman(20, { lastScreen: 'lastScreen-never', symptoms: ['symptoms-discharge'] })],
    ['over 65', () => woman(70, { ...screened('over5', 'pap'), symptoms: ['symptoms-menopause'] })],
    [
      'never had sex',
      () => score({ cervix: 'cervix-yes', age: 30, sexEver: 'sexEver-no', symptoms: ['symptoms-pain'] }),
    ],
    ['after a hysterectomy', () => score({ cervix: 'cervix-removed', symptoms: ['symptoms-after-sex'] })],
  ])('a sign needs a doctor %s too', (_who, result) => {
    expect(result()).toMatchObject({ grade: 'See a doctor soon', urgency: 'soon', level: 3 });
  });

  it('the most urgent sign wins and leads the next steps', () => {
    const result = woman(45, {
      lastScreen: 'lastScreen-never',
      symptoms: ['symptoms-after-sex', 'symptoms-faint'],
    });
    expect(result).toMatchObject({ grade: 'See a doctor now', urgency: 'emergency', totalScore: 2 });
    expect((result.nextSteps as string[])[0]).toMatch(/^Call 999 or 112/);
  });

  it('counts the warning signs ticked for the badge, out of 7', () => {
    expect(woman(35, screened('under3', 'hpv'))).toMatchObject({ totalScore: 0, expectedTotalScore: 7 });
    expect(
      woman(35, {
        ...screened('under3', 'hpv'),
        symptoms: ['symptoms-between', 'symptoms-discharge', 'symptoms-pain'],
      }),
    ).toMatchObject({ totalScore: 3, expectedTotalScore: 7 });
  });
});

describe('LD-010 cervical cancer: HPV vaccine', () => {
  const vaccineAdvice = /WHO recommends it for girls and young women up to age 20/;

  it.each([
    [20, 'vaccine-no', true],
    [20, 'vaccine-unsure', true],
    [21, 'vaccine-no', false],
    [20, 'vaccine-yes', false],
  ])('age %i, %s: advice to ask about the vaccine %s', (age, vaccine, shown) => {
    const steps = woman(age, { lastScreen: 'lastScreen-never', vaccine }).nextSteps as string[];
    expect(steps.some((step) => vaccineAdvice.test(step))).toBe(shown);
  });

  it('never changes the grade, and a vaccinated woman is told she still needs screening', () => {
    const vaccinated = woman(30, { lastScreen: 'lastScreen-never', vaccine: 'vaccine-yes' });
    expect(vaccinated.grade).toBe(woman(30, { lastScreen: 'lastScreen-never', vaccine: 'vaccine-no' }).grade);
    expect(vaccinated.nextSteps).toContainEqual(expect.stringMatching(/still need screening/));
  });

  it('tells women about the free vaccine for girls aged 10 to 14', () => {
    expect(woman(40, screened('under3', 'via')).nextSteps).toContainEqual(
      expect.stringMatching(/Girls aged 10 to 14 can get the HPV vaccine free/),
    );
  });
});

describe('LD-010 cervical cancer: honest labels and the card', () => {
  it('has no risk label and no validated band: it is a checklist', () => {
    for (const band of fixture.scoring.grading.bands) {
      expect(band.grade).not.toMatch(/risk/i);
      expect(band.validated).toBe(false);
    }
  });

  it('is in Lifestyle Diseases with Kiswahili and test-name keywords', () => {
    expect(fixture.card).toMatchObject({ id: 36, categoryId: 7, routeSlug: 'cervical-cancer' });
    expect(fixture.card.keyWords).toEqual(
      expect.arrayContaining(['saratani ya shingo ya kizazi', 'pap smear', 'HPV', 'VIA']),
    );
  });

  it('cites a reference for every cut-off', () => {
    expect(fixture.instrument.cutoffReferences.length).toBeGreaterThanOrEqual(10);
    expect(fixture.instrument.source).toMatch(/Kenya[\s\S]*2018[\s\S]*WHO guideline for screening/);
  });
});

// The second clinical review (2026-11-28): each finding with the answers that showed it.
describe('LD-010 review 2026-11-28', () => {
  it.each([
    ['never screened', { lastScreen: 'lastScreen-never' }],
    ['not sure', { lastScreen: 'lastScreen-unsure' }],
    ['screened more than 5 years ago', screened('over5', 'pap')],
    ['living with HIV, never screened', { hiv: 'hiv-yes', lastScreen: 'lastScreen-never' }],
  ])('F1: a woman of 68 %s is not told screening can stop', (_who, picks) => {
    const result = woman(68, picks);
    expect(result.grade).not.toBe('No routine screening after 65');
    expect(result.urgency).not.toBe('none');
    expect(result.level).toBeGreaterThan(0);
  });

  it('F1: only an HIV-negative woman over 65 screened in the last 5 years is told routine screening can stop', () => {
    expect(woman(68, screened('3to5', 'via'))).toMatchObject({
      grade: 'No routine screening after 65',
      urgency: 'none',
    });
    expect(woman(68, screened('3to5', 'via')).description).toMatch(
      /screened regularly and whose results were normal/,
    );
  });

  it('F2: a young woman living with HIV is told at least 2 doses, 3 where possible, not "one or two"', () => {
    const steps = (woman(19, { hiv: 'hiv-yes', lastScreen: 'lastScreen-never' }).nextSteps as string[]).join(
      ' ',
    );
    expect(steps).toMatch(/at least 2 doses, and 3 where possible/);
    expect(steps).not.toMatch(/one or two doses/);
    const negative = (woman(19, { lastScreen: 'lastScreen-never' }).nextSteps as string[]).join(' ');
    expect(negative).toMatch(/one or two doses/);
  });

  it.each([
    [33, screened('under3', 'via')],
    [26, screened('under3', 'hpv')],
    [52, screened('under3', 'pap')],
  ])(
    'F3: a woman of %i living with HIV screened under 3 years ago is not a green "up to date"',
    (age, picks) => {
      const result = woman(age, { hiv: 'hiv-yes', ...picks });
      expect(result).toMatchObject({
        grade: 'Ask your HIV clinic when screening is due',
        urgency: 'routine',
        level: 1,
      });
    },
  );

  it.each([
    ['under 3 years', screened('under3', 'hpv')],
    ['3 to 5 years', screened('3to5', 'hpv')],
    ['never', { lastScreen: 'lastScreen-never' }],
  ])(
    'F3: a woman living with HIV (last screen %s) gets the HIV line first and no 5-year interval',
    (_when, picks) => {
      const steps = woman(52, { hiv: 'hiv-yes', ...picks }).nextSteps as string[];
      expect(steps[0]).toMatch(/^Because you are living with HIV/);
      expect(steps.join(' ')).not.toMatch(/every 5 years|from 50 to 65|usually 5 years/);
    },
  );

  it('F15: an unknown HIV status is not read as negative, and an HIV test is offered even when up to date', () => {
    expect(woman(40, { hiv: 'hiv-unknown', ...screened('3to5', 'hpv') }).grade).toBe('Screening is overdue');
    const upToDate = woman(40, { hiv: 'hiv-unknown', ...screened('under3', 'hpv') });
    expect(upToDate.grade).toBe('Screening up to date');
    expect((upToDate.nextSteps as string[])[0]).toMatch(
      /^If you do not know your HIV status, ask for an HIV test/,
    );
    const older = woman(68, { hiv: 'hiv-unknown', ...screened('under3', 'via') });
    expect(older.grade).not.toBe('No routine screening after 65');
  });

  it('F18: a woman of 22 living with HIV who has had sex is not told "not due yet"', () => {
    const result = woman(22, { hiv: 'hiv-yes', lastScreen: 'lastScreen-never' });
    expect(result.grade).not.toBe('Screening not due yet');
    expect(result.level).toBeGreaterThan(0);
  });

  it('F7: heavy bleeding is "See a doctor today" (level 3); dizzy or faint is "See a doctor now" (level 4)', () => {
    expect(woman(38, { symptoms: ['symptoms-heavy'] })).toMatchObject({
      grade: 'See a doctor today',
      urgency: 'today',
      level: 3,
    });
    expect(woman(38, { symptoms: ['symptoms-faint'] })).toMatchObject({
      grade: 'See a doctor now',
      urgency: 'emergency',
      level: 4,
    });
  });
});
