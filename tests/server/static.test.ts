import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import {
  acceptedEncoding,
  compress,
  compressionsDone,
  matchesEtag,
  precompress,
  precompressLater,
} from '../../server/precompressed';
import { readSettings } from '../../server/settings';
import { catalogue } from '../helpers/fixtures';
import { StaticSite } from '../../server/static';
import { startServer, type RunningServer } from '../helpers/server';
import { makeSiteDir } from '../helpers/site';

/** The tiny built site, plus files of the kinds a build may add (images, a manifest, a source map). */
function siteWithMoreFiles(): string {
  const root = makeSiteDir();
  mkdirSync(path.join(root, 'images'));
  const files: Record<string, string> = {
    'images/photo.webp': 'RIFF',
    'images/photo.jpg': 'JFIF',
    'images/photo.avif': 'avif',
    'favicon.ico': 'ico',
    'manifest.webmanifest': '{"name":"Kipimo"}',
    'robots.txt': 'User-agent: *',
    'assets/index-abc123.js.map': '{"version":3}',
    'assets/index-abc123.css': 'body{margin:0}',
    'notes.unknownkind': '?',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  const css = path.join(root, 'assets/index-abc123.css');
  writeFileSync(`${css}.br`, brotliCompressSync('body{margin:0}'));
  writeFileSync(`${css}.gz`, gzipSync('body{margin:0}'));
  return root;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, { site: new StaticSite(siteWithMoreFiles()) });
});
afterAll(() => server.close());

