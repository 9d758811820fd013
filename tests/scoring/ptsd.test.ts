import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/scoring';
import { chooseScores, fixtureByCode } from '../helpers/fixtures';

const pcl5 = fixtureByCode('MH-004');

function score(items: number[]) {
  return scoreAnswers(pcl5, chooseScores(pcl5, items));
}

/** Items by cluster: B 1-5, C 6-7, D 8-14, E 15-20. */
const clusters = (b: number[], c: number[], d: number[], e: number[]) => [...b, ...c, ...d, ...e];
/** Every item 1 ("A little bit"): never endorsed under the DSM-5 rule. */
const littleBit = (total: number) => {
  const items = Array.from({ length: 20 }, () => 1);
  let extra = total - 20;
  for (let index = 0; extra > 0; index += 1) {
    // Raise cluster D items only, so B, C and E stay below 2 and the DSM-5 pattern is never met.
    const id = 7 + (index % 7);
    const add = Math.min(3, extra);
    items[id] = items[id]! + add;
    extra -= add;
  }
  return items;
};

describe('PCL-5 total and grade (bands our own, around the 31-33 cut-off)', () => {
  it.each([
    [0, 'Minimal PTSD symptoms'],
    [30, 'Minimal PTSD symptoms'],
    [31, 'Moderate PTSD symptoms'],
    [59, 'Moderate PTSD symptoms'],
    [60, 'Severe PTSD symptoms'],
    [80, 'Severe PTSD symptoms'],
  ])('total %i is "%s"', (total, grade) => {
    // Spread evenly: 59 is nineteen 3s and one 2; 31 is eleven 2s and nine 1s.
    const items = Array.from(
      { length: 20 },
      (_, index) => Math.floor(total / 20) + (index < total % 20 ? 1 : 0),
    );
    const result = score(items);
    expect(result).toMatchObject({ totalScore: total, expectedTotalScore: 80, grade });
  });

  it('says plainly, on every result, that the PCL-5 has no published severity ranges', () => {
    for (const total of [0, 31, 60]) {
      const items = total === 60 ? Array.from({ length: 20 }, () => 3) : littleBit(Math.max(total, 20));
      expect(score(items).overallInterpretation).toMatch(/PCL-5 has no published severity ranges/);
    }
  });
});

describe('PCL-5 cluster scores', () => {
  it('sums B (1-5), C (6-7), D (8-14) and E (15-20)', () => {
    const result = score(clusters([4, 4, 4, 4, 4], [1, 2], [0, 1, 2, 3, 4, 0, 1], [2, 2, 2, 2, 2, 3]));
    expect(result.clusterScores).toEqual({
      'Cluster B: intrusions (items 1-5)': 20,
      'Cluster C: avoidance (items 6-7)': 3,
      'Cluster D: negative thoughts and mood (items 8-14)': 11,
      'Cluster E: arousal and reactivity (items 15-20)': 13,
    });
    expect(result.totalScore).toBe(47);
  });
});

describe('PCL-5 provisional result: total 33 or more, and the DSM-5 rule', () => {
  // E items 15 and 17: item 16 (risks) would add its own safety step first.
  const patternMet = clusters([2, 0, 0, 0, 0], [2, 0], [2, 2, 0, 0, 0, 0, 0], [2, 0, 2, 0, 0, 0]);

  it('total 32 without the pattern: neither rule, grade Moderate', () => {
    const result = score(littleBit(32));
    expect(result).toMatchObject({ totalScore: 32, grade: 'Moderate PTSD symptoms' });
    expect(result.provisionalDiagnosis).toMatch(/do not meet either/);
  });

  it('total 33 without the pattern: the cut-off rule only', () => {
    const result = score(littleBit(33));
    expect(result.totalScore).toBe(33);
    expect(result.provisionalDiagnosis).toMatch(/^This is a provisional result to discuss with a clinician/);
    expect(result.provisionalDiagnosis).toMatch(/33 or more.*do not match the full DSM-5/);
  });

  it('the least DSM-5 pattern at total 12: the rule only, grade stays Minimal, assessment advised first', () => {
    const result = score(patternMet);
    expect(result).toMatchObject({ totalScore: 12, grade: 'Minimal PTSD symptoms' });
    expect(result.provisionalDiagnosis).toMatch(/provisional result to discuss with a clinician/);
    expect(result.provisionalDiagnosis).toMatch(/below the screening cut-off of 33, but your answers match/);
    expect((result.nextSteps as string[])[0]).toMatch(/match the DSM-5 symptom pattern/);
  });

  it('one D item short of the pattern at the same total: no provisional result', () => {
    const result = score(clusters([2, 0, 0, 0, 0], [2, 0], [2, 1, 1, 0, 0, 0, 0], [2, 0, 2, 0, 0, 0]));
    expect(result.totalScore).toBe(12);
    expect(result.provisionalDiagnosis).toMatch(/do not meet either/);
    expect(JSON.stringify(result.nextSteps)).not.toMatch(/DSM-5/);
  });

  it('both rules at total 33', () => {
    const result = score(clusters([2, 2, 2, 1, 1], [2, 1], [2, 2, 2, 1, 1, 1, 1], [2, 2, 2, 2, 2, 2]));
    expect(result.totalScore).toBe(33);
    expect(result.provisionalDiagnosis).toMatch(/meet both published PCL-5 screening rules/);
  });

  it('never calls the result a diagnosis', () => {
    for (const items of [littleBit(33), patternMet, Array.from({ length: 20 }, () => 4)]) {
      expect(score(items).provisionalDiagnosis).toMatch(/not a diagnosis/);
    }
  });
});

describe('PCL-5 safety', () => {
  it('puts the crisis lines first when item 16 (risks that could cause harm) is Moderately or more', () => {
    const items = Array.from({ length: 20 }, () => 0);
    items[15] = 2;
    const result = score(items);
    expect((result.nextSteps as string[])[0]).toMatch(/1199/);
  });

  it('does not when item 16 is A little bit', () => {
    const items = Array.from({ length: 20 }, () => 0);
    items[15] = 1;
    expect(JSON.stringify(score(items).nextSteps)).not.toMatch(/1199/);
  });
});
