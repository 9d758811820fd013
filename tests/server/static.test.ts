import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticSite } from '../../server/static';
import { startServer, type RunningServer } from '../helpers/server';
import { makeSiteDir } from '../helpers/site';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, { site: new StaticSite(makeSiteDir()) });
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
    const again = await fetch(`${server.url}/tests/depression`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
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
