import { createRequire } from 'node:module';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import type * as IoRedis from 'ioredis';
import type { Redis } from 'ioredis';
import { sendError } from '../errors';

export interface RateLimits {
  /** Requests per client address per minute, on each limited route (shared between processes with Redis). */
  perAddressPerMinute: number;
  /** Requests per second this process takes on each limited route, from all addresses together. */
  globalPerSecond: number;
  /** A Redis server to count the per-address limits in, shared by every process; memory when absent. */
  redisUrl?: string | undefined;
}

/** Client addresses remembered per process with the in-memory store (least recently seen dropped first). */
const maxTrackedAddresses = 100_000;
/** A Redis command that takes longer than this lets the request through rather than keep the visitor waiting. */
const redisCommandTimeoutMs = 500;
/** How long a start waits for Redis before it serves anyway (the limits then let requests through until it answers). */
const redisConnectWaitMs = 3_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Rate limits on the POST routes at the given paths, through @fastify/rate-limit:
 *
 * 1. per client address (IPv6 by its /64, as one subscriber holds one), a fixed one-minute window, counted in
 *    memory or, with a Redis address, in Redis, so that every server process behind a load balancer shares one
 *    count per address;
 * 2. then a ceiling per process on all addresses together, a fixed one-second window, for floods from many
 *    addresses. It counts only requests the first limit let through, so one address's flood cannot spend it.
 *
 * Over either, 429 in the contract's shape with Retry-After in seconds. The hook is attached to those routes
 * alone as they are declared (so call this before registering them); other requests never run it. When the
 * shared store cannot be reached the request goes through and the outage is logged once: a visitor never loses a
 * result to a Redis fault.
 */
export function registerRateLimit(app: FastifyInstance, paths: readonly string[], limits: RateLimits): void {
  const redis = limits.redisUrl ? sharedStore(app, limits.redisUrl) : undefined;
  app.register(fastifyRateLimit, {
    // No route is limited by the plugin's own hook: ours below calls its limiter and answers in our shape.
    global: false,
    max: limits.perAddressPerMinute,
    timeWindow: 60_000,
    cache: maxTrackedAddresses,
    ...(redis ? { redis, nameSpace: 'kipimo:rate-limit:' } : {}),
    // Each route counts on its own: the key is the route and the address.
    keyGenerator: (request) => `${request.routeOptions.url} ${normalizeIP(request.ip)}`,
  });

  let perAddress: Limiter | undefined;
  app.after(() => {
    perAddress = app.createRateLimit();
  });
  const storeHealth = storeHealthLog(app, redis !== undefined);

  const limited = new Set(paths);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!limited.has(route.url) || !methods.includes('POST')) return;
    const ceiling = new Ceiling(limits.globalPerSecond);
    const countRequest: onRequestHookHandler = async (request, reply) => {
      let verdict;
      try {
        verdict = await (perAddress as Limiter)(request);
        storeHealth.ok();
      } catch (error) {
        storeHealth.failed(error as Error);
      }
      if (verdict && !verdict.isAllowed && verdict.isExceeded) {
        return tooMany(reply, Math.max(1, verdict.ttlInSeconds));
      }
      const wait = ceiling.take(Date.now());
      if (wait > 0) return tooMany(reply, Math.ceil(wait / 1000));
    };
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, countRequest];
  });
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendError(
    reply,
    429,
    'too_many_requests',
    `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
  );
}

/**
 * A fixed one-second window over every request of one route in this process: no key, no store, one number.
 * Answers 0 when the request may go on, or the milliseconds until the next window.
 */
class Ceiling {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly perSecond: number) {}

  take(now: number): number {
    // A new window each second, and at once if the clock was set back.
    if (now - this.windowStart >= 1000 || now < this.windowStart) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.perSecond ? 0 : this.windowStart + 1000 - now;
  }
}

/**
 * The Redis client for the shared counts. Commands fail at once while it is disconnected (no offline queue)
 * and after 500 ms when Redis hangs, so a request never waits on it for long; it reconnects by itself. The
 * start waits up to 3 s for the first connection, so the limits are shared from the first request.
 */
function sharedStore(app: FastifyInstance, url: string): Redis {
  // Loaded only when a Redis address is set: the client costs a sixth of a second of every start otherwise.
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof IoRedis;
  const redis = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: redisCommandTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const where = describeRedis(url);
  // Without a listener, ioredis prints every connection error; the hook's log says it once per outage.
  redis.on('error', () => {});
  app.addHook('onReady', async () => {
    const connected = redis.connect().then(
      () => true,
      () => false,
    );
    const timeout = new Promise<false>((resolve) => setTimeout(resolve, redisConnectWaitMs, false).unref());
    if (await Promise.race([connected, timeout])) {
      app.log.info(`Rate limits are shared through Redis at ${where}.`);
    } else {
      app.log.error(
        `Redis at ${where} does not answer: rate limits let requests through until it does (retrying).`,
      );
    }
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/** Host and port of a Redis address, never its password. */
function describeRedis(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}

/** Logs a store outage once when it starts and once when it ends, not once per request. */
function storeHealthLog(app: FastifyInstance, shared: boolean) {
  let failing = false;
  return {
    ok(): void {
      if (!failing) return;
      failing = false;
      app.log.warn('The rate-limit store answers again: limits apply.');
    },
    failed(error: Error): void {
      if (failing) return;
      failing = true;
      app.log.error(
        { err: error },
        `The rate-limit store${shared ? ' (Redis)' : ''} failed: requests are let through until it answers.`,
      );
    },
  };
}
