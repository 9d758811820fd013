import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pages } from '../../server/pages';
import { readSettings } from '../../server/settings';
import { StaticSite } from '../../server/static';
import { catalogue } from '../helpers/fixtures';
import { propertyRuns } from '../helpers/propertyRuns';
import { rawRequest } from '../helpers/rawHttp';
import { startServer, type RunningServer } from '../helpers/server';

// The language switch's 303 (?lang=) sends a visitor only to a page of this site (issue 30, S1 and M1, M6 of
// the security review): every address is sent as written, over a raw connection, as an attacker would.

/** Where the site is served in these tests; the main site's own paths (`/`, `/booking`…) go to the main site. */
const site = 'https://screening.example';
const mainSite = readSettings({}).mainSiteUrl;
const sameOrigin = (location: string) => new URL(location, `${site}/some/page`).origin === site;
const staysOnOurSites = (location: string) =>
  sameOrigin(location) || new URL(location, `${site}/some/page`).origin === new URL(mainSite).origin;

let server: RunningServer;
let proxied: RunningServer;
beforeAll(async () => {
  const web = path.join(mkdtempSync(path.join(tmpdir(), 'kipimo-switch-')), 'web');
  mkdirSync(web);
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
  );
  const pages = await Pages.load(catalogue, web, path.join(web, 'no-renderer.js'));
  server = await startServer({}, { site: new StaticSite(web), pages });
  proxied = await startServer({ trustProxy: true }, { site: new StaticSite(web), pages });
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
});

const securityHeaders = ['content-security-policy', 'x-content-type-options', 'x-frame-options'];

describe('the language switch', () => {
  it.each([
    '//evil.com?lang=sw',
    '//evil.com/categories?lang=sw',
    '/%2F%2Fevil.com?lang=sw',
    '/%2Fevil.com?lang=sw',
    '/\\evil.com?lang=sw',
    '/%5Cevil.com?lang=sw',
    '/%5C%5Cevil.com?lang=sw',
    '/%09/evil.com?lang=sw',
    '/%0a/evil.com?lang=sw',
    '/%20//evil.com?lang=sw',
    'http://evil.com/categories?lang=sw',
    'https://evil.com/tests?lang=sw',
    '/categories%0d%0aSet-Cookie:%20x=y?lang=sw',
    '/.//evil.com?lang=sw',
    '/%2e%2e//evil.com?lang=sw',
  ])('sends %s home, never to another site', async (target) => {
    const response = await rawRequest(server.url, target);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/categories');
    expect(response.headers['set-cookie']).toMatch(/^kipimo\.language=sw;/);
    for (const header of securityHeaders) expect(response.headers[header]).toBeTruthy();
  });

  it.each([
    ['/tests/%0d%0aevil?lang=sw', '/tests/%0D%0Aevil'],
    ['/tests/%5Cevil.com?lang=sw', '/tests/%5Cevil.com'],
    ['/tests/a%2F%2Fevil.com?lang=sw', '/categories'],
  ])('writes a page of the site back %-encoded: %s', async (target, location) => {
    const response = await rawRequest(server.url, target);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(location);
    expect(sameOrigin(response.headers.location!)).toBe(true);
  });

  it('still sends the visitor back to the page they were on, with its other parameters', async () => {
    const category = await rawRequest(server.url, '/categories/mental-health?lang=sw');
    expect(category.headers.location).toBe('/categories/mental-health');
    const search = await rawRequest(server.url, '/search?q=stress&lang=en');
    expect(search.headers.location).toBe('/search?q=stress');
  });

  it('marks the cookie Secure over HTTPS (a trusted proxy saying so), and not over plain HTTP', async () => {
    const plain = await rawRequest(proxied.url, '/categories?lang=sw');
    expect(plain.headers['set-cookie']).not.toMatch(/Secure/);
    const https = await rawRequest(proxied.url, '/categories?lang=sw', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['set-cookie']).toBe(
      'kipimo.language=sw; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('sends no redirect off the site (or the main site, for its paths) for any address (property)', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%09',
      '%0a',
      '%0d',
      '%00',
      '%20',
      '%2e',
      '.',
      '..',
      'evil.com',
      '@evil.com',
      ':',
      '%3A',
      'categories',
      'tests',
      'search',
      'depression',
      'http:',
      'https:',
      '%E2%80%AE',
      '%C0%AF',
      '%',
      '#',
      '?',
      '&',
      'lang=sw',
      '~',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 8 }),
        fc.constantFrom('', 'http://evil.com', 'http://127.0.0.1'),
        fc.constantFrom('?lang=sw', '?lang=en&q=x', '&lang=sw', '?q=1&lang=sw', ''),
        async (pieces, absolute, query) => {
          const target = `${absolute}/${pieces.join('')}${query}`;
          const response = await rawRequest(server.url, target);
          if (response.status >= 300 && response.status < 400) {
            expect(
              staysOnOurSites(response.headers.location ?? ''),
              `${target} → ${response.headers.location}`,
            ).toBe(true);
          }
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: propertyRuns(100, 300), seed: 30 },
    );
  }, 120_000);
});
