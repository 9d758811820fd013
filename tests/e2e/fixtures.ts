import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
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

/**
 * One page for every test of the describe block it is called in, whose tests only load and read pages: a
 * browser context costs about 0.3 s of CPU, and in a context of its own each load fetches and compiles the
 * app's scripts afresh. Makes the block serial (one worker, in order) and opens the context (the config's and
 * the block's options, `options` on top) before its first test; `page` and `context` are read inside a test.
 * The page's `goto` and `reload` wait for the app as the fixture's do (not with `javaScriptEnabled: false`).
 */
export function useSharedPage(options: BrowserContextOptions = {}): { page: Page; context: BrowserContext } {
  test.describe.configure({ mode: 'serial' });
  let opened: { page: Page; context: BrowserContext } | undefined;
  test.beforeAll(async ({ browser }) => {
    // The config's options a test's own context has (Playwright gives them to a hook's context too; said here
    // so that the page is the same whatever the version).
    const { baseURL: configURL, reducedMotion } = test.info().project.use;
    const context = await browser.newContext({ baseURL: configURL, reducedMotion, ...options });
    const page = await context.newPage();
    const baseURL = options.baseURL ?? configURL;
    if (options.javaScriptEnabled !== false && baseURL) waitForAppAfterLoads(page, new URL(baseURL).hostname);
    opened = { page, context };
  });
  test.afterAll(async () => {
    await opened?.context.close();
  });
  const get = () => {
    if (!opened) throw new Error('The shared page is opened in beforeAll: read it inside a test');
    return opened;
  };
  return {
    get page() {
      return get().page;
    },
    get context() {
      return get().context;
    },
  };
}

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
