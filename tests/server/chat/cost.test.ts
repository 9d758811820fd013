import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHistoryMaxLength, chatInputMaxLength } from '../../../schemas';
import { buildApp } from '../../../server/app';
import { realWords } from '../../../server/chat/language';
import { longestWord, normalise, readMessage, tokenise, TypoIndex } from '../../../server/chat/normalise';
import { readSettings } from '../../../server/settings';
import { catalogue } from '../../helpers/fixtures';
import { makeSiteDir } from '../../helpers/site';

/**
 * What one chat message costs the server (issue 30): CPU time (process.cpuUsage, not wall time) of whole
 * requests through Fastify (inject: routing, hooks, body parsing, the assistant, the answer), each hostile
 * message against a typical one measured beside it in the same run, so the machine's speed cancels out.
 */

const typical = { conversationHistory: '', userInput: 'I have been feeling stressed and I cannot sleep' };
/** How many times a typical message's CPU any message may cost (see docs/decisions/0004-server-plugins.md). */
const mostTimesTypical = 12;

let app: FastifyInstance;
beforeAll(async () => {
  const settings = readSettings({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_GLOBAL_PER_SECOND: '100000000',
  });
  app = buildApp({ settings, catalogue });
  await app.ready();
}, 60_000);
afterAll(() => app.close());

async function cpuOf(body: object): Promise<number> {
  const payload = JSON.stringify(body);
  const start = process.cpuUsage();
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/',
    headers: { 'content-type': 'application/json' },
    payload,
  });
  const used = process.cpuUsage(start);
  expect(response.statusCode).toBe(200);
  return used.user + used.system;
}

/** CPU of the same message sent `count` times, one after another. */
async function runs(count: number, body: object): Promise<number[]> {
  const used: number[] = [];
  for (let run = 0; run < count; run += 1) used.push(await cpuOf(body));
  return used;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The message's CPU over a typical message's: medians of runs taken in turn, one of each at a time. */
async function timesTypical(body: object, runs = 7): Promise<number> {
  const mine: number[] = [];
  const theirs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    theirs.push(await cpuOf(typical));
    mine.push(await cpuOf(body));
  }
  return median(mine) / median(theirs);
}

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** The server takes 32 KB of body: the most of this history and input that fits (in characters and bytes). */
function asBody(history: string, input: string) {
  const userInput = input.slice(0, chatInputMaxLength);
  let conversationHistory = history.slice(0, chatHistoryMaxLength);
  const size = () => Buffer.byteLength(JSON.stringify({ conversationHistory, userInput }));
  while (size() > bodyLimit) {
    conversationHistory = conversationHistory.slice(0, Math.floor(conversationHistory.length * 0.95));
  }
  return { conversationHistory, userInput };
}
const bodyLimit = 32 * 1024;

const crisis = JSON.parse(readFileSync('fixtures/assistant/crisis.json', 'utf8')) as {
  rules: { en: string[]; sw: string[] }[];
  classes: Record<string, { words: string[] }>;
};
const rulePhrases = crisis.rules
  .flatMap((rule) => [...rule.en, ...rule.sw])
  .join(' ')
  .replace(/[{}/]/g, ' ');
const classWords = Object.values(crisis.classes)
  .flatMap((wordClass) => wordClass.words)
  .join(' ')
  .replace(/\*/g, '');

/** The most costly messages we could think of, each as long as the contract lets it be. */
const hostile: Record<string, { conversationHistory: string; userInput: string }> = {
  'U+01C4 (one 4,000-letter word once decomposed)': asBody('\u01c4'.repeat(20000), '\u01c4'.repeat(2000)),
  'U+FDFA (18 characters and 4 words each)': asBody('\ufdfa'.repeat(8500), '\ufdfa'.repeat(2000)),
  'one long word of two letters': asBody(fill('ab', 20000), fill('ab', 2000)),
  'one-letter words': asBody(fill('a ', 20000), fill('a ', 2000)),
  'ligatures and presentation forms': asBody(
    fill('\ufb01\ufb03\ufe8d\ufef5 ', 20000),
    fill('\ufb00\ufb04 ', 2000),
  ),
  'combining marks': asBody(fill('e\u0301\u0302\u0303\u0304', 20000), fill('a\u0300\u0301\u0302 ', 2000)),
  'crisis rules, word after word': asBody(fill(`${rulePhrases} `, 20000), fill(`${rulePhrases} `, 2000)),
  'crisis word classes': asBody(fill(`${classWords} `, 20000), fill(`${classWords} `, 2000)),
  'Kiswahili verbs': asBody(fill('nimejikata najiua nitajinyonga ', 20000), fill('nimejikata najiua ', 2000)),
  'numbers and negations': asBody(fill('not really 99 die pills ', 20000), fill('never 20k rope ', 2000)),
  'ordinary sentences, as long as allowed': asBody(
    fill('I feel sad and cannot sleep. ', 20000),
    fill('I feel sad and cannot sleep. ', 2000),
  ),
};

