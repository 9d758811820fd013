import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { paintFirst } from './scripts/paintFirst';

/**
 * React Router's package points every import at its development build (remix-run/react-router#12532, #14102):
 * the browser gets the production one, which differs only in leaving its development warnings out. The
 * server's renderer keeps the package as Node resolves it.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The test files by how they share modules. Plain node tests share one module graph per worker, which spares
 * each the import of the schemas, the server and the fixtures again. Component tests (jsdom) share one too, in a
 * project of their own: each file still gets its own jsdom window, but the app, React, MUI and msw are imported
 * once per worker instead of once per file (the app keeps no module state a test depends on: language,
 * catalogue and store come from React context; the setup's afterEach cleans the DOM and storage). A file that
 * replaces modules with vi.mock, or asks for it (a `vitest: isolated` comment: other files' heaps and garbage
 * do not count in its figures), gets a fresh module graph, as Vitest gives by default.
 */
function testFilesByIsolation(): { dom: string[]; isolated: string[] } {
  const testsDir = new URL('./tests/', import.meta.url);
  const files = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('e2e'))
    .map((file) => ({ path: `tests/${file}`, text: readFileSync(new URL(file, testsDir), 'utf8') }));
  const isolated = files.filter(({ text }) => /vi\.mock\(|vitest: isolated/.test(text));
  const dom = files.filter((file) => !isolated.includes(file) && /@vitest-environment jsdom/.test(file.text));
  return { dom: dom.map(({ path }) => path), isolated: isolated.map(({ path }) => path) };
}
// Read only when Vitest runs: builds and the dev server have no use for the test files.
const testFiles = process.env.VITEST ? testFilesByIsolation() : { dom: [], isolated: [] };
// The slowest files first in their project (tests/slowFirstSequencer.ts): imported only when Vitest runs.
const sequencer = process.env.VITEST
  ? (await import('./tests/slowFirstSequencer')).SlowFirstSequencer
  : undefined;

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), paintFirst()],
  // The server's renderer carries its own copy of MUI and Emotion built for production, as the browser's: in
  // development mode MUI labels every class (css-1lmuuzb-MuiAppBar-root where the browser has css-1gzomuk),
  // and the browser, not finding the server's classes, made and inserted every style again while it took the
  // page over. React stays the server's own.
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
      }
    : {}),
  resolve: {
    alias:
      command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist/web',
    // The server's renderer (npm run build:ssr) needs no copy of the images.
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Everything the first page needs whatever the page, as one file: each response costs its headers
                // (about 1 KB, the security headers included) and a round trip.
                { name: 'index', tags: ['$initial'] },
                // The answer checks a test's runner and its result share, as one file. The entry's top-level await
                // (src/lib/nextTask.ts) turns off Rolldown's merging of shared modules into the chunks that use
                // them, which made two small files of these (0.6 KB more before a test's first question).
                {
                  name: 'answerForm',
                  test: /[\\/]src[\\/](features[\\/]screening[\\/]answerForm\.ts|components[\\/]crisisAnswers\.ts)/,
                },
                // Both floating widgets and their helpers, as one file the page downloads once it has shown
                // (src/app/FloatingWidgets.tsx, which mounts both): the pages that use a helper (Book a Session,
                // openAssistant) take it from here too. A group of each widget made two files and, for the page's
                // imports of them, two stubs of 0.1 KB that re-exported them: four responses after the first paint.
                {
                  name: 'widgets',
                  test: /[\\/]src[\\/](features[\\/]contact[\\/]|components[\\/](BookSessionButton\.tsx|contactLinks\.ts)|features[\\/]assistant[\\/](AssistantLauncher|icons)\.tsx|lib[\\/]assistantEvents\.ts|app[\\/]FloatingWidgets\.tsx)/,
                },
                // No group for MUI's Modal and Dialog (the booking modal, a text field's menus): a group takes the
                // helpers its modules import along (useSlot, createChainedFunction), and the test page, which shares
                // them, downloaded the whole group for them.
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    // The API server of npm run dev (API_PORT when it runs elsewhere).
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3000}`,
      '/healthz': `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/globalSetup.ts'],
    // Component tests see a deployment with a WhatsApp number; the default build has none (no button).
    env: { VITE_WHATSAPP_NUMBER: '254700000000' },
    setupFiles: ['tests/setup.ts'],
    ...(sequencer ? { sequence: { sequencer } } : {}),
    restoreMocks: true,
    // Time limits that a busy machine does not reach: a test or hook that starts a server, reads every fixture
    // or renders a whole screening can take ten times as long on a shared machine as on a quiet one (a run at
    // load average 20 failed 6 files on Vitest's 10 s hook limit and a 20 s test limit, and one at 25 still
    // timed out walking a screening in jsdom at 60 s). Nothing here measures speed: bounds on time or CPU are
    // in `npm run bench:chat-cost` (vitest.timing.config.ts).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Vitest's default leaves a core to its main process, which mostly waits: on a 2-core machine that halves it.
    maxWorkers: availableParallelism(),
    // The projects extend this block; their include and exclude lists add to it.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...testFiles.dom, ...testFiles.isolated],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'dom', include: testFiles.dom, isolate: false } },
      { extends: true, test: { name: 'isolated', include: testFiles.isolated } },
    ],
  },
}));
