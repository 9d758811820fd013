import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary';

/**
 * A response body with its ETag, and its compressed copies once they are made: built once, sent many times.
 * The copies are made on zlib's thread pool, never on the event loop: a body made at start (a test's
 * configuration) is sent plain until they are ready, a page rendered on demand waits for them.
 */
export interface Precompressed {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/** The same settings as the site's files (scripts/compress-assets.mjs): the smallest bytes, made once. */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const gzipOptions = { level: 9 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Bodies seen so far in this process, by content, with their compression under way or done. A process that
 * builds the server more than once (the tests build it dozens of times) compresses each body once.
 */
const knownBodies = new Map<string, Precompressed>();
const compressions = new WeakMap<Precompressed, Promise<void>>();
const maxKnownBodies = 1_000;

/** Bodies smaller than this go out plain: the encoding's own overhead would eat the saving. */
const leastCompressed = 256;

/** A body to be compressed later (see `compress`): sent plain until then. Cheap enough for the server's start. */
export function precompressLater(body: Buffer): Precompressed {
  const key = createHash('sha256').update(body).digest('base64');
  const known = knownBodies.get(key);
  if (known) return known;
  const entry: Precompressed = { body, etag: etagOf(body) };
  if (knownBodies.size >= maxKnownBodies) knownBodies.clear();
  knownBodies.set(key, entry);
  return entry;
}

/**
 * Makes a body's gzip copy, then its brotli copy, off the event loop; each is sent as soon as it is there.
 * Compressing the same entry again returns the same promise.
 */
export function compress(entry: Precompressed): Promise<void> {
  let done = compressions.get(entry);
  if (!done) {
    done =
      entry.body.length < leastCompressed
        ? Promise.resolve()
        : (async () => {
            entry.gzip = await gzipAsync(entry.body, gzipOptions);
            entry.br = await brotliAsync(entry.body, brotliOptions);
          })();
    compressions.set(entry, done);
  }
  return done;
}

/** Compresses a body now, off the event loop (for a page rendered on demand). */
export async function precompress(body: Buffer): Promise<Precompressed> {
  const entry = precompressLater(body);
  await compress(entry);
  return entry;
}

/** Runs of `compressInTurn` under way. */
const inTurn = new Set<Promise<void>>();

/**
 * Compresses bodies made at start one after another, so that a start does not fill the thread pool (and both
 * of a small machine's cores) at once. Resolves when all are done.
 */
export function compressInTurn(entries: Iterable<Precompressed>): Promise<void> {
  const list = [...entries];
  const turn = (async () => {
    for (const entry of list) await compress(entry);
  })();
  inTurn.add(turn);
  void turn.finally(() => inTurn.delete(turn)).catch(() => undefined);
  return turn;
}

/** Resolves when every body queued by `compressInTurn` so far has its copies (for tests and benchmarks). */
export async function compressionsDone(): Promise<void> {
  while (inTurn.size > 0) await Promise.allSettled([...inTurn]);
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
  const encoding = acceptedEncoding(request.headers['accept-encoding'], readyEncodings(entry));
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

const encodings = ['br', 'gzip'];

/** The copies of a body made so far, best first. */
function readyEncodings(entry: Precompressed): string[] {
  return encodings.filter((encoding) => entry[encoding as 'br' | 'gzip'] !== undefined);
}

/**
 * The encoding to send: br or gzip by the client's preference and q-values (`br;q=0` refuses Brotli), among
 * those `available`, or null for none. The same negotiation as @fastify/static's for the site's files: "*"
 * stands for gzip.
 */
export function acceptedEncoding(
  header: string | undefined,
  available: string[] = encodings,
): 'br' | 'gzip' | null {
  if (!header || available.length === 0) return null;
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), available) as 'br' | 'gzip' | null;
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
