import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const ipaq = fixtureByCode('PA-001');

type Bout = [days: number, minutes: number];
interface Week {
  V?: Bout;
  M?: Bout;
  W?: Bout;
  sit?: number;
}

/** A visitor's path through the IPAQ: an intensity left out is answered "No ..." and skips its time. */
function answers({ V, M, W, sit = 300 }: Week) {
  const picks: Record<string, Pick> = { q7: sit };
  for (const [bout, days, minutes] of [
    [V, 'q1', 'q2'],
    [M, 'q3', 'q4'],
    [W, 'q5', 'q6'],
  ] as const) {
    if (!bout) continue;
    picks[days] = bout[0] === 1 ? '1 day' : `${bout[0]} days`;
    picks[minutes] = bout[1];
  }
  return walkPath(ipaq, picks);
}

const score = (week: Week) => scoreAnswers(ipaq, answers(week));

describe('PA-001 IPAQ short form, scored by the 2005 protocol', () => {
  it.each<[string, Week, number, string]>([
    // The protocol's rules, case by case (research cases A-G).
    ['A: V 3×20, moderate criterion (a)', { V: [3, 20] }, 480, 'Moderate physical activity'],
    ['B: V 3×60 + W 2×10, 1500 rule on TOTAL', { V: [3, 60], W: [2, 10] }, 1506, 'High physical activity'],
    ['C: W 5×30, moderate criterion (b)', { W: [5, 30] }, 495, 'Moderate physical activity'],
    ['D: W 7×20 meets nothing', { W: [7, 20] }, 462, 'Low physical activity'],
    ['E: W 7×60 + M 7×60, 3000 rule', { W: [7, 60], M: [7, 60] }, 3066, 'High physical activity'],
    ['F: W 6×10 + M 1×720, truncated', { W: [6, 10], M: [1, 720] }, 918, 'Moderate physical activity'],
    ['G: V 2×5, under 10 minutes', { V: [2, 5] }, 0, 'Low physical activity'],
    ['no activity at all', {}, 0, 'Low physical activity'],
    // High (a): 3+ vigorous days and 1500+ total, both sides.
    ['V 3×50 + M 1×75: total 1500', { V: [3, 50], M: [1, 75] }, 1500, 'High physical activity'],
    ['V 3×50 + M 1×74: total 1496', { V: [3, 50], M: [1, 74] }, 1496, 'Moderate physical activity'],
    ['V 2×100: 1600 but 2 vigorous days', { V: [2, 100] }, 1600, 'Low physical activity'],
    // High (b): 7+ days and 3000+, both sides.
    ['M 6×100 + V 1×75: 7 days, 3000', { M: [6, 100], V: [1, 75] }, 3000, 'High physical activity'],
    ['M 6×100 + V 1×74: 7 days, 2992', { M: [6, 100], V: [1, 74] }, 2992, 'Moderate physical activity'],
    ['M 6×125: 3000 but 6 days', { M: [6, 125] }, 3000, 'Moderate physical activity'],
    // Moderate (a): 3+ days of 20+ minutes vigorous.
    ['V 3×19', { V: [3, 19] }, 456, 'Low physical activity'],
    ['V 2×20', { V: [2, 20] }, 320, 'Low physical activity'],
    // Moderate (b): 5+ days of 30+ minutes moderate and/or walking.
    ['W 5×29', { W: [5, 29] }, 478.5, 'Low physical activity'],
    ['W 4×30', { W: [4, 30] }, 396, 'Low physical activity'],
    ['M 3×30 + W 2×30', { M: [3, 30], W: [2, 30] }, 558, 'Moderate physical activity'],
    // Moderate (c): 5+ days of any combination and 600+.
    ['M 4×25 + V 1×25: 5 days, 600', { M: [4, 25], V: [1, 25] }, 600, 'Moderate physical activity'],
    ['M 4×25 + V 1×24: 5 days, 592', { M: [4, 25], V: [1, 24] }, 592, 'Low physical activity'],
    ['V 2×40: 640 but 2 days', { V: [2, 40] }, 640, 'Low physical activity'],
    // The 10-minute rule drops days too: 7 days of 9-minute walks do not make 5+ days.
    ['W 7×9 + M 3×60', { W: [7, 9], M: [3, 60] }, 720, 'Low physical activity'],
  ])('%s', (_name, week, total, grade) => {
    const result = score(week);
    expect(result.totalScore).toBe(total);
    expect(result.expectedTotalScore).toBe(19278);
    expect(result.grade).toBe(grade);
    expect(result.description).toBeTruthy();
    expect(result.nextSteps).toBeTruthy();
  });

  it('reports MET-minutes per intensity and the sitting time, which is not scored', () => {
    const result = score({ V: [3, 60], W: [2, 10], sit: 420 });
    expect(result.subscaleScores).toEqual({
      'Vigorous activity (MET-minutes a week)': 1440,
      'Moderate activity (MET-minutes a week)': 0,
      'Walking (MET-minutes a week)': 66,
      'Sitting on a weekday (minutes a day, not part of the score)': 420,
    });
    const moreSitting = score({ V: [3, 60], W: [2, 10], sit: 900 });
    expect(moreSitting.totalScore).toBe(1506);
    expect(moreSitting.grade).toBe(result.grade);
  });

  it('truncates each intensity at 180 minutes a day: 180 and 960 minutes score the same', () => {
    expect(score({ V: [7, 180] }).totalScore).toBe(10080);
    expect(score({ V: [7, 960] }).totalScore).toBe(10080);
    expect(score({ V: [7, 180], M: [7, 180], W: [7, 180] }).totalScore).toBe(19278);
  });

  it('cannot score more than 960 minutes a day in all (case H), and says to check the minutes', () => {
    const result = score({ V: [1, 600], M: [1, 400] });
    expect(result).toMatchObject({ totalScore: 0, grade: 'Could not be scored' });
    expect(result.description).toMatch(/more than 16 hours a day/);
    expect(score({ V: [3, 320], M: [3, 320], W: [3, 320] }).grade).toBe('High physical activity');
    expect(score({ V: [3, 320], M: [3, 320], W: [3, 321] }).grade).toBe('Could not be scored');
  });

  it('scores a skipped time question as 0: "No vigorous physical activities" skips question 2', () => {
    const path = answers({ W: [5, 30] });
    expect(path.map((answer) => answer.questionId)).toEqual(['q1', 'q3', 'q5', 'q6', 'q7']);
    expect(scoreAnswers(ipaq, path).totalScore).toBe(495);
  });

  describe('problem areas from the answers', () => {
    it('flags no moderate or vigorous activity, and no walking', () => {
      const result = score({});
      expect(result.problemAreas).toEqual([
        'No moderate or vigorous activity in the last 7 days: try adding a brisk walk or active chores.',
        'Little or no walking of 10 minutes or more at a time.',
      ]);
    });

    it('flags bouts under 10 minutes, but not 10 minutes', () => {
      expect(score({ M: [3, 9], W: [5, 30] }).problemAreas).toEqual([
        expect.stringMatching(/bouts shorter than 10 minutes/),
      ]);
      expect(score({ M: [3, 10], W: [5, 30] }).problemAreas).toBeUndefined();
    });

    it('flags walking under 10 minutes a day, not 10', () => {
      expect(score({ V: [3, 30], W: [7, 9] }).problemAreas).toContain(
        'Little or no walking of 10 minutes or more at a time.',
      );
      expect(score({ V: [3, 30], W: [7, 10] }).problemAreas).toBeUndefined();
    });

    it('flags weekday sitting of 480 minutes (8 hours) or more, not 479, and points to the sitting test', () => {
      const long = score({ V: [3, 30], W: [5, 30], sit: 480 });
      expect(long.problemAreas).toEqual([expect.stringMatching(/8 hours or more/)]);
      expect(long.nextSteps).toContain(
        'Take the Sitting Time Screening Test to look at your sitting time in more detail.',
      );
      expect(score({ V: [3, 30], W: [5, 30], sit: 479 }).problemAreas).toBeUndefined();
    });
  });

  it('reads typed decimals as whole minutes, as the web app does: 19.9 minutes of vigorous activity is 19', () => {
    expect(score({ V: [3, 19.9] }).grade).toBe('Low physical activity');
    expect(score({ V: [3, 20] }).grade).toBe('Moderate physical activity');
  });
});
