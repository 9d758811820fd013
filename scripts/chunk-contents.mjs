#!/usr/bin/env node
// What each chunk of a web build holds: its bytes attributed to the sources its sourcemap names, grouped by
// package (MUI by component) or by source file, with each group's own gzip and brotli size as a guide.
//
//   npx vite build --sourcemap --outDir /tmp/perf-build
//   node scripts/chunk-contents.mjs /tmp/perf-build [part of a chunk's name] [--top 12]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const [dir, filter] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--top');
if (!dir) throw new Error('usage: node scripts/chunk-contents.mjs <build dir> [chunk name part] [--top n]');
const top = Number(args[args.indexOf('--top') + 1]) || 12;

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, index) => [char, index]));
/** The numbers of one sourcemap segment (base-64 VLQ). */
function decode(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit.get(char);
    value += (bits & 31) << shift;
    if (bits & 32) shift += 5;
    else {
      numbers.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/** A source's group: the package (an MUI package by component), else the file. */
function group(source) {
  const inPackage = source.lastIndexOf('node_modules/');
  if (inPackage < 0) return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|schemas|preview)\//, '$1/');
  const parts = source.slice(inPackage + 'node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return name === '@mui/material' || name === '@mui/system' ? `${name}/${parts[2]}` : name;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const brotli = (text) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const assets = path.join(dir, 'assets');
const chunks = readdirSync(assets).filter(
  (file) => file.endsWith('.js') && (!filter || file.includes(filter)),
);
for (const file of chunks) {
  const code = readFileSync(path.join(assets, file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
  console.log(
    `\n${file}: ${kb(code.length)} KB, gzip ${kb(gzipSync(code, { level: 9 }).length)} KB, brotli ${kb(brotli(code))} KB`,
  );
  if (!existsSync(path.join(assets, `${file}.map`))) continue;
  const map = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  const texts = new Map();
  let source = 0;
  map.mappings.split(';').forEach((mapping, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    const starts = [];
    let column = 0;
    for (const segment of mapping.split(',')) {
      if (!segment) continue;
      const numbers = decode(segment);
      column += numbers[0];
      if (numbers.length > 1) source += numbers[1];
      starts.push([column, numbers.length > 1 ? group(map.sources[source]) : '(unmapped)']);
    }
    starts.forEach(([start, name], index) => {
      const end = index + 1 < starts.length ? starts[index + 1][0] : line.length;
      texts.set(name, (texts.get(name) ?? '') + line.slice(start, end));
    });
  });
  const rows = [...texts].sort((a, b) => b[1].length - a[1].length).slice(0, top);
  for (const [name, text] of rows)
    console.log(`  ${kb(text.length)} KB  gzip ${kb(gzipSync(text, { level: 9 }).length)}  ${name}`);
}
