import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
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
    [10, 'Minimal PTSD symptoms'],
    [11, 'Mild PTSD symptoms'],
    [20, 'Mild PTSD symptoms'],
    [21, 'Symptoms just below the screening cut-off'],
    [30, 'Symptoms just below the screening cut-off'],
    [31, 'Symptoms just below the screening cut-off'],
    [32, 'Symptoms just below the screening cut-off'],
    [33, 'Moderate PTSD symptoms'],
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

  it('total 32 without the pattern: neither rule, and the grade agrees (review 2026-11-28, F8)', () => {
    const result = score(littleBit(32));
    expect(result).toMatchObject({ totalScore: 32, grade: 'Symptoms just below the screening cut-off' });
    expect(result.provisionalDiagnosis).toMatch(/do not meet either/);
    // The band's text names its own range: a visitor on 31 or 32 once read "Your total (21 to 30)".
    expect(result.description).toMatch(/^Your total \(21 to 32\)/);
  });

  it('total 33 without the pattern: the cut-off rule only', () => {
    const result = score(littleBit(33));
    expect(result.totalScore).toBe(33);
    expect(result.provisionalDiagnosis).toMatch(/^This is a provisional result to discuss with a clinician/);
    expect(result.provisionalDiagnosis).toMatch(/33 or more.*do not match the full DSM-5/);
  });

  // Review finding (ptsd b): the DSM-5 pattern met with a total of 30 or less stayed a green "Minimal".
  it('the least DSM-5 pattern at total 12: its own grade, level 3, assessment advised first', () => {
    const result = score(patternMet);
    expect(result).toMatchObject({
      totalScore: 12,
      grade: 'PTSD symptom pattern met',
      level: 3,
      urgency: 'soon',
      validated: true,
    });
    expect(result.provisionalDiagnosis).toMatch(/provisional result to discuss with a clinician/);
    expect(result.provisionalDiagnosis).toMatch(/below the screening cut-off of 33, but your answers match/);
    expect(result.description).toMatch(/match the DSM-5 symptom pattern/);
    expect((result.nextSteps as string[])[0]).toMatch(/book an assessment/);
  });

  it.each([12, 20, 30])('the DSM-5 pattern at total %i is never graded minimal or level 0', (total) => {
    const items = [...patternMet];
    let extra = total - 12;
    // Raise items already rated 2 to 4, then the rest (never item 16) to 1, keeping the pattern.
    for (const index of [0, 5, 7, 8, 14, 16]) {
      const add = Math.min(2, extra);
      items[index] = items[index]! + add;
      extra -= add;
    }
    for (let index = 0; extra > 0; index += 1) {
      if (index === 15 || items[index]! > 0) continue;
      items[index] = 1;
      extra -= 1;
    }
    const result = score(items);
    expect(result.totalScore).toBe(total);
    expect(result.grade).toBe('PTSD symptom pattern met');
    expect(result.level).toBeGreaterThanOrEqual(3);
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

// Review finding (ptsd a): totals 21-30 were a green "Minimal PTSD symptoms"; the VA report calls 21-40 moderate.
describe('PCL-5 urgency as data and honest labels below the cut-off', () => {
  it.each([
    [0, 'Minimal PTSD symptoms', 0, 'none'],
    [15, 'Mild PTSD symptoms', 1, 'none'],
    [21, 'Symptoms just below the screening cut-off', 2, 'routine'],
    [25, 'Symptoms just below the screening cut-off', 2, 'routine'],
    [30, 'Symptoms just below the screening cut-off', 2, 'routine'],
    [31, 'Symptoms just below the screening cut-off', 2, 'routine'],
    [33, 'Moderate PTSD symptoms', 3, 'soon'],
  ])('total %i (pattern not met): "%s", level %i, urgency %s', (total, grade, level, urgency) => {
    const result = score(
      littleBit(Math.max(total, 20)).map((value, index) => (total < 20 ? Number(index < total) : value)),
    );
    expect(result).toMatchObject({ totalScore: total, grade, level, urgency });
    if (total >= 21) expect(result.grade).not.toMatch(/minimal/i);
  });

  it('total 60 (every item "Quite a bit") is severe: level 4, urgency soon, not validated', () => {
    const result = score(Array.from({ length: 20 }, () => 3));
    expect(result).toMatchObject({
      totalScore: 60,
      grade: 'Severe PTSD symptoms',
      level: 4,
      urgency: 'soon',
      validated: false,
    });
  });

  it('uses one cut-off, 33, from the published 31-33: 33 is the first total graded above it', () => {
    expect(score(littleBit(32)).grade).not.toBe('Moderate PTSD symptoms');
    expect(score(littleBit(33)).grade).toBe('Moderate PTSD symptoms');
    expect(pcl5.instrument.cutoffReferences.some((ref) => /31-33/.test(ref.reference))).toBe(true);
  });

  it('names 1199 and 999 or 112 in the instructions', () => {
    const text = pcl5.form.instructions.join(' ');
    expect(text).toMatch(/1199/);
    expect(text).toMatch(/999 or 112/);
  });
});
