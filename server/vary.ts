import type { FastifyReply } from 'fastify';

/**
 * Adds a request header to the response's Vary list. Fastify's reply.header replaces a value, and both CORS
 * (origin) and precompressed bodies (accept-encoding) vary the same response: a cache must key on both.
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  if (fields.some((name) => name.toLowerCase() === field)) return;
  reply.header('vary', [...fields, field].join(', '));
}
