/**
 * Reply time of POST /api/chat/ over HTTP at a fixed rate (issue 32: p99 under 20 ms at 300 replies a second):
 * starts the built server on a loopback port, sends `RATE` requests a second for `SECONDS` seconds with
 * autocannon (10 connections), and prints the latency percentiles. Usage: npm run build, then
 * node scripts/bench-chat-rate.mjs (RATE=300 SECONDS=10 PORT=3332 to change).
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { chatBody, json } from './bench-requests.mjs';

const rate = Number(process.env.RATE ?? 300);
const seconds = Number(process.env.SECONDS ?? 10);
const port = Number(process.env.PORT ?? 3332);
const base = `http://127.0.0.1:${port}`;

const server = spawn('node', ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_GLOBAL_PER_SECOND: '100000',
  },
  stdio: 'ignore',
});
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const options = {
    url: `${base}/api/chat/`,
    method: 'POST',
    headers: json,
    body: chatBody,
    connections: 10,
  };
  await autocannon({ ...options, duration: 2, overallRate: rate }); // warm up
  const result = await autocannon({ ...options, duration: seconds, overallRate: rate });
  const { latency, requests, non2xx } = result;
  console.log(
    `POST /api/chat/ at ${rate}/s for ${seconds} s: ${requests.total} replies (${non2xx} not 2xx); ` +
      `p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  );
} finally {
  server.kill();
}
