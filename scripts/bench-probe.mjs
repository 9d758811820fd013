// A bench-only probe loaded into the server under test (`node --import ./scripts/bench-probe.mjs
// dist/server/main.js`, by scripts/bench-chat-rate.mjs): nothing of it is in the server itself. Over an IPC
// channel the bench asks it to start a window ('reset') and to report on it ('report'): the event loop's delay
// (perf_hooks.monitorEventLoopDelay at 1 ms resolution), every garbage collection by kind with its pause, the
// heap after the window, the CPU the process spent, and each request's time inside the server (from the
// request's arrival, parsed, to the end of its response: the diagnostics channels of node:http), so that what
// the server does is told apart from what the network and the load generator add.
import { subscribe } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';

const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();

const gcKinds = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
let gcs = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcs.push({
      kind: gcKinds[entry.detail?.kind ?? entry.kind] ?? 'other',
      ms: entry.duration,
      at: entry.startTime,
    });
  }
}).observe({ entryTypes: ['gc'] });

const started = new WeakMap();
let inServer = [];
subscribe('http.server.request.start', ({ request }) => started.set(request, performance.now()));
subscribe('http.server.response.finish', ({ request }) => {
  const at = started.get(request);
  if (at !== undefined) inServer.push(performance.now() - at);
});

let cpuAtReset = process.cpuUsage();

/**
 * The main thread's time on a CPU and waiting in the run queue for one, in ms (Linux /proc schedstat): how
 * long the thread was ready to run while other processes had the cores. Undefined where there is no /proc.
 */
function scheduled() {
  try {
    const [onCpu, waiting] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number);
    return { onCpuMs: onCpu / 1e6, waitingMs: waiting / 1e6 };
  } catch {
    return undefined;
  }
}
let scheduledAtReset = scheduled();
const round = (value) => Math.round(value * 100) / 100;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summary() {
  const byKind = {};
  for (const { kind, ms } of gcs) {
    const row = (byKind[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
    row.count += 1;
    row.totalMs = round(row.totalMs + ms);
    row.maxMs = round(Math.max(row.maxMs, ms));
  }
  const sorted = [...inServer].sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpuAtReset);
  const heap = process.memoryUsage();
  const now = scheduled();
  return {
    waitedForCpuMs: now && scheduledAtReset ? round(now.waitingMs - scheduledAtReset.waitingMs) : undefined,
    loopDelay: {
      p50: round(loop.percentile(50) / 1e6),
      p99: round(loop.percentile(99) / 1e6),
      max: round(loop.max / 1e6),
      over10ms: countOver(10),
    },
    gc: byKind,
    gcPausesOver5ms: gcs.filter((gc) => gc.ms > 5).map((gc) => `${gc.kind} ${round(gc.ms)}`),
    heapUsedMB: round(heap.heapUsed / 2 ** 20),
    heapTotalMB: round(heap.heapTotal / 2 ** 20),
    rssMB: round(heap.rss / 2 ** 20),
    cpuMs: round((cpu.user + cpu.system) / 1000),
    requests: sorted.length,
    inServer: {
      p50: round(quantile(sorted, 0.5)),
      p99: round(quantile(sorted, 0.99)),
      max: round(sorted.at(-1) ?? 0),
    },
  };
}

// Samples over 10 ms: the histogram keeps counts per bucket; this walks its percentiles from the top.
function countOver(ms) {
  let over = 0;
  for (const [percentile, value] of loop.percentiles)
    if (value > ms * 1e6) over = Math.max(over, 100 - percentile);
  return `${round(over)}% of samples`;
}

process.on('message', (message) => {
  if (message === 'reset') {
    loop.reset();
    gcs = [];
    inServer = [];
    cpuAtReset = process.cpuUsage();
    scheduledAtReset = scheduled();
    process.send({ reset: true });
  } else if (message === 'report') {
    process.send({ report: summary() });
  } else if (message === 'gc' && typeof globalThis.gc === 'function') {
    globalThis.gc();
    process.send({ gc: true });
  }
});
