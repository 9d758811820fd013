import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.PREVIEW_PORT ?? 3591);

/** The content preview, tested where reviewers use it: the reviewer build, served by the built server. */
export default defineConfig({
  ...base,
  forbidOnly: !!process.env.CI,
  testDir: 'tests/e2e-preview',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node tests/e2e-preview/serveReviewerBuild.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    wait: { stdout: /Kipimo is serving \d+ tests/ },
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
