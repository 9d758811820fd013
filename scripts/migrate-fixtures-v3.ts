// npx tsx scripts/migrate-fixtures-v3.ts [file or folder ...]
//
// Rewrites test fixtures from fixture language 2 to 3, with their Kiswahili overlays (`sw/` beside them). With no
// arguments: fixtures/screenings, fixtures/drafts and the licensed-fixture examples under tests/fixtures. A file
// already in version 3 is left exactly as it is, so the script can be run again on fixtures edited in version 2.
//
// What it changes (docs/fixture-language-v3.md): every grading band gets an id; a grade reached through a number
// code (a firstMatch ladder, points by band, a +100 offset, tens and units) becomes `grading.rules` that name
// bands, and conditions on that code become conditions on the band reached; a total that was a code's severity
// becomes `total.byBand`; an analysis over a code becomes rules with texts, one-number bands whose texts differ
// only by the number become one text that places the number (`{riskHigh}`); tableLookup tables are written
// once in `scoring.tables`. tests/scoring/snapshot proves that every sample scores the same afterwards.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { compare as compareAs, type Comparison } from '../src/core/scoring';

/* eslint-disable @typescript-eslint/no-explicit-any -- the input is version-2 JSON, which no schema here types */
type Json = any;
type Condition = Json;

const defaultTargets = [
  'fixtures/screenings',
  'fixtures/drafts',
  'tests/fixtures/licensed/screenings',
  'tests/fixtures/licensed-epds/screenings',
];

export class MigrationError extends Error {}

async function main(): Promise<void> {
  const targets = process.argv.slice(2);
  const files = (targets.length > 0 ? targets : defaultTargets).flatMap(fixtureFiles);
  let changed = 0;
  for (const file of files) {
    const overlays = overlayFiles(file);
    const fixture = JSON.parse(readFileSync(file, 'utf8')) as Json;
    const translations = overlays.map((overlay) => JSON.parse(readFileSync(overlay, 'utf8')) as Json);
    if (fixture.fixtureVersion === 3) continue;
    const migrated = migrateFixture(fixture, translations);
    await writeJson(file, migrated.fixture);
    for (const [index, overlay] of overlays.entries()) await writeJson(overlay, migrated.translations[index]);
    changed += 1;
    console.log(`migrated ${file}${overlays.length > 0 ? ` and ${overlays.join(', ')}` : ''}`);
  }
  console.log(`${changed} fixture(s) migrated to version 3, ${files.length - changed} already in version 3.`);
}

function fixtureFiles(target: string): string[] {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(target, name));
}

function overlayFiles(file: string): string[] {
  const dir = path.dirname(file);
  return ['sw']
    .map((lang) => path.join(dir, lang, path.basename(file)))
    .filter((overlay) => existsSync(overlay));
}

/** Written as the repository's Prettier writes JSON, so a migrated file passes the format check. */
async function writeJson(file: string, value: Json): Promise<void> {
  // The repository's settings, also for a file outside it (a copy being migrated elsewhere).
  const repositoryFile = path.join(
    import.meta.dirname ?? 'scripts',
    '..',
    'fixtures',
    'screenings',
    'x.json',
  );
  const options = (await prettier.resolveConfig(repositoryFile)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(value), { ...options, filepath: file }));
}

