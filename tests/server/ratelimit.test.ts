// Rate limits sized for carrier-grade NAT (docs/decisions/0004-server-plugins.md): many visitors share one
// public address, so a busy shared address must get through while one address's flood and a flood from many
// addresses are both stopped. The clock (Date only) is frozen so that each test stays inside one window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../server/settings';
import { chooseScores, fixtureByCode } from '../helpers/fixtures';
import { captureLog, postJson, startServer, type RunningServer } from '../helpers/server';

let server: RunningServer | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
});
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

const phq9 = fixtureByCode('MH-001');
const answers = chooseScores(phq9, new Array<number>(10).fill(0));
const defaults = readSettings({});

/** Sends `count` requests, `parallel` at a time (a crowd, not a queue), and gives their answers in order. */
async function burst<T>(count: number, parallel: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await send(index);
      }
    }),
  );
  return results;
}

/** A result for PHQ-9 answers, from the client address `from` when the server believes X-Forwarded-For. */
function interpret(url: string, from?: string) {
  return postJson(
    `${url}/api/interpret/`,
    { scores: answers },
    { 'x-test-code': 'MH-001', ...(from ? { 'x-forwarded-for': from } : {}) },
  );
}

function chat(url: string, index = 0) {
  return postJson(`${url}/api/chat/`, {
    conversationHistory: '',
    userInput: index % 2 ? 'I cannot sleep' : 'nina wasiwasi mwingi',
  });
}

const statusCounts = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('the default limits', () => {
  it('are the ones the decision record works out', () => {
    expect(defaults.rateLimitPerMinute).toBe(1200);
    expect(defaults.rateLimitGlobalPerSecond).toBe(2000);
    expect(defaults.rateLimitRedisUrl).toBeUndefined();
  });

  it('let a busy shared address through: 400 results and 300 chat messages in the same minute', async () => {
    // 200 visitors behind one carrier-grade NAT address, each finishing a test with a retry or a change of
    // language (two results), half of them also asking the assistant three things, all within one minute.
    server = await startServer({ rateLimitPerMinute: defaults.rateLimitPerMinute });
    const { url } = server;
    const results = await burst(400, 20, () => interpret(url));
    expect(statusCounts(results)).toEqual({ 200: 400 });
    const messages = await burst(300, 20, (index) => chat(url, index));
    expect(statusCounts(messages)).toEqual({ 200: 300 });
  }, 180_000);

  it("stop one address's flood with 429 and Retry-After, in the contract's shape", async () => {
    server = await startServer({
      rateLimitPerMinute: defaults.rateLimitPerMinute,
      rateLimitGlobalPerSecond: 1_000_000,
    });
    const { url } = server;
    const responses = await burst(defaults.rateLimitPerMinute + 50, 20, () => interpret(url));
    expect(statusCounts(responses)).toEqual({ 200: defaults.rateLimitPerMinute, 429: 50 });
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body).toEqual({
      error: { code: 'too_many_requests', message: expect.stringMatching(/wait 60 seconds/) },
    });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The next minute is a new window.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await interpret(url)).status).toBe(200);
  }, 180_000);
});

describe('per address', () => {
  it('counts each client address on its own, and an IPv6 subscriber by its /64', async () => {
    server = await startServer({ rateLimitPerMinute: 2, trustProxy: true });
    const { url } = server;
    const statuses = [];
    for (const from of [
      '198.51.100.7',
      '198.51.100.7',
      '198.51.100.7',
      '203.0.113.9',
      '2001:db8:0:1::1',
      '2001:db8:0:1::2',
      '2001:db8:0:1:ffff::3',
      '2001:db8:0:2::1',
    ])
      statuses.push((await interpret(url, from)).status);
    expect(statuses).toEqual([200, 200, 429, 200, 200, 200, 429, 200]);
  });
});

