import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * React Router's package points every import at its development build (remix-run/react-router#12532, #14102):
 * the browser gets the production one, which differs only in leaving its development warnings out. The
 * server's renderer keeps the package as Node resolves it.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react()],
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
                // The floating buttons' helpers with their button, so that each button is one file.
                {
                  name: 'ContactButtons',
                  test: /[\\/]src[\\/](features[\\/]contact[\\/]|components[\\/](BookSessionButton\.tsx|contactLinks\.ts))/,
                },
                {
                  name: 'AssistantLauncher',
                  test: /[\\/]src[\\/](features[\\/]assistant[\\/](AssistantLauncher|icons)\.tsx|app[\\/]assistantEvents\.ts)/,
                },
                // MUI's modal and dialog, for the test's intro, the booking modal and the menus of a text field.
                {
                  name: 'Dialog',
                  test: /@mui[\\/]material[\\/](Modal|Dialog|DialogTitle|DialogContent|Backdrop|Fade|Portal|Unstable_TrapFocus)[\\/]/,
                },
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
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/globalSetup.ts'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
  },
}));
