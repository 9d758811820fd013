import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const apiPort = Number(process.env.PREVIEW_API_PORT ?? 3591);
const webPort = Number(process.env.PREVIEW_WEB_PORT ?? 5591);

/** The content preview, tested where reviewers use it: the development servers (Vite and the API). */
export default defineConfig({
  ...base,
  forbidOnly: !!process.env.CI,
  testDir: 'tests/e2e-preview',
  timeout: 90_000,
  globalSetup: './tests/e2e-preview/plantDraft.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${webPort}` },
  webServer: [
    {
      command: 'npx tsx server/main.ts',
      url: `http://127.0.0.1:${apiPort}/healthz`,
      env: { PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ROOT: 'scripts/dev-web-root' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${webPort} --strictPort`,
      url: `http://127.0.0.1:${webPort}/preview`,
      env: { API_PORT: String(apiPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