describe('the global ceiling', () => {
  it('holds against a flood from many addresses, per second, and lets requests through again the next second', async () => {
    server = await startServer({ rateLimitGlobalPerSecond: 50, trustProxy: true });
    const { url } = server;
    const responses = await burst(80, 10, (index) => interpret(url, `10.${index >> 8}.${index & 255}.1`));
    expect(statusCounts(responses)).toEqual({ 200: 50, 429: 30 });
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } });
    vi.setSystemTime(Date.now() + 1000);
    expect((await interpret(url, '192.0.2.1')).status).toBe(200);
    // A clock set back (by NTP, say) starts a new window rather than holding the old one for an hour.
    await burst(60, 10, (index) => interpret(url, `10.1.${index}.1`));
    vi.setSystemTime(Date.now() - 3_600_000);
    expect((await interpret(url, '192.0.2.2')).status).toBe(200);
  });

  it("is not spent by one address's refused requests", async () => {
    server = await startServer({ rateLimitPerMinute: 5, rateLimitGlobalPerSecond: 10, trustProxy: true });
    const { url } = server;
    const flood = await burst(40, 10, () => interpret(url, '198.51.100.66'));
    expect(statusCounts(flood)).toEqual({ 200: 5, 429: 35 });
    const others = await burst(5, 5, (index) => interpret(url, `203.0.113.${index + 1}`));
    expect(statusCounts(others)).toEqual({ 200: 5 });
  });

  it('counts each route on its own', async () => {
    server = await startServer({ rateLimitGlobalPerSecond: 3 });
    const { url } = server;
    const statuses = [];
    for (const call of [
      () => interpret(url),
      () => interpret(url),
      () => interpret(url),
      () => interpret(url),
      () => chat(url),
    ])
      statuses.push((await call()).status);
    expect(statuses).toEqual([200, 200, 200, 429, 200]);
  });
});

describe('the shared store', () => {
  it('lets requests through, and says so once in the log, when Redis cannot be reached', async () => {
    const { lines, stream } = captureLog();
    server = await startServer(
      { rateLimitPerMinute: 2, rateLimitRedisUrl: 'redis://:secret@127.0.0.1:1', logLevel: 'warn' },
      { logStream: stream },
    );
    const { url } = server;
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await interpret(url)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const messages = lines.map((line) => String(line['msg']));
    expect(messages.filter((message) => message.includes('does not answer'))).toHaveLength(1);
    expect(messages.filter((message) => message.includes('requests are let through'))).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});

describe('settings', () => {
  it('refuse limits and store addresses that are not', () => {
    expect(() => readSettings({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => readSettings({ RATE_LIMIT_GLOBAL_PER_SECOND: 'lots' })).toThrow(
      /RATE_LIMIT_GLOBAL_PER_SECOND/,
    );
    expect(() => readSettings({ RATE_LIMIT_REDIS_URL: 'http://cache:6379' })).toThrow(
      /RATE_LIMIT_REDIS_URL: must be a redis:\/\/ or rediss:\/\/ address/,
    );
    expect(
      readSettings({ RATE_LIMIT_REDIS_URL: 'rediss://user:pw@cache.internal:6380/2' }).rateLimitRedisUrl,
    ).toBe('rediss://user:pw@cache.internal:6380/2');
  });

  it('take TRUST_PROXY as a flag or as the proxies to believe', () => {
    expect(readSettings({}).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readSettings({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'lb.internal', ''])
      expect(() => readSettings({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('believe X-Forwarded-For only from the listed proxies', async () => {
    server = await startServer({ rateLimitPerMinute: 1, trustProxy: ['192.0.2.10'] });
    const { url } = server;
    // The test talks from 127.0.0.1, which is not a listed proxy: the header is ignored, so a client cannot
    // pick a fresh address per request.
    expect((await interpret(url, '198.51.100.1')).status).toBe(200);
    expect((await interpret(url, '198.51.100.2')).status).toBe(429);
  });
});
