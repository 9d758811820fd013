/**
 * Prints how well the embedded assistant answers the evaluation set (tests/server/chat/eval-set.json):
 * top-3 hit rate overall and by language, crisis recall, false crises from figures of speech, out-of-scope
 * handling, and reply latency. Exits with 1 when a target is missed. Usage: tsx scripts/eval-chat.ts
 * [--quiet] (FIXTURES_DIR picks the catalogue, as for the server).
 */
import path from 'node:path';
import { Assistant } from '../server/chat/assistant';
import { loadCatalogue } from '../server/fixtures';
import {
  evaluate,
  formatReport,
  loadEvalSet,
  missedTargets,
  percentile,
} from '../tests/server/chat/evaluation';

function main(): void {
  const quiet = process.argv.includes('--quiet');
  const catalogue = loadCatalogue(path.resolve(process.env.FIXTURES_DIR ?? 'fixtures'));
  const assistant = new Assistant(catalogue);
  const knownPaths = new Set(assistant.recommender.items.map((item) => item.path));
  const cases = loadEvalSet();

  const report = evaluate(cases, (body) => assistant.reply(body), knownPaths);
  console.log(`Assistant evaluation: ${cases.length} cases, ${knownPaths.size} catalogue paths\n`);
  console.log(formatReport(report, { failures: !quiet }));

  // Latency: every case 20 more times, then the largest body the contract allows.
  const latencies: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const evalCase of cases) {
      const started = performance.now();
      assistant.reply({ conversationHistory: evalCase.history ?? '', userInput: evalCase.input });
      latencies.push(performance.now() - started);
    }
  }
  const longInput = cases
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
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `\nReply latency (embedded, ${latencies.length} replies): p50 ${ms(percentile(latencies, 0.5))}, ` +
      `p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}, ` +
      `max ${ms(Math.max(...latencies))}   (target p99 < 50 ms)`,
  );
  console.log(
    `Largest allowed body (2,000-character message, 20,000-character history, 50 replies): ` +
      `p50 ${ms(percentile(largest, 0.5))}, p99 ${ms(percentile(largest, 0.99))}`,
  );

  const missed = missedTargets(report);
  if (percentile(latencies, 0.99) >= 50) missed.push('p99 latency at or over 50 ms');
  if (missed.length > 0) {
    console.log(`\nMissed targets: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll targets met.');
  }
}

main();
