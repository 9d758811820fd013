import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pages } from '../../server/pages';
import { StaticSite } from '../../server/static';
import { catalogue } from '../helpers/fixtures';
import { startServer, type RunningServer } from '../helpers/server';

// The server's page handling with a stand-in for the app's renderer (the real one, built by npm run build, is
// exercised in tests/e2e/prerender.spec.ts): which language, which pages are rendered and kept, what the page
// carries, and that a failing renderer still leaves a working page.
const template = `<!doctype html>
<html lang="en">
  <head><title>Health self-screening</title></head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

const renderer = `
globalThis.__renderCalls = [];
export async function renderPage(url, data) {
  globalThis.__renderCalls.push(data.lang + ' ' + url.pathname);
  if (url.pathname === '/privacy-policy') throw new Error('renderer broke');
  const notFound = url.pathname === '/404';
  return {
    html: '<h1>' + data.lang + ' ' + url.pathname + '</h1>',
    status: notFound ? 404 : 200,
    title: 'Title </title> & ' + url.pathname,
  };
}`;

const firstCategory = catalogue.categories[0]!;
const picture =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>';
const catalogueOf = (data: Record<string, unknown> | null) =>
  data?.catalogue as { categories: { routeSlug: string; imageSrc: string }[] };

let server: RunningServer;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kipimo-pages-'));
  const web = path.join(root, 'web');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(web);
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(web, 'index.html'), template);
  // One category's picture, so the home and category pages can carry it written in.
  mkdirSync(path.join(web, 'images', 'categories'), { recursive: true });
  writeFileSync(path.join(web, firstCategory.imageSrc), picture);
  writeFileSync(path.join(root, 'ssr', 'renderPage.js'), renderer);
  const pages = await Pages.load(catalogue, web);
  server = await startServer({}, { site: new StaticSite(web), pages });
});
afterAll(() => server?.close());

const renderCalls = () => (globalThis as { __renderCalls?: string[] }).__renderCalls ?? [];
const page = async (address: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${address}`, { headers });
  const html = await response.text();
  const data = /<script type="application\/json" id="kipimo-page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return { response, html, data: data ? (JSON.parse(data) as Record<string, unknown>) : null };
};

