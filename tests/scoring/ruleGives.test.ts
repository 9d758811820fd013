import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCrisisLines } from '../../server/fixtures';
import { checkTestFixture, placeableLines, prepareScoring } from '../../src/core/scoring';
import type { RuleContext } from '../../src/core/scoring/rules';
import { fixturesDir } from '../helpers/fixtures';

const context = { crisisLines: placeableLines(readCrisisLines(fixturesDir)) };
interface RawScore {
  name: string;
  rule?: string;
  params?: Record<string, unknown>;
  gives?: Record<string, string>;
}
const heartJson = () =>
  JSON.parse(readFileSync(path.join(fixturesDir, 'screenings', 'heart-disease-risk.json'), 'utf8')) as {
    scoring: { scores: RawScore[]; analyses: { otherwise?: string }[] };
  };

function loadedHeart() {
  const checked = checkTestFixture(heartJson(), context);
  if ('problems' in checked) throw new Error(checked.problems.join('\n'));
  return checked.fixture;
}

/** Item values that count how often each question is read. */
function countingItems(values: Record<string, number>) {
  const reads = new Map<string, number>();
  const items = new Map(Object.entries(values));
  const get = (id: string) => {
    reads.set(id, (reads.get(id) ?? 0) + 1);
    return items.get(id);
  };
  return { reads, items: { get, has: (id: string) => items.has(id) } };
}

describe('a rule that gives several values', () => {
  it('reads the heart chart once for the lowest and the highest risk', () => {
    const fixture = loadedHeart();
    const rules = prepareScoring(fixture.scoring);
    const lookups = fixture.scoring.scores
      .map((score, index) => ({ score, rule: rules[index] }))
      .filter(({ score }) => score.kind === 'rule' && score.rule === 'tableLookup');
    expect(lookups).toHaveLength(1);
    // A woman of 52, non-smoker, BMI 22, blood pressure not known: every pressure band stays possible.
    const { reads, items } = countingItems({ sex: 2, smoking: 0, bmiBand: 22, age: 52, sbp: 0 });
    const ruleContext = {
      items,
      scores: new Map([['bmi', 0]]),
      answers: new Map(),
    } as unknown as RuleContext;
    const result = lookups[0]!.rule!(ruleContext);
    expect(result).toMatchObject({ outputs: { min: expect.any(Number), max: expect.any(Number) } });
    const { value, outputs } = result as { value: number; outputs: { min: number; max: number } };
    expect(value).toBe(outputs.max);
    expect(outputs.min).toBeLessThan(outputs.max);
    expect(reads.get('age')).toBe(1);
    expect(reads.get('sex')).toBe(1);
  });

  it('keeps each given value as a score: conditions and texts may use it', () => {
    const raw = heartJson();
    raw.scoring.analyses[0]!.otherwise = 'Between {riskLow} and {riskHigh} in 100.';
    expect('fixture' in checkTestFixture(raw, context)).toBe(true);
  });

  it('refuses a value the rule does not give, and several values from a rule that gives one', () => {
    const raw = heartJson();
    const lookup = raw.scoring.scores.findIndex((score) => score.rule === 'tableLookup');
    raw.scoring.scores[lookup]!.gives = { riskMid: 'median' };
    const bmi = raw.scoring.scores.findIndex((score) => score.rule === 'ratio');
    raw.scoring.scores[bmi]!.gives = { bmiAgain: 'value' };
    const checked = checkTestFixture(raw, context);
    expect('problems' in checked && checked.problems).toEqual([
      `scoring.scores[${bmi}].gives.bmiAgain: the rule "ratio" gives one value only`,
      `scoring.scores[${lookup}].gives.riskMid: the rule "tableLookup" gives no "median" (it gives min, max)`,
    ]);
  });
});