describe('serving the built app', () => {
  it('caches hashed assets for a year and serves the precompressed file that is accepted', async () => {
    const brotli = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('console.log');
    const gzip = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('never caches the app shell, and answers an unchanged one with 304', async () => {
    const shell = await fetch(`${server.url}/tests/depression`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const etag = shell.headers.get('etag') ?? '';
    // As a browser revalidates (a plain fetch with If-None-Match adds Cache-Control: no-cache, which asks
    // for the whole file again).
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    const again = await fetch(`${server.url}/tests/depression`, { headers: revalidate });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // The shell sent as a 404 is never a 304: the browser needs its body to show the not-found page.
    const unknown = await fetch(`${server.url}/no/such/page`, { headers: revalidate });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
  });

  it('refuses Brotli to a client that says br;q=0, and follows q-values and *', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (
        await fetch(`${server.url}/assets/index-abc123.js`, {
          headers: { 'accept-encoding': acceptEncoding },
        })
      ).headers.get('content-encoding');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0.5, br;q=0.9')).toBe('br');
    expect(await encodingFor('br;q=0.4, gzip;q=0.8')).toBe('gzip');
    expect(await encodingFor('BR')).toBe('br');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeNull();
    expect(await encodingFor('identity')).toBeNull();
    expect(await encodingFor('*')).toBe('gzip');
    expect(await encodingFor('br;q=0, *')).toBe('gzip');
  });

  it('serves every kind of file with its own type, and only a kind nobody knows as octet-stream', async () => {
    const typeOf = async (urlPath: string) => {
      const response = await fetch(`${server.url}${urlPath}`);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
      return response.headers.get('content-type');
    };
    expect(await typeOf('/assets/index-abc123.js')).toBe('text/javascript; charset=utf-8');
    expect(await typeOf('/assets/index-abc123.css')).toBe('text/css; charset=utf-8');
    expect(await typeOf('/assets/index-abc123.js.map')).toBe('application/json; charset=utf-8');
    expect(await typeOf('/images/photo.webp')).toBe('image/webp');
    expect(await typeOf('/images/photo.jpg')).toBe('image/jpeg');
    expect(await typeOf('/images/photo.avif')).toBe('image/avif');
    expect(await typeOf('/favicon.ico')).toBe('image/vnd.microsoft.icon');
    expect(await typeOf('/manifest.webmanifest')).toBe('application/manifest+json');
    expect(await typeOf('/robots.txt')).toBe('text/plain; charset=utf-8');
    expect(await typeOf('/notes.unknownkind')).toBe('application/octet-stream');
    // A precompressed copy goes out with the type of the file it stands for.
    const brotli = await fetch(`${server.url}/assets/index-abc123.css`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await brotli.text()).toBe('body{margin:0}');
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await fetch(`${server.url}/assets/index-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('answers unknown paths with the app shell and status 404, and survives malformed escapes', async () => {
    const unknown = await fetch(`${server.url}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
    const malformed = await fetch(`${server.url}/%E0%A4%A`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});

describe('precompressed API bodies (test configurations)', () => {
  const config = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/config/`, { headers: { 'x-test-code': 'MH-001', ...headers } });

  it("follow the client's Accept-Encoding, br;q=0 included", async () => {
    await compressionsDone();
    expect((await config({ 'accept-encoding': 'gzip, deflate, br' })).headers.get('content-encoding')).toBe(
      'br',
    );
    const refused = await config({ 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    expect(refused.headers.get('vary')).toContain('accept-encoding');
    expect(await refused.json()).toMatchObject({ testCode: 'MH-001' });
    expect((await config({ 'accept-encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
  });

  it('answer 304 to a list of tags or a weakened tag, as caches send them', async () => {
    const etag = (await config({})).headers.get('etag') ?? '';
    const revalidate = (ifNoneMatch: string) =>
      config({ 'if-none-match': ifNoneMatch, 'cache-control': 'max-age=0' });
    expect((await revalidate(etag)).status).toBe(304);
    expect((await revalidate(`"other", ${etag}`)).status).toBe(304);
    expect((await revalidate(`W/${etag}`)).status).toBe(304);
    expect((await revalidate('"other"')).status).toBe(200);
  });

  it('are compressed once per process: the same content gets the same bytes and tag again (unit)', async () => {
    const text = JSON.stringify({
      testCode: 'XX-001',
      questions: Array.from({ length: 40 }, (_, i) => `q${i}`),
    });
    const first = await precompress(Buffer.from(text));
    const again = await precompress(Buffer.from(text));
    expect(again).toBe(first);
    expect(brotliDecompressSync(again.br!).toString()).toBe(text);
    expect(gunzipSync(again.gzip!).toString()).toBe(text);
    const other = await precompress(Buffer.from(`${text} `));
    expect(other.etag).not.toBe(first.etag);
    expect(other.body.toString()).toBe(`${text} `);
  });

  it('are compressed off the start: plain until their copies are made, then brotli (unit)', async () => {
    const text = JSON.stringify({
      testCode: 'XX-002',
      questions: Array.from({ length: 100 }, (_, i) => `q${i}`),
    });
    const entry = precompressLater(Buffer.from(text));
    expect(entry.br).toBeUndefined();
    expect(entry.gzip).toBeUndefined();
    await compress(entry);
    expect(brotliDecompressSync(entry.br!).toString()).toBe(text);
    expect(gunzipSync(entry.gzip!).toString()).toBe(text);
  });

  it('are not compressed while the server is built, only once it listens', async () => {
    // A catalogue of its own, so that no other server of this file has compressed its bodies already.
    const tests = catalogue.tests.map((test) => ({
      ...test,
      card: { ...test.card, informalTitle: `${test.card.informalTitle} (not yet compressed)` },
    }));
    const app = buildApp({
      settings: readSettings({ LOG_LEVEL: 'silent' }),
      catalogue: { ...catalogue, tests },
    });
    const headers = { 'x-test-code': 'MH-001', 'accept-encoding': 'br, gzip' };
    const built = await app.inject({ url: '/api/config/', headers });
    expect(built.statusCode).toBe(200);
    expect(built.headers['content-encoding']).toBeUndefined();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await compressionsDone();
      const listening = await app.inject({ url: '/api/config/', headers });
      expect(listening.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(listening.rawPayload).toString()).toBe(built.body);
    } finally {
      await app.close();
    }
  });

  it('negotiate and match tags by the rules (unit)', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0')).toBeNull();
    expect(acceptedEncoding('br; q=0, gzip; q=0.1')).toBe('gzip');
    // Only the copies made so far: gzip is made first, brotli after it.
    expect(acceptedEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(acceptedEncoding('br', ['gzip'])).toBeNull();
    expect(acceptedEncoding('gzip, br', [])).toBeNull();
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag(' "b" ,W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"ab"', '"a"')).toBe(false);
  });
});
