import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { chooseScore, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';
import { phq9BandVectors } from '../helpers/phq9';

const postnatal = fixtureByCode('GW-009');
const phq9 = fixtureByCode('MH-001');
const PHQ = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/** PHQ-9 items 1-8 filled up to `total` with item 9 as given, plus any other picks. */
function score(total: number, item9 = 0, picks: Record<string, Pick> = {}) {
  const items = Array.from({ length: 8 }, () => 0);
  let rest = total - item9;
  for (let index = 0; rest > 0; index += 1) {
    items[index] = Math.min(3, rest);
    rest -= items[index]!;
  }
  const itemPicks = Object.fromEntries(
    [...items, item9].map((value, index) => [`q${index + 1}`, PHQ[value]!]),
  );
  return scoreAnswers(postnatal, walkPath(postnatal, { ...itemPicks, ...picks }));
}

describe('GW-009 postnatal health: PHQ-9 (cut-off 10 in postpartum women)', () => {
  it.each(phq9BandVectors)('total %i is "%s"', (total, grade) => {
    const result = score(total);
    expect(result).toMatchObject({ totalScore: total, expectedTotalScore: 27, grade });
  });

  it.each([
    [9, false],
    [10, true],
  ])('at %i the result does (%s) say to be checked for postnatal depression', (total, positive) => {
    expect(
      /10 or more, the level at which women after birth should be checked/.test(
        score(total).description ?? '',
      ),
    ).toBe(positive);
  });

  it('asks the PHQ-9 items and answers exactly as MH-001 does', () => {
    const items = (questions: typeof phq9.form.questions) =>
      questions.slice(0, 10).map(({ question, options }) => ({ question, options }));
    expect(items(postnatal.form.questions)).toEqual(items(phq9.form.questions));
  });

  it('gives crisis help when item 9 is above 0, whatever the total', () => {
    for (const item9 of [1, 2, 3]) {
      const result = score(item9, item9);
      expect(result.grade).toBe('Minimal or no depression');
      expect(result.suicideRisk).toMatch(/1199/);
      expect((result.nextSteps as string[])[0]).toMatch(/1199/);
    }
    expect(score(24, 0).suicideRisk).toBeUndefined();
  });

  it('puts "See a doctor now" first for a warning sign in the body after birth', () => {
    const result = score(3, 0, { q11: ['Pain or swelling in one calf'] });
    expect(result.grade).toBe('Minimal or no depression');
    expect((result.nextSteps as string[])[0]).toMatch(/^See a doctor now/);
    expect(result.healthRisks).toHaveLength(1);
  });

  it('gives crisis help and "See a doctor now" first for thoughts of harming the baby', () => {
    const result = score(12, 1, { q12: 'Yes' });
    expect(result.suicideRisk).toMatch(/harming yourself or your baby/);
    expect(result.suicideRisk).toMatch(/1199/);
    const steps = result.nextSteps as string[];
    expect(steps[0]).toMatch(/^See a doctor now: thoughts of harming your baby/);
    expect(steps[1]).toMatch(/thoughts of harming yourself/);
  });

  it('never adds the difficulty, warning-sign or harm questions to the total', () => {
    const result = score(7, 0, {
      q10: 'Extremely difficult',
      q11: ['Fits (convulsions)', 'Chest pain, or difficulty breathing'],
      q12: 'Yes',
    });
    expect(result.totalScore).toBe(7);
    expect(result.impact).toMatch(/extremely difficult/);
  });

  it('records why the EPDS is not shipped and how a licensee adds it', () => {
    expect(postnatal.instrument.notes).toMatch(/Royal College of Psychiatrists/);
    expect(postnatal.instrument.notes).toMatch(/LICENSED_FIXTURES_DIR/);
    expect(chooseScore(postnatal, 'q9', 0).text).toBe('Not at all');
  });
});
