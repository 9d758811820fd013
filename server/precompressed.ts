import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary';

/** A response body ready in every encoding we serve, with its ETag: built once, sent many times. */
export interface Precompressed {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/**
 * Bodies compressed so far in this process, by content. Brotli at quality 11 is slow, and a process that builds
 * the server more than once (the tests build it dozens of times) gets the same bytes back without redoing it.
 */
const compressedBodies = new Map<string, Precompressed>();
const maxCompressedBodies = 1_000;

/** Compresses a body now (for bodies made at start, such as test configurations). */
export function precompress(body: Buffer): Precompressed {
  const key = createHash('sha256').update(body).digest('base64');
  const known = compressedBodies.get(key);
  if (known) return known;
  const worthIt = body.length >= 256;
  const entry = {
    body,
    br: worthIt ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
    gzip: worthIt ? gzipSync(body, { level: 9 }) : undefined,
    etag: etagOf(body),
  };
  if (compressedBodies.size >= maxCompressedBodies) compressedBodies.clear();
  compressedBodies.set(key, entry);
  return entry;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
}

/**
 * Sends the encoding the client accepts (brotli, then gzip, then plain), or 304 when its copy is current.
 * The caller sets content-type and cache-control.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Precompressed,
  status = 200,
): FastifyReply {
  reply.code(status).header('etag', entry.etag);
  addVary(reply, 'accept-encoding');
  if (status === 200 && matchesEtag(request.headers['if-none-match'], entry.etag))
    return reply.code(304).send();
  // precompress() makes both copies or neither.
  const encoding = entry.br && entry.gzip ? acceptedEncoding(request.headers['accept-encoding']) : null;
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

const encodings = ['br', 'gzip'];

/**
 * The encoding to send: br or gzip by the client's preference and q-values (`br;q=0` refuses Brotli), or null
 * for none. The same negotiation as @fastify/static's for the site's files: "*" stands for gzip.
 */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), encodings) as 'br' | 'gzip' | null;
}

/**
 * If-None-Match against our ETag (RFC 9110 13.1.2): "*", or any entry of the list by weak comparison, so a
 * cache that weakened the tag (W/"...") still gets its 304.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag || header.trim() === '*') return true;
  return header.split(',').some((entry) => {
    const tag = entry.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}
