import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors';

export interface RateLimit {
  /** Requests allowed per client address in each window. */
  max: number;
  windowMs: number;
}

/** Most addresses remembered at once; past that, expired windows are swept before counting anew. */
const maxTrackedClients = 100_000;

/**
 * A fixed-window counter per client address for the given routes: cheap, in memory, and enough for one
 * process. Over the limit, 429 with Retry-After in seconds.
 */
export function registerRateLimit(app: FastifyInstance, paths: readonly string[], limit: RateLimit): void {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const limited = new Set(paths);

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'POST' || !limited.has(request.routeOptions.url ?? '')) return done();
    const now = Date.now();
    const key = `${request.routeOptions.url} ${request.ip}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size >= maxTrackedClients) sweep(windows, now);
      window = { count: 0, resetAt: now + limit.windowMs };
      windows.set(key, window);
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
  });
}

function sweep(windows: Map<string, { resetAt: number }>, now: number): void {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  if (windows.size >= maxTrackedClients) windows.clear();
}
