/**
 * Reply time of POST /api/chat/ over HTTP at a fixed rate (issue 32: p99 under 20 ms at 300 replies a second):
 * starts the built server on a loopback port, then `ROUNDS` times sends `RATE` requests a second for `SECONDS`
 * seconds, evenly spaced (scripts/paced-load.mjs, 10 connections; latency counted from when each was due), and
 * prints the latency percentiles with the machine's load average, since the machine is shared. The round with
 * the lowest load average is the figure; the others show the spread.
 *
 * What each round also prints, so that a tail can be traced to where it comes from:
 * - the generator's own lag (how late requests left against when they were due). The generator runs in a
 *   process of its own (scripts/paced-load-process.mjs), not behind this script's work; GENERATOR=inline runs
 *   it in this process as before 2026-11-29;
 * - inside the server (scripts/bench-probe.mjs, loaded into it; PROBE=0 leaves it out): the event loop's
 *   delay, garbage collections by kind with their pauses, the heap after the round, the server's CPU per
 *   reply, and each request's time from its arrival to its response's end.
 *
 * BUILDS=dirA,dirB measures several builds (each a checkout with its own `npm run build`) in one run, their
 * rounds alternated under the same load. BURST=1 adds autocannon's rate (each second's quota as one burst),
 * for comparison with figures before 2026-11-29. HEAP_AFTER_GC=1 prints the live heap after each round (a full
collection first, with --expose-gc), to see whether it grows round after round. SERVER_FLAGS adds Node flags to the server (such as
 * `--trace-gc`, whose lines go to TRACE_DIR/<build>.log). PIN=1 runs the generator on core 0 and the servers
 * on core 1. Usage: npm run build, then node scripts/bench-chat-rate.mjs (RATE=300 SECONDS=10 ROUNDS=3
 * PORT=3332 to change).
 */
import { fork, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chatBody, json } from './bench-requests.mjs';
import { pacedLoad } from './paced-load.mjs';

const rate = Number(process.env.RATE ?? 300);
const seconds = Number(process.env.SECONDS ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);
const firstPort = Number(process.env.PORT ?? 3332);
const builds = (process.env.BUILDS ?? '.').split(',').map((dir) => path.resolve(dir));
const probe = process.env.PROBE !== '0';
const burst = process.env.BURST === '1';
const inlineGenerator = process.env.GENERATOR === 'inline';
const pin = process.env.PIN === '1';
const heapAfterGc = process.env.HEAP_AFTER_GC === '1';
const serverFlags = [
  ...(process.env.SERVER_FLAGS ?? '').split(' ').filter(Boolean),
  ...(heapAfterGc ? ['--expose-gc'] : []),
];
const traceDir = process.env.TRACE_DIR;

const pinned = (core, command, args) => (pin ? ['taskset', ['-c', core, command, ...args]] : [command, args]);

