// The reviewer build (the production app plus the content preview, as `npm run preview:content` makes it),
// built with the fixture of planted mistakes among the drafts and served by the built server. The preview
// bundles the drafts when it is built, so the planted file is there only while Vite builds: it must never be
// served to visitors or committed. A build takes seconds; Vite's development server compiled for a minute.
//
// Each step is a child of this process, which passes SIGINT and SIGTERM on to the one running: stopped in the
// middle of the build (a run of the suite that ends first: playwright.suite.config.ts starts this beside the
// site's tests), the build stops and the planted file is still removed.
import { spawn } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';

const planted = 'fixtures/drafts/planted-errors.json';
const webRoot = 'dist/preview-web';

/** The step running now, which a signal is passed on to. */
let current;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    current?.kill(signal);
  });

/** Runs one step to its end; its exit code (1 when a signal ended it). */
function run(args, env = process.env) {
  return new Promise((resolve) => {
    current = spawn(process.execPath, args, { env, stdio: 'inherit' });
    current.on('exit', (code) => resolve(code ?? 1));
  });
}

copyFileSync('tests/fixtures/planted/planted-errors.json', planted);
let built;
try {
  built = await run(['node_modules/vite/bin/vite.js', 'build', '--outDir', webRoot, '--logLevel', 'warn'], {
    ...process.env,
    VITE_CONTENT_PREVIEW: 'true',
  });
} finally {
  rmSync(planted, { force: true });
}
if (stopping) process.exit(0);
if (built !== 0) process.exit(built);
const compressed = await run(['scripts/compress-assets.mjs', webRoot]);
if (stopping) process.exit(0);
if (compressed !== 0) process.exit(compressed);

current = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, CONTENT_PREVIEW: 'true', WEB_ROOT: webRoot },
  stdio: 'inherit',
});
current.on('exit', (code) => process.exit(code ?? 0));
