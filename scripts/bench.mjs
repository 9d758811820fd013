// npm run bench: drives the built server with autocannon on loopback and compares every route with an
// empty Fastify route measured in the same run. Prints requests per second, p50/p99 latency and errors,
// checks the targets of issue 9, and exits non-zero when one is missed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The build to measure (npm run bench builds dist/ first). */
const dist = process.env.BENCH_DIST ?? 'dist';

function start(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const port = output.match(/localhost:(\d+)\/categories|listening (\d+)/);
      if (port) resolve({ child, port: Number(port[1] ?? port[2]) });
    });
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

async function run(name, options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const row = {
    route: name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  console.log(
    `${row.route.padEnd(34)} ${String(row.rps).padStart(7)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   errors ${row.errors}`,
  );
  return row;
}

const phq9 = JSON.parse(readFileSync('fixtures/tests/depression.json', 'utf8'));
const interpretBody = JSON.stringify({
  scores: phq9.samples.find((sample) => sample.expect.totalScore === 14).answers,
});
const chatBody = JSON.stringify({
  conversationHistory: '',
  userInput: 'I have been feeling stressed and I cannot sleep',
});
const json = { 'content-type': 'application/json', 'x-test-code': 'MH-001' };
// Browsers ask for brotli; so does the bench, for what it serves precompressed.
const browserJson = { ...json, 'accept-encoding': 'br' };

const server = await start(process.execPath, [`${dist}/server/main.js`], {
  WEB_ROOT: `${dist}/web`,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const empty = await start(process.execPath, ['scripts/bench-empty-server.mjs'], { PORT: '0' });
const base = `http://127.0.0.1:${server.port}`;
const failures = [];

try {
  console.log(`autocannon, ${connections} connections, ${seconds} s each, on ${base}\n`);
  const ceiling = await run('empty Fastify route (ceiling)', { url: `http://127.0.0.1:${empty.port}/empty` });
  const routes = [
    await run('GET /categories (home page)', {
      url: `${base}/categories`,
      headers: { 'accept-encoding': 'br' },
    }),
    await run('GET /api/config/', { url: `${base}/api/config/`, headers: browserJson }),
    await run('POST /api/interpret/ (PHQ-9)', {
      url: `${base}/api/interpret/`,
      method: 'POST',
      headers: json,
      body: interpretBody,
    }),
    await run('POST /api/chat/', { url: `${base}/api/chat/`, method: 'POST', headers: json, body: chatBody }),
  ];
  console.log("\nShare of the empty route's requests per second:");
  for (const row of routes) {
    const share = row.rps / ceiling.rps;
    console.log(`  ${row.route.padEnd(32)} ${(share * 100).toFixed(0)}%`);
    if ((row.route.includes('interpret') || row.route.includes('config')) && share < 0.6)
      failures.push(`${row.route} below 60% of the ceiling`);
    if (row.errors > 0) failures.push(`${row.route} had ${row.errors} errors`);
  }

  console.log('\nAt a fixed 1,000 requests per second:');
  for (const [name, options] of [
    ['GET /api/config/ @1000/s', { url: `${base}/api/config/`, headers: browserJson }],
    [
      'POST /api/interpret/ @1000/s',
      { url: `${base}/api/interpret/`, method: 'POST', headers: json, body: interpretBody },
    ],
  ]) {
    const row = await run(name, { ...options, overallRate: 1000, connections: 50 });
    if (row.p99 >= 20) failures.push(`${name}: p99 ${row.p99} ms is not under 20 ms`);
    if (row.errors > 0) failures.push(`${name}: ${row.errors} errors`);
  }

  console.log(`\nMemory over a ${soakSeconds} s run of POST /api/interpret/ at 1,000 requests per second:`);
  const before = rssMegabytes(server.child.pid);
  const samples = [];
  const timer = setInterval(() => samples.push(rssMegabytes(server.child.pid)), 5000);
  const soak = await autocannon({
    url: `${base}/api/interpret/`,
    method: 'POST',
    headers: json,
    body: interpretBody,
    overallRate: 1000,
    connections: 50,
    duration: soakSeconds,
  });
  clearInterval(timer);
  const after = rssMegabytes(server.child.pid);
  const firstHalf = samples.slice(0, Math.ceil(samples.length / 2));
  const secondHalf = samples.slice(Math.ceil(samples.length / 2));
  const peakEarly = Math.max(...firstHalf, before);
  const peakLate = Math.max(...secondHalf, after);
  console.log(
    `  RSS before ${before.toFixed(1)} MB, samples ${samples.map((value) => value.toFixed(0)).join(' ')} MB, after ${after.toFixed(1)} MB`,
  );
  console.log(
    `  ${soak.requests.total} requests, p99 ${soak.latency.p99} ms, errors ${soak.errors + soak.non2xx}`,
  );
  if (peakLate > peakEarly * 1.15 + 5)
    failures.push(`memory grew from a peak of ${peakEarly.toFixed(0)} MB to ${peakLate.toFixed(0)} MB`);
} finally {
  server.child.kill('SIGTERM');
  empty.child.kill('SIGTERM');
}

if (failures.length > 0) {
  console.log(`\nMissed targets:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll targets met.');
}
