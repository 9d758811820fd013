import { afterEach, describe, expect, it } from 'vitest';
import { appPaths, isAppPath, languageCookieHeader, languageInCookies } from '../../../src/core/sitePaths';
import { StaticSite } from '../../../server/static';
import { startServer, type RunningServer } from '../../helpers/server';
import { makeSiteDir } from '../../helpers/site';

/** A path the router would match for a pattern: each ':name' segment filled in. */
const example = (pattern: string) => pattern.replace(/:[^/]+/g, 'anything');

describe('the app paths', () => {
  it('match each screen with or without a trailing slash, and nothing two levels deeper or beside them', () => {
    for (const pattern of Object.values(appPaths)) {
      expect(isAppPath(example(pattern)), pattern).toBe(true);
      expect(isAppPath(`${example(pattern)}/`), pattern).toBe(true);
      expect(isAppPath(`${example(pattern)}/two/deeper`), pattern).toBe(false);
    }
    expect(isAppPath('/categoriesx')).toBe(false);
    expect(isAppPath('/tests/a/b')).toBe(false);
  });

  it('include the content preview only in the reviewer build', () => {
    expect(isAppPath('/preview/depression')).toBe(false);
    expect(isAppPath('/preview/depression', true)).toBe(true);
  });
});

describe('the language cookie', () => {
  it('is read back from a Cookie header among others, as the app writes it', () => {
    const written = languageCookieHeader('sw').split(';')[0];
    expect(languageInCookies(written)).toBe('sw');
    expect(languageInCookies(`theme=dark; ${written}; other=a=b`)).toBe('sw');
    expect(languageInCookies('kipimo.languagex=sw; xkipimo.language=en')).toBeUndefined();
    expect(languageInCookies('')).toBeUndefined();
    expect(languageInCookies(undefined)).toBeUndefined();
  });
});

describe('the server', () => {
  let server: RunningServer | undefined;
  afterEach(async () => server?.close());

  it('answers every app path with the app shell and 200, as the router renders it', async () => {
    server = await startServer({}, { site: new StaticSite(makeSiteDir()) });
    for (const pattern of Object.values(appPaths)) {
      const response = await fetch(`${server.url}${example(pattern)}`);
      expect(response.status, pattern).toBe(200);
      expect(await response.text(), pattern).toContain('<div id="root">');
    }
  });
});

describe("the provider's main-site paths", () => {
  let server: RunningServer | undefined;
  afterEach(async () => server?.close());

  it('redirect (302) to the MAIN_SITE_URL setting', async () => {
    server = await startServer({ mainSiteUrl: 'https://provider.example' });
    for (const path of [
      '/',
      '/wellness',
      '/wellness/x/',
      '/checkout/7',
      '/payments/mpesa',
      '/payment/confirmation',
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('https://provider.example');
    }
  });

  it('leave other paths alone', async () => {
    server = await startServer();
    const response = await fetch(`${server.url}/wellness/a/b`, { redirect: 'manual' });
    expect(response.status).toBe(404);
  });
});
