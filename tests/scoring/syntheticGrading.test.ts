import { describe, expect, it } from 'vitest';
import { countFolders, fixtureFolders, syntheticGradingNumbers } from '../../scripts/count-synthetic-grading';

describe('synthetic grading numbers', () => {
  it('finds none in any fixture: every decision is a rule that names a band', () => {
    const found = [...countFolders(fixtureFolders)].flatMap(([file, lines]) =>
      lines.map((line) => `${file}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a code ladder, a +100 offset and tens-and-units packing (the version-2 ways)', () => {
    const band = { min: 0, max: 0 };
    const ladder = {
      scores: [{ name: 'level', rule: 'firstMatch', params: { cases: [{ value: 1 }], otherwise: 0 } }],
      total: 'level',
      grading: { bands: [band] },
    };
    const offset = {
      scores: [
        { name: 'total' },
        { name: 'override', rule: 'firstMatch', params: { cases: [{ value: 100 }], otherwise: 0 } },
        { name: 'grading', rule: 'sumOf', params: { scores: ['total', 'override'] } },
      ],
      total: 'total',
      grading: { score: 'grading', bands: [band] },
    };
    const packed = {
      scores: [
        { name: 'tens', rule: 'pointsByBand', params: { bands: [{ points: 0 }, { points: 10 }] } },
        { name: 'code', rule: 'sumOf', params: { scores: ['tens'], items: ['activity'] } },
      ],
      total: 'x',
      grading: { score: 'code', bands: [band] },
      analyses: [{ label: 'chart', score: 'code' }],
    };
    expect(syntheticGradingNumbers({ scoring: ladder })).toHaveLength(1);
    expect(syntheticGradingNumbers({ scoring: offset })).toHaveLength(2);
    expect(syntheticGradingNumbers({ scoring: packed })).toHaveLength(2);
  });
});
