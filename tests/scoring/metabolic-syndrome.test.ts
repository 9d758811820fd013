import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('LD-005');
type Answer = 'Yes' | 'No' | "I don't know";
const answers: Answer[] = ['Yes', 'No', "I don't know"];

/** Answers to the five criteria in order: waist, HDL, blood pressure, triglycerides, fasting glucose. */
function score(sex: 'Man' | 'Woman', criteria: Answer[]) {
  const [waist, hdl, bp, triglycerides, glucose] = criteria;
  const own: Record<string, Pick> =
    sex === 'Man' ? { waistMen: waist!, hdlMen: hdl! } : { waistWomen: waist!, hdlWomen: hdl! };
  return scoreAnswers(
    fixture,
    walkPath(fixture, { sex, ...own, bp: bp!, triglycerides: triglycerides!, glucose: glucose! }),
  );
}

const notMet = 'Criteria not met';
const someFactors = 'Criteria not met, with 1 or 2 risk factors';
const met = 'Criteria met: three or more risk factors';

const Y = 'Yes';
const N = 'No';
const U = "I don't know";

describe('LD-005 metabolic syndrome, harmonized 2009 (any 3 of 5), "not known" allowed', () => {
  it.each([
    [[N, N, N, N, N], 0, notMet],
    [[U, U, N, N, N], 0, notMet],
    [[Y, U, N, N, N], 1, someFactors],
    [[Y, Y, N, N, N], 2, someFactors],
    [[Y, Y, U, N, N], 2, 'Tests needed'],
    [[Y, U, U, N, N], 1, 'Tests needed'],
    [[U, U, U, N, N], 0, 'Tests needed'],
    [[Y, Y, Y, N, N], 3, met],
    [[Y, Y, Y, U, U], 3, met],
    [[Y, Y, Y, Y, Y], 5, met],
  ])('%j: %i present, "%s"', (criteria, present, grade) => {
    for (const sex of ['Man', 'Woman'] as const) {
      const result = score(sex, criteria as Answer[]);
      expect(result).toMatchObject({ totalScore: present, expectedTotalScore: 5, grade });
      expect(result.subscaleScores?.['Criteria met (of 5)']).toBe(present);
    }
  });

  it('never says metabolic syndrome is ruled out while unknown answers could still make three (all 243 answer sets)', () => {
    for (let code = 0; code < 3 ** 5; code += 1) {
      const criteria = [0, 1, 2, 3, 4].map((place) => answers[Math.floor(code / 3 ** place) % 3]!);
      const present = criteria.filter((answer) => answer === Y).length;
      const unknown = criteria.filter((answer) => answer === U).length;
      const expected =
        present >= 3 ? met : present + unknown >= 3 ? 'Tests needed' : present >= 1 ? someFactors : notMet;
      expect(score('Woman', criteria).grade, criteria.join(', ')).toBe(expected);
    }
  });

  // Review 2026-11, metabolic-syndrome: "Low risk" really meant "criteria not met".
  it('says what the criteria say, never "low risk"', () => {
    const grades = fixture.scoring.grading.bands.map((band) => band.grade);
    expect(grades.filter((grade) => /low risk/i.test(grade))).toEqual([]);
    const none = score('Man', [N, N, N, N, N]);
    expect(none).toMatchObject({ grade: notMet, level: 0, urgency: 'none', validated: true });
    expect(none.description).toMatch(/criteria for metabolic syndrome are not met/);
    expect(none.description).toMatch(/not a risk score/);
  });

  it.each([
    [[N, N, N, N, N], 0, 'none', true],
    [[Y, N, N, N, N], 1, 'routine', true],
    [[U, U, U, N, N], 1, 'routine', false],
    [[Y, Y, Y, N, N], 3, 'soon', true],
  ])('%j has level %i, urgency %s, validated %s', (criteria, level, urgency, validated) => {
    expect(score('Woman', criteria as Answer[])).toMatchObject({ level, urgency, validated });
  });

  it('asks each sex only its own waist and HDL questions', () => {
    const man = walkPath(fixture, { sex: 'Man' }).map((answer) => answer.questionId);
    const woman = walkPath(fixture, { sex: 'Woman' }).map((answer) => answer.questionId);
    expect(man).toEqual(['sex', 'waistMen', 'hdlMen', 'bp', 'triglycerides', 'glucose']);
    expect(woman).toEqual(['sex', 'waistWomen', 'hdlWomen', 'bp', 'triglycerides', 'glucose']);
  });

  it('names the check that would settle each unknown', () => {
    const result = score('Man', [U, U, U, N, U]);
    expect(result.grade).toBe('Tests needed');
    expect(result.nextSteps).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Measure your waist/),
        expect.stringMatching(/lipid profile/),
        expect.stringMatching(/blood pressure measured/),
        expect.stringMatching(/fasting blood sugar/),
      ]),
    );
  });

  it('lists the risk factors present', () => {
    const result = score('Woman', [Y, N, Y, N, Y]);
    expect(result.healthRisks).toHaveLength(3);
    expect(result.healthRisks?.[0]).toMatch(/waist/);
  });
});
