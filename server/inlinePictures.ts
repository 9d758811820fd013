import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteCatalogue } from '../schemas';

/** A picture this small costs less in the page than its own request (whose headers alone are about 1 KB). */
const inlineAtMostBytes = 2048;

/**
 * The categories' pictures written into the page as data addresses instead of fetched. Each is an SVG under a
 * kilobyte, and on a phone one of them is the largest thing on the first screen (the home page's first card, a
 * category page's hero): fetched, it paints after the scripts have run; in the page, it paints with the page.
 * Only those pages carry them (server/pages.ts), about 1.4 KB more compressed. A picture that is not a small
 * SVG inside the web root keeps its address.
 */
export function withInlinePictures(site: SiteCatalogue, webRoot: string): SiteCatalogue {
  return {
    ...site,
    categories: site.categories.map((category) => ({
      ...category,
      imageSrc: inlineSvg(category.imageSrc, webRoot) ?? category.imageSrc,
    })),
  };
}

function inlineSvg(address: string, webRoot: string): string | undefined {
  if (!address.startsWith('/') || !address.endsWith('.svg')) return undefined;
  const root = path.resolve(webRoot);
  const file = path.resolve(root, `.${address}`);
  if (!file.startsWith(root + path.sep) || !existsSync(file)) return undefined;
  if (statSync(file).size > inlineAtMostBytes) return undefined;
  return `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}`;
}
