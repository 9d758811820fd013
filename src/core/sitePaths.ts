/**
 * Every path of the site and who answers it, in one list for the web app's router and the server (no React
 * here, so the server may import it). The server answers app paths with the app shell and 200 (anything
 * else gets the shell with 404), and main-site paths with a redirect, so both work before any script runs.
 */

/** Screens the web app renders itself (spec route table). */
export const appPaths = {
  home: '/categories',
  tests: '/tests',
  category: '/categories/:slug',
  test: '/tests/:slug',
  search: '/search',
  service: '/services/:slug',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  /** Results kept in this browser (issue 35): the server sends the page's frame; the browser fills it. */
  myResults: '/my-results',
} as const;

/**
 * What an address carries besides its path, for forms that work before the app has taken the server's page over:
 * a search's words (/search?q=…) and a language chosen with the switch (?lang=sw, which the server remembers).
 */
export const addressParameters = { searchWords: 'q', language: 'lang' } as const;

/**
 * The visitor's chosen language, remembered for the server (which renders pages in it) by the app and by the
 * server itself when the switch's form is sent; it holds nothing but the language and is sent only to this site.
 */
export const languageCookie = 'kipimo.language';
export function languageCookieHeader(language: string): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language cookie's value in a Cookie header (the server's request) or in `document.cookie` (the app). */
export function languageInCookies(cookies: string | undefined): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === languageCookie) return value.join('=');
  }
  return undefined;
}

/** The address of one screen: an app path with its ':slug' filled in (`pathTo(appPaths.test, 'anxiety')`). */
export function pathTo(pattern: (typeof appPaths)['category' | 'test' | 'service'], slug: string): string {
  return pattern.replace(':slug', slug);
}

/** Paths that belong to the provider's main website: the router and the server send them there. */
export const mainSitePaths = [
  '/',
  '/wellness',
  '/wellness/:slug',
  '/booking',
  '/checkout/:serviceId',
  '/payments/:provider',
  '/payment/confirmation',
  '/screening',
  '/about-us',
];

/** The main website when no setting names another (a placeholder until the provider sets its address). */
export const defaultMainSiteUrl = 'https://kipimo.health';

/** The main site's scheduling page, embedded by 'Book a Session' unless a setting names another. */
export const mainSiteSchedulingPath = '/schedule/virtual-consultation';

/** The content preview's paths: app paths in the reviewer build only. */
const previewPattern = /^\/preview(\/.*)?$/;

/** A route pattern as a matcher: ':name' is one segment, and a trailing slash is allowed. */
function matcherOf(pattern: string): RegExp {
  const segments = pattern.replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${segments}/?$`);
}

const appPathMatchers = Object.values(appPaths).map(matcherOf);

/** Whether the web app renders this (decoded) path itself. */
export function isAppPath(urlPath: string, contentPreview = false): boolean {
  return (
    appPathMatchers.some((matcher) => matcher.test(urlPath)) ||
    (contentPreview && previewPattern.test(urlPath))
  );
}
