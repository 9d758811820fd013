import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { languages, toTestConfig, type Language, type SiteCatalogue } from '../schemas';
import {
  addressParameters,
  appPaths,
  isAppPath,
  languageInCookies,
  languageCookieHeader,
} from '../src/core/sitePaths';
import { pageDataId, type PageData, type RenderPage as RenderPageOf } from '../src/core/pageData';
import { testInLanguage, type Catalogue } from './fixtures';
import { withInlinePictures } from './inlinePictures';
import { precompress, sendPrecompressed, type Precompressed } from './precompressed';
import { addVary } from './vary';

type RenderPage = RenderPageOf<URL>;

interface Page {
  status: 200 | 404;
  body: Precompressed;
}

/**
 * The site's pages as HTML: each rendered by the app's own components from the catalogue the server loaded,
 * with that data in the page for the app to take over from, so a visitor reads the page before any script has
 * run. A page depends only on its path and language, so each is rendered once and kept, compressed. A page the
 * renderer cannot make (no server build, an error) goes out as the bare app shell, which renders in the browser
 * as before.
 */
export class Pages {
  private readonly template: string;
  private readonly rendered = new Map<string, Promise<Page | null>>();
  private readonly known: { categories: Set<string>; tests: Set<string>; services: Set<string> };
  /** The catalogue the home and category pages carry and are rendered from: with their pictures inline. */
  private readonly withPictures: ReadonlyMap<Language, SiteCatalogue>;

  /** The server renderer, imported on first use or by `warm` (it costs a quarter of a start), or null. */
  private renderer: Promise<RenderPage | null> | undefined;

  private constructor(
    private readonly catalogue: Catalogue,
    private readonly rendererUrl: string | null,
    indexHtml: string,
    webRoot: string,
  ) {
    this.template = indexHtml;
    this.withPictures = new Map(
      [...catalogue.site].map(([lang, site]) => [lang, withInlinePictures(site, webRoot)]),
    );
    this.known = {
      categories: new Set(catalogue.categories.map((category) => category.routeSlug)),
      tests: new Set(catalogue.tests.map((test) => test.card.routeSlug)),
      services: new Set(catalogue.services.map((service) => service.routeSlug)),
    };
  }

  /** The pages of the site in `webRoot`, rendered by the server build beside it when there is one. */
  static async load(catalogue: Catalogue, webRoot: string, rendererPath?: string): Promise<Pages> {
    const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    const entry = rendererPath ?? path.join(path.dirname(webRoot), 'ssr', 'renderPage.js');
    const rendererUrl = existsSync(entry) ? pathToFileURL(entry).href : null;
    return new Pages(catalogue, rendererUrl, indexHtml, webRoot);
  }

  /**
   * Imports the server renderer now, off the start path (the server calls this once it listens); a page asked
   * for sooner imports it itself. An import that fails leaves every page to the app shell, as no build does.
   */
  warm(log: FastifyBaseLogger): Promise<RenderPage | null> {
    if (!this.renderer) {
      const url = this.rendererUrl;
      this.renderer = url
        ? import(url).then(
            (module: { renderPage: RenderPage }) => module.renderPage,
            (error: unknown) => {
              log.error({ err: error }, 'could not load the server renderer; pages go out as the app shell');
              return null;
            },
          )
        : Promise.resolve(null);
    }
    return this.renderer;
  }

