import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes } from './security/inlineScripts';
import { addVary } from './vary';

// The current name of JavaScript's type (RFC 9239); the mime table @fastify/send 4 carries still says
// application/javascript. Every other type comes from that table.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/** Request headers that only make sense for the file itself, not for the app shell sent as a 404. */
const conditionalHeaders = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'range'];

/**
 * The built web app, served by @fastify/static from `root`: the type from the file's name, the precompressed
 * .br or .gz sibling (made by the build) when the request accepts that encoding, ETag and Last-Modified with 304s,
 * and ranges. Which paths exist is read once at start (the build does not change while the server runs), so
 * the app decides between a file, the app shell and a JSON 404 without touching the disk.
 */
export class StaticSite {
  readonly root: string;
  /** The hashes the Content-Security-Policy allows the app shell's inline scripts by (its loader). */
  readonly inlineScriptHashes: string[];
  private readonly files = new Set<string>();

  constructor(root: string) {
    this.root = path.resolve(root);
    for (const file of listFiles(this.root)) {
      if (file.endsWith('.br') || file.endsWith('.gz')) continue;
      this.files.add('/' + path.relative(this.root, file).split(path.sep).join('/'));
    }
    if (!this.files.has('/index.html'))
      throw new Error(`${this.root} has no index.html: run npm run build first.`);
    this.inlineScriptHashes = inlineScriptHashes(readFileSync(path.join(this.root, 'index.html'), 'utf8'));
  }

  /** Adds reply.sendFile to the app; the app's not-found handler decides what to send. */
  register(app: FastifyInstance): void {
    app.register(fastifyStatic, {
      root: this.root,
      serve: false,
      preCompressed: true,
      // Set per file below: hashed assets for a year, the shell never without asking.
      cacheControl: false,
      index: false,
    });
  }

  has(urlPath: string): boolean {
    return this.files.has(urlPath);
  }

  /** Sends a file; `status` lets the app shell go out as a 404 for unknown paths. */
  send(request: FastifyRequest, reply: FastifyReply, urlPath: string, status = 200): FastifyReply {
    if (!this.files.has(urlPath)) throw new Error(`No static file ${urlPath}`);
    if (status !== 200) for (const name of conditionalHeaders) delete request.raw.headers[name];
    reply.code(status).header('cache-control', cacheControlFor(urlPath));
    addVary(reply, 'accept-encoding');
    return reply.sendFile(urlPath);
  }
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'; // names carry a content hash
  if (urlPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=86400';
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}
