import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Paint first (scripts/paintFirst.ts): the app's entry downloads while the HTML is parsed, as before, but a
 * server-rendered page runs it only once the browser has shown its first contentful paint, so the app's
 * evaluation never keeps the page blank. (Which branch the loader takes where there is nothing to paint, in a
 * hidden tab or without paint entries: tests/scripts/paintFirst.test.ts.)
 */

/** In page time: the first contentful paint, when the entry's download started, and when the app began to run. */
function timesOf(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const entry = performance
      .getEntriesByType('resource')
      .filter((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name));
    const appStart = performance.getEntriesByName('kipimo:app-start')[0];
    return {
      paint: paint?.startTime ?? null,
      entryDownloads: entry.map((resource) => resource.startTime),
      appStart: appStart?.startTime ?? null,
    };
  });
}

for (const path of ['/categories', '/tests/depression', '/services/talk-to-a-doctor']) {
  test(`${path}: the entry downloads with the page, and the app runs only once the page is painted`, async ({
    page,
  }) => {
    await page.goto(path);
    const { paint, entryDownloads, appStart } = await timesOf(page);
    expect(paint).not.toBeNull();
    expect(appStart).not.toBeNull();
    // One download (the loader's import takes the preloaded module), started before the first paint.
    expect(entryDownloads).toHaveLength(1);
    expect(entryDownloads[0]).toBeLessThan(paint as number);
    expect(appStart as number).toBeGreaterThanOrEqual(paint as number);
  });
}

test("the entry's download yields to the page's own picture: low priority, the first test's picture high", async ({
  page,
}) => {
  // Chromium's own priorities, as its network layer sets them (the page cannot read them).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ request }) =>
    priorities.set(new URL(request.url).pathname, request.initialPriority),
  );
  await page.goto('/categories/mental-health');
  const firstPicture = await page.locator('main img').first().getAttribute('src');
  const entries = [...priorities].filter(([path]) => /^\/assets\/index-[^/]+\.js$/.test(path));
  expect(entries.map(([, priority]) => priority)).toEqual(['Low']);
  expect(priorities.get(new URL(firstPicture as string, page.url()).pathname)).toBe('High');
});

test('the app shell, with nothing to paint, runs the app and shows its page', async ({ page }) => {
  await page.goto('/search?q=sleep');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { appStart } = await timesOf(page);
  expect(appStart).not.toBeNull();
});
