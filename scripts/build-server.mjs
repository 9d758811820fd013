// npm run build:server: the server as one file, dist/server/main.js, with the packages it uses inside it, then
// the catalogue as this build validates it beside it (server/catalogueCache.ts).
//
// Why the packages are inside (issue 32, server start at most 2x an empty Fastify server's): loaded from
// node_modules, fastify, zod, helmet and the plugins are some hundred files that Node resolves, reads and
// compiles one by one, a third of a start; as one file the start spends about 250 ms less CPU.
// ioredis stays outside: the server loads it only when a Redis address is set (security/rateLimit.ts).
// The SSR renderer (dist/ssr) still imports React and the app's packages from node_modules.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['ioredis'],
  // The CommonJS packages inside call require (for Node's own modules): an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireOfServer } from 'node:module'; const require = createRequireOfServer(import.meta.url);",
  },
  logLevel: 'warning',
});

execFileSync(process.execPath, ['dist/server/main.js', '--write-catalogue-cache'], { stdio: 'inherit' });
