import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FixtureError, loadCatalogue, readCrisisLines, readTestFixture } from '../../server/fixtures';
import { placeableLines } from '../../src/core/scoring';
import { fixturesDir } from '../helpers/fixtures';

/** A score definition as the fixture file holds it. */
interface RawScore {
  name: string;
  kind: string;
  rule?: string;
  params?: Record<string, unknown>;
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the whole fixtures folder with one change to the FINDRISC (diabetes-risk) scores. */
function fixturesWith(change: (scores: RawScore[]) => void): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kipimo-rules-'));
  made.push(dir);
  cpSync(fixturesDir, dir, { recursive: true });
  const file = path.join(dir, 'screenings', 'diabetes-risk.json');
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as { scoring: { scores: RawScore[] } };
  change(fixture.scoring.scores);
  writeFileSync(file, JSON.stringify(fixture));
  return { dir, file };
}

function indexOfRule(scores: RawScore[], rule: string): number {
  const index = scores.findIndex((score) => score.rule === rule);
  if (index === -1) throw new Error(`diabetes-risk has no ${rule} score any more; pick another rule here`);
  return index;
}

/** The error loading the catalogue throws, which stops the server at start. */
function loadError(dir: string): FixtureError {
  try {
    loadCatalogue(dir);
  } catch (error) {
    if (error instanceof FixtureError) return error;
    throw error;
  }
  throw new Error('the catalogue loaded');
}

describe('scoring rules are checked when the fixtures load, not on a request', () => {
  it('refuses a misspelt rule name, naming the file, the field and the rules there are', () => {
    let index = -1;
    const { dir, file } = fixturesWith((scores) => {
      index = indexOfRule(scores, 'bmi');
      scores[index]!.rule = 'bmii';
    });
    const error = loadError(dir);
    expect(error.file).toBe(file);
    expect(error.problems).toEqual([
      expect.stringMatching(
        new RegExp(`^scoring\\.scores\\[${index}\\]\\.rule: Invalid discriminator value\\. Expected .*'bmi'`),
      ),
    ]);
    expect(error.message).toContain(file);
  });

  it('refuses params the rule cannot use, with the path down to the bad value', () => {
    let index = -1;
    const { dir, file } = fixturesWith((scores) => {
      index = indexOfRule(scores, 'pointsByBand');
      const bands = scores[index]!.params!['bands'] as { points: unknown }[];
      bands[0]!.points = 'three';
    });
    const error = loadError(dir);
    expect(error.file).toBe(file);
    expect(error.problems).toEqual([
      `scoring.scores[${index}].params.bands[0].points: Invalid input: expected number, received string`,
    ]);
  });

  it('lists every broken rule of a fixture at once: unknown keys, missing params', () => {
    let bmi = -1;
    let sum = -1;
    const { file } = fixturesWith((scores) => {
      bmi = indexOfRule(scores, 'bmi');
      sum = indexOfRule(scores, 'sumOf');
      scores[bmi]!.params = { ...scores[bmi]!.params, heigth: 'q2' };
      scores[sum]!.params = {};
    });
    const context = { crisisLines: placeableLines(readCrisisLines(fixturesDir)) };
    expect(() => readTestFixture(file, context)).toThrow(FixtureError);
    expect(() => readTestFixture(file, context)).toThrow(
      `scoring.scores[${bmi}].params: Unrecognized key: "heigth"`,
    );
    expect(() => readTestFixture(file, context)).toThrow(
      `scoring.scores[${sum}].params: name at least one score or item`,
    );
  });

  it('loads the real fixtures, every rule in them known and its params good', () => {
    expect(loadCatalogue(fixturesDir).tests.length).toBeGreaterThan(0);
  });
});

describe('the warning-sign catalogue', () => {
  it('refuses a sign that gives way to a sign it does not have (givesWayTo)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kipimo-signs-'));
    made.push(dir);
    cpSync(fixturesDir, dir, { recursive: true });
    const file = path.join(dir, 'catalogue', 'warning-signs', 'injuries.json');
    const signs = JSON.parse(readFileSync(file, 'utf8')) as {
      signs: { id: string; givesWayTo?: string[] }[];
    };
    signs.signs.find((sign) => sign.id === 'adult-seizure')!.givesWayTo = ['no-such-sign'];
    writeFileSync(file, JSON.stringify(signs));
    expect(loadError(dir).problems.join('\n')).toMatch(
      /"adult-seizure" gives way to "no-such-sign", no sign/,
    );
  });
});
