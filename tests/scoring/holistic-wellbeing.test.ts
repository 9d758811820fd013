import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { chooseScores, fixtureByCode } from '../helpers/fixtures';

const who5 = fixtureByCode('GW-002');
const score = (items: number[]) => scoreAnswers(who5, chooseScores(who5, items));
const depressionStep = (steps: unknown) =>
  (steps as string[]).find((step) => step.includes('/tests/depression'));

describe('GW-002 WHO-5 Well-Being Index', () => {
  it.each([
    [[5, 5, 5, 5, 5], 25, 'Good well-being'],
    [[3, 3, 3, 2, 2], 13, 'Good well-being'],
    [[3, 3, 2, 2, 2], 12, 'Low well-being'],
    [[2, 2, 2, 1, 1], 8, 'Low well-being'],
    [[2, 2, 1, 1, 1], 7, 'Very low well-being'],
    [[0, 0, 0, 0, 0], 0, 'Very low well-being'],
    [[5, 5, 5, 5, 2], 22, 'Good well-being'],
    [[5, 5, 5, 5, 1], 21, 'Some areas of low well-being'],
    [[5, 5, 5, 5, 0], 20, 'Some areas of low well-being'],
    [[4, 4, 2, 2, 1], 13, 'Some areas of low well-being'],
  ])('items %j: raw %i, "%s"', (items, raw, grade) => {
    const result = score(items);
    expect(result).toMatchObject({ totalScore: raw, expectedTotalScore: 25, grade });
    expect(result.subscaleScores).toEqual({ 'Well-being percentage (0-100)': raw * 4 });
  });

  it.each([
    ['raw 12', [3, 3, 2, 2, 2]],
    ['an item answered "some of the time"', [5, 5, 5, 5, 1]],
    ['an item answered "at no time"', [5, 5, 5, 5, 0]],
  ])('%s puts the depression check, linked to /tests/depression, first', (_name, items) => {
    const steps = score(items).nextSteps as string[];
    expect(steps[0]).toBe(depressionStep(steps));
    expect(steps[0]).toMatch(/PHQ-9/);
    expect(steps.some((step) => step.includes('1199'))).toBe(true);
  });

  it('gives no depression-check step at raw 13 with every item 2 or more', () => {
    const result = score([3, 3, 3, 2, 2]);
    expect(depressionStep(result.nextSteps)).toBeUndefined();
  });

  it('uses the x4 percentage, never (raw - 5) x 4', () => {
    expect(score([2, 2, 2, 2, 2]).subscaleScores?.['Well-being percentage (0-100)']).toBe(40);
  });
});