describe('server-rendered pages', () => {
  it('renders a page with its title, language and the catalogue it was rendered from', async () => {
    const { response, html, data } = await page('/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'cookie', 'accept-language']));
    expect(html).toContain('<div id="root"><h1>en /categories</h1></div>');
    expect(html).toContain('<title>Title &#60;/title&#62; &#38; /categories</title>');
    expect(data).toMatchObject({ lang: 'en', catalogue: { lang: 'en' }, testsFor: '/categories' });
    // The home page shows categories and no test: the catalogue comes whole but for the tests.
    const site = catalogue.site.get('en')!;
    expect(data?.catalogue).toMatchObject({
      categories: site.categories.map(({ id }) => ({ id })),
      tests: [],
    });
    expect((data?.catalogue as { services: unknown[] }).services).toEqual(site.services);
  });

  it("carries the tests a page shows and no other: its own card, its category's, a service's", async () => {
    const site = catalogue.site.get('en')!;
    const slugs = async (address: string) => {
      const { data } = await page(address);
      expect(data?.testsFor, address).toBe(address);
      return (data?.catalogue as { tests: { routeSlug: string }[] }).tests
        .map((card) => card.routeSlug)
        .sort();
    };
    expect(await slugs('/tests/depression')).toEqual(['depression']);
    const category = site.categories[1]!;
    expect(await slugs(`/categories/${category.routeSlug}`)).toEqual(
      site.tests
        .filter((card) => card.categoryId === category.id)
        .map((card) => card.routeSlug)
        .sort(),
    );
    const service = site.services.find((each) => (each.relatedTests ?? []).length > 0)!;
    expect(await slugs(`/services/${service.routeSlug}`)).toEqual([...(service.relatedTests ?? [])].sort());
    expect(await slugs('/terms-and-conditions')).toEqual([]);
  });

  it('sends the whole catalogue with a page the browser renders (the shell)', async () => {
    const { data } = await page('/tests/no-such-test');
    expect(data?.testsFor).toBeUndefined();
    expect((data?.catalogue as { tests: unknown[] }).tests).toHaveLength(catalogue.tests.length);
  });

  it('writes the category pictures into the home and category pages, and only there', async () => {
    const inPage = `data:image/svg+xml,${encodeURIComponent(picture)}`;
    for (const address of ['/categories', '/tests', `/categories/${firstCategory.routeSlug}`]) {
      const { data } = await page(address);
      expect(catalogueOf(data).categories[0], address).toMatchObject({ imageSrc: inPage });
    }
    const { data } = await page('/services/talk-to-a-doctor');
    expect(catalogueOf(data).categories[0]!.imageSrc).toBe(firstCategory.imageSrc);
    // A picture the web root does not have keeps its address.
    expect(catalogueOf((await page('/categories')).data).categories[1]!.imageSrc).toBe(
      catalogue.categories[1]!.imageSrc,
    );
  });

  it('renders each page once and keeps it', async () => {
    await page('/categories/mental-health');
    await page('/categories/mental-health');
    await page('/categories/mental-health/');
    expect(renderCalls().filter((call) => call === 'en /categories/mental-health')).toHaveLength(1);
  });

  it('takes the language from the cookie first, then from Accept-Language', async () => {
    const byCookie = await page('/categories', {
      cookie: 'other=1; kipimo.language=sw',
      'accept-language': 'en',
    });
    expect(byCookie.html).toContain('<html lang="sw"');
    expect(byCookie.html).toContain('<h1>sw /categories</h1>');
    expect(byCookie.data).toMatchObject({ lang: 'sw', catalogue: { lang: 'sw' } });
    const byBrowser = await page('/categories', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
    expect(byBrowser.html).toContain('<html lang="sw"');
    const unknown = await page('/categories', { cookie: 'kipimo.language=fr', 'accept-language': 'fr, en' });
    expect(unknown.html).toContain('<html lang="en"');
  });

  it("remembers a language chosen by the switch's form (?lang=) and sends the visitor back to the page", async () => {
    const response = await fetch(`${server.url}/categories/mental-health?lang=sw`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/categories/mental-health');
    expect(response.headers.get('set-cookie')).toBe(
      'kipimo.language=sw; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    const search = await fetch(`${server.url}/search?q=stress&lang=en`, { redirect: 'manual' });
    expect(search.headers.get('location')).toBe('/search?q=stress');
    // Not a language of the site: the page, as if the parameter were not there.
    const unknown = await fetch(`${server.url}/categories?lang=fr`, { redirect: 'manual' });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it("puts a test page's configuration in the page, in the page's language", async () => {
    const english = await page('/tests/depression');
    expect(english.data?.testConfig).toMatchObject({
      testCode: 'MH-001',
      config: { testCode: 'MH-001', lang: 'en' },
    });
    const sw = await page('/tests/lifestyle-habits', { cookie: 'kipimo.language=sw' });
    const lifestyle = catalogue.tests.find((test) => test.card.routeSlug === 'lifestyle-habits');
    const localised = catalogue.localised.get('sw')?.get(lifestyle?.card.testCode ?? '');
    expect(sw.data?.testConfig).toMatchObject({ config: { lang: localised ? 'sw' : 'en' } });
  });

  it('leaves to the browser what depends on more than the path: an unknown slug, a search with words', async () => {
    for (const address of [
      '/tests/no-such-test',
      '/categories/nothing',
      '/services/nothing',
      '/search?q=stress',
    ]) {
      const { response, html, data } = await page(address);
      // An unknown slug is not a page (issue 31): the app's not-found screen, with the status that says so.
      expect(response.status, address).toBe(address.startsWith('/search') ? 200 : 404);
      expect(html, address).toContain('<div id="root"></div>');
      expect(data, address).toMatchObject({ lang: 'en' });
    }
    expect(renderCalls().some((call) => call.includes('no-such-test') || call.includes('nothing'))).toBe(
      false,
    );
    expect((await page('/search?q=')).html).toContain('<h1>en /search</h1>');
  });

  it('answers an unknown path with the not-found page and 404, rendered once per language', async () => {
    const first = await page('/no/such/page');
    const second = await page('/another-missing-page');
    expect(first.response.status).toBe(404);
    expect(second.response.status).toBe(404);
    expect(first.html).toContain('<h1>en /404</h1>');
    expect(renderCalls().filter((call) => call === 'en /404')).toHaveLength(1);
  });

  it('sends the app shell when the renderer fails, so the browser still renders the page', async () => {
    const { response, html, data } = await page('/privacy-policy');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(data).toMatchObject({ lang: 'en' });
  });

  it('compresses pages and answers a repeated request with 304', async () => {
    const first = await fetch(`${server.url}/categories`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${server.url}/categories`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('page data', () => {
  // A catalogue text that would end the data's script element and start another, were it written as it is.
  const hostile = '</script><script>alert(1)</script><!--';
  let tricky: RunningServer;
  beforeAll(async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'kipimo-pages-'));
    writeFileSync(path.join(web, 'index.html'), template);
    const site = new Map(
      [...catalogue.site].map(([lang, entries]) => [
        lang,
        {
          ...entries,
          categories: entries.categories.map((category) => ({ ...category, description: hostile })),
        },
      ]),
    );
    // No renderer beside this web root: every page goes out as the shell, with its data.
    const pages = await Pages.load({ ...catalogue, site }, web);
    tricky = await startServer({}, { site: new StaticSite(web), pages });
  });
  afterAll(() => tricky?.close());

  it('is written so that no text in it can close its script element, and reads back the same', async () => {
    const html = await (await fetch(`${tricky.url}/categories`)).text();
    const content = /id="kipimo-page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(content).not.toContain('<');
    const data = JSON.parse(content) as { catalogue: { categories: { description: string }[] } };
    expect(data.catalogue.categories[0]?.description).toBe(hostile);
    expect(html.match(/<script/g)).toHaveLength(2); // the data and the app, nothing injected
  });
});
