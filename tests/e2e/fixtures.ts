import { test as base, type Page } from '@playwright/test';
import { appReadyAttribute } from '../../src/lib/appReady';

export { expect } from '@playwright/test';

/** `<html>` once the app has taken the server's page over (src/lib/appReady.ts). */
export const appReady = `html[${appReadyAttribute}]`;

/**
 * Playwright's `test`, with one difference: `page.goto` and `page.reload` on one of our pages return once
 * the app has taken the server's HTML over. Before that a server-rendered button that needs JavaScript
 * (the language switch, the menu) does nothing, so a test that pressed it at once passed or failed by
 * the machine's load. Tests of the page before the app (scripts off or held back) set `waitForApp: false`.
 */
export const test = base.extend<{ waitForApp: boolean }>({
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp, javaScriptEnabled, baseURL }, use) => {
    if (waitForApp && javaScriptEnabled !== false && baseURL)
      waitForAppAfterLoads(page, new URL(baseURL).hostname);
    await use(page);
  },
});

/** Our pages are those on the test server's host: its port, or that of a server a test starts (ownServer.ts). */
function waitForAppAfterLoads(page: Page, host: string) {
  const untilReady = async () => {
    if (new URL(page.url()).hostname === host) await page.locator(appReady).waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilReady();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilReady();
    return response;
  };
}

/**
 * The query strings of the page's requests for the whole catalogue (`/api/catalogue/`), recorded from now on:
 * the array fills as the page asks ("?lang=sw").
 */
export function catalogueRequestsOf(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/catalogue/')) requests.push(new URL(request.url()).search);
  });
  return requests;
}
