import type { FastifyInstance } from 'fastify';
import { mainSitePaths } from '../src/core/sitePaths';

/** GET (and HEAD) on a main-site path answers 302 to the main site, with or without a trailing slash. */
export function registerMainSiteRedirects(app: FastifyInstance, mainSiteUrl: string): void {
  const paths = mainSitePaths.flatMap((path) => (path === '/' ? [path] : [path, `${path}/`]));
  for (const path of paths) app.get(path, (_request, reply) => reply.redirect(mainSiteUrl, 302));
}
