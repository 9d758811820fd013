import { appReady, expect, test } from './fixtures';
import { holdRequests } from './holdRequests';

/**
 * The toaster downloads on the visitor's first act, so that a toast reporting a failed network can still show
 * (src/components/toasts.tsx). An act before the app has taken the page over must count too: a visitor who
 * resumes a test and taps Submit on a slow phone acts before the app's listener exists.
 */
// The entry is held back, so the page is read before the app.
test.use({ waitForApp: false });

test('a tap before the app started still brings the toaster, with no act after it', async ({ page }) => {
  const { release } = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  const toaster: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/Toaster-[^/]+\.js$/.test(request.url())) toaster.push(request.url());
  });
  await page.goto('/categories', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A tap on the page's heading: no control, nothing the app must replay.
  await page.getByRole('heading', { level: 1 }).click();
  release();
  await expect(page.locator(appReady)).toBeAttached();
  await expect.poll(() => toaster.length, { timeout: 10_000 }).toBeGreaterThan(0);
});
