import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreAllSamples, snapshotFile, type SampleResults } from './sampleResults';

/**
 * Every sample of every fixture, built-in and licensed example, scores in English and Kiswahili exactly as the
 * snapshot written under the engine before fixture language v3 (written by this test with `WRITE_SAMPLE_SNAPSHOT=1`, on the engine before a change): the
 * migration to v3 changed how fixtures say their rules, not one result.
 */
describe('sample results', () => {
  if (process.env.WRITE_SAMPLE_SNAPSHOT === '1') {
    writeFileSync(snapshotFile, `${JSON.stringify(scoreAllSamples(), null, 1)}\n`);
  }
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as SampleResults;
  const current = scoreAllSamples();

  it('scores the same samples as the snapshot', () => {
    expect(Object.keys(current).sort()).toEqual(Object.keys(snapshot).sort());
  });

  it.each(Object.keys(snapshot))('%s: the same full result in both languages', (key) => {
    expect(JSON.parse(JSON.stringify(current[key]))).toEqual(snapshot[key]);
  });
});
