// npx tsx scripts/count-synthetic-grading.ts [folder ...]
//
// Counts the synthetic grading numbers in test fixtures: places where a grade or an analysis text is reached
// through a number that only encodes a decision. Fixture language 3 says such decisions as rules that name a
// band, so the count is to stay 0 (tests/scoring/syntheticGrading.test.ts). It reads raw JSON, so it counts
// version-2 files too (the figure before the migration in docs/fixture-language-v3.md).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

interface RawScore {
  name: string;
  rule?: string;
  params?: {
    cases?: { value: number }[];
    otherwise?: number;
    scores?: string[];
    items?: string[];
    bands?: { points: number }[];
  };
}
interface RawScoring {
  scores: RawScore[];
  total: unknown;
  grading: { score?: string; bands: { min?: number; max?: number }[] };
  analyses?: { score?: string; label: string }[];
}

/** Rules whose value is a code standing for a decision, not a quantity. */
const codeRules = new Set(['firstMatch', 'pointsByBand']);

/** Points that are all multiples of 10: a tens digit, to which units are added. */
function tensOnly(score: RawScore): boolean {
  const points = (score.params?.bands ?? []).map((band) => band.points);
  return points.length > 0 && points.every((value) => value % 10 === 0) && points.some((value) => value > 0);
}

/** Each synthetic grading number of one fixture, described. */
export function syntheticGradingNumbers(fixture: { scoring: RawScoring }): string[] {
  const { scoring } = fixture;
  const byName = new Map(scoring.scores.map((score) => [score.name, score]));
  const isCode = (name: string | undefined): boolean => {
    const score = name === undefined ? undefined : byName.get(name);
    if (!score) return false;
    if (codeRules.has(score.rule ?? '')) return true;
    // A sum that adds an offset code (+100) or tens from points to another number packs a decision into it.
    // Points a published instrument gives (the FINDRISC total) are a score, not a code.
    return (
      score.rule === 'sumOf' &&
      (score.params?.scores ?? []).some((part) => {
        const added = byName.get(part);
        if (added?.rule === 'firstMatch') return true;
        return added?.rule === 'pointsByBand' && (score.params?.items ?? []).length > 0 && tensOnly(added);
      })
    );
  };
  const found: string[] = [];
  const graded = scoring.grading.score ?? (typeof scoring.total === 'string' ? scoring.total : undefined);
  const rangedBands = scoring.grading.bands.some((band) => band.min !== undefined);
  if (rangedBands && isCode(graded)) found.push(`the grade is banded over the code "${graded}"`);
  for (const analysis of scoring.analyses ?? []) {
    if (isCode(analysis.score))
      found.push(`the analysis "${analysis.label}" is banded over the code "${analysis.score}"`);
  }
  for (const score of scoring.scores) {
    const values = [...(score.params?.cases ?? []).map((entry) => entry.value), score.params?.otherwise ?? 0];
    if (score.rule === 'firstMatch' && values.some((value) => Math.abs(value) >= 100))
      found.push(`"${score.name}" gives an offset of 100 or more`);
  }
  return found;
}

/** The count over every fixture of some folders, by file. */
export function countFolders(folders: readonly string[]): Map<string, string[]> {
  const counts = new Map<string, string[]>();
  for (const folder of folders) {
    for (const name of readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const file = path.join(folder, name);
      const fixture = JSON.parse(readFileSync(file, 'utf8')) as { scoring?: RawScoring };
      if (fixture.scoring) counts.set(file, syntheticGradingNumbers(fixture as { scoring: RawScoring }));
    }
  }
  return counts;
}

export const fixtureFolders = [
  'fixtures/screenings',
  'fixtures/drafts',
  'tests/fixtures/licensed/screenings',
  'tests/fixtures/licensed-epds/screenings',
];

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : fixtureFolders;
  const counts = countFolders(folders);
  let total = 0;
  for (const [file, found] of counts) {
    total += found.length;
    for (const line of found) console.log(`${file}: ${line}`);
  }
  const files = [...counts.values()].filter((found) => found.length > 0).length;
  console.log(`${total} synthetic grading number(s) in ${files} of ${counts.size} fixtures`);
}