  /** Sends the page for a path the web app shows; `status` is what the app-path table says (200, or 404). */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    status: 200 | 404,
  ): Promise<FastifyReply> {
    const query = request.url.includes('?') ? new URLSearchParams(request.url.split('?')[1]) : null;
    const chosen = query?.get(addressParameters.language);
    if (query && isLanguage(chosen)) {
      return chooseLanguage(request, reply, status === 200 ? urlPath : undefined, query, chosen);
    }
    const lang = pageLanguage(request);
    const key = status === 404 ? `${lang} 404` : this.pageKey(urlPath, query);
    const page =
      key === null
        ? null
        : await this.page(`${lang} ${key}`, status === 404 ? '/404' : urlPath, lang, request.log);
    // An address whose slug the catalogue does not have is not a page: the app shows its not-found screen,
    // and the status says so too (a crawler or a link checker must not take it for a page).
    const sent = page ?? { status: this.unknownSlug(urlPath) ? 404 : status, body: await this.shell(lang) };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    addVary(reply, 'cookie');
    addVary(reply, 'accept-language');
    return sendPrecompressed(request, reply, sent.body, sent.status);
  }

  /**
   * The path a page is kept under, or null for pages rendered in the browser: an address with a slug the
   * catalogue does not have (its not-found screens say so in the browser), and a search with its words.
   */
  private pageKey(urlPath: string, query: URLSearchParams | null): string | null {
    const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    if (!isAppPath(trimmed)) return null; // the content preview renders in the browser
    const [, section, slug, extra] = trimmed.split('/');
    if (extra !== undefined) return null;
    if (slug !== undefined) {
      return this.slugsOf(section)?.has(slug) ? trimmed : null;
    }
    if (trimmed === appPaths.search && query && [...query.values()].some((value) => value.trim() !== ''))
      return null;
    return trimmed;
  }

  /** A test, category or service address whose slug the catalogue does not have (`/services/unknown`). */
  private unknownSlug(urlPath: string): boolean {
    const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    if (!isAppPath(trimmed)) return false;
    const [, section, slug] = trimmed.split('/');
    const known = this.slugsOf(section);
    return known !== null && slug !== undefined && !known.has(slug);
  }

  /** The slugs the catalogue has under a section of addresses with a slug (tests, categories, services). */
  private slugsOf(section: string | undefined): ReadonlySet<string> | null {
    if (section === 'tests') return this.known.tests;
    if (section === 'categories') return this.known.categories;
    if (section === 'services') return this.known.services;
    return null;
  }

  private page(key: string, urlPath: string, lang: Language, log: FastifyBaseLogger): Promise<Page | null> {
    let page = this.rendered.get(key);
    if (!page) {
      page = this.render(urlPath, lang, log);
      this.rendered.set(key, page);
    }
    return page;
  }

  /**
   * Renders a page. Pages render side by side: the renderer gives each render its language, catalogue and data
   * as React context (src/ssr/renderPage.tsx), so no render waits for another.
   */
  private async render(urlPath: string, lang: Language, log: FastifyBaseLogger): Promise<Page | null> {
    const renderPage = await this.warm(log);
    if (!renderPage) return null;
    const data = this.pageData(urlPath, lang);
    try {
      const rendered = await renderPage(new URL(urlPath, 'http://localhost'), data);
      const body = await precompress(Buffer.from(this.fill(lang, rendered, data)));
      return { status: rendered.status, body };
    } catch (error) {
      log.error({ err: error, path: urlPath }, 'could not render the page; sending the app shell');
      return null;
    }
  }

  /**
   * What a rendered page carries: the catalogue with only the tests the page shows (the whole catalogue is 10 of
   * a test page's 15 KB, sent again with every page; the app downloads it, once, when it goes to another page),
   * and on a test page its configuration.
   */
  private pageData(urlPath: string, lang: Language): PageData {
    const whole = (showsCategoryPictures(urlPath) ? this.withPictures : this.catalogue.site).get(
      lang,
    ) as SiteCatalogue;
    const shown = testsShownAt(urlPath, whole);
    const catalogue = { ...whole, tests: whole.tests.filter(shown) };
    const slug = urlPath.match(/^\/tests\/([^/]+)/)?.[1];
    const english = slug ? this.catalogue.tests.find((test) => test.card.routeSlug === slug) : undefined;
    if (!english) return { lang, catalogue, testsFor: urlPath };
    const test = testInLanguage(this.catalogue, english, lang);
    return {
      lang,
      catalogue,
      testsFor: urlPath,
      testConfig: {
        testCode: english.card.testCode,
        config: toTestConfig(test.fixture, test.lang, this.catalogue.warningSigns),
      },
    };
  }

  private readonly shells = new Map<Language, Promise<Precompressed>>();

  /** The app shell with the catalogue in it: the browser renders the page. */
  private shell(lang: Language): Promise<Precompressed> {
    let shell = this.shells.get(lang);
    if (!shell) {
      const catalogue = this.catalogue.site.get(lang) as SiteCatalogue;
      shell = precompress(Buffer.from(this.fill(lang, { html: '', title: null }, { lang, catalogue })));
      this.shells.set(lang, shell);
    }
    return shell;
  }

  private fill(
    lang: Language,
    rendered: { html: string; title: string | null; head?: string },
    data: PageData,
  ): string {
    let html = this.template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
    // Replacement functions: a '$' in the page must not read as a replacement pattern.
    if (rendered.head) html = html.replace('</head>', () => `${rendered.head}</head>`);
    if (rendered.title)
      html = html.replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeHtml(rendered.title ?? '')}</title>`,
      );
    return html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="${pageDataId}">${scriptJson(data)}</script>`,
    );
  }
}

