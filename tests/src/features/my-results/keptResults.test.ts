// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { toTestConfig } from '../../../../schemas';
import { keptResultsKey } from '../../../../src/components/keptResultsFlag';
import {
  byTest,
  deleteAllKeptResults,
  deleteKeptResult,
  keepResult,
  readKeptResults,
} from '../../../../src/features/my-results/keptResults';
import { scoreAnswers } from '../../../../src/core/scoring';
import { chooseScores, fixtureByCode } from '../../../helpers/fixtures';

const phq9 = fixtureByCode('MH-001');
const gad7 = fixtureByCode('MH-002');

function taken(fixture = phq9, scores = [1, 1, 1, 1, 1, 1, 1, 1, 0, 0], completedAt = 1_000) {
  const answers = chooseScores(fixture, scores);
  return { config: toTestConfig(fixture), result: scoreAnswers(fixture, answers), answers, completedAt };
}

const stored = () => JSON.parse(localStorage.getItem(keptResultsKey) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

describe('kept results', () => {
  it('keeps a result as a version-1 entry and reads it back whole, newest first', () => {
    keepResult(taken(phq9, undefined, 1_000));
    keepResult(taken(phq9, [3, 3, 3, 3, 3, 3, 3, 3, 0, 0], 5_000));
    const kept = readKeptResults();
    expect(kept.map((entry) => entry.completedAt)).toEqual([5_000, 1_000]);
    expect(kept[0]).toMatchObject({ v: 1, result: { totalScore: 24 }, config: { testCode: 'MH-001' } });
    expect(kept[1]!.answers).toEqual(taken().answers);
  });

  it('keeps the same result once, however often keep is pressed', () => {
    const first = keepResult(taken());
    const again = keepResult(taken());
    expect(again.id).toBe(first.id);
    expect(stored()).toHaveLength(1);
  });

  it('groups by test, the test with the newest result first', () => {
    keepResult(taken(phq9, undefined, 1_000));
    keepResult(taken(gad7, [0, 0, 0, 0, 0, 0, 0, 0], 2_000));
    keepResult(taken(phq9, undefined, 3_000));
    const groups = byTest(readKeptResults()).map((group) => group.map((entry) => entry.completedAt));
    expect(groups).toEqual([[3_000, 1_000], [2_000]]);
  });

  it('leaves an entry of a later version alone: not shown, not lost when one result is removed', () => {
    const later = { v: 2, id: 'from-the-future', somethingNew: true };
    localStorage.setItem(keptResultsKey, JSON.stringify([later]));
    const kept = keepResult(taken());
    expect(readKeptResults().map((entry) => entry.id)).toEqual([kept.id]);
    deleteKeptResult(kept.id);
    expect(stored()).toEqual([later]);
  });

  it('skips a damaged entry and survives a damaged store', () => {
    localStorage.setItem(keptResultsKey, JSON.stringify([{ v: 1, id: 'x', result: { grade: 3 } }]));
    expect(readKeptResults()).toEqual([]);
    localStorage.setItem(keptResultsKey, '{not json');
    expect(readKeptResults()).toEqual([]);
  });

  it('removing all leaves nothing under the key, so the navigation link goes', () => {
    keepResult(taken());
    localStorage.setItem(keptResultsKey, JSON.stringify([...(stored() as unknown[]), { v: 9 }]));
    deleteAllKeptResults();
    expect(localStorage.getItem(keptResultsKey)).toBeNull();
  });
});
