import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ChatBody, ChatReply } from '../../../schemas';

/**
 * The assistant's evaluation: runs every case of eval-set.json through a reply function and measures
 * top-3 hit rate (by language), crisis recall, false crises, out-of-scope handling and follow-ups. Used by
 * `scripts/eval-chat.ts` (prints it) and by eval.test.ts (fails under the targets).
 */

const language = z.enum(['en', 'sw', 'sheng']);
const evalCaseSchema = z.object({
  id: z.string(),
  language,
  kind: z.enum(['recommend', 'crisis', 'figure', 'out_of_scope', 'greeting']),
  input: z.string().min(1),
  history: z.string().optional(),
  /** A good answer has at least one of these in its first three paths. */
  expect: z.array(z.string()).optional(),
  /** Each group must appear somewhere in the answer (follow-ups keep the earlier topic). */
  expectAll: z.array(z.array(z.string())).optional(),
  typo: z.boolean().optional(),
  note: z.string().optional(),
});
export type EvalCase = z.infer<typeof evalCaseSchema>;
export type EvalLanguage = z.infer<typeof language>;

export function loadEvalSet(file = path.resolve('tests/server/chat/eval-set.json')): EvalCase[] {
  const parsed = z
    .object({ about: z.string(), cases: z.array(evalCaseSchema) })
    .parse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.cases;
}

export interface Rate {
  passed: number;
  total: number;
  failures: string[];
}

export interface EvalReport {
  top3: Record<EvalLanguage | 'all', Rate>;
  typos: Rate;
  followUps: Rate;
  crisisRecall: Rate;
  /** Non-crisis inputs answered as a crisis (figures of speech listed apart). */
  falseCrises: Rate;
  figureFalseCrises: Rate;
  outOfScope: Rate;
  greetings: Rate;
  /** Cases or expected paths left out because the catalogue lacks the path. */
  skippedCases: string[];
  skippedPaths: string[];
  latenciesMs: number[];
}

const therapist = '/services/talk-to-a-therapist';

function rate(): Rate {
  return { passed: 0, total: 0, failures: [] };
}

function record(target: Rate, ok: boolean, failure: string): void {
  target.total += 1;
  if (ok) target.passed += 1;
  else target.failures.push(failure);
}

/** Crisis help as the contract asks: a Kenyan helpline in the words, the therapist as the first path. */
export function isCrisisReply(reply: ChatReply): boolean {
  return reply.descriptions.some((text) => text.includes('1199')) && reply.routeslugs[0] === therapist;
}

export function evaluate(
  cases: readonly EvalCase[],
  replyTo: (body: ChatBody) => ChatReply,
  knownPaths: ReadonlySet<string>,
): EvalReport {
  const report: EvalReport = {
    top3: { all: rate(), en: rate(), sw: rate(), sheng: rate() },
    typos: rate(),
    followUps: rate(),
    crisisRecall: rate(),
    falseCrises: rate(),
    figureFalseCrises: rate(),
    outOfScope: rate(),
    greetings: rate(),
    skippedCases: [],
    skippedPaths: [],
    latenciesMs: [],
  };
  const skippedPaths = new Set<string>();
  const known = (paths: string[]) => {
    for (const missing of paths.filter((path) => !knownPaths.has(path))) skippedPaths.add(missing);
    return paths.filter((path) => knownPaths.has(path));
  };

  for (const evalCase of cases) {
    const started = performance.now();
    const reply = replyTo({ conversationHistory: evalCase.history ?? '', userInput: evalCase.input });
    report.latenciesMs.push(performance.now() - started);
    const crisis = isCrisisReply(reply);
    const shown = `${evalCase.id} "${evalCase.input}" → ${JSON.stringify(reply.routeslugs)}`;

    for (const path of reply.routeslugs) {
      if (!knownPaths.has(path))
        throw new Error(`${evalCase.id}: the reply names ${path}, which is not in the catalogue`);
    }
    if (reply.descriptions.length === 0) throw new Error(`${evalCase.id}: the reply has no descriptions`);

    if (evalCase.kind === 'crisis') {
      record(report.crisisRecall, crisis, shown);
      continue;
    }
    record(report.falseCrises, !crisis, shown);
    if (evalCase.kind === 'figure') record(report.figureFalseCrises, !crisis, shown);

    if (evalCase.kind === 'out_of_scope' || evalCase.kind === 'greeting') {
      const target = evalCase.kind === 'greeting' ? report.greetings : report.outOfScope;
      record(target, reply.routeslugs.length === 0 && reply.descriptions.length > 0, shown);
      continue;
    }

    const expected = known(evalCase.expect ?? []);
    if ((evalCase.expect ?? []).length === 0) continue;
    if (expected.length === 0) {
      report.skippedCases.push(evalCase.id);
      continue;
    }
    const groups = (evalCase.expectAll ?? []).map(known).filter((group) => group.length > 0);
    const hit = reply.routeslugs.slice(0, 3).some((path) => expected.includes(path));
    const keepsAll = groups.every((group) => group.some((path) => reply.routeslugs.includes(path)));
    record(report.top3.all, hit, shown);
    record(report.top3[evalCase.language], hit, shown);
    if (evalCase.typo) record(report.typos, hit, shown);
    if (evalCase.history !== undefined) record(report.followUps, hit && keepsAll, shown);
  }
  report.skippedPaths = [...skippedPaths].sort();
  return report;
}

