import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The offline screen, the reload on reconnection and the error screens (issue 6). What they say and do does
 * not change with the width, so they run once, at phone width; axe checks them at both (site-a11y.spec.ts).
 */

const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const homeHeading = 'Find Your Path to Better Health. Select a Category to Proceed';
const categoryChunk = /\/assets\/CategoryPage-[\w-]+\.js$/;

/** Marks the current document, so that a reload (which makes a new one) can be told apart. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { documentMark: true }));
}
/** Stops the page's clock a moment from now: from here on only runFor moves it. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
/**
 * Whether this browser asks again for a module whose download failed. Chromium 150 (Debian's build on some of
 * our machines) keeps the failure for the page's life, so no new try can bring a chunk back before a reload;
 * later Chromium asks again (the HTML standard's change to not keep failed module fetches).
 */
async function refetchesFailedModules(page: Page): Promise<boolean> {
  let tries = 0;
  const probe = '/assets/refetch-probe.js';
  await page.route(probe, (route) => {
    tries += 1;
    return tries === 1
      ? route.abort('connectionreset')
      : route.fulfill({ contentType: 'text/javascript', body: 'export default 1;' });
  });
  const loaded = await page.evaluate(async (url) => {
    const load = () =>
      import(/* @vite-ignore */ url).then(
        () => true,
        () => false,
      );
    return (await load()) ? 'first' : await load();
  }, probe);
  await page.unroute(probe);
  return loaded === true;
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => 'documentMark' in window);
}

test.describe('at phone width', () => {
  test.use(phone);

  test("losing the connection shows 'You're Offline'; its return reloads through 'Reloading...'", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    await markDocument(page);

    await context.setOffline(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're Offline");
    await expect(
      page.getByText(
        'It seems you don’t have an active internet connection. Please check your connection and try again.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await pauseClock(page);
    await context.setOffline(false);
    const reloading = page.getByTestId('reloading');
    await expect(reloading).toHaveText('Reloading');
    await expect(page.getByRole('status')).toContainText('Reloading...');
    for (const text of ['Reloading.', 'Reloading..', 'Reloading...']) {
      await page.clock.runFor(449);
      await expect(reloading).not.toHaveText(text);
      await page.clock.runFor(1);
      await expect(reloading).toHaveText(text);
    }
    expect(await isSameDocument(page)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(450);
    await reloaded;
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    expect(await isSameDocument(page)).toBe(false);
  });

  test('Retry on the offline screen reloads the page', async ({ page }) => {
    await page.goto('/categories/mental-health');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mental Health');
    await markDocument(page);
    // The browser's own offline event, while the network stays up so that the reload can succeed.
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're Offline");
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mental Health');
    expect(await isSameDocument(page)).toBe(false);
  });

  test("a script chunk that fails to download shows 'Loading chunk {n} failed.' and a reload", async ({
    page,
  }) => {
    await page.route(categoryChunk, (route) => route.abort('connectionrefused'));
    await page.goto('/categories');
    await page.getByRole('link', { name: 'Mental Health', exact: true }).click();

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Loading chunk CategoryPage-[\w-]+ failed\.$/);
    await expect(page.getByTestId('chunk-details')).toHaveText(
      /^\(missing: http:\/\/127\.0\.0\.1:\d+\/assets\/CategoryPage-[\w-]+\.js\)$/,
    );

    await page.unroute(categoryChunk);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await reloaded;
    await expect(heading).toHaveText('Mental Health');
  });

  test('the floating buttons come back after their download failed, on the next try', async ({ page }) => {
    await page.goto('/categories');
    test.skip(
      !(await refetchesFailedModules(page)),
      'this browser keeps a failed module download for the page’s life: no try can bring the chunk back',
    );
    await page.clock.install();
    // Every request for the widgets' chunk fails (its preload and its import) until the link comes back.
    let linkDown = true;
    let failed = 0;
    await page.route(/\/assets\/widgets-[\w-]+\.js$/, async (route) => {
      if (!linkDown) return route.continue();
      failed += 1;
      return route.abort('connectionreset');
    });
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    await expect.poll(() => failed).toBeGreaterThan(0);
    await pauseClock(page);
    linkDown = false;
    const assistant = page.getByRole('button', { name: 'AI Assistant' });
    await page.clock.runFor(4_999);
    await expect(assistant).toBeHidden();

    // 5 s after the failure the chunk is asked for again, and this time it comes: booking and the assistant.
    await page.clock.runFor(1);
    await page.clock.resume(); // React reveals what a Suspense boundary waited for on a timer of its own
    await expect(assistant).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book a Session' })).toBeVisible();
    // Where a finger lands: a trial tap fails unless the control itself takes the touch at its centre.
    for (const width of [320, 412]) {
      await page.setViewportSize({ width, height: 740 });
      await assistant.tap({ trial: true, timeout: 5_000 });
      await page.getByRole('button', { name: 'Book a Session' }).tap({ trial: true, timeout: 5_000 });
    }
  });

  test('a script chunk that takes over 120 s fails as a timeout', async ({ page }) => {
    await page.clock.install();
    // The chunk's request never gets an answer.
    let asked = false;
    await page.route(categoryChunk, () => {
      asked = true;
    });
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    // The link must be the app's (taken over from the server's HTML) for the click to be the router's
    // transition, which keeps the current screen; a click on the server's link during the takeover may show the
    // loading screen instead (takeover.spec.ts covers those taps).
    const link = page.getByRole('link', { name: 'Mental Health', exact: true });
    await expect
      .poll(() => link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber$'))))
      .toBe(true);
    await pauseClock(page);
    await link.click();
    // The chunk's timer starts as its request leaves (chunkLoad.ts): only then may the clock move.
    await expect.poll(() => asked).toBe(true);
    // The router keeps the current screen while the next one loads.
    await page.clock.runFor(119_999);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    await page.clock.runFor(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loading chunk CategoryPage failed.');
    await expect(page.getByTestId('chunk-details')).toHaveText('(timeout: CategoryPage)');
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });

  test("an unhandled routing error shows 'Unexpected Application Error!' with its message", async ({
    page,
  }) => {
    await page.route(categoryChunk, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export default function Broken() { throw new Error('The category screen broke in a test.'); }",
      }),
    );
    await page.goto('/categories');
    await page.getByRole('link', { name: 'Mental Health', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(alert).toContainText('The category screen broke in a test.');
    await expect(page.getByRole('link', { name: 'Go to the screening tests' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });
});
