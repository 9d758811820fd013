import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { appReady, expect, useSharedPage, test } from './fixtures';

/** axe finds no violations (WCAG 2.2 A/AA and best practice) on the site's screens and states (issue 6). */

const categories = JSON.parse(readFileSync('fixtures/catalogue/categories.json', 'utf8')) as {
  routeSlug: string;
}[];
const widths = [
  { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
];
const routes = [
  '/categories',
  '/tests',
  ...categories.map((category) => `/categories/${category.routeSlug}`),
  '/privacy-policy',
  '/terms-and-conditions',
  '/no-such-page',
];

/** axe on a screen of the site, once its floating buttons, which load once the page has shown, are there. */
async function expectNoViolations(page: Page, disableRules: string[] = []) {
  await expect(page.getByTestId('contact-buttons')).toBeVisible();
  await expectNoAxeViolations(page, { disableRules });
}

for (const width of widths) {
  test.describe(`axe at ${width.name} width`, () => {
    test.use(width.use);

    test.describe('each screen', () => {
      // Each test loads a page and reads it: one context and page (at this width) for all of them.
      const shared = useSharedPage(width.use);

      for (const route of routes) {
        test(route, async () => {
          await shared.page.goto(route);
          await expectNoViolations(shared.page);
        });
      }

      test('an unknown category (a blank page by the spec)', async () => {
        await shared.page.goto('/categories/no-such-category');
        // The spec asks for a blank page with no message, so it has no heading: the one best-practice rule
        // about headings is off here, every other rule applies.
        await expectNoViolations(shared.page, ['page-has-heading-one']);
      });

      // A menu opened or a tooltip shown changes the page, not its context: the next test's load starts afresh.
      if (width.name === 'phone') {
        test('the open navigation menu', async () => {
          const { page } = shared;
          await page.goto('/categories');
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
          await expectNoViolations(page);
        });
      } else {
        test('a category tooltip shown on hover', async () => {
          const { page } = shared;
          await page.goto('/categories');
          await page.getByRole('link', { name: 'Mental Health', exact: true }).hover();
          await expect(page.getByRole('tooltip')).toBeVisible();
          await expectNoViolations(page);
        });
      }
    });

    // The offline screen, then the reloading screen it turns into when the network is back: one load for both.
    test('the offline screen, then the reloading screen', async ({ page, context }) => {
      await page.goto('/categories');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The reload it ends with gets '204 No Content', which leaves the screen in place for axe to read.
      await page.route('**/categories', (route) => route.fulfill({ status: 204 }));
      await context.setOffline(true);
      await expect(page.getByRole('heading', { name: "You're Offline" })).toBeVisible();
      await expectNoAxeViolations(page);
      const reloaded = page.waitForResponse((response) => response.status() === 204);
      await context.setOffline(false);
      await expect(page.getByTestId('reloading')).toHaveText('Reloading...');
      await reloaded; // past the reload
      await expect(page.getByTestId('reloading')).toHaveText('Reloading...');
      await expectNoAxeViolations(page);
    });

    test('the chunk load error screen', async ({ page }) => {
      await page.route(/\/assets\/CategoryPage-[\w-]+\.js$/, (route) => route.abort());
      await page.goto('/categories');
      await page.getByRole('link', { name: 'Mental Health', exact: true }).click();
      await expect(page.getByRole('heading', { name: /^Loading chunk/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the booking modal', async ({ browser }) => {
      const context = await browser.newContext({ ...width.use });
      const page = await context.newPage();
      await page.route('https://kipimo.health/schedule/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Calendar</title><main><h1>Pick a time</h1></main></html>',
        }),
      );
      await page.goto('/categories');
      // A page of its own context, not the fixture's: its goto does not wait for the app, whose button this is.
      await expect(page.locator(appReady)).toBeAttached();
      await page.getByRole('button', { name: 'Book a Session' }).click();
      await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });
  });
}