/**
 * The language switch pressed before the app has taken the page over (or with no JavaScript) sends
 * `?lang=sw`: the choice is remembered as the app remembers it (the same cookie, Secure over HTTPS) and the
 * visitor is sent back to the page they were on, which then comes in that language. Only to a page of this
 * site the app shows (`appPath`, decoded): any other address, however it is written (`//evil.com`, `/\x`,
 * `/%09/x`, an absolute request line), sends the visitor home instead, so the switch never leads off the site.
 */
function chooseLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  appPath: string | undefined,
  query: URLSearchParams,
  language: Language,
): FastifyReply {
  query.delete(addressParameters.language);
  const rest = query.toString();
  const back = appPath === undefined ? undefined : sameSitePath(appPath);
  const location = back === undefined ? appPaths.home : rest ? `${back}?${rest}` : back;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${languageCookieHeader(language)}${secure}`);
  reply.header('cache-control', 'no-store');
  return reply.redirect(location, 303);
}

const anyOrigin = 'http://site.invalid';

/**
 * A decoded path written back as an address of this site: each segment %-encoded (no control character,
 * backslash or second slash survives), and undefined unless it starts with one `/` and stays on this origin.
 */
export function sameSitePath(decodedPath: string): string | undefined {
  if (!decodedPath.startsWith('/')) return undefined;
  try {
    const encoded = decodedPath.split('/').map(encodeURIComponent).join('/');
    if (!/^\/(?![/\\])/.test(encoded) && encoded !== '/') return undefined;
    return new URL(encoded, `${anyOrigin}/`).origin === anyOrigin ? encoded : undefined;
  } catch {
    // A lone surrogate cannot be encoded: no address.
    return undefined;
  }
}

/** The visitor's language: the one they chose (a cookie the app sets), else the first their browser asks for. */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = languageInCookies(request.headers.cookie);
  if (isLanguage(chosen)) return chosen;
  for (const range of (request.headers['accept-language'] ?? '').split(',')) {
    const base = range.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The home page (at /categories and /tests) and the category pages show the categories' pictures. */
function showsCategoryPictures(urlPath: string): boolean {
  return urlPath.startsWith(appPaths.home) || urlPath.replace(/\/$/, '') === appPaths.tests;
}

/** JSON that cannot end its <script> element early or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Which tests the page at `urlPath` shows: a test page its own card, a category page its category's tests, a
 * service page the tests it names; the home, legal, search and not-found pages none. The app's pages read no
 * other test (tests/e2e/page-data.spec.ts renders every page from the whole catalogue and from this part, and
 * finds them the same).
 */
export function testsShownAt(
  urlPath: string,
  site: SiteCatalogue,
): (card: SiteCatalogue['tests'][number]) => boolean {
  const [, section, slug] = urlPath.split('/');
  if (section === 'tests' && slug) return (card) => card.routeSlug === slug;
  if (section === 'categories' && slug) {
    const category = site.categories.find((each) => each.routeSlug === slug);
    return (card) => card.categoryId === category?.id;
  }
  if (section === 'services' && slug) {
    const named = new Set(site.services.find((each) => each.routeSlug === slug)?.relatedTests ?? []);
    return (card) => named.has(card.routeSlug);
  }
  return () => false;
}
