/**
 * Prints how well the embedded assistant answers its evaluation sets: the development set
 * (tests/server/chat/eval-set.json, which the knowledge may be tuned on) and the held-out sets
 * (eval-heldout.json, eval-heldout-2.json … eval-heldout-22.json; see docs/assistant.md). For each: top-3
 * hit rate by language, crisis recall, false crises, out-of-scope handling, health messages left empty
 * and warning signs with the doctor first; then reply latency in process and over HTTP. Exits with 1 when
 * a target is missed. The cases a set misses are listed for the development set (not with --quiet), and
 * with --seen for held-out sets 1 and 2 too: the third round of issue 20 looked at their misses, so they
 * are seen now. Held-out sets 3 and on print aggregate figures and nothing else, so nobody tunes on their sentences.
 * The scope batches (eval-scope-dev*.json) and the crisis batches (eval-crisis-dev.json, eval-crisis-dev-2.json)
 * are development too: their misses are listed, but for the fourth to thirteenth scope batches only their odd halves'
 * (the veto model's examples); their even halves, which the scope models never learn from, print figures only.
 * The third crisis batch (eval-crisis-dev-3.json)
 * is scored whole and by halves: the misses of its odd half (the crisis model's examples) are listed, its even
 * half (the check, never trained on) prints figures only; so does the fourth (eval-crisis-dev-4.json: crises said
 * without the usual words and their look-alikes) and the fifth (eval-crisis-dev-5.json: crises the shape of the
 * message hides). The paths batch (eval-paths-dev.json) is scored
 * whole and by halves: the misses of its odd half are listed, its even half (the check) prints figures only.
 * With --dev only the development sets and held-out sets 1 and 2 are read (sets 3 and on are neither loaded
 * nor scored, for whoever changes the assistant and must stay blind to them); with --note=<start> the
 * development and scope-batch cases whose note starts so (a new batch) are also scored on their own.
 * Usage: tsx scripts/eval-chat.ts [--quiet] [--seen] [--dev] [--note=<start>] (FIXTURES_DIR picks the
 * catalogue, as for the server).
 */
import path from 'node:path';
import type { ChatBody } from '../schemas';
import { buildApp } from '../server/app';
import { Assistant } from '../server/chat/assistant';
import { loadCatalogue } from '../server/fixtures';
import { readSettings } from '../server/settings';
import {
  developmentSetFile,
  evaluate,
  formatReport,
  heldOutSetFile,
  heldOutSets,
  crisisDevelopmentSetFile,
  crisisDevelopment2SetFile,
  crisisDevelopment3SetFile,
  crisisDevelopment4SetFile,
  crisisDevelopment5SetFile,
  inCrisis3CheckHalf,
  inCrisis4CheckHalf,
  inCrisis5CheckHalf,
  scopeDevelopmentSetFile,
  scopeDevelopment2SetFile,
  scopeDevelopment3SetFile,
  scopeDevelopment4SetFile,
  scopeDevelopment5SetFile,
  scopeDevelopment6SetFile,
  scopeDevelopment7SetFile,
  scopeDevelopment8SetFile,
  scopeDevelopment9SetFile,
  scopeDevelopment10SetFile,
  scopeDevelopment11SetFile,
  scopeDevelopment12SetFile,
  scopeDevelopment13SetFile,
  inScope4CheckHalf,
  inPathsCheckHalf,
  pathsDevelopmentSetFile,
  pathsDevelopment2SetFile,
  pathsDevelopment3SetFile,
  pathsDevelopment4SetFile,
  loadEvalSet,
  missedTargets,
  percentile,
  type EvalCase,
} from './chatEvaluation';

const inProcessTargetMs = 10;
const httpTargetMs = 20;

const ms = (value: number) => `${value.toFixed(2)} ms`;
const body = (evalCase: EvalCase): ChatBody => ({
  conversationHistory: evalCase.history ?? '',
  userInput: evalCase.input,
});

