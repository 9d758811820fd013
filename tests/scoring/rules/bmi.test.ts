import { describe, expect, it } from 'vitest';
import { AnswerError } from '../../../src/core/scoring';
import { findRule, type RuleInput } from '../../../src/core/scoring/rules';
import '../../../src/core/scoring/rules/all';

const bmi = findRule('bmi')!;

function context(weight: number | undefined, height: number | undefined): RuleInput {
  const items = new Map<string, number>();
  if (weight !== undefined) items.set('weight', weight);
  if (height !== undefined) items.set('height', height);
  return { items, answers: new Map(), scores: new Map(), params: { weight: 'weight', height: 'height' } };
}

describe('bmi (kg/m² from kilograms and centimetres)', () => {
  it('is registered', () => expect(bmi).toBeTypeOf('function'));

  it.each([
    // The FINDRISC boundaries with whole-number inputs (research test vectors).
    [64, 160, 25],
    [120, 200, 30],
    [121, 200, 30.25],
    [100, 200, 25],
    [81, 180, 25],
  ])('%d kg at %d cm is exactly %d', (weight, height, expected) => {
    expect(bmi(context(weight, height))).toBe(expected);
  });

  it('avoids the floating-point trap of kg / m²: 64 kg at 1.6 m is 25, not 24.999…', () => {
    expect(64 / 1.6 ** 2).toBeLessThan(25); // the trap, shown
    expect(bmi(context(64, 160))).toBe(25);
    expect(bmi(context(64, 160))).toBeGreaterThanOrEqual(25);
  });

  it('lands on the right side of 25 and 30 for every whole height 100-230 cm and weight 30-300 kg', () => {
    const wrong: string[] = [];
    for (let height = 100; height <= 230; height += 1) {
      for (let weight = 30; weight <= 300; weight += 1) {
        const value = bmi(context(weight, height));
        for (const limit of [25, 30]) {
          // Exact in integers: weight × 10000 against limit × height².
          const exact = Math.sign(weight * 10000 - limit * height * height);
          if (Math.sign(value - limit) !== exact) wrong.push(`${weight} kg, ${height} cm vs ${limit}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    [86, 170, 29.76],
    [87, 170, 30.1],
    [70, 175, 22.86],
  ])('%d kg at %d cm is about %d', (weight, height, expected) => {
    expect(bmi(context(weight, height))).toBeCloseTo(expected, 2);
  });

  it('answers a height or weight of 0 as a bad answer, never a division by zero', () => {
    expect(() => bmi(context(70, 0))).toThrow(AnswerError);
    expect(() => bmi(context(0, 170))).toThrow(AnswerError);
  });

  it('treats a missing question or bad params as a fixture fault', () => {
    expect(() => bmi(context(70, undefined))).toThrow(/has no value/);
    expect(() => bmi({ ...context(70, 170), params: { weight: 'weight' } })).toThrow(/bad params/);
  });
});
