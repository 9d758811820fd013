import { readdirSync, readFileSync } from 'node:fs';
import { type Page, type Route } from '@playwright/test';
import { appReady, expect, useSharedPage, test } from './fixtures';
import { privacyPolicyTopics } from '../helpers/privacyPolicy';
import { readServedScreening } from './served';

/** The site around the tests (issue 6): home, category screens, navigation, 404 and the legal pages. */

interface CategoryData {
  id: number;
  title: string;
  description: string;
  tooltip?: string;
  routeSlug: string;
  imageSrc: string;
}
interface CardData {
  categoryId: number;
  testCode: string;
  informalTitle: string;
  description: string;
  tooltip: string;
  duration: string;
  routeSlug: string;
  imageSrc: string;
}

const categories = JSON.parse(readFileSync('fixtures/catalogue/categories.json', 'utf8')) as CategoryData[];
const cards = readdirSync('fixtures/screenings')
  .filter((file) => file.endsWith('.json'))
  .map((file) => readServedScreening<{ card: CardData }>(`fixtures/screenings/${file}`).card)
  .sort((a, b) => a.testCode.localeCompare(b.testCode));

/** A category's picture as the server writes it into the page (server/inlinePictures.ts): the file itself. */
const svgInPage = 'data:image/svg+xml,';
async function expectPictureInPage(src: string | null, address: string) {
  expect(src?.startsWith(svgInPage), `${address} written into the page`).toBe(true);
  expect(decodeURIComponent(src!.slice(svgInPage.length))).toBe(
    readFileSync(`public${address}`, 'utf8').trim(),
  );
}

const mainSite = 'https://kipimo.health';
const phone = {
  name: 'phone',
  columns: 1,
  use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
};
const widths = [phone, { name: 'desktop', columns: 3, use: { viewport: { width: 1280, height: 800 } } }];

/** Number of distinct columns the items sit in, from their left edges. */
async function columnCount(page: Page, testId: string): Promise<number> {
  const boxes = await page
    .getByTestId(testId)
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  return new Set(boxes).size;
}

