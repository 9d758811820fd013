import { describe, expect, it } from 'vitest';
import { findRule, type RuleInput } from '../../../src/core/scoring/rules';
import '../../../src/core/scoring/rules/all';
import { IpaqCategory, scoreIpaqShort, type IpaqAnswers } from '../../../src/core/scoring/rules/ipaq';

type Bouts = Partial<Record<'V' | 'M' | 'W', [days: number, minutes: number]>>;

/** Answers as the protocol writes its cases: V 3×20 is vigorous on 3 days, 20 minutes a day. */
function answers(bouts: Bouts): IpaqAnswers {
  const of = (key: 'V' | 'M' | 'W') => ({ days: bouts[key]?.[0] ?? 0, minutesPerDay: bouts[key]?.[1] ?? 0 });
  return { vigorous: of('V'), moderate: of('M'), walking: of('W') };
}

const names = { 0: 'Excluded', 1: 'Low', 2: 'Moderate', 3: 'High' } as const;

describe('IPAQ short scoring (IPAQ Research Committee, November 2005)', () => {
  // The research file's cases A-H, each tied to one clause of the protocol.
  it.each<[string, Bouts, number, keyof typeof IpaqCategory]>([
    ['A: V 3×20 meets moderate criterion (a)', { V: [3, 20] }, 480, 'Moderate'],
    ['B: V 3×60 + W 2×10 reaches 1500 on TOTAL activity: high (a)', { V: [3, 60], W: [2, 10] }, 1506, 'High'],
    ['C: W 5×30 is only 495 MET-minutes but meets moderate criterion (b)', { W: [5, 30] }, 495, 'Moderate'],
    ['D: W 7×20 meets no criterion', { W: [7, 20] }, 462, 'Low'],
    ['E: W 7×60 + M 7×60 is 14 days and 3066: high (b)', { W: [7, 60], M: [7, 60] }, 3066, 'High'],
    [
      'F: W 6×10 + M 1×720 truncates to 918: moderate, not high',
      { W: [6, 10], M: [1, 720] },
      918,
      'Moderate',
    ],
    ['G: V 2×5 is under 10 minutes, so nothing counts', { V: [2, 5] }, 0, 'Low'],
  ])('%s', (_name, bouts, total, category) => {
    const score = scoreIpaqShort(answers(bouts));
    expect(score.scorable).toBe(true);
    expect(score.metMinutes.total).toBe(total);
    expect(names[score.category]).toBe(category);
  });

  it('H: excludes a case over 960 minutes a day (section 7.2)', () => {
    const score = scoreIpaqShort(answers({ V: [1, 600], M: [1, 400] }));
    expect(score).toEqual({
      scorable: false,
      metMinutes: { vigorous: 0, moderate: 0, walking: 0, total: 0 },
      category: IpaqCategory.Excluded,
    });
  });

  it('keeps a case of exactly 960 minutes a day, and excludes 961', () => {
    expect(scoreIpaqShort(answers({ V: [1, 320], M: [1, 320], W: [1, 320] })).scorable).toBe(true);
    expect(scoreIpaqShort(answers({ V: [1, 320], M: [1, 320], W: [1, 321] })).scorable).toBe(false);
  });

  it('checks the 960 limit on the minutes as reported, before the 10-minute rule (7.2 comes before 7.3)', () => {
    expect(scoreIpaqShort(answers({ V: [1, 955], W: [1, 9] })).scorable).toBe(false);
    expect(scoreIpaqShort(answers({ V: [1, 951], W: [1, 9] })).scorable).toBe(true);
  });

  it('uses the MET values 8.0, 4.0 and 3.3', () => {
    const score = scoreIpaqShort(answers({ V: [1, 10], M: [1, 10], W: [1, 10] }));
    expect(score.metMinutes).toEqual({ vigorous: 80, moderate: 40, walking: 33, total: 153 });
  });

  it('counts 10 minutes but not 9 (section 7.3), and drops the days of a short bout', () => {
    expect(scoreIpaqShort(answers({ W: [7, 10] })).metMinutes.walking).toBe(231);
    expect(scoreIpaqShort(answers({ W: [7, 9] })).metMinutes.walking).toBe(0);
    // 7 days of 9-minute walks plus 3 days of moderate activity: the walking days must not count.
    const mixed = scoreIpaqShort(answers({ W: [7, 9], M: [3, 60] }));
    expect(mixed.metMinutes.total).toBe(720);
    expect(mixed.category).toBe(IpaqCategory.Low);
  });

  it('truncates each intensity at 180 minutes a day (section 7.4): 180 and 181 score the same', () => {
    expect(scoreIpaqShort(answers({ V: [7, 180] })).metMinutes.vigorous).toBe(10080);
    expect(scoreIpaqShort(answers({ V: [7, 181] })).metMinutes.vigorous).toBe(10080);
    expect(scoreIpaqShort(answers({ V: [7, 179] })).metMinutes.vigorous).toBe(10024);
  });

  it('reaches at most 19,278 MET-minutes a week after truncation', () => {
    const most = scoreIpaqShort(answers({ V: [7, 320], M: [7, 320], W: [7, 320] }));
    expect(most.metMinutes.total).toBe(19278);
  });

  it('keeps walking MET-minutes exact where 3.3 × minutes has a decimal', () => {
    expect(scoreIpaqShort(answers({ W: [1, 15] })).metMinutes.walking).toBe(49.5);
    expect(scoreIpaqShort(answers({ W: [6, 10] })).metMinutes.walking).toBe(198);
  });

  it('reads whole minutes: 19.9 minutes of vigorous activity is 19 (section 7.1)', () => {
    expect(scoreIpaqShort(answers({ V: [3, 19.9] })).category).toBe(IpaqCategory.Low);
    expect(scoreIpaqShort(answers({ V: [3, 20] })).category).toBe(IpaqCategory.Moderate);
  });

  describe('High (a): vigorous on 3+ days and 1500+ MET-minutes of TOTAL activity', () => {
    it.each<[string, Bouts, number, keyof typeof IpaqCategory]>([
      ['V 3×60 + W 1×20: total 1506', { V: [3, 60], W: [1, 20] }, 1506, 'High'],
      ['V 3×50 + M 1×75: total exactly 1500', { V: [3, 50], M: [1, 75] }, 1500, 'High'],
      ['V 3×50 + M 1×74: total 1496, just under', { V: [3, 50], M: [1, 74] }, 1496, 'Moderate'],
      ['V 3×50 + W 3×30: total 1497, just under', { V: [3, 50], W: [3, 30] }, 1497, 'Moderate'],
      ['V 2×100: 1600, but vigorous on only 2 days (and 2 days in all)', { V: [2, 100] }, 1600, 'Low'],
    ])('%s', (_name, bouts, total, category) => {
      const score = scoreIpaqShort(answers(bouts));
      expect(score.metMinutes.total).toBe(total);
      expect(names[score.category]).toBe(category);
    });
  });

  describe('High (b): 7+ days of any combination and 3000+ MET-minutes', () => {
    it.each<[string, Bouts, number, keyof typeof IpaqCategory]>([
      ['M 7×107: 7 days, 2996', { M: [7, 107] }, 2996, 'Moderate'],
      [
        'M 5×150 + W 2×9: 3000, but the short walks and their days do not count',
        { M: [5, 150], W: [2, 9] },
        3000,
        'Moderate',
      ],
      ['M 5×150 + W 2×10: 7 days, 3066', { M: [5, 150], W: [2, 10] }, 3066, 'High'],
      ['M 6×125: 3000, but 6 days', { M: [6, 125] }, 3000, 'Moderate'],
      ['M 4×120 + W 3×70: 7 days, 2613', { M: [4, 120], W: [3, 70] }, 2613, 'Moderate'],
    ])('%s', (_name, bouts, total, category) => {
      const score = scoreIpaqShort(answers(bouts));
      expect(score.metMinutes.total).toBe(total);
      expect(names[score.category]).toBe(category);
    });

    it('is high at exactly 3000 MET-minutes over 7 days, and not at 2992', () => {
      const at = scoreIpaqShort(answers({ M: [6, 100], V: [1, 75] }));
      expect(at.metMinutes.total).toBe(3000);
      expect(at.category).toBe(IpaqCategory.High);
      const under = scoreIpaqShort(answers({ M: [6, 100], V: [1, 74] }));
      expect(under.metMinutes.total).toBe(2992);
      expect(under.category).toBe(IpaqCategory.Moderate);
    });
  });

  describe('Moderate (a): vigorous on 3+ days of 20+ minutes', () => {
    it.each<[Bouts, keyof typeof IpaqCategory]>([
      [{ V: [3, 20] }, 'Moderate'],
      [{ V: [3, 19] }, 'Low'],
      [{ V: [2, 20] }, 'Low'],
    ])('%j is %s', (bouts, category) => {
      expect(names[scoreIpaqShort(answers(bouts)).category]).toBe(category);
    });
  });

  describe('Moderate (b): 5+ days of moderate and/or walking of 30+ minutes', () => {
    it.each<[Bouts, keyof typeof IpaqCategory]>([
      [{ W: [5, 30] }, 'Moderate'],
      [{ W: [5, 29] }, 'Low'],
      [{ W: [4, 30] }, 'Low'],
      [{ M: [5, 30] }, 'Moderate'],
      [{ M: [3, 30], W: [2, 30] }, 'Moderate'],
      // A day of 29 minutes does not count towards (b); the days add only where a day reaches 30.
      [{ M: [3, 30], W: [2, 29] }, 'Low'],
    ])('%j is %s', (bouts, category) => {
      expect(names[scoreIpaqShort(answers(bouts)).category]).toBe(category);
    });
  });

  describe('Moderate (c): 5+ days of any combination reaching 600+ MET-minutes', () => {
    it.each<[Bouts, number, keyof typeof IpaqCategory]>([
      [{ V: [2, 30], W: [3, 10] }, 579, 'Low'],
      [{ V: [2, 30], W: [3, 13] }, 608.7, 'Moderate'],
      [{ M: [4, 25], W: [1, 30] }, 499, 'Low'],
      [{ M: [4, 29], V: [1, 13] }, 568, 'Low'],
      [{ M: [4, 25], V: [1, 25] }, 600, 'Moderate'],
      [{ M: [4, 25], V: [1, 24] }, 592, 'Low'],
      [{ V: [2, 40] }, 640, 'Low'],
    ])('%j (total %d) is %s', (bouts, total, category) => {
      const score = scoreIpaqShort(answers(bouts));
      expect(score.metMinutes.total).toBe(total);
      expect(names[score.category]).toBe(category);
    });
  });

  it('refuses days outside 0-7 and negative minutes: those are fixture faults', () => {
    expect(() => scoreIpaqShort(answers({ V: [8, 30] }))).toThrow(/days must be 0-7/);
    expect(() => scoreIpaqShort(answers({ W: [2, -5] }))).toThrow(/minutes must be 0 or more/);
  });
});

