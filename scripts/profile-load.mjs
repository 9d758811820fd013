#!/usr/bin/env node
/* global document */
// Where a page's main-thread time goes while it loads: Debian's Chromium with a phone's screen and a 4x slower
// CPU (as Lighthouse's mobile run), a trace with V8's sampling profiler, and every long task (50 ms or more)
// taken apart by the code its samples were in, mapped back to the sources through the build's sourcemaps.
//
//   npx vite build --sourcemap --outDir /tmp/prof-web && node scripts/compress-assets.mjs /tmp/prof-web
//   WEB_ROOT=/tmp/prof-web PORT=3471 node dist/server/main.js &
//   node scripts/profile-load.mjs http://127.0.0.1:3471/categories [--runs 3] [--min 50] [--trace out.json]
//
// For each long task: its time, what the trace says ran in it (parsing, style, layout, script), and its samples
// grouped three ways: by the package or source file of the function that was running (self), by the innermost
// app component or module on the stack (which part of the page was being rendered or run), and by the
// top-down phase (hydration's render, React's commit, Emotion's style insertion, the scheduler, module start).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const urls = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const summary = args.includes('--summary');
if (urls.length === 0)
  throw new Error('usage: node scripts/profile-load.mjs <url> [--runs n] [--min ms] [--trace file]');
const runs = Number(option('--runs')) || 1;
const minMs = Number(option('--min')) || 50;
// 4: the phone's CPU applied. 1: the host's own speed, as Lighthouse's simulation records its trace before it
// multiplies every task by 4 (a task of 12.5 ms here is a long task there).
const cpuRate = Number(option('--cpu') ?? 4);
const webRoot = option('--web-root') ?? process.env.WEB_ROOT ?? 'dist/web';

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** Lighthouse's mobile device: a Moto G Power's screen and user agent. */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};

async function traceOnce(browser, url) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await browser.startTracing(page, { categories });
  await page.goto(url, { waitUntil: 'load' });
  // A fixed wait, not a poll: a poll's script would run in the page and show in its profile.
  await page.waitForTimeout(Number(option('--wait')) || 6000);
  const buffer = await browser.stopTracing();
  const ready = await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));
  if (!ready) console.log('  (the app had not taken the page over by the end of the trace)');
  await context.close();
  return JSON.parse(buffer.toString('utf8')).traceEvents;
}

// --- sourcemaps: a built file's line and column back to its source file and function ---------------------
const consumers = new Map();
function consumerFor(scriptUrl) {
  if (consumers.has(scriptUrl)) return consumers.get(scriptUrl);
  let consumer = null;
  // Each build's folder (comma-separated), where the script's file has its map.
  for (const root of webRoot.split(',')) {
    try {
      const file = path.join(root, new URL(scriptUrl).pathname);
      consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      break;
    } catch {
      // no map here (or an inline script's): the next folder, else the frame keeps its built name
    }
  }
  consumers.set(scriptUrl, consumer);
  return consumer;
}

/** A frame as `source` (a package, or a path under src/) and `name` (the function, its original name if known). */
function original(callFrame) {
  const { url: scriptUrl, lineNumber, columnNumber, functionName } = callFrame;
  if (!scriptUrl) return { source: functionName || '(native)', name: functionName || '(native)' };
  const consumer = consumerFor(scriptUrl);
  if (!consumer) return { source: scriptUrl.replace(/^.*\//, ''), name: functionName || '(anonymous)' };
  const position = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const source = position.source
    ? position.source.includes('node_modules/')
      ? position.source.replace(/^.*node_modules\//, '')
      : position.source.replace(/^.*?\/?(src|preview)\//, '$1/')
    : `${scriptUrl.replace(/^.*\//, '')} (unmapped)`;
  if (!position.source)
    return { source, name: `${functionName || '(anonymous)'} at ${lineNumber + 1}:${columnNumber}` };
  return { source, name: position.name || functionName || '(anonymous)' };
}

/** A source's group: its package (MUI and Emotion by their package), or the app's own file. */
function packageOf(source) {
  const match = /^(@[^/]+\/[^/]+|[^/]+)/.exec(source);
  if (!match) return source;
  if (match[1] === 'src') return source.replace(/\.[jt]sx?$/, '');
  return match[1];
}

// --- the trace ----------------------------------------------------------------------------------------------
function mainThread(events) {
  const pageStart = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!pageStart) throw new Error('No navigationStart of the page in the trace.');
  return { pid: pageStart.pid, tid: pageStart.tid, start: pageStart.ts };
}

/** Every sample of the main thread: its time and its stack (innermost first), mapped. */
function samplesOf(events, { pid, tid }) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id || chunk.pid !== pid) continue;
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? [])
      nodes.set(node.id, { ...node, frame: original(node.callFrame) });
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index];
      samples.push({ time, id });
    });
  }
  // Parents from children lists, where nodes give them that way.
  for (const node of nodes.values())
    for (const child of node.children ?? []) nodes.get(child).parent ??= node.id;
  const stackOf = (id) => {
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node.frame);
    return stack;
  };
  return samples.map(({ time, id }) => ({ time, stack: stackOf(id) }));
}

/** Which phase a sample belongs to, from its whole stack (innermost first). */
function phaseOf(stack) {
  const sources = stack.map((frame) => frame.source);
  const names = stack.map((frame) => frame.name);
  const top = stack[0];
  if (!top) return '(idle)';
  if (['(garbage collector)', '(program)', '(idle)', '(root)'].includes(top.source)) return top.source;
  if (sources.some((source) => source.startsWith('@emotion/'))) return 'emotion (styles)';
  if (names.some((name) => /^commit/.test(name))) return 'react commit';
  if (names.some((name) => /hydrat|Hydrat/.test(name))) return 'react render (hydration)';
  if (names.some((name) => /^(performUnitOfWork|beginWork|completeWork|renderWith|workLoop)/.test(name)))
    return 'react render';
  if (sources.some((source) => source.startsWith('src/'))) return 'app code outside react';
  return `other: ${packageOf(top.source)}`;
}