/** Starts one build's server; resolves once it says it is warm (server/main.ts). */
function startServer(dir, port) {
  const flags = [...serverFlags, ...(probe ? ['--import', path.resolve('scripts/bench-probe.mjs')] : [])];
  const [command, args] = pinned('1', process.execPath, [...flags, 'dist/server/main.js']);
  const child = spawn(command, args, {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_GLOBAL_PER_SECOND: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const trace = traceDir
    ? createWriteStream(path.join(traceDir, `${path.basename(dir)}-${port}.log`))
    : undefined;
  let output = '';
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`${dir}: the server did not start`)), 120_000);
    child.on('exit', (code) => reject(new Error(`${dir}: the server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      trace?.write(chunk);
      if (output === undefined) return;
      output += String(chunk);
      if (output.includes('Open http')) {
        output = undefined;
        clearTimeout(deadline);
        resolve({ dir, port, child, warmMs: Math.round(performance.now() - startedAt) });
      }
    });
  });
}

/**
 * A control beside the servers: an idle Node process with the same probe, whose event loop has nothing to do.
 * Whatever delay it sees in a round is the machine's (other processes on the same cores), not a server's.
 */
function startControl() {
  const [command, args] = pinned('1', process.execPath, [
    '--import',
    path.resolve('scripts/bench-probe.mjs'),
    '-e',
    'setInterval(() => {}, 2 ** 30)',
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return { child };
}

/** Sends a message to a probe (a server's or the control's) and waits for its answer. */
function ask(server, message) {
  if (!probe) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const listener = (answer) => {
      server.child.off('message', listener);
      resolve(answer);
    };
    server.child.on('message', listener);
    server.child.send(message);
  });
}

/** The paced load in its own process (or this one with GENERATOR=inline). */
let generator;
function runPaced(options) {
  if (inlineGenerator) return pacedLoad(options);
  if (!generator) {
    const [command, args] = pinned('0', process.execPath, [path.resolve('scripts/paced-load-process.mjs')]);
    generator = pin
      ? spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
      : fork(path.resolve('scripts/paced-load-process.mjs'));
  }
  return new Promise((resolve) => {
    generator.once('message', resolve);
    generator.send(options);
  });
}

if (traceDir) mkdirSync(traceDir, { recursive: true });
const servers = [];
const control = probe ? startControl() : undefined;
try {
  for (const [index, dir] of builds.entries()) servers.push(await startServer(dir, firstPort + index));
  for (const server of servers)
    console.log(`${server.dir}: warm after ${server.warmMs} ms (with the probe: ${probe})`);
  const optionsOf = (server) => ({
    url: `http://127.0.0.1:${server.port}/api/chat/`,
    method: 'POST',
    headers: json,
    body: chatBody,
    connections: 10,
  });
  for (const server of servers) await autocannon({ ...optionsOf(server), duration: 2, overallRate: rate }); // warm up
  const load = () => loadavg()[0].toFixed(1);
  const rows = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const server of servers) {
      const options = optionsOf(server);
      const before = load();
      await ask(server, 'reset');
      if (control) await ask(control, 'reset');
      const paced = await runPaced({ ...options, rate, seconds });
      const inside = (await ask(server, 'report'))?.report;
      const idle = control ? (await ask(control, 'report'))?.report : undefined;
      // After the round: a full collection, then the heap that is still live (whether it grows round by round).
      const liveHeap = heapAfterGc
        ? (await ask(server, 'gc'), (await ask(server, 'report'))?.report)
        : undefined;
      const bursts = burst
        ? await autocannon({ ...options, duration: seconds, overallRate: rate })
        : undefined;
      const row = {
        build: path.basename(server.dir),
        round,
        load: `${before} to ${load()}`,
        paced,
        inside,
        idleLoopDelay: idle?.loopDelay,
        liveHeapMB: liveHeap?.heapUsedMB,
      };
      rows.push(row);
      console.log(
        `${row.build} round ${round}, load average ${row.load}: POST /api/chat/ at ${rate}/s for ${seconds} s, ` +
          `evenly spaced: ${paced.total} replies (${paced.errors} errors); p50 ${paced.p50} ms, ` +
          `p99 ${paced.p99} ms, max ${paced.max} ms; sent late p99 ${paced.sentLate.p99} ms, max ` +
          `${paced.sentLate.max} ms; from sent p99 ${paced.fromSent.p99} ms, max ${paced.fromSent.max} ms` +
          (row.liveHeapMB === undefined ? '' : `; live heap after the round ${row.liveHeapMB} MB`) +
          (bursts ? ` | autocannon bursts: p50 ${bursts.latency.p50} ms, p99 ${bursts.latency.p99} ms` : ''),
      );
      if (inside) {
        const perThousand = (count) => ((count * 1000) / Math.max(1, inside.requests)).toFixed(1);
        const gcs = Object.entries(inside.gc)
          .map(
            ([kind, g]) =>
              `${kind} ${g.count} (${perThousand(g.count)}/1000 replies, max ${g.maxMs} ms, total ${g.totalMs} ms)`,
          )
          .join('; ');
        console.log(
          `  inside: request p50 ${inside.inServer.p50} ms, p99 ${inside.inServer.p99} ms, max ${inside.inServer.max} ms; ` +
            `event-loop delay p99 ${inside.loopDelay.p99} ms, max ${inside.loopDelay.max} ms; ` +
            `CPU ${(inside.cpuMs / Math.max(1, inside.requests)).toFixed(3)} ms a reply (main thread ready but ` +
            `waiting for a core ${inside.waitedForCpuMs} ms in all); heap ${inside.heapUsedMB} MB used ` +
            `of ${inside.heapTotalMB} MB, rss ${inside.rssMB} MB\n  gc: ${gcs}` +
            (idle
              ? `\n  an idle process's event-loop delay (the machine's): p99 ${idle.loopDelay.p99} ms, max ${idle.loopDelay.max} ms, waiting for a core ${idle.waitedForCpuMs} ms`
              : '') +
            (inside.gcPausesOver5ms.length
              ? `\n  pauses over 5 ms: ${inside.gcPausesOver5ms.join(', ')}`
              : ''),
        );
      }
    }
  }
  if (process.env.JSON_OUT) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.JSON_OUT, JSON.stringify(rows, null, 2));
  }
  for (const server of servers) {
    const own = rows.filter((row) => row.build === path.basename(server.dir));
    const p99s = own.map((row) => row.paced.p99).sort((a, b) => a - b);
    console.log(
      `${path.basename(server.dir)}: p99 over ${own.length} rounds ${p99s[0]} to ${p99s.at(-1)} ms, median ` +
        `${p99s[Math.floor(p99s.length / 2)]} ms (target under 20 ms); max ${own.map((row) => row.paced.max).join(', ')} ms.`,
    );
  }
} finally {
  for (const server of servers) server.child.kill();
  generator?.kill();
  control?.child.kill();
}
