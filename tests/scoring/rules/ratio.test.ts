import { describe, expect, it } from 'vitest';
import { ruleNames } from '../../../src/core/scoring';
import { findRule } from '../../../src/core/scoring/rules';

function run(
  params: Record<string, unknown>,
  items: Record<string, number>,
  scores: Record<string, number> = {},
) {
  return findRule('ratio')!({
    items: new Map(Object.entries(items)),
    scores: new Map(Object.entries(scores)),
    answers: new Map(),
    params,
  });
}

const waistToHeight = { numerator: { item: 'waist' }, denominator: { item: 'height' } };
const bodyMassIndex = {
  numerator: { item: 'weight' },
  denominator: { item: 'height' },
  power: 2,
  scale: 10000,
};

describe('ratio rule', () => {
  it('is registered under its name', () => {
    expect(ruleNames()).toContain('ratio');
  });

  it.each([
    [84, 170, 84 / 170],
    [85, 170, 0.5],
    [90, 180, 0.5],
    [89, 180, 89 / 180],
  ])('gives waist %i cm over height %i cm', (waist, height, expected) => {
    expect(run(waistToHeight, { waist, height })).toBe(expected);
  });

  it('gives exactly 0.5 at half the height, so a cut-off at 0.5 is not missed by rounding', () => {
    for (const height of [150, 152, 164, 170, 186, 200]) {
      expect(run(waistToHeight, { waist: height / 2, height })).toBe(0.5);
    }
  });

  it.each([
    [64, 160, 25],
    [75, 173, 75 / 1.73 ** 2],
    [81, 180, 25],
    [90, 150, 40],
  ])('gives a body-mass index for %i kg at %i cm', (weight, height, expected) => {
    expect(run(bodyMassIndex, { weight, height })).toBeCloseTo(expected, 10);
  });

  it('gives a BMI of exactly 25 and 30 at the band edges (kg x 10000 / cm², one division)', () => {
    expect(run(bodyMassIndex, { weight: 64, height: 160 })).toBe(25);
    expect(run(bodyMassIndex, { weight: 120, height: 200 })).toBe(30);
  });

  it('gives 0, "not known", when either value is 0 (a skipped question)', () => {
    expect(run(waistToHeight, { waist: 0, height: 170 })).toBe(0);
    expect(run(waistToHeight, { waist: 85, height: 0 })).toBe(0);
    expect(run(bodyMassIndex, { weight: 0, height: 0 })).toBe(0);
  });

  it('reads earlier scores as well as questions', () => {
    expect(run({ numerator: { score: 'a' }, denominator: { item: 'b' } }, { b: 4 }, { a: 2 })).toBe(0.5);
  });

  it('refuses params that name nothing it can read, or keys it does not know', () => {
    expect(() => run(waistToHeight, { waist: 80 })).toThrow(/question "height"/);
    expect(() => run({ ...waistToHeight, typo: 1 }, { waist: 80, height: 170 })).toThrow(/bad params/);
    expect(() => run({ numerator: { item: 'waist' } }, { waist: 80 })).toThrow(/bad params/);
  });
});