describe('the ipaqMetMinutes and ipaqCategory rules', () => {
  const params = {
    vigorous: { days: 'vd', minutes: 'vm' },
    moderate: { days: 'md', minutes: 'mm' },
    walking: { days: 'wd', minutes: 'wm' },
  };
  function context(values: Record<string, number>, extra: Record<string, unknown> = {}): RuleInput {
    return {
      items: new Map(Object.entries(values)),
      answers: new Map(),
      scores: new Map(),
      params: { ...params, ...extra },
    };
  }
  const caseB = { vd: 3, vm: 60, md: 0, mm: 0, wd: 2, wm: 10 };

  it('are registered', () => {
    expect(findRule('ipaqMetMinutes')).toBeTypeOf('function');
    expect(findRule('ipaqCategory')).toBeTypeOf('function');
  });

  it('give the total, one intensity, and the category code from question values', () => {
    const met = findRule('ipaqMetMinutes')!;
    expect(met(context(caseB))).toBe(1506);
    expect(met(context(caseB, { intensity: 'vigorous' }))).toBe(1440);
    expect(met(context(caseB, { intensity: 'walking' }))).toBe(66);
    expect(met(context(caseB, { intensity: 'moderate' }))).toBe(0);
    expect(findRule('ipaqCategory')!(context(caseB))).toBe(3);
  });

  it('give 0 and category 0 for an excluded case', () => {
    const over = { vd: 1, vm: 600, md: 1, mm: 400, wd: 0, wm: 0 };
    expect(findRule('ipaqMetMinutes')!(context(over))).toBe(0);
    expect(findRule('ipaqCategory')!(context(over))).toBe(0);
  });

  it('name a fixture fault clearly: missing question or bad params', () => {
    expect(() => findRule('ipaqCategory')!(context({ vd: 1 }))).toThrow(/has no value/);
    expect(() => findRule('ipaqCategory')!(context(caseB, { intensity: 'running' }))).toThrow(/bad params/);
  });
});