describe('what the text work of one message costs', () => {
  it('decomposes no further than the limit, whatever one character becomes', () => {
    const limit = 1000;
    const normal = normalise('\ufdfa'.repeat(2000), { limit });
    expect(normal.length).toBeLessThanOrEqual(limit);
    expect(normal.length).toBeGreaterThan(limit - 50);
    // The latest words of a conversation: the end kept, the start dropped.
    expect(normalise(`first ${'x '.repeat(2000)}last`, { limit: 20, keep: 'end' })).toMatch(/ last$/);
    // Within the limit, exactly what it was before.
    expect(normalise('  Siwezi KULALA!!! Café, self-harm? ', { limit: 4000 })).toBe(
      'siwezi kulala cafe self harm',
    );
  });

  it('cuts a word at the longest a word can be', () => {
    const [word] = tokenise('\u01c4'.repeat(2000));
    expect(word).toBe('dz'.repeat(longestWord / 2));
  });

  it('reads a long message by its start and its end, and a short one whole', () => {
    expect(readMessage('I feel sad', 10, 100)).toEqual({ words: ['i', 'feel', 'sad'], cut: false });
    const long = readMessage(`start ${'middle '.repeat(500)}end`, 10, 10_000);
    expect(long).toEqual({ words: ['start', ...Array(8).fill('middle'), 'end'], cut: true });
  });

  it('looks for no near spelling of a word longer than every known word', () => {
    const index = new TypoIndex(['depression', 'anxiety'], realWords);
    const start = process.cpuUsage();
    expect(index.lookup('ab'.repeat(400))).toEqual([]);
    const used = process.cpuUsage(start);
    // The deletions of an 800-letter word were 320,000 strings of 800 letters each.
    expect((used.user + used.system) / 1000).toBeLessThan(50);
    expect(index.lookup('depresion')).toEqual(['depression']);
  });

  it.each(Object.entries(hostile))(
    `costs at most ${mostTimesTypical} times a typical message: %s`,
    async (_name, body) => {
      for (let warm = 0; warm < 20; warm += 1) await cpuOf(typical);
      const ratio = await timesTypical(body);
      expect(ratio).toBeLessThanOrEqual(mostTimesTypical);
    },
    60_000,
  );

  it('costs a small multiple of a typical message for any text up to the limits (property)', async () => {
    for (let warm = 0; warm < 20; warm += 1) await cpuOf(typical);
    const typicalCpu = median(await runs(7, typical));
    // Letters with case and compatibility expansions, combining marks, ligatures, presentation forms,
    // emoji, Kiswahili and Arabic letters, digits and spaces, and anything else.
    const piece = fc.oneof(
      fc.constantFrom(
        '\u01c4',
        '\u01c5',
        '\u0130',
        '\u00df',
        '\ufdfa',
        '\ufdfb',
        '\u3398',
        '\u2474',
        '\u00bd',
      ),
      fc.constantFrom('\u0301', '\u0308', '\u20dd', '\u0670'),
      fc.constantFrom('\ufb01', '\ufb03', '\ufb00', '\ufe8d', '\ufef5', '\uff21', '\u1d400'),
      fc.constantFrom('😀', '👩‍👩‍👧', '🇰🇪', '\u200b', '\u200d', '\ufeff'),
      fc.constantFrom('nimejikata ', 'kill myself ', 'sina usingizi ', 'pills ', '99 ', 'not ', 'die '),
      fc.constantFrom('a', 'b', ' ', '.', '\n'),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    );
    const text = (most: number) => fc.array(piece, { maxLength: most }).map((pieces) => pieces.join(''));
    await fc.assert(
      fc.asyncProperty(
        text(chatInputMaxLength / 2),
        text(chatHistoryMaxLength / 8),
        fc.nat(),
        async (input, history, repeat) => {
          // Up to the limits: the pieces repeated until the message is as long as the contract allows.
          const body = asBody(history.repeat(1 + (repeat % 8)), `x${input}`.repeat(1 + (repeat % 8)));
          const cpu = median(await runs(3, body));
          expect(cpu / typicalCpu).toBeLessThanOrEqual(mostTimesTypical);
        },
      ),
      { numRuns: 30, seed: 30 },
    );
  }, 120_000);
});

/** CPU seconds a process has used (user and system), from /proc, as `npm run bench` reads them. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

describe('what the costliest messages cost the server, over HTTP', () => {
  let child: ChildProcess;
  let url = '';
  beforeAll(async () => {
    const port = 3700 + Math.floor(Math.random() * 90);
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_ROOT: makeSiteDir(),
        RATE_LIMIT_PER_MINUTE: '100000000',
        RATE_LIMIT_GLOBAL_PER_SECOND: '100000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += String(chunk)));
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    for (let attempt = 0; attempt < 600 && !output.includes('Open http'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!output.includes('Open http')) throw new Error(`server did not start: ${output}`);
    url = `http://127.0.0.1:${port}/api/chat/`;
  }, 90_000);
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  /** The server's CPU per request, in ms, for one body sent `count` times, one after another. */
  async function serverCpu(body: object, count: number): Promise<number> {
    const payload = JSON.stringify(body);
    const before = cpuSecondsOf(child.pid!);
    for (let sent = 0; sent < count; sent += 1) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    return ((cpuSecondsOf(child.pid!) - before) * 1000) / count;
  }

  it('costs at most 5 times a typical message, the worst we could construct (issue 30)', async () => {
    for (let warm = 0; warm < 5; warm += 1) {
      await serverCpu(typical, 40);
      for (const body of Object.values(hostile)) await serverCpu(body, 2);
    }
    const ratios: Record<string, number> = {};
    let before = await serverCpu(typical, 100);
    for (const [name, body] of Object.entries(hostile)) {
      const cost = await serverCpu(body, 30);
      const after = await serverCpu(typical, 100);
      ratios[name] = Math.round((cost / ((before + after) / 2)) * 10) / 10;
      before = after;
    }
    const worst = Math.max(...Object.values(ratios));
    expect(worst, JSON.stringify(ratios, null, 1)).toBeLessThanOrEqual(5);
  }, 300_000);
});
