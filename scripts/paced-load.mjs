// A steady, open-loop load for the fixed-rate figures of `npm run bench`. autocannon's rate option lets each
// connection send its whole quota for the second as fast as it can and then wait for the next second
// (lib/httpClient.js), so "1,000 per second" arrives as one burst at the top of every second. Here requests
// leave evenly spaced, and each latency counts from the moment its request was due, so a slow reply that
// delays the next send is not hidden (no coordinated omission).
import http from 'node:http';

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *   rate: number, seconds: number, connections: number }} options
 */
export async function pacedLoad({ url, method = 'GET', headers = {}, body, rate, seconds, connections }) {
  const address = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = body === undefined ? undefined : Buffer.from(body);
  const requestHeaders = payload ? { ...headers, 'content-length': String(payload.length) } : headers;
  const latencies = [];
  // How late each request left against when it was due: the generator's own lag, which is counted in its
  // latency (rightly, when the server's reply to an earlier request held it; wrongly, when the generator's
  // timer or process was late on a busy machine). Reported apart so the two can be told apart.
  const lateness = [];
  // From when each request left: the latency without the generator's own lag (beside, never instead of, the
  // latency from when it was due).
  const fromSent = [];
  let errors = 0;
  let pending = 0;

  const send = (dueAt) => {
    pending += 1;
    const sentAt = performance.now();
    lateness.push(sentAt - dueAt);
    const request = http.request(
      {
        host: address.hostname,
        port: address.port,
        path: address.pathname,
        method,
        headers: requestHeaders,
        agent,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const endedAt = performance.now();
          latencies.push(endedAt - dueAt);
          fromSent.push(endedAt - sentAt);
          if (response.statusCode < 200 || response.statusCode >= 300) errors += 1;
          pending -= 1;
        });
      },
    );
    request.on('error', () => {
      errors += 1;
      pending -= 1;
    });
    request.end(payload);
  };

  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const startedAt = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && startedAt + sent * interval <= now) {
        send(startedAt + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, startedAt + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  while (pending > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  agent.destroy();

  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  fromSent.sort((a, b) => a - b);
  const at = (sorted, quantile) =>
    sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
  const round = (value) => Math.round(value * 10) / 10;
  return {
    total: latencies.length,
    p50: round(at(latencies, 0.5)),
    p99: round(at(latencies, 0.99)),
    max: round(latencies.at(-1) ?? 0),
    errors,
    fromSent: {
      p50: round(at(fromSent, 0.5)),
      p99: round(at(fromSent, 0.99)),
      max: round(fromSent.at(-1) ?? 0),
    },
    sentLate: {
      p50: round(at(lateness, 0.5)),
      p99: round(at(lateness, 0.99)),
      max: round(lateness.at(-1) ?? 0),
    },
  };
}
