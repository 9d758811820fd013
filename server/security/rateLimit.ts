import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { sendError } from '../errors';

export interface RateLimit {
  /** Requests allowed per client address in each window. */
  max: number;
  windowMs: number;
}

/** Most addresses remembered at once; past that, expired windows are swept before counting anew. */
const maxTrackedClients = 100_000;

/**
 * A fixed-window counter per client address on the POST routes at the given paths: cheap, in memory, and
 * enough for one process. Over the limit, 429 with Retry-After in seconds. The hook is attached to those
 * routes alone as they are declared (so call this before registering them); other requests never run it.
 */
export function registerRateLimit(app: FastifyInstance, paths: readonly string[], limit: RateLimit): void {
  const limited = new Set(paths);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!limited.has(route.url) || !methods.includes('POST')) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, fixedWindowHook(limit)];
  });
}

/** One route's counters: each limited route has its own window per address. */
function fixedWindowHook(limit: RateLimit): onRequestHookHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return function countRequest(request, reply, done) {
    const now = Date.now();
    let window = windows.get(request.ip);
    if (!window || window.resetAt <= now) {
      if (windows.size >= maxTrackedClients) sweep(windows, now);
      window = { count: 0, resetAt: now + limit.windowMs };
      windows.set(request.ip, window);
    }
    window.count += 1;
    if (window.count <= limit.max) return done();
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    reply.header('retry-after', String(retryAfter));
    void sendError(
      reply,
      429,
      'too_many_requests',
      `Too many requests. Please wait ${retryAfter} seconds and try again.`,
    );
  };
}

function sweep(windows: Map<string, { resetAt: number }>, now: number): void {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  if (windows.size >= maxTrackedClients) windows.clear();
}
