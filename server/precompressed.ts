import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary';

/** A response body ready in every encoding we serve, with its ETag: built once, sent many times. */
export interface Precompressed {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/** Compresses a body now (for bodies made at start, such as test configurations). */
export function precompress(body: Buffer): Precompressed {
  const worthIt = body.length >= 256;
  return {
    body,
    br: worthIt ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
    gzip: worthIt ? gzipSync(body, { level: 9 }) : undefined,
    etag: etagOf(body),
  };
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
  if (status === 200 && request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    entry.br && /\bbr\b/.test(accepted)
      ? ['br', entry.br]
      : entry.gzip && /\bgzip\b/.test(accepted)
        ? ['gzip', entry.gzip]
        : [null, entry.body];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}
