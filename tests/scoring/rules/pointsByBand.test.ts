import { describe, expect, it } from 'vitest';
import { findRule, type RuleInput } from '../../../src/core/scoring/rules';
import '../../../src/core/scoring/rules/all';

const pointsByBand = findRule('pointsByBand')!;

function context(
  params: Record<string, unknown>,
  values: {
    items?: Record<string, number>;
    scores?: Record<string, number>;
    options?: Record<string, string>;
  },
): RuleInput {
  return {
    items: new Map(Object.entries(values.items ?? {})),
    scores: new Map(Object.entries(values.scores ?? {})),
    answers: new Map(
      Object.entries(values.options ?? {}).map(([id, text]) => [id, { chosen: [{ id: text, text }] }]),
    ),
    params,
  };
}

// FINDRISC as printed: "Lower than 25 kg/m²" 0, "25-30 kg/m²" 1, "Higher than 30 kg/m²" 3.
const bmiBands = [
  { lt: 25, points: 0 },
  { gte: 25, lte: 30, points: 1 },
  { gt: 30, points: 3 },
];
// FINDRISC waist: men under 94 / 94-102 / over 102; women under 80 / 80-88 / over 88.
const waistBySex = {
  value: { item: 'waist' },
  bandsBy: {
    item: 'sex',
    tables: {
      Male: [
        { lt: 94, points: 0 },
        { gte: 94, lte: 102, points: 3 },
        { gt: 102, points: 4 },
      ],
      Female: [
        { lt: 80, points: 0 },
        { gte: 80, lte: 88, points: 3 },
        { gt: 88, points: 4 },
      ],
    },
  },
};

describe('pointsByBand', () => {
  it('is registered', () => expect(pointsByBand).toBeTypeOf('function'));

  it.each([
    [24.99, 0],
    [25, 1],
    [27.5, 1],
    [30, 1],
    [30.01, 3],
    [45, 3],
  ])('gives BMI %d the FINDRISC points %d (under 25, 25-30 inclusive, over 30)', (value, points) => {
    expect(
      pointsByBand(context({ value: { score: 'bmi' }, bands: bmiBands }, { scores: { bmi: value } })),
    ).toBe(points);
  });

  it.each([
    ['Male', 93, 0],
    ['Male', 94, 3],
    ['Male', 102, 3],
    ['Male', 102.5, 4],
    ['Male', 103, 4],
    ['Female', 79, 0],
    ['Female', 79.9, 0],
    ['Female', 80, 3],
    ['Female', 88, 3],
    ['Female', 89, 4],
  ])('reads the table of the chosen option: %s, waist %d cm gives %d', (sex, waist, points) => {
    expect(pointsByBand(context(waistBySex, { items: { waist }, options: { sex } }))).toBe(points);
  });

  it('takes the first band whose bounds all hold', () => {
    const bands = [
      { gte: 0, points: 1 },
      { gte: 10, points: 2 },
    ];
    expect(pointsByBand(context({ value: { item: 'q' }, bands }, { items: { q: 15 } }))).toBe(1);
  });

  it('lets a band without bounds catch everything', () => {
    const bands = [{ lt: 0, points: 9 }, { points: 5 }];
    expect(pointsByBand(context({ value: { item: 'q' }, bands }, { items: { q: 3 } }))).toBe(5);
  });

  it('treats a gap in the table as a fixture fault', () => {
    const bands = [
      { lt: 25, points: 0 },
      { gt: 25, points: 1 },
    ];
    expect(() => pointsByBand(context({ value: { item: 'q' }, bands }, { items: { q: 25 } }))).toThrow(
      /no band holds the value 25/,
    );
  });

  it('treats a missing value, a missing table and bad params as fixture faults', () => {
    expect(() => pointsByBand(context({ value: { item: 'q' }, bands: bmiBands }, {}))).toThrow(
      /question "q", which has no value/,
    );
    expect(() => pointsByBand(context({ value: { score: 's' }, bands: bmiBands }, {}))).toThrow(/score "s"/);
    expect(() =>
      pointsByBand(context(waistBySex, { items: { waist: 90 }, options: { sex: 'Other' } })),
    ).toThrow(/no band table for the answer "Other"/);
    expect(() => pointsByBand(context(waistBySex, { items: { waist: 90 } }))).toThrow(/\(none\)/);
    expect(() => pointsByBand(context({ value: { item: 'q' }, bands: [] }, { items: { q: 1 } }))).toThrow(
      /bad params/,
    );
    expect(() =>
      pointsByBand(context({ value: { item: 'q' }, bands: [{ below: 3, points: 1 }] }, { items: { q: 1 } })),
    ).toThrow(/bad params/);
  });
});
