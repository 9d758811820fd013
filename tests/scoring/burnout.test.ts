import { describe, expect, it } from 'vitest';
import { readSettings } from '../../server/settings';
import { scoreAnswers } from '../../src/core/scoring';
import {
  catalogue,
  chooseScores,
  fixtureByCode,
  licensedFixturesDir,
  loadLicensedCatalogue,
} from '../helpers/fixtures';

const cbi = fixtureByCode('MH-003');

/** A CBI answer set: personal items 1-6, work items 7-13 (item 13 reversed on its options), client 14-19. */
const cbiItems = (personal: number[], work: number[], client: number[]) => [...personal, ...work, ...client];
// CBI option scores are already 0-100: an item's value is the score of the option chosen.
const scoreCbi = (items: number[]) => scoreAnswers(cbi, chooseScores(cbi, items));
const sixOf = (value: number) => Array.from({ length: 6 }, () => value);

describe('MH-003 built in: Copenhagen Burnout Inventory (Kristensen 2005)', () => {
  it('is the CBI under its own title, not the MBI the spec names', () => {
    expect(cbi.card.formalTitle).toBe('Copenhagen Burnout Inventory');
    expect(cbi.form.questions).toHaveLength(19);
    expect(cbi.instrument.licence).toMatch(/NOT CONFIRMED/);
  });

  it.each([
    [[75, 50, 50, 50, 50, 25, 25], 46.43, 'Lower work-related burnout'],
    [[75, 50, 50, 50, 50, 50, 25], 50, 'High work-related burnout'],
    [[0, 0, 0, 0, 0, 0, 0], 0, 'Lower work-related burnout'],
    [[100, 100, 100, 100, 100, 100, 100], 100, 'High work-related burnout'],
  ])(
    'work items %j: work-related mean %d is "%s" (50 or more is high, Borritz & Kristensen 2004)',
    (work, mean, grade) => {
      const result = scoreCbi(cbiItems(sixOf(0), work, sixOf(0)));
      expect(result).toMatchObject({ totalScore: mean, expectedTotalScore: 100, grade });
    },
  );

  it('reverses item 13: "Always" having energy for family and friends scores 0, "Never/almost never" 100', () => {
    const q13 = cbi.form.questions[12]!;
    expect(q13.question).toMatch(/enough energy for family and friends/);
    expect(q13.options.map((option) => [option.text, option.score])).toEqual([
      ['Always', 0],
      ['Often', 25],
      ['Sometimes', 50],
      ['Seldom', 75],
      ['Never/almost never', 100],
    ]);
    const q12 = cbi.form.questions[11]!;
    expect(q12.options.find((option) => option.text === 'Always')?.score).toBe(100);
  });

  it('reports each scale as the mean of its items in subscaleScores', () => {
    const result = scoreCbi(
      cbiItems([100, 75, 50, 25, 0, 50], [50, 50, 50, 50, 50, 50, 50], [25, 25, 25, 25, 0, 0]),
    );
    expect(result.subscaleScores).toEqual({
      'Personal burnout': 50,
      'Work-related burnout': 50,
      'Client-related burnout': 16.67,
    });
  });

  it.each([
    [
      'Personal burnout',
      cbiItems([50, 50, 50, 50, 50, 25], sixOf(0).concat(0), sixOf(0)),
      45.83,
      /^Below 50/,
    ],
    ['Personal burnout', cbiItems(sixOf(50), sixOf(0).concat(0), sixOf(0)), 50, /^50 or more \(high\)/],
    [
      'Client-related burnout',
      cbiItems(sixOf(0), sixOf(0).concat(0), [50, 50, 50, 50, 50, 25]),
      45.83,
      /^Below 50/,
    ],
    ['Client-related burnout', cbiItems(sixOf(0), sixOf(0).concat(0), sixOf(50)), 50, /^50 or more \(high\)/],
  ])('%s at %d gets the matching detailed analysis', (label, items, mean, text) => {
    const result = scoreCbi(items);
    expect(result.subscaleScores?.[label]).toBe(mean);
    expect(result.detailedAnalysis?.[label]).toMatch(text);
  });

  it('adds a next step for a high personal or client scale even when work-related burnout is lower', () => {
    const low = scoreCbi(cbiItems(sixOf(25), sixOf(0).concat(0), sixOf(25)));
    expect(JSON.stringify(low.nextSteps)).not.toMatch(/personal burnout score|client-related score/);
    const high = scoreCbi(cbiItems(sixOf(75), sixOf(0).concat(0), sixOf(75)));
    expect(high.grade).toBe('Lower work-related burnout');
    expect(high.nextSteps).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/personal burnout score is 50 or more/),
        expect.stringMatching(/client-related score is 50 or more/),
      ]),
    );
  });

  it('says in every result that the levels are a guide and no fixed cut-off is validated', () => {
    expect(scoreCbi(cbiItems(sixOf(0), sixOf(0).concat(0), sixOf(0))).overallInterpretation).toMatch(
      /no fixed cut-off cleanly separates people with and without burnout/,
    );
  });

  it('fills no MBI scale sections', () => {
    const result = scoreCbi(cbiItems(sixOf(100), sixOf(100).concat(100), sixOf(100)));
    expect(result.emotionalExhaustion).toBeUndefined();
    expect(result.depersonalization).toBeUndefined();
    expect(result.personalAccomplishment).toBeUndefined();
  });
});

