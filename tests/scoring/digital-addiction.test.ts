import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath } from '../helpers/fixtures';

const cius = fixtureByCode('DA-004');
const answerTexts = ['Never', 'Seldom', 'Sometimes', 'Often', 'Very often'];

/** Items filled up to `total`, 4 points at a time, from item 1. */
function score(total: number) {
  const values = Array.from({ length: 14 }, (_, index) => Math.max(0, Math.min(4, total - index * 4)));
  const picks = Object.fromEntries(values.map((value, index) => [`q${index + 1}`, answerTexts[value]!]));
  return scoreAnswers(cius, walkPath(cius, picks));
}

describe('DA-004 Compulsive Internet Use Scale (CIUS)', () => {
  it('is not the Smartphone Addiction Scale that DA-001 uses', () => {
    expect(cius.card.formalTitle).toBe('Compulsive Internet Use Scale (CIUS)');
    expect(cius.form.questions).toHaveLength(14);
    expect(fixtureByCode('DA-001').card.formalTitle).not.toMatch(/Compulsive Internet/);
  });

  it.each([
    [0, 'Low Risk of Dependence'],
    [20, 'Low Risk of Dependence'],
    [21, 'Moderate Risk of Dependence'],
    [27, 'Moderate Risk of Dependence'],
    [28, 'High Risk of Dependence'],
    [56, 'High Risk of Dependence'],
  ])('total %i is "%s"', (total, grade) => {
    expect(score(total)).toMatchObject({ totalScore: total, expectedTotalScore: 56, grade });
  });

  it('says the cut-offs are research guides, not a clinical diagnosis', () => {
    expect(score(21).description).toMatch(/no agreed clinical cut-off/);
    expect(score(28).description).toMatch(/not a diagnosis/);
  });
});