/** A version-2 fixture and its overlays in version 3. Pure: the inputs are not changed. */
export function migrateFixture(
  input: Json,
  overlaysIn: Json[] = [],
): { fixture: Json; translations: Json[] } {
  const fixture = structuredClone(input);
  const translations = structuredClone(overlaysIn);
  addImageAlt(fixture, translations);
  const scoring = fixture.scoring;
  const scores = new Map<string, Json>(scoring.scores.map((score: Json) => [score.name, score]));
  const bands: Json[] = scoring.grading.bands;
  giveBandIds(bands);

  inlineThresholdLadders(scoring, scores);
  const graded: string = scoring.grading.score ?? scoring.total;
  const code = gradingByRules(scoring, scores.get(graded), scores, fixture.form);
  if (code) {
    rewriteBandConditions(scoring, graded, code);
    if (scoring.total !== graded && scores.get(scoring.total)?.rule === 'firstMatch') {
      totalByBand(scoring, graded, code, scores.get(scoring.total));
    }
  }
  for (const [index, analysis] of scoring.analyses?.entries() ?? []) {
    migrateAnalysis(
      analysis,
      scores,
      translations.map((overlay) => overlay.scoring.analyses[index]),
    );
  }
  nameTables(scoring);
  dropUnusedScores(scoring);
  fixture.scoring = order(scoring, ['tables', 'scores', 'total', 'grading']);
  return { fixture: { fixtureVersion: 3, ...fixture }, translations };
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Alternative text of the card's picture, moved from src/messages/{en,sw}/images.ts                           */

const altTexts = JSON.parse(
  readFileSync(path.join(import.meta.dirname ?? 'scripts', 'migrate-fixtures-v3.alt-texts.json'), 'utf8'),
) as Record<'en' | 'sw', Record<string, string>>;

function addImageAlt(fixture: Json, translations: Json[]): void {
  const slug: string = fixture.card.routeSlug;
  const english = fixture.card.imageAlt ?? altTexts.en[slug];
  if (!english)
    throw new MigrationError(`card.imageAlt: no alternative text for "${slug}"; write one in the card`);
  fixture.card = insertAfter(fixture.card, 'imageSrc', 'imageAlt', english);
  for (const overlay of translations) {
    const translated = overlay.card.imageAlt ?? altTexts[overlay.lang as 'sw']?.[slug];
    if (!translated) throw new MigrationError(`sw card.imageAlt: no alternative text for "${slug}"`);
    overlay.card = insertAfter(overlay.card, 'tooltip', 'imageAlt', translated);
  }
}

function insertAfter(object: Json, after: string, key: string, value: unknown): Json {
  const result: Json = {};
  for (const [name, entry] of Object.entries(object)) {
    if (name === key) continue;
    result[name] = entry;
    if (name === after) result[key] = value;
  }
  if (!(key in result)) result[key] = value;
  return result;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Band ids                                                                                                   */

function giveBandIds(bands: Json[]): void {
  const used = new Set<string>();
  for (const band of bands) {
    const base =
      String(band.grade)
        .toLowerCase()
        .normalize('NFKD')
        .replace(/%/g, ' percent')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 48)
        .replace(/-+$/, '') || 'band';
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    const { min, max, ...rest } = band;
    for (const key of Object.keys(band)) delete band[key];
    Object.assign(band, { id, ...(min === undefined ? {} : { min, max }), ...rest });
  }
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Grading by rules                                                                                           */

/** The code value each band stood for, where the grade was a number code; undefined where a score decides. */
type CodeOfBand = Map<Json, number>;

function gradingByRules(
  scoring: Json,
  score: Json,
  scores: Map<string, Json>,
  form: Json,
): CodeOfBand | undefined {
  const grading = scoring.grading;
  const bands: Json[] = grading.bands;
  const bandAt = (value: number) => {
    const band = bands.find((candidate) => value >= candidate.min && value <= candidate.max);
    if (!band) throw new MigrationError(`no band holds the code ${value}`);
    return band;
  };
  const singleValued = () => {
    const code: CodeOfBand = new Map();
    for (const band of bands) {
      if (band.min !== band.max) return undefined;
      code.set(band, band.min);
    }
    return code;
  };
  if (score?.rule === 'firstMatch') {
    const code = singleValued();
    if (!code) return undefined;
    grading.rules = score.params.cases.map((entry: Json) => ({
      when: entry.when,
      band: bandAt(entry.value).id,
    }));
    grading.otherwise = bandAt(score.params.otherwise).id;
    delete grading.score;
    dropRanges(bands);
    return code;
  }
  if (score?.rule === 'pointsByBand' && 'bands' in score.params) {
    const code = singleValued();
    if (!code) return undefined;
    grading.rules = score.params.bands.map((band: Json) => ({
      when: boundsCondition(score.params.value, band),
      band: bandAt(band.points).id,
    }));
    delete grading.score;
    dropRanges(bands);
    return code;
  }
  if (score?.rule === 'pointsByBand' && 'bandsBy' in score.params) {
    // A cut-off per answer to another question (by sex, say): one rule per answer and band.
    const code = singleValued();
    if (!code) return undefined;
    const { item, tables } = score.params.bandsBy;
    grading.rules = Object.entries(tables as Record<string, Json[]>).flatMap(([option, table]) =>
      table.map((band) => ({
        when: { all: [{ item, chosen: option }, boundsCondition(score.params.value, band)] },
        band: bandAt(band.points).id,
      })),
    );
    delete grading.score;
    dropRanges(bands);
    return code;
  }
  if (score?.rule === 'sumOf') return sumOfGrading(scoring, score, scores, bandAt, form);
  return undefined;
}

/** A graded sum that packs a decision into a number: a +100 offset, or tens from points and units from an item. */
function sumOfGrading(
  scoring: Json,
  score: Json,
  scores: Map<string, Json>,
  bandAt: (value: number) => Json,
  form: Json,
): CodeOfBand | undefined {
  const grading = scoring.grading;
  const parts: Json[] = (score.params.scores ?? []).map((name: string) => scores.get(name));
  const items: string[] = score.params.items ?? [];
  const offset = parts.find(
    (part) =>
      part?.rule === 'firstMatch' &&
      part.params.otherwise === 0 &&
      part.params.cases.every((entry: Json) => entry.value >= 100),
  );
  if (offset && parts.length === 2 && items.length === 0) {
    // "+100": the offset's conditions reach the band above 100 whatever the base score; the base grades the rest.
    const base = parts.find((part) => part !== offset);
    grading.rules = offset.params.cases.map((entry: Json) => ({
      when: entry.when,
      band: bandAt(entry.value).id,
    }));
    grading.score = base.name;
    dropRanges(grading.bands.filter((band: Json) => band.min >= 100));
    return undefined;
  }
  const tens = parts[0];
  if (parts.length === 1 && items.length === 1 && tens?.rule === 'pointsByBand' && 'bands' in tens.params) {
    // Tens from points by band, units from an item's value: each band is a tens band and a range of the item.
    const item = items[0] as string;
    const itemRange = itemValueRange(form, item);
    grading.rules = grading.bands.map((band: Json) => {
      const tensValue = Math.floor(band.min / 10) * 10;
      const from = band.min - tensValue;
      const to = band.max - tensValue;
      const pointsBands = tens.params.bands.filter((candidate: Json) => candidate.points === tensValue);
      if (pointsBands.length !== 1 || to > 9)
        throw new MigrationError(`cannot unpack the band ${band.min}-${band.max}`);
      const parts: Condition[] = [boundsCondition(tens.params.value, pointsBands[0])];
      if (from > itemRange.min) parts.push({ item, op: 'gte', value: from });
      if (to < itemRange.max) parts.push({ item, op: 'lte', value: to });
      return { when: parts.length === 1 ? parts[0] : { all: parts }, band: band.id };
    });
    delete grading.score;
    dropRanges(grading.bands);
    return undefined;
  }
  return undefined;
}

function itemValueRange(form: Json, item: string): { min: number; max: number } {
  const question = (form?.questions ?? []).find((candidate: Json) => candidate.id === item);
  const values: number[] = question ? question.options.map((option: Json) => option.score) : [0, 9];
  return { min: Math.min(...values), max: Math.max(...values) };
}

function dropRanges(bands: Json[]): void {
  for (const band of bands) {
    delete band.min;
    delete band.max;
  }
}

/** A points band's bounds as a condition on the value it reads. */
function boundsCondition(source: Json, band: Json): Condition {
  const parts = (['gt', 'gte', 'lt', 'lte'] as const)
    .filter((op) => band[op] !== undefined)
    .map((op) => ({ ...source, op, value: band[op] }));
  if (parts.length === 0) throw new MigrationError('a points band with no bounds');
  return parts.length === 1 ? parts[0] : { all: parts };
}

/** Conditions on the grade's code, `{ score: code, op, value }`, become `{ band: [ids whose code meets it] }`. */
function rewriteBandConditions(scoring: Json, graded: string, code: CodeOfBand): void {
  const rewrite = (condition: Condition): Condition => {
    if (condition.all) return { all: condition.all.map(rewrite) };
    if (condition.any) return { any: condition.any.map(rewrite) };
    if (condition.score !== graded) return condition;
    const ids = [...code]
      .filter(([, value]) => compare(value, condition.op, condition.value))
      .map(([band]) => band.id);
    if (ids.length === 0) throw new MigrationError(`no band meets ${JSON.stringify(condition)}`);
    return { band: ids };
  };
  for (const list of [scoring.flags, scoring.signs, scoring.analyses]) {
    for (const entry of list ?? []) if (entry.when) entry.when = rewrite(entry.when);
  }
}

/** A total that was a firstMatch over the grade's code: the number for each band, written out. */
function totalByBand(scoring: Json, graded: string, code: CodeOfBand, total: Json): void {
  const byBand: Record<string, number> = {};
  for (const [band, value] of code) {
    const values = new Map([[graded, value]]);
    const hit = total.params.cases.find((entry: Json) => holdsOnScores(entry.when, values));
    byBand[band.id] = hit ? hit.value : total.params.otherwise;
  }
  scoring.total = { byBand };
}

function holdsOnScores(condition: Condition, values: Map<string, number>): boolean {
  if (condition.all) return condition.all.every((part: Condition) => holdsOnScores(part, values));
  if (condition.any) return condition.any.some((part: Condition) => holdsOnScores(part, values));
  const value = values.get(condition.score);
  if (value === undefined) throw new MigrationError(`the total reads ${JSON.stringify(condition)}`);
  return compare(value, condition.op, condition.value);
}

const comparisons = new Set<string>(['gte', 'gt', 'lte', 'lt', 'eq']);

/** The engine's comparison, for a version-2 condition whose `op` no schema has checked yet. */
function compare(actual: number, op: string, value: number): boolean {
  if (!comparisons.has(op)) throw new MigrationError(`unknown comparison ${op}`);
  return compareAs(actual, op as Comparison, value);
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Threshold ladders: a category number (0-4) from thresholds on a score, read by other conditions             */

/**
 * A firstMatch whose cases are "score S is at least t" with descending thresholds and values (heart risk's
 * category 4 at 30, 3 at 20, ...): conditions on its number become conditions on S itself.
 */
function inlineThresholdLadders(scoring: Json, scores: Map<string, Json>): void {
  for (const ladder of scores.values()) {
    if (ladder.rule !== 'firstMatch' || ladder.report) continue;
    const cases: Json[] = ladder.params.cases;
    const source = cases[0]?.when?.score;
    const isLadder =
      source !== undefined &&
      cases.every(
        (entry, index) =>
          entry.when.score === source &&
          entry.when.op === 'gte' &&
          (index === 0 ||
            (entry.when.value < cases[index - 1].when.value && entry.value < cases[index - 1].value)),
      ) &&
      ladder.params.otherwise < (cases.at(-1)?.value ?? 0);
    if (!isLadder) continue;
    if (scoring.total === ladder.name || scoring.grading.score === ladder.name) continue;
    const thresholdOf = new Map<number, number>(cases.map((entry) => [entry.value, entry.when.value]));
    const above = (k: number): Condition | undefined => {
      const values = [...thresholdOf.keys()].filter((value) => value >= k);
      return values.length === 0
        ? undefined
        : { score: source, op: 'gte', value: Math.min(...values.map((value) => thresholdOf.get(value)!)) };
    };
    const rewrite = (condition: Condition): Condition => {
      if (condition.all) return { all: condition.all.map(rewrite) };
      if (condition.any) return { any: condition.any.map(rewrite) };
      if (condition.score !== ladder.name) return condition;
      const { op, value } = condition;
      if (op === 'gte' && value > ladder.params.otherwise) return above(value) ?? fail(condition);
      if (op === 'eq') {
        const atLeast = value === ladder.params.otherwise ? undefined : above(value);
        const next = above(value + 1);
        if (value !== ladder.params.otherwise && !thresholdOf.has(value)) fail(condition);
        const below = next ? { score: source, op: 'lt', value: next.value } : undefined;
        const parts = [atLeast, below].filter(Boolean);
        return parts.length === 1 ? parts[0] : { all: parts };
      }
      return fail(condition);
    };
    const conditionsOf = (entry: Json) => entry.params?.cases ?? [];
    for (const score of scores.values()) {
      for (const entry of conditionsOf(score)) entry.when = rewrite(entry.when);
    }
    for (const list of [scoring.flags, scoring.signs])
      for (const entry of list ?? []) entry.when = rewrite(entry.when);
  }
}

function fail(condition: Condition): never {
  throw new MigrationError(`cannot rewrite ${JSON.stringify(condition)}`);
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Analyses                                                                                                   */

/** How one text of the new analysis comes from the old band texts (in any language). */
type Derive = (texts: readonly string[]) => string;

function migrateAnalysis(analysis: Json, scores: Map<string, Json>, overlays: Json[]): void {
  const score = scores.get(analysis.score);
  const bands: Json[] = analysis.bands;
  const bandIndex = (value: number) => {
    const index = bands.findIndex((band) => value >= band.min && value <= band.max);
    if (index === -1) throw new MigrationError(`no analysis band of "${analysis.label}" holds ${value}`);
    return index;
  };
  const fromBand =
    (index: number): Derive =>
    (texts) =>
      texts[index] as string;
  let rules: { when: Condition; text: Derive }[] | undefined;
  let otherwise: Derive | undefined;
  if (score?.rule === 'firstMatch' && bands.every((band) => band.min === band.max)) {
    rules = score.params.cases.map((entry: Json) => ({
      when: entry.when,
      text: fromBand(bandIndex(entry.value)),
    }));
    otherwise = fromBand(bandIndex(score.params.otherwise));
  } else if (
    score?.rule === 'sumOf' &&
    (score.params.items ?? []).length === 0 &&
    score.params.scores.length === 2
  ) {
    const [first, second] = score.params.scores.map((name: string) => scores.get(name));
    const offset = [first, second].find((part) => part?.rule === 'firstMatch');
    const base = [first, second].find((part) => part !== offset);
    if (!offset || !base) return;
    rules = [];
    for (const entry of offset.params.cases)
      rules.push(...segmentRules(entry.value, base.name, entry.when, bandIndex, bands));
    // In the segment no case reached, the runs before the last are bounded above, so the last is the rest.
    const rest = segmentRules(offset.params.otherwise, base.name, undefined, bandIndex, bands);
    otherwise = rest.pop()?.text;
    rules.push(...rest);
  }
  if (!rules) return;
  const newRules = rules;
  const derive = (texts: readonly string[]) => ({
    rules: newRules.map((rule) => rule.text(texts)),
    ...(otherwise ? { otherwise: otherwise(texts) } : {}),
  });
  const english = derive(bands.map((band) => band.text));
  for (const key of Object.keys(analysis)) if (key !== 'label') delete analysis[key];
  Object.assign(analysis, {
    rules: newRules.map((rule, index) => ({ when: rule.when, text: english.rules[index] })),
    ...(english.otherwise === undefined ? {} : { otherwise: english.otherwise }),
  });
  for (const overlay of overlays) {
    if (!overlay) continue;
    const words = derive(overlay.bands);
    delete overlay.bands;
    Object.assign(overlay, words);
  }
}

/**
 * The rules for one offset's segment of an analysis over base + offset (values offset .. offset + 99): runs of
 * one-number bands whose texts differ only by the number become one rule whose text places the base score.
 */
function segmentRules(
  offset: number,
  base: string,
  when: Condition | undefined,
  bandIndex: (value: number) => number,
  bands: Json[],
): Json[] {
  const runs: { from: number; to: number; text: Derive; key: string }[] = [];
  for (let value = 0; value <= 99; value += 1) {
    const index = bandIndex(offset + value);
    const band = bands[index];
    const single = band.min === band.max;
    const key = single ? templateKey(band.text, value) : `band:${index}`;
    const text: Derive = single
      ? (texts) => template(texts[index] as string, value, base)
      : (texts) => texts[index] as string;
    const last = runs.at(-1);
    if (last && last.key === key) last.to = value;
    else runs.push({ from: value, to: value, text, key });
  }
  return runs.map((run, index) => {
    const parts: Condition[] = [];
    if (when) parts.push(when);
    if (run.from > 0) parts.push({ score: base, op: 'gte', value: run.from });
    if (run.to < 99 && index < runs.length - 1) parts.push({ score: base, op: 'lte', value: run.to });
    return { when: parts.length === 1 ? parts[0] : { all: parts }, text: run.text };
  });
}

function templateKey(text: string, value: number): string {
  return `text:${text.replace(new RegExp(`(?<![0-9])${value}(?![0-9])`), '#')}`;
}

function template(text: string, value: number, base: string): string {
  const pattern = new RegExp(`(?<![0-9])${value}(?![0-9])`);
  return pattern.test(text) ? text.replace(pattern, `{${base}}`) : text;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Named tables and unused scores                                                                             */

function nameTables(scoring: Json): void {
  const tables: Record<string, Json> = {};
  for (const score of scoring.scores) {
    if (score.rule !== 'tableLookup') continue;
    const { dimensions, table, ...rest } = score.params;
    const written = JSON.stringify({ dimensions, cells: table });
    let name = Object.keys(tables).find((key) => JSON.stringify(tables[key]) === written);
    if (!name) {
      name = Object.keys(tables).length === 0 ? 'chart' : `chart${Object.keys(tables).length + 1}`;
      tables[name] = { dimensions, cells: table };
    }
    score.params = { table: name, ...rest };
  }
  if (Object.keys(tables).length > 0) scoring.tables = tables;
}

/** Scores nothing reads any more (the codes the rules replaced) are dropped, repeatedly. */
function dropUnusedScores(scoring: Json): void {
  for (;;) {
    const { scores, ...rest } = scoring;
    const used = new Set<string>(typeof rest.total === 'string' ? [rest.total] : []);
    collectScoreNames([rest, ...(scores as Json[]).map((score) => score.params ?? {})], used);
    const unused = (scores as Json[]).filter((score) => !score.report && !used.has(score.name));
    if (unused.length === 0) return;
    scoring.scores = scores.filter((score: Json) => !unused.includes(score));
  }
}

/** Every score name a value reads: `score` fields, sumOf's `scores` lists and `{name}` in texts. */
function collectScoreNames(value: Json, names: Set<string>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)) names.add(match[1] as string);
  } else if (Array.isArray(value)) {
    for (const entry of value) collectScoreNames(entry, names);
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'score' && typeof entry === 'string') names.add(entry);
      else if (key === 'scores' && Array.isArray(entry)) for (const name of entry) names.add(String(name));
      else collectScoreNames(entry, names);
    }
  }
}

function order(object: Json, first: string[]): Json {
  const result: Json = {};
  for (const key of first) if (key in object) result[key] = object[key];
  for (const key of Object.keys(object)) if (!(key in result)) result[key] = object[key];
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? ''))
  await main();
