import { describe, expect, it } from 'vitest';
import { findRule, type RuleInput } from '../../../src/core/scoring/rules';
import '../../../src/core/scoring/rules/all';

const sumOf = findRule('sumOf')!;

function context(params: Record<string, unknown>): RuleInput {
  return {
    items: new Map([
      ['q1', 2],
      ['q2', 5],
    ]),
    scores: new Map([
      ['agePoints', 3],
      ['bmiPoints', 1],
    ]),
    answers: new Map(),
    params,
  };
}

describe('sumOf', () => {
  it('is registered', () => expect(sumOf).toBeTypeOf('function'));

  it('adds earlier scores and question values', () => {
    expect(sumOf(context({ scores: ['agePoints', 'bmiPoints'], items: ['q1', 'q2'] }))).toBe(11);
    expect(sumOf(context({ scores: ['agePoints'] }))).toBe(3);
    expect(sumOf(context({ items: ['q2'] }))).toBe(5);
  });

  it('treats an unknown name, an empty list and unknown params as fixture faults', () => {
    expect(() => sumOf(context({ scores: ['later'] }))).toThrow(/score "later"/);
    expect(() => sumOf(context({ items: ['q9'] }))).toThrow(/question "q9"/);
    expect(() => sumOf(context({}))).toThrow(/bad params/);
    expect(() => sumOf(context({ items: ['q1'], weights: [2] }))).toThrow(/bad params/);
  });
});
