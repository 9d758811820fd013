// The reviewer build (the production app plus the content preview, as `npm run preview:content` makes it),
// built with the fixture of planted mistakes among the drafts and served by the built server. The preview
// bundles the drafts when it is built, so the planted file is there only while Vite builds: it must never be
// served to visitors or committed. A build takes seconds; Vite's development server compiled for a minute.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';

const planted = 'fixtures/drafts/planted-errors.json';
const webRoot = 'dist/preview-web';

copyFileSync('tests/fixtures/planted/planted-errors.json', planted);
try {
  execFileSync('npx', ['vite', 'build', '--outDir', webRoot, '--logLevel', 'warn'], {
    env: { ...process.env, VITE_CONTENT_PREVIEW: 'true' },
    stdio: 'inherit',
  });
} finally {
  rmSync(planted, { force: true });
}
execFileSync('node', ['scripts/compress-assets.mjs', webRoot], { stdio: 'inherit' });

const server = spawn('node', ['dist/server/main.js'], {
  env: { ...process.env, CONTENT_PREVIEW: 'true', WEB_ROOT: webRoot },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
