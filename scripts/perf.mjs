#!/usr/bin/env node
// npm run perf: Lighthouse (mobile, simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU) on the pages issue 19
// names, against the built server with its compression, N runs per page interleaved, medians printed as a
// table. Debian's Chromium only (/usr/bin/chromium or $CHROME_PATH); nothing downloads a browser.
//
//   npm run perf                 build, then 3 runs per page
//   node scripts/perf.mjs --runs 5 --json     (after npm run build) one JSON line per page as well
//   node scripts/perf.mjs --builds /tmp/a,/tmp/b   builds side by side, runs alternating (each folder holds a
//                                                 dist/ and fixtures/, as a checkout does): a shared machine's
//                                                 load then weighs on each build alike
//   node scripts/perf.mjs --throttling applied     the same link and CPU applied while the page loads, not
//                                                 simulated from a loopback trace (docs/performance.md, "Paint
//                                                 first": the simulation counts a script that beat the paint on
//                                                 loopback into the first paint); --throttling cpu: a fast link
//                                                 and the 4x CPU
//   node scripts/perf.mjs --ports 3471,3472        fixed ports for the builds' servers (one per build, in order)
//   node scripts/perf.mjs --pages /categories      only these pages (comma-separated)
//   node scripts/perf.mjs --traces /tmp/traces     keep each run's trace (Chrome's trace format, for DevTools)
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const allPages = [
  '/categories',
  '/categories/mental-health',
  '/tests/depression',
  '/services/talk-to-a-doctor',
];
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const json = args.includes('--json');
const builds = args.includes('--builds') ? args[args.indexOf('--builds') + 1].split(',') : ['.'];
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const pages = option('--pages')?.split(',') ?? allPages;
const ports = option('--ports')?.split(',').map(Number) ?? [];
const tracesDir = option('--traces');
const throttlingMode = args.includes('--throttling') ? args[args.indexOf('--throttling') + 1] : 'simulate';
/** Lighthouse's settings for each mode: its mobile defaults (150 ms RTT, 1.6 Mbps, 4x CPU), simulated or applied. */
const throttlingSettings = {
  simulate: {},
  applied: { throttlingMethod: 'devtools' },
  cpu: {
    throttlingMethod: 'devtools',
    throttling: {
      rttMs: 0,
      throughputKbps: 0,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
      cpuSlowdownMultiplier: 4,
    },
  },
}[throttlingMode];
if (!throttlingSettings) throw new Error(`--throttling ${throttlingMode}: simulate, applied or cpu`);

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port, folder) {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: folder,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('The built server did not start: run npm run build first.');
}

async function lighthouseOnce(url, traceName) {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'kipimo-perf-'));
  const browser = await chromeLauncher.launch({ chromePath: chrome, chromeFlags: flags, userDataDir });
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...throttlingSettings,
    });
    if (tracesDir && traceName) {
      await writeFile(
        path.join(tracesDir, `${traceName}.json`),
        JSON.stringify(artifacts.Trace ?? artifacts.traces?.defaultPass),
      );
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id].numericValue;
    const requests = lhr.audits['network-requests'].details.items;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsBytes: requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize || 0), 0),
      totalBytes: audit('total-byte-weight'),
      entryMs: appEntry(requests)?.networkEndTime ?? NaN,
      // Lighthouse's probe of the host's CPU speed: a busy or slower machine reads lower.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuTbtMs: cpuBlockingTime(artifacts.Trace?.traceEvents ?? []),
    };
  } finally {
    await browser.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Total blocking time counted from each main-thread task's CPU time (the trace's thread duration), not its
 * wall time: times 4 (the simulated phone), less 50 ms, for the tasks after the first contentful paint. On a
 * loaded machine a task's wall time includes the time its thread waited for a core, and Lighthouse's TBT
 * swings with that (runs of 47 and 3,223 ms of the same page side by side); this does far less. It leaves out
 * Lighthouse's simulated network and its window to interactive, so it reads beside Lighthouse's figure, as a
 * comparison between builds, not as the budget's figure.
 */
function cpuBlockingTime(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint.pid && event.args.name === 'CrRendererMain',
  );
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== paint.pid) continue;
    if (event.tid !== mainThread?.tid || event.ts < paint.ts) continue;
    blocking += Math.max(0, (4 * (event.tdur ?? event.dur)) / 1000 - 50);
  }
  return blocking;
}

/** The app's entry script (the built `/assets/index-*.js`): when it has arrived, the app can start. */
const appEntry = (requests) => requests.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.url));

/** Lighthouse now and then fails to record a trace (NO_NAVSTART on this loaded machine): that run is redone. */
async function withRetries(run, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`[perf] ${error.message}; running it again\n`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const servers = [];
try {
  if (tracesDir) await mkdir(tracesDir, { recursive: true });
  for (const [index, folder] of builds.entries()) {
    const port = ports[index] ?? (await freePort());
    servers.push({ folder, port, server: await startServer(port, folder) });
  }
  const results = new Map();
  for (const { folder } of servers) for (const page of pages) results.set(`${folder} ${page}`, []);
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const { folder, port } of servers) {
        process.stderr.write(`[perf] run ${run}/${runs} ${folder} ${page}\n`);
        const traceName = `${path.basename(path.resolve(folder))}${page.replaceAll('/', '_')}-${run}`;
        const sample = await withRetries(() => lighthouseOnce(`http://127.0.0.1:${port}${page}`, traceName));
        results.get(`${folder} ${page}`).push(sample);
      }
    }
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`Lighthouse mobile, ${throttlingMode} throttling, medians of ${runs} (CLS: the worst run)\n`);
  console.log(
    '| page | score | FCP | LCP | TBT (runs) | TBT from CPU time (runs) | CLS | JS transferred | all transferred | entry arrived | CPU index |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [key, samples] of results) {
    const m = (name) => median(samples.map((sample) => sample[name]));
    const label = builds.length > 1 ? key : key.slice(2);
    const tbtRuns = samples.map((sample) => Math.round(sample.tbtMs)).join(', ');
    const cpuTbtRuns = samples.map((sample) => Math.round(sample.cpuTbtMs)).join(', ');
    const worstCls = Math.max(...samples.map((sample) => sample.cls));
    console.log(
      `| ${label} | ${m('score')} | ${(m('fcpMs') / 1000).toFixed(2)} s | ${(m('lcpMs') / 1000).toFixed(2)} s | ` +
        `${Math.round(m('tbtMs'))} ms (${tbtRuns}) | ${Math.round(m('cpuTbtMs'))} ms (${cpuTbtRuns}) | ` +
        `${worstCls.toFixed(3)} | ${kb(m('jsBytes'))} KB | ` +
        `${kb(m('totalBytes'))} KB | ${(m('entryMs') / 1000).toFixed(2)} s | ${Math.round(m('benchmarkIndex'))} |`,
    );
    if (json) console.error(JSON.stringify({ build: key, samples }));
  }
} finally {
  for (const { server } of servers) server.kill();
}