/** The running function with its package; a browser-native one with the script function that called it. */
function selfFunction(stack) {
  const [top, caller] = stack;
  if (!top) return '(idle)';
  const named = (frame) => `${packageOf(frame.source)} ${frame.name}`;
  return top.source === top.name && caller ? `${top.name} <- ${named(caller)}` : named(top);
}

/** Time on the stack of each function (a recursive one counted once per sample). */
function inclusive(samples, interval) {
  const counts = new Map();
  for (let index = 0; index < samples.length; index++) {
    const ms = ((samples[index + 1]?.time ?? samples[index].time + interval) - samples[index].time) / 1000;
    const keys = new Set(samples[index].stack.map((frame) => `${packageOf(frame.source)} ${frame.name}`));
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + ms);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

function innermostApp(stack) {
  const frame = stack.find((candidate) => candidate.source.startsWith('src/'));
  return frame
    ? `${frame.source.replace(/^src\//, '').replace(/\.[jt]sx?$/, '')} ${frame.name}`
    : '(none of the app)';
}

function tally(samples, keyOf, interval) {
  const counts = new Map();
  for (let index = 0; index < samples.length; index++) {
    const next = samples[index + 1]?.time ?? samples[index].time + interval;
    const key = keyOf(samples[index].stack);
    counts.set(key, (counts.get(key) ?? 0) + (next - samples[index].time) / 1000);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const shown = (entries, limit = 8) =>
  entries
    .slice(0, limit)
    .map(([key, ms]) => `      ${ms.toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');

function report(events) {
  const thread = mainThread(events);
  const own = events.filter(
    (event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X',
  );
  const samples = samplesOf(events, thread);
  const interval = samples.length > 1 ? (samples.at(-1).time - samples[0].time) / samples.length : 100;
  const mark = (name) => events.find((event) => event.name === name && event.pid === thread.pid);
  const since = (ts) => ((ts - thread.start) / 1000).toFixed(0);
  const fcp = mark('firstContentfulPaint');
  console.log(
    `FCP at ${fcp ? since(fcp.ts) : '?'} ms; app start at ${since(mark('kipimo:app-start')?.ts ?? NaN)} ms`,
  );
  const tasks = own
    .filter((event) => event.name === 'RunTask' && event.dur >= 1000)
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let all = [];
  const brief = [];
  for (const task of tasks) {
    const ms = task.dur / 1000;
    // As Lighthouse's simulation would count it: the task at the phone's speed, less 50 ms.
    const atPhoneSpeed = (ms * 4) / cpuRate;
    if (fcp && task.ts > fcp.ts && atPhoneSpeed > 50) blocking += atPhoneSpeed - 50;
    if (ms < minMs) continue;
    if (summary) {
      const mine = samples.filter((sample) => sample.time >= task.ts && sample.time <= task.ts + task.dur);
      const [[phase] = ['?']] = tally(mine, phaseOf, interval);
      brief.push(`${ms.toFixed(0)}${fcp && task.ts < fcp.ts ? ' before FCP' : ''} (${phase})`);
      continue;
    }
    const inside = (event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur;
    const work = new Map();
    for (const event of own)
      if (
        event !== task &&
        inside(event) &&
        [
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'v8.compile',
          'v8.compileModule',
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'RunMicrotasks',
          'MinorGC',
          'MajorGC',
        ].includes(event.name)
      )
        work.set(event.name, (work.get(event.name) ?? 0) + event.dur / 1000);
    const mine = samples.filter((sample) => sample.time >= task.ts && sample.time <= task.ts + task.dur);
    all = all.concat(mine);
    console.log(
      `\n  task at ${since(task.ts)} ms, ${ms.toFixed(1)} ms: ` +
        [...work].map(([name, value]) => `${name} ${value.toFixed(1)}`).join(', '),
    );
    console.log('    phase:\n' + shown(tally(mine, phaseOf, interval)));
    console.log('    app part on the stack:\n' + shown(tally(mine, innermostApp, interval), 12));
    console.log(
      '    running (self):\n' +
        shown(tally(mine, (stack) => packageOf(stack[0]?.source ?? '(idle)'), interval)),
    );
    console.log('    running (self), by function:\n' + shown(tally(mine, selfFunction, interval), 12));
    if (args.includes('--inclusive'))
      console.log('    inclusive, by function:\n' + shown(inclusive(mine, interval), 30));
  }
  if (summary) console.log(`  blocking ${blocking.toFixed(0)} ms; tasks (ms): ${brief.join(', ')}`);
  else
    console.log(
      `\n  blocking after FCP (each task at 4x this host's time, less 50 ms): ${blocking.toFixed(0)} ms`,
    );
  return { blocking, all, interval };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
try {
  // Several addresses (the same page of two builds, say) are loaded in turn, run after run.
  for (let run = 1; run <= runs; run++) {
    for (const [index, url] of urls.entries()) {
      console.log(`${summary ? '' : '\n'}=== ${url} run ${run}`);
      const events = await traceOnce(browser, url);
      if (option('--trace'))
        await writeFile(
          option('--trace').replace(/(\.json)?$/, `-${index}-${run}.json`),
          JSON.stringify(events),
        );
      report(events);
    }
  }
} finally {
  await browser.close();
}
