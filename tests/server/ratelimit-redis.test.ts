// Several instances share one per-address limit through Redis: a real redis-server, started here on a free
// loopback port and stopped afterwards, and two processes of the server built here with esbuild (its packages
// left external, unlike npm run build:server, to keep this build quick) behind it. The test command installs redis-server first when missing (scripts/ensure-redis.mjs).
import { type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endChild, endChildren, freePort, startChild, startHookTimeoutMs } from '../helpers/childProcesses';
import { chooseScores, fixtureByCode } from '../helpers/fixtures';
import { postJson } from '../helpers/server';
import { makeSiteDir } from '../helpers/site';

const root = path.resolve(import.meta.dirname, '../..');
const redisServer = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const perMinute = 5;

let redis: ChildProcess | undefined;
let redisUrl = '';
const servers: { process: ChildProcess; url: string }[] = [];
let bundleDir = '';

beforeAll(async () => {
  if (!existsSync(redisServer))
    throw new Error(`redis-server is missing at ${redisServer}: run node scripts/ensure-redis.mjs`);
  const port = await freePort();
  redis = (
    await startChild(
      redisServer,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      /Ready to accept connections/,
    )
  ).child;
  redisUrl = `redis://127.0.0.1:${port}`;

  // The production bundle, next to node_modules so that its packages resolve as dist/server/main.js's do.
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  bundleDir = mkdtempSync(path.join(cache, 'kipimo-ratelimit-'));
  await build({
    entryPoints: [path.join(root, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: path.join(bundleDir, 'main.js'),
    logLevel: 'warning',
  });
  const webRoot = makeSiteDir();
  servers.push(...(await Promise.all([startInstance(webRoot), startInstance(webRoot)])));
}, startHookTimeoutMs);

// Every process started above, whether or not its start finished (a start that timed out left two servers
// running for 13 minutes once, when they were recorded only after both had started).
afterAll(async () => {
  await endChildren();
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
}, startHookTimeoutMs);

const phq9 = fixtureByCode('MH-001');
const answers = chooseScores(phq9, new Array<number>(10).fill(0));
const interpret = (url: string) =>
  postJson(`${url}/api/interpret/`, { scores: answers }, { 'x-test-code': 'MH-001' });

describe('two server processes with RATE_LIMIT_REDIS_URL', () => {
  it('share one per-address limit: the count goes on from one process to the other', async () => {
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const statuses = [];
    // Alternating between the two, as a load balancer would: 5 a minute in all, not 5 on each.
    for (let index = 0; index < perMinute + 1; index += 1)
      statuses.push((await interpret(index % 2 ? second.url : first.url)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await interpret(first.url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } });
    // One key per route and address, expiring with its minute (docs/deployment.md).
    const client = new Redis(redisUrl);
    try {
      expect(await client.keys('kipimo:rate-limit:*')).toEqual([
        'kipimo:rate-limit:/api/interpret/ 127.0.0.1',
      ]);
      const ttl = await client.pttl('kipimo:rate-limit:/api/interpret/ 127.0.0.1');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      client.disconnect();
    }
    // Chat counts on its own, in the same store.
    const chat = await postJson(`${second.url}/api/chat/`, {
      conversationHistory: '',
      userInput: 'I cannot sleep',
    });
    expect(chat.status).toBe(200);
  });

  it('keep serving when Redis goes away: a visitor never loses a result to the store', async () => {
    await endChild(redis!);
    redis = undefined;
    for (const server of servers) {
      // The address is over its limit, but the count cannot be read: the request goes through. Redis does not
      // come back in this test, so a request that waited for it would never end (the test's limit fails it); no
      // bound on the time, which a busy machine would break (how fast is \`npm run bench\`'s question).
      expect((await interpret(server.url)).status).toBe(200);
    }
  });
});

async function startInstance(webRoot: string): Promise<{ process: ChildProcess; url: string }> {
  const { child, ready } = await startChild(
    process.execPath,
    [path.join(bundleDir, 'main.js')],
    /localhost:(\d+)\/categories/,
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_ROOT: webRoot,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: String(perMinute),
        RATE_LIMIT_REDIS_URL: redisUrl,
      },
    },
  );
  return { process: child, url: `http://127.0.0.1:${ready[1]}` };
}
