import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, sendPrecompressed, type Precompressed } from './precompressed';

interface StaticFile extends Precompressed {
  type: string;
  cacheControl: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The built web app, read into memory once: the site is small, and serving from memory keeps the hot path
 * free of disk reads. Precompressed .br and .gz siblings (made by the build) are served when accepted.
 */
export class StaticSite {
  private readonly files = new Map<string, StaticFile>();

  constructor(root: string) {
    for (const file of listFiles(root)) {
      if (file.endsWith('.br') || file.endsWith('.gz')) continue;
      const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
      const body = readFileSync(file);
      this.files.set(urlPath, {
        body,
        br: readIfExists(`${file}.br`),
        gzip: readIfExists(`${file}.gz`),
        type: contentTypes[path.extname(file)] ?? 'application/octet-stream',
        etag: etagOf(body),
        cacheControl: cacheControlFor(urlPath),
      });
    }
    if (!this.files.has('/index.html'))
      throw new Error(`${root} has no index.html: run npm run build first.`);
  }

  has(urlPath: string): boolean {
    return this.files.has(urlPath);
  }

  /** Sends a file; `status` lets the app shell go out as a 404 for unknown paths. */
  send(request: FastifyRequest, reply: FastifyReply, urlPath: string, status = 200): FastifyReply {
    const file = this.files.get(urlPath);
    if (!file) throw new Error(`No static file ${urlPath}`);
    reply.header('content-type', file.type).header('cache-control', file.cacheControl);
    return sendPrecompressed(request, reply, file, status);
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

function readIfExists(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