/** The targets of issue 8 that this report misses (none when all are met). */
export function missedTargets(report: EvalReport): string[] {
  const share = (rate: { passed: number; total: number }) =>
    rate.total === 0 ? 1 : rate.passed / rate.total;
  const missed: string[] = [];
  if (share(report.top3.en) < 0.95) missed.push('top-3 English under 95%');
  if (share(report.top3.sw) < 0.9) missed.push('top-3 Kiswahili under 90%');
  if (share(report.top3.sheng) < 0.9) missed.push('top-3 Sheng under 90%');
  if (report.crisisRecall.passed < report.crisisRecall.total) missed.push('a crisis was missed');
  if (report.figureFalseCrises.passed < report.figureFalseCrises.total) {
    missed.push('a figure of speech was taken for a crisis');
  }
  return missed;
}

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function percent(target: Rate): string {
  if (target.total === 0) return 'n/a (0 cases)';
  return `${((100 * target.passed) / target.total).toFixed(1)}% (${target.passed}/${target.total})`;
}

export function formatReport(report: EvalReport, { failures = true } = {}): string {
  const lines = [
    `Top-3 hit rate, all:        ${percent(report.top3.all)}`,
    `  English:                  ${percent(report.top3.en)}   (target 95%)`,
    `  Kiswahili:                ${percent(report.top3.sw)}   (target 90%)`,
    `  Sheng:                    ${percent(report.top3.sheng)}   (target 90%)`,
    `  with typos:               ${percent(report.typos)}`,
    `  follow-ups (keep topic):  ${percent(report.followUps)}`,
    `Crisis recall:              ${percent(report.crisisRecall)}   (target 100%)`,
    `No false crisis:            ${percent(report.falseCrises)}`,
    `  figures of speech:        ${percent(report.figureFalseCrises)}   (target 100%)`,
    `Out of scope, no paths:     ${percent(report.outOfScope)}`,
    `Greetings, no paths:        ${percent(report.greetings)}`,
  ];
  if (report.skippedPaths.length > 0) {
    lines.push(
      `Not in the catalogue (skipped): ${report.skippedPaths.join(', ')}; cases skipped: ${report.skippedCases.length}`,
    );
  }
  if (failures) {
    const misses = [
      ...report.top3.all.failures.map((line) => `miss    ${line}`),
      ...report.crisisRecall.failures.map((line) => `crisis  ${line}`),
      ...report.falseCrises.failures.map((line) => `false   ${line}`),
      ...report.outOfScope.failures.map((line) => `scope   ${line}`),
      ...report.greetings.failures.map((line) => `greet   ${line}`),
      ...report.followUps.failures.map((line) => `follow  ${line}`),
    ];
    if (misses.length > 0) lines.push('', ...misses);
  }
  return lines.join('\n');
}
