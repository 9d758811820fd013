import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './holdRequests';

/**
 * The floating 'Chat on WhatsApp' and 'Book a Session' buttons (issue 6); where they sit, at both widths. The
 * default build has no WhatsApp number (VITE_WHATSAPP_NUMBER), so no WhatsApp button (issue 31): its link with
 * a number is a component test (tests/src/features/contact).
 */

const widths = [
  { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
];
const schedulingUrl = 'https://kipimo.health/schedule/virtual-consultation';
const thirdParty = /wa\.me|whatsapp|kipimo\.health\/schedule/;

/** Stops the page's clock a moment from now: from here on only runFor moves it. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** The rendered width of a button's label: 0 when collapsed (its CSS transition takes 0.3 s). */
function labelWidth(button: Locator) {
  return button.locator('.contact-label').evaluate((label) => label.getBoundingClientRect().width);
}

const collapsed = (button: Locator) => expect.poll(() => labelWidth(button)).toBe(0);
const expanded = (button: Locator) => expect.poll(() => labelWidth(button)).toBeGreaterThan(60);

for (const width of widths) {
  test.describe(`at ${width.name} width`, () => {
    test.use(width.use);

    test('the buttons float at the bottom left; with no number set, no WhatsApp', async ({ page }) => {
      await page.goto('/categories');
      const group = page.getByRole('complementary', { name: 'Contact us' });
      const book = group.getByRole('button', { name: 'Book a Session' });
      await expect(group.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
      // On a phone they are cells of the bar of floating actions across the bottom (issue 31).
      const floating = width.name === 'phone' ? page.getByTestId('floating-actions') : group;
      await expect(floating).toHaveCSS('position', 'fixed');
      const box = (await floating.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeLessThanOrEqual(16);
      expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(16);
      if (width.name === 'phone') expect(box.width).toBe(viewport.width);
      await expect(book).toBeVisible();

      // They are on every page, the legal pages and the 404 page included.
      for (const path of ['/categories/mental-health', '/privacy-policy', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('complementary', { name: 'Contact us' })).toBeVisible();
      }
    });
  });
}

// How the buttons behave (their timer, focus, what they load, the booking modal) does not change with the
// width: checked once, on desktop, where a keyboard is usual.
test.describe('on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the labels expand by themselves: 15 s collapsed, then 5 s expanded', async ({ page }) => {
    // The buttons' code is held back until the clock is paused, so that their timer starts at a known time.
    // They are asked for once the page has shown, so the clock is paused only after that request.
    const { release, requested: asked } = await holdRequests(page, /\/assets\/widgets-[\w-]+\.js$/);
    await page.clock.install();
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await asked;
    // React shows newly loaded content no sooner than 300 ms after the last fallback it showed (a timer that
    // the paused clock would hold back). Both floating widgets show together, once both have downloaded
    // (tests/e2e/tbt.spec.ts): let 300 ms pass on the page's clock while this one is held, then pause.
    await page.clock.runFor(400);
    await pauseClock(page);
    release();
    const group = page.getByRole('complementary', { name: 'Contact us' });
    await expect(group).toBeVisible();
    const buttons = [group.getByRole('button', { name: 'Book a Session' })];

    for (let cycle = 0; cycle < 2; cycle += 1) {
      for (const button of buttons) await collapsed(button);
      await page.clock.runFor(14_999);
      await expect(group).toHaveAttribute('data-expanded', 'false');
      await page.clock.runFor(1);
      await expect(group).toHaveAttribute('data-expanded', 'true');
      for (const button of buttons) await expanded(button);
      await page.clock.runFor(4_999);
      await expect(group).toHaveAttribute('data-expanded', 'true');
      await page.clock.runFor(1);
      await expect(group).toHaveAttribute('data-expanded', 'false');
    }
    for (const button of buttons) await collapsed(button);
  });

  test('keyboard focus expands a label', async ({ page }) => {
    await page.goto('/categories');
    const book = page.getByRole('button', { name: 'Book a Session' });
    await collapsed(book);
    await page.keyboard.press('Tab'); // keyboard use, so that focus shows (:focus-visible)
    await book.focus();
    await expanded(book);
  });

  test('nothing from WhatsApp or the scheduler loads before the visitor asks', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/categories', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 4000);
    await page.goto('/categories/mental-health', { waitUntil: 'networkidle' });
    expect(requested.filter((url) => thirdParty.test(url))).toEqual([]);
    expect(requested.some((url) => /SchedulingDialog/.test(url))).toBe(false);
    // No web-vitals endpoint is set in this build, so the measuring code is never downloaded either.
    expect(requested.some((url) => /web-vitals/.test(url))).toBe(false);
  });

  test.describe('the booking modal', () => {
    // Under the server's real Content-Security-Policy, whose frame-src names the scheduling origin.
    test('opens the scheduling page with its fields, a spinner until loaded, and closes', async ({
      page,
    }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const frameRequests: string[] = [];
      await page.route(`${schedulingUrl}**`, async (route) => {
        frameRequests.push(route.request().url());
        await held;
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Calendar</title><main><h1>Pick a time</h1><button>9:00</button></main></html>',
        });
      });
      await page.goto('/categories');
      const book = page.getByRole('button', { name: 'Book a Session' });
      expect(frameRequests).toEqual([]);
      await book.click();

      const dialog = page.getByRole('dialog', { name: 'Book a virtual consultation' });
      await expect(dialog).toBeVisible();
      const spinner = dialog.getByRole('progressbar', { name: 'Loading the booking calendar' });
      await expect(spinner).toBeVisible();
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute('title', 'Booking calendar for a virtual consultation');
      const src = new URL((await frame.getAttribute('src'))!);
      expect(`${src.origin}${src.pathname}`).toBe(schedulingUrl);
      expect(Object.fromEntries(src.searchParams)).toEqual({
        utm_source: 'screening-site',
        utm_medium: 'website',
        utm_campaign: 'book-a-session',
      });

      release();
      await expect(spinner).toBeHidden();
      await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
      expect(frameRequests).toHaveLength(1);

      // Focus stays inside the dialog (the frame is inside it too). Leaving the frame, focus may rest on the
      // page for a moment before MUI's trap (which also checks every 50 ms) brings it back: poll for it.
      for (let press = 0; press < 6; press += 1) {
        await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
        await expect
          .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), {
            timeout: 1_000,
          })
          .toBe(true);
      }

      await dialog.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(book).toBeFocused();

      await book.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(book).toBeFocused();
    });
  });

  test('hovering a button expands its label', async ({ page }) => {
    await page.goto('/categories');
    const book = page.getByRole('button', { name: 'Book a Session' });
    await collapsed(book);
    await book.hover();
    await expanded(book);
    await page.mouse.move(640, 100);
    await collapsed(book);
  });
});