describe('MH-003 licensed: the MBI score function with a placeholder-item fixture', () => {
  const settings = readSettings({ LICENSED_FIXTURES_DIR: 'tests/fixtures/licensed/screenings' });
  const licensed = loadLicensedCatalogue(settings.licensedFixturesDir);
  const mbi = licensed.byTestCode.get('MH-003')!;

  /** MBI answers (0-6 each) with these scale sums: EE items 1-9, DP 10-14, PA 15-22 (placeholder key). */
  function mbiAnswers(ee: number, dp: number, pa: number) {
    const spread = (total: number, count: number) =>
      Array.from({ length: count }, (_, index) => Math.min(6, Math.max(0, total - 6 * index)));
    return chooseScores(mbi, [...spread(ee, 9), ...spread(dp, 5), ...spread(pa, 8)]);
  }

  it('replaces the built-in CBI when LICENSED_FIXTURES_DIR names the folder', () => {
    expect(settings.licensedFixturesDir).toBe(licensedFixturesDir);
    expect(mbi.card.formalTitle).toBe('Maslach Burnout Inventory');
    expect(mbi.card.routeSlug).toBe('burnout');
    expect(licensed.tests.map((test) => test.card.testCode)).toEqual(
      catalogue.tests.map((test) => test.card.testCode),
    );
    expect(licensed.tests.filter((test) => test.card.testCode === 'MH-003')).toEqual([mbi]);
  });

  it('ships no MBI item text: every item is a placeholder', () => {
    expect(mbi.form.questions).toHaveLength(22);
    for (const [index, question] of mbi.form.questions.entries()) {
      expect(question.question).toBe(`MBI item ${index + 1} (licensed text goes here)`);
    }
  });

  it('scores its own samples as they say', () => {
    for (const sample of mbi.samples) {
      const result = scoreAnswers(mbi, sample.answers);
      expect({ totalScore: result.totalScore, grade: result.grade }, sample.label).toEqual(sample.expect);
    }
  });

  it.each([
    [18, 'Low'],
    [19, 'Moderate'],
    [26, 'Moderate'],
    [27, 'High'],
    [54, 'High'],
  ])('emotional exhaustion %i (0-54) is %s: the badge and its scale section', (ee, level) => {
    const result = scoreAnswers(mbi, mbiAnswers(ee, 0, 48));
    expect(result).toMatchObject({
      totalScore: ee,
      expectedTotalScore: 54,
      grade: `${level} emotional exhaustion`,
    });
    expect(result.emotionalExhaustion?.level).toBe(level);
    expect(result.emotionalExhaustion?.description).toBeTruthy();
    expect(result.emotionalExhaustion?.nextSteps).toBeTruthy();
  });

  it.each([
    [0, 'Low'],
    [5, 'Low'],
    [6, 'Moderate'],
    [9, 'Moderate'],
    [10, 'High'],
    [30, 'High'],
  ])('depersonalization %i (0-30) is %s', (dp, level) => {
    const result = scoreAnswers(mbi, mbiAnswers(0, dp, 48));
    expect(result.subscaleScores?.['Depersonalization']).toBe(dp);
    expect(result.depersonalization?.level).toBe(level);
  });

  it.each([
    [0, 'Low sense of accomplishment (high burnout)'],
    [33, 'Low sense of accomplishment (high burnout)'],
    [34, 'Moderate'],
    [39, 'Moderate'],
    [40, 'High sense of accomplishment (low burnout)'],
    [48, 'High sense of accomplishment (low burnout)'],
  ])('personal accomplishment %i (0-48, reversed meaning) is "%s"', (pa, level) => {
    const result = scoreAnswers(mbi, mbiAnswers(0, 0, pa));
    expect(result.subscaleScores?.['Personal accomplishment']).toBe(pa);
    expect(result.personalAccomplishment?.level).toBe(level);
  });

  it('never adds the three scales into one total', () => {
    const result = scoreAnswers(mbi, mbiAnswers(20, 8, 36));
    expect(result.totalScore).toBe(20);
    expect(result.subscaleScores).toEqual({
      'Emotional exhaustion': 20,
      Depersonalization: 8,
      'Personal accomplishment': 36,
    });
  });
});
