/**
 * Scores the embedded assistant on tests/server/chat/emergency-heldout.json (issue 32): a held-out set of
 * emergencies, same-day signs and health messages said with a figure of speech, written before that round
 * changed any phrase and never tuned on. Prints aggregate figures only, so nobody tunes on its sentences.
 * An emergency passes when the reply says 999 or 112 and its first path is the doctor or the therapist (crisis
 * help), and, where the reply carries `urgency`, that urgency is `emergency`; a same-day sign when the doctor or
 * the therapist comes first and any `urgency` is `today` or `emergency`; a figure of speech when the reply has a
 * suggestion. Usage: tsx scripts/eval-emergencies.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Assistant } from '../server/chat/assistant';
import { loadCatalogue } from '../server/fixtures';

interface HeldOutCase {
  id: string;
  kind: 'emergency' | 'today' | 'figure';
  language: string;
  input: string;
}

const helpFirst = new Set(['/services/talk-to-a-doctor', '/services/talk-to-a-therapist']);

function passes(kind: HeldOutCase['kind'], reply: Record<string, unknown>): boolean {
  const descriptions = reply.descriptions as string[];
  const routeslugs = reply.routeslugs as string[];
  const urgency = reply.urgency as string | undefined;
  if (kind === 'figure') return routeslugs.length > 0;
  const first = helpFirst.has(routeslugs[0] ?? '');
  if (kind === 'today')
    return first && (urgency === undefined || urgency === 'today' || urgency === 'emergency');
  const numbers = /\b(999|112)\b/.test(descriptions.join(' '));
  return first && numbers && (urgency === undefined || urgency === 'emergency');
}

const file = path.resolve('tests/server/chat/emergency-heldout.json');
const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: HeldOutCase[] }).cases;
const assistant = new Assistant(loadCatalogue(path.resolve(process.env.FIXTURES_DIR ?? 'fixtures')));
const totals = new Map<string, { passed: number; total: number }>();
for (const heldOut of cases) {
  const reply = assistant.reply({ conversationHistory: '', userInput: heldOut.input }) as unknown as Record<
    string,
    unknown
  >;
  for (const key of [heldOut.kind, `${heldOut.kind}/${heldOut.language}`]) {
    const entry = totals.get(key) ?? { passed: 0, total: 0 };
    entry.total += 1;
    if (passes(heldOut.kind, reply)) entry.passed += 1;
    totals.set(key, entry);
  }
}
for (const [key, { passed, total }] of [...totals.entries()].sort()) {
  console.log(`${key.padEnd(18)} ${passed}/${total}`);
}
