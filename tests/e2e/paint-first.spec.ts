import type { Page } from '@playwright/test';
import { expect, test, appReady } from './fixtures';

/**
 * Paint first (scripts/paintFirst.ts): a server-rendered page asks for the app's entry only once the browser has
 * shown its first contentful paint, so the app's evaluation never keeps the page blank; the app still starts
 * where there is nothing to paint (the app shell), in a hidden tab, and in a browser without paint entries.
 */

/** When the page's first contentful paint and the request for the entry script started, in page time. */
async function paintAndEntryTimes(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name));
    return { paint: paint?.startTime ?? null, entry: entry?.startTime ?? null };
  });
}

for (const path of ['/categories', '/tests/depression', '/services/talk-to-a-doctor']) {
  test(`${path} is painted before the app's entry is asked for`, async ({ page }) => {
    await page.goto(path);
    const { paint, entry } = await paintAndEntryTimes(page);
    expect(paint).not.toBeNull();
    expect(entry).not.toBeNull();
    expect(entry as number).toBeGreaterThanOrEqual(paint as number);
  });
}

/** The entry was asked for at once: before the first paint, as any page did before paint first. */
async function expectEntryAskedAtOnce(page: Page) {
  await expect(page.locator(appReady)).toBeAttached();
  await expect.poll(async () => (await paintAndEntryTimes(page)).paint).not.toBeNull();
  const { paint, entry } = await paintAndEntryTimes(page);
  expect(entry as number).toBeLessThan(paint as number);
}

test('the app shell, with nothing to paint, asks for the entry at once', async ({ page }) => {
  await page.goto('/search?q=sleep');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectEntryAskedAtOnce(page);
});

test('a hidden tab, which draws no frames, asks for the entry at once', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
  });
  await page.goto('/categories/mental-health');
  await expectEntryAskedAtOnce(page);
});

test('a browser without paint entries asks for the entry at once', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['resource'] });
  });
  await page.goto('/tests/depression');
  await expect(page.getByRole('button', { name: 'Begin' })).toBeEnabled();
  await expectEntryAskedAtOnce(page);
});
