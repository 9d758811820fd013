import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A tiny built site on disk (shell, one hashed asset with .br/.gz), for server tests without a build; `indexHtml`
 * replaces its shell.
 */
export function makeSiteDir(indexHtml = '<!doctype html><title>Kipimo</title><div id="root"></div>'): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kipimo-site-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  const asset = path.join(root, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  return root;
}
