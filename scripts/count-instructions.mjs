// node scripts/count-instructions.mjs [interpret|config|empty-post|empty-get] [requests]
//
// Counts the machine instructions the built server runs per request, under valgrind's callgrind, and lists
// where they go. Unlike requests per second, the count does not move with the machine's speed (which drifts by a
// quarter within seconds here); runs of one build still spread by up to 15% (performance-log.md, 2026-11-29), so
// compare medians of several. It is a guide, not the target:
// `npm run bench` measures the target. Build first (`npm run build`); needs valgrind (Debian's package).
//
// The server warms up first, uninstrumented; then callgrind is switched on with no request in flight and counts the
// given number of requests (on new connections: their set-up is part of the count, four of them). JIT-compiled functions are named from V8's
// perf map (--perf-basic-prof). "main thread" is the event loop; "all threads" adds V8's background compilers
// and collectors, which vary from run to run.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { browserJson, interpretBody, json } from './bench-requests.mjs';

const route = process.argv[2] ?? 'interpret';
const counted = Number(process.argv[3] ?? 3000);
const warmUp = 20_000;
const dist = process.env.BENCH_DIST ?? 'dist';

const requests = {
  interpret: {
    script: `${dist}/server/main.js`,
    path: '/api/interpret/',
    method: 'POST',
    headers: json,
    body: interpretBody,
  },
  config: {
    script: `${dist}/server/main.js`,
    path: '/api/config/',
    headers: browserJson,
  },
  // The ceilings, sent the same requests as interpret and config.
  'empty-post': {
    script: 'scripts/bench-empty-server.mjs',
    path: '/empty',
    method: 'POST',
    headers: json,
    body: interpretBody,
  },
  'empty-get': {
    script: 'scripts/bench-empty-server.mjs',
    path: '/empty',
    headers: browserJson,
  },
};
const request = requests[route];
if (!request) throw new Error(`Unknown route "${route}": one of ${Object.keys(requests).join(', ')}.`);

const out = mkdtempSync(join(tmpdir(), 'callgrind-'));
// vgdb (how callgrind_control reaches the server) names its pipes after HOST and USER; keep them the same for both.
const env = { ...process.env, HOST: '127.0.0.1', USER: process.env.USER ?? 'user' };
const server = spawn(
  'valgrind',
  [
    '--tool=callgrind',
    '--smc-check=all-non-file',
    '--instr-atstart=no',
    '--separate-threads=yes',
    `--callgrind-out-file=${out}/callgrind.out`,
    process.execPath,
    '--perf-basic-prof',
    request.script,
  ],
  {
    env: {
      ...env,
      PORT: '0',
      WEB_ROOT: `${dist}/web`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_GLOBAL_PER_SECOND: '100000000',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  },
);
const port = await new Promise((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += String(chunk);
    const match = output.match(/localhost:(\d+)\/categories|listening (\d+)/);
    if (match) resolve(Number(match[1] ?? match[2]));
  });
  server.on('exit', (code) => reject(new Error(`The server exited with ${code}: ${output}`)));
});

const control = (...args) =>
  execFileSync('callgrind_control', [...args, String(server.pid)], { env, stdio: 'ignore' });
const send = (amount) =>
  autocannon({
    url: `http://127.0.0.1:${port}${request.path}`,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    connections: 4,
    amount,
    // Switching the instrumentation on takes valgrind a while on a busy machine.
    timeout: 120,
  });
// The warm-up, then the instrumentation switched on with no request in flight (a request caught in the switch
// timed out on a busy machine), then the counted requests.
const warm = await send(warmUp);
control('--instr=on');
const result = await send(counted);
control('--instr=off');
control('--dump');
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
// A warm-up request may fail while the server is still building its assistant; the counted ones may not.
if (warm.non2xx + warm.errors > 0)
  console.log(`(${warm.non2xx} warm-up answers not 2xx, ${warm.errors} errors)`);
if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx + result.errors} requests failed.`);

const dumps = readdirSync(out).filter((name) => /^callgrind\.out\.1-\d+$/.test(name));
const totalOf = (name) => Number(readFileSync(join(out, name), 'utf8').match(/^totals: (\d+)/m)?.[1] ?? 0);
const mainThread = join(out, 'callgrind.out.1-01');
const all = dumps.reduce((sum, name) => sum + totalOf(name), 0);
console.log(
  `${route}: ${Math.round(totalOf('callgrind.out.1-01') / counted)} instructions per request on the main thread, ` +
    `${Math.round(all / counted)} in all threads (${counted} requests after ${warmUp} to warm up)`,
);

// Where the main thread's instructions go: self cost per function, JIT code named from V8's perf map.
const perfMap = `/tmp/perf-${server.pid}.map`;
const jitRanges = existsSync(perfMap)
  ? readFileSync(perfMap, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [start, size, ...name] = line.split(' ');
        return {
          start: parseInt(start, 16),
          end: parseInt(start, 16) + parseInt(size, 16),
          name: name.join(' '),
        };
      })
  : [];
const jitName = (address) =>
  jitRanges.find((range) => address >= range.start && address < range.end)?.name.replace(/:\d+:\d+$/, '') ??
  '?';
const annotated = execFileSync('callgrind_annotate', ['--threshold=100', mainThread], { encoding: 'utf8' });
const byFunction = new Map();
for (const line of annotated.split('\n')) {
  const match = line.match(/^\s*([\d,]+) \(\s*[\d.]+%\)\s+(\S.*)$/);
  if (!match || line.includes('PROGRAM TOTALS')) continue;
  const jit = match[2].match(/^\?\?\?:0x([0-9a-f]+)/);
  const name = jit
    ? `JIT ${jitName(parseInt(jit[1], 16))}`
    : match[2].replace(/^[^:]*:/, '').replace(/\(.*$/, '');
  byFunction.set(name, (byFunction.get(name) ?? 0) + Number(match[1].replaceAll(',', '')) / counted);
}
for (const [name, cost] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(`${String(Math.round(cost)).padStart(8)}  ${name.slice(0, 120)}`);
}
rmSync(out, { recursive: true, force: true });
rmSync(perfMap, { force: true });