async function main(): Promise<void> {
  const quiet = process.argv.includes('--quiet');
  const seen = process.argv.includes('--seen');
  const devOnly = process.argv.includes('--dev');
  const note = process.argv.find((arg) => arg.startsWith('--note='))?.slice('--note='.length);
  const catalogue = loadCatalogue(path.resolve(process.env.FIXTURES_DIR ?? 'fixtures'));
  const assistant = new Assistant(catalogue);
  const knownPaths = new Set(assistant.recommender.items.map((item) => item.path));
  const missed: string[] = [];
  const all: EvalCase[] = [];

  const sets: [string, string, boolean][] = [
    ['Development set (tuned on)', developmentSetFile, !quiet],
    ['Scope batch of issue 32 (development, tuned on; misses listed)', scopeDevelopmentSetFile, !quiet],
    [
      'Second scope batch of issue 32 (development, tuned on; misses listed)',
      scopeDevelopment2SetFile,
      !quiet,
    ],
    [
      'Third scope batch of issue 32 (development, tuned on; misses listed)',
      scopeDevelopment3SetFile,
      !quiet,
    ],
    // Scope batches 4-13: misses of their odd halves only, below; their even halves are scored, never read.
    ['Fourth scope batch of issue 32 (development; whole, figures only)', scopeDevelopment4SetFile, false],
    ['Fifth scope batch of issue 32 (development; whole, figures only)', scopeDevelopment5SetFile, false],
    ['Sixth scope batch of issue 32 (development; whole, figures only)', scopeDevelopment6SetFile, false],
    ['Seventh scope batch of issue 32 (development; whole, figures only)', scopeDevelopment7SetFile, false],
    ['Eighth scope batch of issue 32 (development; whole, figures only)', scopeDevelopment8SetFile, false],
    ['Ninth scope batch of issue 32 (development; whole, figures only)', scopeDevelopment9SetFile, false],
    ['Tenth scope batch of issue 32 (development; whole, figures only)', scopeDevelopment10SetFile, false],
    ['Eleventh scope batch of issue 32 (development; whole, figures only)', scopeDevelopment11SetFile, false],
    ['Twelfth scope batch of issue 32 (development; whole, figures only)', scopeDevelopment12SetFile, false],
    [
      'Thirteenth scope batch of issue 32 (development; whole, figures only)',
      scopeDevelopment13SetFile,
      false,
    ],
    [
      'Crisis batch of issue 32 (development, training examples since the eighth change; misses listed)',
      crisisDevelopmentSetFile,
      !quiet,
    ],
    [
      'Second crisis batch of issue 32 (development, written blind to the assistant; misses listed)',
      crisisDevelopment2SetFile,
      !quiet,
    ],
    // Misses of its odd half only, below: its even half is scored, never read.
    ['Third crisis batch of issue 32 (development; whole, figures only)', crisisDevelopment3SetFile, false],
    // Misses of its odd half only, below: its even half is scored, never read.
    ['Fourth crisis batch of issue 32 (development; whole, figures only)', crisisDevelopment4SetFile, false],
    // Misses of its odd half only, below: its even half is scored, never read.
    ['Fifth crisis batch of issue 32 (development; whole, figures only)', crisisDevelopment5SetFile, false],
    // Misses of its odd half only, below: its even half is scored, never read.
    ['Paths batch of issue 32 (development; whole, figures only)', pathsDevelopmentSetFile, false],
    ['Second paths batch of issue 32 (development; whole, figures only)', pathsDevelopment2SetFile, false],
    ['Third paths batch of issue 32 (development; whole, figures only)', pathsDevelopment3SetFile, false],
    ['Fourth paths batch of issue 32 (development; whole, figures only)', pathsDevelopment4SetFile, false],
  ];
  for (const { number, about } of heldOutSets) {
    // Sets 1 and 2 list their misses with --seen; the blind sets (3 and on) print figures only, none with --dev.
    if (number <= 2) sets.push([`Held-out set ${number} (${about})`, heldOutSetFile(number), seen]);
    else if (!devOnly) sets.push([`Held-out set ${number} (${about})`, heldOutSetFile(number), false]);
  }
  for (const [name, file, listFailures] of sets) {
    const cases = loadEvalSet(file);
    all.push(...cases);
    if (note !== undefined && (file === developmentSetFile || file === scopeDevelopmentSetFile)) {
      const batch = cases.filter((evalCase) => evalCase.note?.startsWith(note));
      const batchReport = evaluate(batch, (request) => assistant.reply(request), knownPaths);
      console.log(`Development cases noted "${note}…": ${batch.length} cases\n`);
      console.log(formatReport(batchReport, { failures: !quiet }));
      console.log('');
    }
    const report = evaluate(cases, (request) => assistant.reply(request), knownPaths);
    console.log(`${name}: ${cases.length} cases, ${knownPaths.size} catalogue paths\n`);
    console.log(formatReport(report, { failures: listFailures }));
    console.log('');
    missed.push(...missedTargets(report).map((target) => `${name}: ${target}`));
    const pathsBatch = [
      pathsDevelopmentSetFile,
      pathsDevelopment2SetFile,
      pathsDevelopment3SetFile,
      pathsDevelopment4SetFile,
    ].includes(file);
    const crisisBatch = [
      crisisDevelopment3SetFile,
      crisisDevelopment4SetFile,
      crisisDevelopment5SetFile,
    ].includes(file);
    if (pathsBatch || crisisBatch) {
      // The odd half may be tuned on (misses listed); the even half is the check, figures only.
      const inCheckHalf = pathsBatch
        ? inPathsCheckHalf
        : file === crisisDevelopment5SetFile
          ? inCrisis5CheckHalf
          : file === crisisDevelopment4SetFile
            ? inCrisis4CheckHalf
            : inCrisis3CheckHalf;
      for (const [half, check, list] of [
        ['Its odd half (tuned on; misses listed)', false, !quiet],
        ['Its even half (the check, never read; figures only)', true, false],
      ] as const) {
        const halfCases = cases.filter((evalCase) => inCheckHalf(evalCase) === check);
        const halfReport = evaluate(halfCases, (request) => assistant.reply(request), knownPaths);
        console.log(`${half}: ${halfCases.length} cases\n`);
        console.log(formatReport(halfReport, { failures: list }));
        console.log('');
      }
    }
    if (
      [
        scopeDevelopment4SetFile,
        scopeDevelopment5SetFile,
        scopeDevelopment6SetFile,
        scopeDevelopment7SetFile,
        scopeDevelopment8SetFile,
        scopeDevelopment9SetFile,
        scopeDevelopment10SetFile,
        scopeDevelopment11SetFile,
        scopeDevelopment12SetFile,
        scopeDevelopment13SetFile,
      ].includes(file)
    ) {
      // Its odd half may be trained on (misses listed); its even half is the check, figures only.
      const odd = cases.filter((evalCase) => !inScope4CheckHalf(evalCase));
      const oddReport = evaluate(odd, (request) => assistant.reply(request), knownPaths);
      console.log(`Its odd half (may be trained on; misses listed): ${odd.length} cases\n`);
      console.log(formatReport(oddReport, { failures: !quiet }));
      console.log('');
      // The half the scope model never learns from, scored apart.
      const check = cases.filter(inScope4CheckHalf);
      const checkReport = evaluate(check, (request) => assistant.reply(request), knownPaths);
      console.log(`Its check half (even numbers, never trained on): ${check.length} cases\n`);
      console.log(formatReport(checkReport, { failures: false }));
      console.log('');
    }
  }

  // In process: every case of the sets read 10 more times, then the largest body the contract allows.
  const latencies: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    for (const evalCase of all) {
      const started = performance.now();
      assistant.reply(body(evalCase));
      latencies.push(performance.now() - started);
    }
  }
  const longInput = all
    .map((evalCase) => evalCase.input)
    .join(' ')
    .slice(0, 2000);
  const longHistory = Array.from({ length: 20 }, () => longInput)
    .join(' ')
    .slice(0, 20_000);
  const largest: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    const started = performance.now();
    assistant.reply({ conversationHistory: longHistory, userInput: longInput });
    largest.push(performance.now() - started);
  }
  const inProcess = percentile(latencies, 0.99);
  console.log(
    `Reply latency in process (${latencies.length} replies): p50 ${ms(percentile(latencies, 0.5))}, ` +
      `p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(inProcess)}, max ${ms(latencies.reduce((most, value) => Math.max(most, value), 0))}` +
      `   (target p99 < ${inProcessTargetMs} ms)`,
  );
  console.log(
    `Largest allowed body (2,000-character message, 20,000-character history, 50 replies): ` +
      `p50 ${ms(percentile(largest, 0.5))}, p99 ${ms(percentile(largest, 0.99))}`,
  );
  if (inProcess >= inProcessTargetMs) missed.push(`p99 in process at or over ${inProcessTargetMs} ms`);

  // Over HTTP on loopback: the real route (validation, rate limit, JSON), one request at a time, after a
  // warm-up of 200 requests. A 429 from the per-address limit is waited out (Retry-After) and the request
  // sent again; the wait is not counted.
  const settings = {
    ...readSettings({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_GLOBAL_PER_SECOND: '1000000',
    }),
  };
  const app = buildApp({ settings, catalogue });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/chat/`;
  const overHttp: number[] = [];
  const post = async (evalCase: EvalCase): Promise<number> => {
    for (let attempt = 0; ; attempt += 1) {
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(evalCase)),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status === 200) return elapsed;
      if (response.status !== 429 || attempt >= 3) {
        throw new Error(`${evalCase.id}: status ${response.status}`);
      }
      const wait = Number(response.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, 1000 * Math.max(1, wait)));
    }
  };
  try {
    for (const evalCase of all.slice(0, 200)) await post(evalCase);
    for (let round = 0; round < 2; round += 1) {
      for (const evalCase of all) overHttp.push(await post(evalCase));
    }
  } finally {
    await app.close();
  }
  const http = percentile(overHttp, 0.99);
  console.log(
    `Reply latency over HTTP (${overHttp.length} requests after 200 to warm up): ` +
      `p50 ${ms(percentile(overHttp, 0.5))}, p95 ${ms(percentile(overHttp, 0.95))}, p99 ${ms(http)}` +
      `   (target p99 < ${httpTargetMs} ms)`,
  );
  if (http >= httpTargetMs) missed.push(`p99 over HTTP at or over ${httpTargetMs} ms`);

  if (missed.length > 0) {
    console.log(`\nMissed targets:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll targets met on the ${sets.length} sets.`);
  }
}

await main();
