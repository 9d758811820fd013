import { defineConfig } from '@playwright/test';
import site from './playwright.config';
import preview from './playwright.preview.config';

/**
 * What `npm test` runs: the site's tests and the content preview's in one Playwright run, each project against
 * its own server. One run instead of two saves a runner's start and lets the preview's tests fill the workers
 * while the site's last tests finish, instead of after them. The site's server is a webServer, answering before
 * the first test; the preview's (a Vite build of the reviewer build, then the built server) is started by the
 * global setup without waiting, so the site's tests run on both cores while it builds, and the preview's tests
 * wait for it (tests/e2e-preview/fixtures.ts).
 * playwright.config.ts (the site) and playwright.preview.config.ts (the preview) still run on their own.
 */
export default defineConfig({
  ...site,
  testDir: undefined,
  projects: [
    { name: 'site', testDir: site.testDir, use: site.use },
    { name: 'preview', testDir: preview.testDir, use: preview.use },
  ],
  globalSetup: './tests/e2e-preview/startReviewerServer.ts',
  webServer: site.webServer,
});