/** Every image in the main content loads (scrolled into view first: test images load lazily). */
async function expectImagesLoaded(page: Page) {
  for (const image of await page.locator('main img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
}

// Layout, and what changes with the width (the phone's menu): at both widths.
for (const width of widths) {
  test.describe(`at ${width.name} width`, () => {
    test.use(width.use);

    for (const path of ['/categories', '/tests']) {
      test(`${path} shows the hero, the category grid and the footer`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(
          'Find Your Path to Better Health. Select a Category to Proceed',
        );
        await expect(
          main.getByText('Choose a health screening test and get instant insights for a healthier you.'),
        ).toBeVisible();
        await expect(main.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

        const grid = page.getByTestId('category-card');
        await expect(grid).toHaveCount(categories.length);
        for (const category of categories) {
          const link = main.getByRole('link', { name: category.title, exact: true });
          await expect(link).toHaveAttribute('href', `/categories/${category.routeSlug}`);
          // The title is the link, stretched over its card (WCAG 2.5.3: its name is all of its text).
          const card = grid.filter({ has: page.getByRole('link', { name: category.title, exact: true }) });
          await expect(card.getByText(category.description)).toBeVisible();
          await expect(link).toHaveAccessibleDescription(
            new RegExp(`^${escapeRegExp(category.description)}`),
          );
          const image = card.locator('img');
          await expectPictureInPage(await image.getAttribute('src'), category.imageSrc);
          await expect(image).toHaveAttribute('alt', /\w{3,}/);
        }
        await expectImagesLoaded(page);
        expect(await columnCount(page, 'category-card')).toBe(width.columns);

        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText(`© ${new Date().getFullYear()} Kipimo. All rights reserved.`);
        await expect(footer.getByText('Kipimo', { exact: true })).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
      });
    }

    // At phone width each category screen's test of its own checks its one column, on its load (below).
    if (width.name !== 'phone')
      test('every category screen lays its test cards out in its columns', async ({ page }) => {
        for (const category of categories) {
          const count = cards.filter((card) => card.categoryId === category.id).length;
          if (count < 3) continue;
          await page.goto(`/categories/${category.routeSlug}`);
          await expect(page.getByTestId('test-card')).toHaveCount(count);
          expect(await columnCount(page, 'test-card'), category.routeSlug).toBe(width.columns);
        }
      });

    test('the navigation bar links to the main site, the about page and search', async ({ page }) => {
      await page.goto('/categories');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Kipimo' })).toHaveAttribute('href', mainSite);
      await expect(banner.locator('img[src="/images/logo.svg"]')).toBeVisible();

      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = banner.getByRole('button', { name: 'Menu' });
      if (width.name === 'phone') {
        await expect(nav).toBeHidden();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(toggle).toBeHidden();
      }
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', mainSite);
      await expect(nav.getByRole('link', { name: 'Our Services' })).toHaveAttribute(
        'href',
        `${mainSite}/#our-solutions`,
      );
      const about = nav.getByRole('link', { name: 'About Us (opens in a new tab)' });
      await expect(about).toHaveAttribute('href', `${mainSite}/about-us`);
      await expect(about).toHaveAttribute('target', '_blank');
      await expect(about).toHaveAttribute('rel', /noopener/);
      await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
      await expect(nav.getByRole('link', { name: 'Premium' })).toHaveAttribute(
        'href',
        `${mainSite}/#our-solutions`,
      );

      if (width.name === 'phone') {
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await expect(toggle).toBeFocused();
        await toggle.click();
        await nav.getByRole('link', { name: 'Search' }).click();
        await expect(page).toHaveURL(/\/search$/);
        await expect(nav).toBeHidden();
      }
    });

    if (width.name === 'phone') {
      test.describe('before the app has taken the page over', () => {
        test.use({ waitForApp: false });

        test('a tap on Menu shows the menu, and it stays open once the app has taken over', async ({
          page,
        }) => {
          // The app's scripts are held until the menu has been tapped, as on a slow phone.
          const held: Route[] = [];
          let release = false;
          await page.route('**/*.js', (route) => (release ? route.continue() : void held.push(route)));
          await page.goto('/categories', { waitUntil: 'commit' });
          const nav = page.getByRole('navigation', { name: 'Main' });
          const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
          await expect(nav).toBeHidden();
          await toggle.click();
          await expect(nav).toBeVisible();

          release = true;
          for (const route of held) await route.continue();
          await expect(page.locator(appReady)).toBeAttached();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(nav).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
        });
      });
    }

    test('the Search link replaces the current history entry', async ({ page }) => {
      await page.goto('/categories');
      await page.getByRole('link', { name: 'Mental Health', exact: true }).click();
      await expect(page).toHaveURL(/\/categories\/mental-health$/);
      if (width.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await page.goBack();
      // The category screen was replaced by the search page, so one step back is the home screen.
      await expect(page).toHaveURL(/\/categories$/);
    });
  });
}

// What the pages say and where their links go does not change with the width: checked once, at phone width
// (where most visitors are). The category screens' columns are checked at both widths above.
test.describe('content, at phone width', () => {
  test.use(phone.use);

  test('the hero Search button opens the search page', async ({ page }) => {
    await page.goto('/categories');
    await page.getByRole('main').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('a category card opens its category; every route change starts at the top', async ({ page }) => {
    await page.goto('/categories');
    const last = categories.at(-1)!;
    const link = page.getByRole('link', { name: last.title, exact: true });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/categories/${last.routeSlug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe('each category screen', () => {
    // Each test loads a page and reads it: one context and page for all of them.
    const shared = useSharedPage(phone.use);

    for (const category of categories) {
      test(`the ${category.routeSlug} screen shows its hero and one card per test`, async () => {
        const { page } = shared;
        await page.goto(`/categories/${category.routeSlug}`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(category.title);
        await expect(main.getByText(category.description)).toBeVisible();
        const hero = main.locator('section').first();
        await expect(hero).toHaveCSS('background-image', /url\("data:image\/svg\+xml,/);
        await expect(main.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

        const tests = cards.filter((card) => card.categoryId === category.id);
        await expect(page.getByTestId('test-card')).toHaveCount(tests.length);
        for (const [index, card] of tests.entries()) {
          const item = page.getByTestId('test-card').nth(index);
          await expect(item.getByRole('heading', { level: 2 })).toHaveText(card.informalTitle);
          await expect(item.locator('img')).toHaveAttribute('src', card.imageSrc);
          await expect(item.getByText(card.description)).toBeVisible();
          await expect(item.getByText(card.duration)).toBeVisible();
          await expect(item.locator('svg[aria-hidden="true"]').first()).toBeVisible(); // the clock mark
          await expect(item.getByRole('link', { name: card.tooltip })).toHaveAttribute(
            'href',
            `/tests/${card.routeSlug}`,
          );
          await expect(item.getByRole('link', { name: `Start ${card.informalTitle}` })).toHaveAttribute(
            'href',
            `/tests/${card.routeSlug}`,
          );
        }
        await expectImagesLoaded(page);
        // One column at phone width (the desktop's three are checked at its width, above).
        if (tests.length >= 3)
          expect(await columnCount(page, 'test-card'), category.routeSlug).toBe(phone.columns);
      });
    }
  });

  test("'Start {informalTitle}' opens the test", async ({ page }) => {
    const first = cards.find((card) => card.categoryId === 1)!;
    await page.goto('/categories/mental-health');
    await page.getByRole('link', { name: `Start ${first.informalTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tests/${first.routeSlug}$`));
  });

  test('an unknown category slug is a blank page with no message, answered 404', async ({ page }) => {
    const response = await page.goto('/categories/no-such-category');
    // The spec's blank page, but not a page: 404 as for any unknown slug (issue 31).
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toHaveText('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Oops! The page you're looking for doesn't exist.",
    );
    await page.getByRole('link', { name: 'Browse Screening Tests' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find Your Path to Better Health. Select a Category to Proceed',
    );
  });

  test('the privacy policy covers every topic the spec lists, under Kenyan law', async ({ page }) => {
    await page.goto('/categories');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main.getByText('Last updated: September 2024')).toBeVisible();
    for (const topic of privacyPolicyTopics) {
      await expect(main.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    await expect(main).toContainText('Data Protection Act, 2019');
    await expect(main).toContainText('sensitive personal data');
    await expect(main).toContainText('Office of the Data Protection Commissioner');
    for (const data of [
      'e-mail address',
      'first and last name',
      'phone number',
      'gender, age and country',
      'past medical history',
      'family medical history',
      'IP address',
      'browser type',
      'the pages you visit',
      'time and date',
    ]) {
      await expect(main).toContainText(data);
    }
    await expect(page).toHaveTitle('Privacy Policy | Kipimo');
  });

  test('the terms cover every topic the spec lists', async ({ page }) => {
    await page.goto('/categories');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    for (const topic of [
      'Use of the website',
      'Age limit',
      'Medical disclaimer',
      'Use of information',
      'Misuse',
      'Use of the site',
      'Limitation of liability',
      'Intellectual property',
      'Amendments',
      'Privacy and data collection',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: topic, exact: true })).toBeVisible();
    }
    await expect(main).toContainText('age of majority in Kenya, 18 years');
    await expect(main).toContainText('parent or legal guardian');
    await expect(main).toContainText('take your result to a doctor');
    await expect(main).toContainText('first name, surname, e-mail address and phone number');
  });
});

test.describe('category tooltips', () => {
  const withTooltip = categories.filter((category) => category.tooltip);

  test.describe('on desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('hovering a category shows its tooltip; Escape hides it', async ({ page }) => {
      await page.goto('/categories');
      for (const category of withTooltip) {
        const tooltip = page.getByRole('tooltip').filter({ hasText: category.tooltip! });
        await expect(tooltip).toBeHidden();
        await page.getByRole('link', { name: category.title, exact: true }).hover();
        await expect(tooltip).toBeVisible();
      }
      await page.keyboard.press('Escape');
      const tooltips = page.locator('[role="tooltip"]');
      await expect(tooltips).toHaveCount(withTooltip.length);
      await expect(tooltips.filter({ hasText: withTooltip.at(-1)!.tooltip! })).toBeHidden();
      await page.mouse.move(0, 0);
      for (const tooltip of await tooltips.all()) await expect(tooltip).toBeHidden();

      // Keyboard focus shows it too.
      await page.getByRole('link', { name: withTooltip[0]!.title, exact: true }).focus();
      await expect(tooltips.filter({ hasText: withTooltip[0]!.tooltip! })).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('the tooltip is never shown, but screen readers hear it as the description', async ({ page }) => {
      await page.goto('/categories');
      const category = withTooltip[0]!;
      const link = page.getByRole('link', { name: category.title, exact: true });
      await link.hover();
      await expect(page.getByRole('tooltip').filter({ hasText: category.tooltip! })).toBeHidden();
      await expect(link).toHaveAccessibleDescription(`${category.description} ${category.tooltip}`);
    });
  });
});

test.describe("paths of the provider's main site", () => {
  const paths = [
    '/',
    '/wellness',
    '/wellness/family-plan',
    '/booking',
    '/checkout/42',
    '/payments/mpesa',
    '/payment/confirmation',
    '/screening',
    '/about-us',
    '/about-us/',
  ];

  test('the server answers each with a 302 to the main site, before any script runs', async ({ baseURL }) => {
    for (const path of paths) {
      const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(mainSite);
    }
    const head = await fetch(`${baseURL}/screening`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(302);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the browser follows the server redirect to the main site', async ({ page }) => {
      const followed = page.waitForRequest((request) => request.url() === `${mainSite}/`);
      // The main site is not reachable from the test machine; the request for it is what matters.
      await page.goto('/wellness/family-plan').catch(() => undefined);
      const request = await followed;
      expect(request.redirectedFrom()?.url()).toMatch(/\/wellness\/family-plan$/);
      expect(request.isNavigationRequest()).toBe(true);
    });
  });

  test('the app sends links followed inside it to the main site too', async ({ page }) => {
    let leave = true;
    await page.route(`${mainSite}/**`, (route) =>
      leave
        ? route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>Main site</title><h1>Main site</h1>',
          })
        : // A 204 ends a navigation where it began: the app's page stays, and the next path needs no new load.
          route.fulfill({ status: 204 }),
    );
    // The test page's not-found screen links to '/', which the app itself must send on.
    await page.goto('/tests/no-such-test');
    await page.getByRole('link', { name: 'Return to Home Page' }).click();
    await expect(page).toHaveURL(`${mainSite}/`);

    /** A client-side navigation, as a link inside the app would make: no request reaches our server. */
    const pushInApp = (target: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target);

    // The first path the whole way: the browser arrives at the main site, which replaced the pushed entry, so
    // Back is the app's page again.
    const [first, ...rest] = paths.slice(1);
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pushInApp(first!);
    await expect(page, first).toHaveURL(`${mainSite}/`);
    await page.goBack();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.locator(appReady)).toBeAttached();

    // The others on that one load: each must send the page to the main site (the navigation's request is what
    // the redirect makes; a 204 answers it, so the page stays), then the app goes home for the next.
    leave = false;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (
        request.url() === `${mainSite}/` &&
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame()
      )
        sent.push(new URL(page.url()).pathname);
    });
    for (const path of rest) {
      await pushInApp(path);
      await expect.poll(() => sent.at(-1), `${path} sends the page to the main site`).toBe(path);
      await pushInApp('/categories');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/Find Your Path/);
    }
    expect(sent).toEqual(rest);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
