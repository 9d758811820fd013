/**
 * Scores the embedded assistant on emergencies, same-day signs and health messages said with a figure of speech
 * (issue 32; how each passes: scripts/emergencyEvaluation.ts). By default the held-out set
 * tests/server/chat/emergency-heldout.json, written before that round changed any phrase and never tuned on:
 * only its aggregate figures are printed, so nobody tunes on its sentences. With `--dev` the development batch
 * tests/server/chat/eval-signs-dev.json (every `emergency` and `today` sign of the warning-sign catalogue said
 * four ways, and figures of speech), or with a file argument that file: its figures, how many replies name the
 * case's own sign, and its misses. A held-out file's misses are never listed, however it is named.
 * Usage: tsx scripts/eval-emergencies.ts [--dev | <file>]
 */
import path from 'node:path';
import { Assistant } from '../server/chat/assistant';
import { loadCatalogue } from '../server/fixtures';
import {
  emergencyHeldOutFile,
  emergencyPasses,
  loadEmergencyCases,
  signsDevelopmentFile,
} from './emergencyEvaluation';

const args = process.argv.slice(2);
const named = args.find((arg) => !arg.startsWith('-'));
const file = args.includes('--dev')
  ? signsDevelopmentFile
  : named
    ? path.resolve(named)
    : emergencyHeldOutFile;
const listMisses = !path.basename(file).includes('heldout');
const assistant = new Assistant(loadCatalogue(path.resolve(process.env.FIXTURES_DIR ?? 'fixtures')));
const totals = new Map<string, { passed: number; total: number }>();
const count = (key: string, passed: boolean) => {
  const entry = totals.get(key) ?? { passed: 0, total: 0 };
  entry.total += 1;
  if (passed) entry.passed += 1;
  totals.set(key, entry);
};
const misses: string[] = [];
for (const one of loadEmergencyCases(file)) {
  const reply = assistant.reply({ conversationHistory: '', userInput: one.input });
  const passed = emergencyPasses(one.kind, reply);
  for (const key of [one.kind, `${one.kind}/${one.language}`]) count(key, passed);
  if (one.sign) count(`sign named/${one.kind}`, reply.signs.includes(one.sign));
  if (!passed && listMisses) {
    const first = reply.routeslugs[0] ?? 'nothing';
    const got = `${reply.urgency}, first ${first}, signs [${reply.signs.join(', ')}]${reply.crisis ? ', crisis' : ''}`;
    misses.push(`${one.id} ${one.kind}/${one.language} ${one.sign ?? ''}: ${one.input}\n    got ${got}`);
  }
}
console.log(path.relative(process.cwd(), file));
for (const [key, { passed, total }] of [...totals.entries()].sort()) {
  console.log(`${key.padEnd(22)} ${passed}/${total}`);
}
if (misses.length > 0) console.log(`\nMisses (${misses.length}):\n${misses.join('\n')}`);
