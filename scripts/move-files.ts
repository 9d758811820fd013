/**
 * Moves files or folders with `git mv` and rewrites every relative path that names them, in every tracked
 * TypeScript or JavaScript file (imports, dynamic imports, vi.mock, import.meta.glob, new URL): the layer moves
 * of issue 34 as one command each, so they can be replayed on a tree that changed in the meantime.
 *
 *   npx tsx scripts/move-files.ts src/app/chunkLoad.ts=src/lib/chunkLoad.ts src/scoring=src/core/scoring
 *
 * Paths in JSON, Markdown or shell files (tsconfig include lists, the README) are left for a person to update.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const codeFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const resolvable = ['', '.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'];
const indexFiles = ['/index.ts', '/index.tsx', '/index.js'];

const pairs = process.argv.slice(2).map((argument) => {
  const [from, to] = argument.split('=');
  if (!from || !to) throw new Error(`expected old=new, got ${argument}`);
  return { from: path.normalize(from).replace(/\/$/, ''), to: path.normalize(to).replace(/\/$/, '') };
});
if (pairs.length === 0) throw new Error('usage: move-files.ts old=new [old=new …]');

const tracked = new Set(
  execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean),
);

/** Where a path (file or folder) is after the move. */
function moved(file: string): string {
  for (const { from, to } of pairs) {
    if (file === from) return to;
    if (file.startsWith(`${from}/`)) return to + file.slice(from.length);
  }
  return file;
}

for (const { from } of pairs) {
  if (!tracked.has(from) && ![...tracked].some((file) => file.startsWith(`${from}/`))) {
    throw new Error(`${from} is not a tracked file or folder`);
  }
}

const isFolder = (dir: string) => [...tracked].some((file) => file.startsWith(`${dir}/`));

/** A specifier as the file it names: `kind` says how it was written, so the new one is written the same way. */
function resolve(fromDir: string, specifier: string): { target: string; suffix: string } | null {
  const globAt = specifier.search(/[*{]/);
  if (globAt >= 0) {
    const base = specifier.slice(0, specifier.lastIndexOf('/', globAt) + 1);
    const target = path.normalize(path.join(fromDir, base)).replace(/\/$/, '');
    return isFolder(target) ? { target, suffix: specifier.slice(base.length - 1) } : null;
  }
  const absolute = path.normalize(path.join(fromDir, specifier)).replace(/\/$/, '');
  for (const extension of resolvable) {
    if (tracked.has(absolute + extension)) return { target: absolute + extension, suffix: '' };
  }
  for (const index of indexFiles) {
    if (tracked.has(absolute + index)) return { target: absolute, suffix: '' };
  }
  return isFolder(absolute) ? { target: absolute, suffix: '' } : null;
}

function respell(fromFile: string, specifier: string): string {
  const found = resolve(path.dirname(fromFile), specifier);
  if (!found) return specifier;
  const newFile = moved(fromFile);
  const newTarget = moved(found.target);
  if (newFile === fromFile && newTarget === found.target) return specifier;
  let relative = path.relative(path.dirname(newFile), newTarget) || '.';
  if (!tracked.has(found.target) || found.suffix) {
    // a folder, an index or a glob's base: keep the rest as written
  } else {
    const written = path.normalize(path.join(path.dirname(fromFile), specifier));
    const extension = found.target.slice(written.length); // what the specifier left out
    if (extension) relative = relative.slice(0, relative.length - extension.length);
  }
  if (!relative.startsWith('.')) relative = `./${relative}`;
  const trailingSlash = specifier.endsWith('/') && !found.suffix ? '/' : '';
  return relative + found.suffix + trailingSlash;
}

const literal = /(['"`])(\.{1,2}\/[^'"`\n]*)\1/g;
let rewritten = 0;
for (const file of tracked) {
  if (!codeFile.test(file) || file.startsWith('node_modules/')) continue;
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    literal,
    (whole, quote: string, specifier: string) => `${quote}${respell(file, specifier)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}

for (const { from, to } of pairs) {
  mkdirSync(path.dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to], { stdio: 'inherit' });
}
console.log(`moved ${pairs.length}, rewrote paths in ${rewritten} files`);
