import type { FastifyInstance } from 'fastify';
import { mainSitePaths } from '../src/app/mainSitePaths';

/** Paths the web app renders itself; the server answers them with the app shell and 200. */
const appRoutePatterns = [
  /^\/categories\/?$/,
  /^\/tests\/?$/,
  /^\/categories\/[^/]+\/?$/,
  /^\/tests\/[^/]+\/?$/,
  /^\/services\/[^/]+\/?$/,
  /^\/search\/?$/,
  /^\/privacy-policy\/?$/,
  /^\/terms-and-conditions\/?$/,
];

/** The content preview's paths, app routes only in the reviewer build. */
const previewPattern = /^\/preview(\/.*)?$/;

export function isAppRoute(urlPath: string, contentPreview = false): boolean {
  return (
    appRoutePatterns.some((pattern) => pattern.test(urlPath)) ||
    (contentPreview && previewPattern.test(urlPath))
  );
}

/** GET (and HEAD) on a main-site path answers 302 to the main site, with or without a trailing slash. */
export function registerMainSiteRedirects(app: FastifyInstance, mainSiteUrl: string): void {
  const paths = mainSitePaths.flatMap((path) => (path === '/' ? [path] : [path, `${path}/`]));
  for (const path of paths) app.get(path, (_request, reply) => reply.redirect(mainSiteUrl, 302));
}
