import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The instrument record (notes, version, licence, cut-off references) is what a clinical reviewer reads beside
 * the rules, so it must describe the fixture as it is. Rule: a score the prose names as a score ("score 'x'",
 * "'x' score", "from 'x'", "score someName") is one of the fixture's scores (or a score kind: "the 'mean' score"),
 * and no sentence explains the grade by numeric codes ("(firstMatch): 9 …", "9 See a doctor now", "total + 100",
 * "gradeCode", "code 33"): since fixture language 3 a grade is chosen by rules that name a band.
 */

const folders = [
  'fixtures/screenings',
  'fixtures/drafts',
  'tests/fixtures/licensed/screenings',
  'tests/fixtures/licensed-epds/screenings',
];

const scoreKinds = ['sum', 'mean', 'count', 'rule'];

const namedAsScore = [
  /\bscore '([A-Za-z]\w*)'/g,
  /'([A-Za-z]\w*)' score\b/g,
  /\bfrom '([A-Za-z]\w*)'/g,
  /\bscores? ([a-z]+[A-Z0-9]\w*)/g,
];

const gradingByCode = [
  /\(firstMatch[^)]*\):\s*\d/,
  /\b\d+ See a doctor/,
  /\+ ?100\b/,
  /\bgradeCode\b/,
  /\bcode \d+/,
];

interface RawFixture {
  instrument: Record<string, unknown>;
  scoring: { scores: { name: string; gives?: Record<string, string> }[] };
}

function fixtureFiles(): string[] {
  return folders.flatMap((folder) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.json'))
          .map((name) => path.join(folder, name))
      : [],
  );
}

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

/** What is wrong in one instrument text, given the names of the fixture's scores. */
function staleScoring(text: string, scores: ReadonlySet<string>): string[] {
  const unknown = namedAsScore
    .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''))
    .filter((name) => !scores.has(name) && !scoreKinds.includes(name))
    .map((name) => `names the score '${name}', which the fixture does not have`);
  const codes = gradingByCode
    .map((pattern) => text.match(pattern)?.[0])
    .filter((found): found is string => found !== undefined)
    .map((found) => `grades by a numeric code ("${found}")`);
  return [...unknown, ...codes];
}

describe('instrument notes describe the scoring the fixture has', () => {
  it('names only scores the fixture has, and no grade by a numeric code', () => {
    const files = fixtureFiles();
    expect(files.length).toBeGreaterThanOrEqual(38);
    const found = files.flatMap((file) => {
      const fixture = JSON.parse(readFileSync(file, 'utf8')) as RawFixture;
      const scores = new Set(
        fixture.scoring.scores.flatMap((score) => [score.name, ...Object.keys(score.gives ?? {})]),
      );
      return strings(fixture.instrument).flatMap((text) =>
        staleScoring(text, scores).map((problem) => `${file}: ${problem}`),
      );
    });
    expect(found).toEqual([]);
  });

  it('refuses the version-2 way of writing it, and accepts the rules in words', () => {
    const scores = new Set(['riskFactors', 'familyRisk']);
    const v2 =
      "Grade from 'level' (firstMatch): 9 See a doctor now (obstruction, emergency), 8 See a doctor today (black stools)";
    expect(staleScoring(v2, scores)).toEqual([
      "names the score 'level', which the fixture does not have",
      'grades by a numeric code ("(firstMatch): 9")',
      'grades by a numeric code ("9 See a doctor")',
    ]);
    expect(staleScoring('the grading score (total + 100) gives the grade', scores)).toHaveLength(1);
    const v3 =
      "Grading rules, most urgent first: See a doctor now (bowel obstruction); Risk factors to discuss with a doctor (the score riskFactors is 3 or more); the 'mean' score lists the weekday 5 times";
    expect(staleScoring(v3, scores)).toEqual([]);
  });
});
