import { defineConfig } from '@playwright/test';
import site from './playwright.config';
import preview from './playwright.preview.config';

/**
 * What `npm test` runs: the site's tests and the content preview's in one Playwright run, each project against
 * its own server (both start before the first test). One run instead of two saves a runner's start and lets
 * the preview's tests fill the workers while the site's last tests finish, instead of after them.
 * playwright.config.ts (the site) and playwright.preview.config.ts (the preview) still run on their own.
 */
export default defineConfig({
  ...site,
  testDir: undefined,
  projects: [
    { name: 'site', testDir: site.testDir, use: site.use },
    { name: 'preview', testDir: preview.testDir, use: preview.use },
  ],
  webServer: [site.webServer, preview.webServer].flat().filter((server) => server !== undefined),
});
