import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    // The server's renderer (npm run build:ssr) needs no copy of the images.
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
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
