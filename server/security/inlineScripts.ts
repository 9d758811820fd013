import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources ('sha256-…') that allow the page's own inline scripts, and only them: the
 * built page's loader (scripts/paintFirst.ts). Data blocks (`type="application/json"`, the page data) run
 * nothing and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || body === '') continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}
