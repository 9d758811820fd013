import { type Page } from '@playwright/test';
import { catalogueRequestsOf, expect, useSharedPage, test } from './fixtures';
import { holdRequests } from './holdRequests';
import { expectNoAxeViolations } from './axe';

/**
 * Issue 19: every page that does not depend on the visitor comes from the server as HTML, so a visitor reads it
 * before any script has run; the app then takes that HTML over (hydrates) without redrawing it, with the data
 * the page carries, and without a warning; its only inline script is the loader the policy allows by hash.
 */

const pages = [
  { path: '/categories', heading: 'Find Your Path to Better Health. Select a Category to Proceed' },
  { path: '/categories/mental-health', heading: 'Mental Health' },
  { path: '/tests/depression', heading: 'Depression Screening Test' },
  { path: '/services/talk-to-a-doctor', heading: 'Talk to a Doctor' },
  { path: '/search', heading: 'Discover hidden gems for a healthier you' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/my-results', heading: 'My results' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('each page', () => {
    // Each test loads a page and reads it: one context and page for all of them.
    const shared = useSharedPage({ javaScriptEnabled: false });

    for (const { path, heading } of pages) {
      test(`${path} shows its content and title`, async () => {
        const { page } = shared;
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(/ \| Kipimo$/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      });
    }
  });

  test('the category page links to every one of its tests', async ({ page }) => {
    await page.goto('/categories/mental-health');
    await expect(page.locator('a[href="/tests/depression"]').first()).toBeVisible();
    await expect(page.locator('a[href="/tests/anxiety"]').first()).toBeVisible();
  });

  test('an unknown address gets the not-found page and 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Oops! The page you're looking for doesn't exist.",
    );
  });

  test('a visitor who chose Kiswahili gets the page in Kiswahili', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'kipimo.language', value: 'sw', url: baseURL }]);
    await page.goto('/categories');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tafuta Njia Yako ya Kuwa na Afya Bora. Chagua Kundi Ili Kuendelea',
    );
  });

  test('the page paints with its styles in it (no unstyled flash)', async ({ page }) => {
    await page.goto('/categories');
    const heading = page.getByRole('heading', { level: 1 });
    // The theme's heading font weight and the nav bar's sticky position come from the styles in the HTML.
    expect(await page.locator('#site-nav-bar').evaluate((bar) => getComputedStyle(bar).position)).toBe(
      'sticky',
    );
    expect(
      Number(await heading.evaluate((element) => getComputedStyle(element).fontWeight)),
    ).toBeGreaterThanOrEqual(600);
  });

  test("every class a page's elements use has its styles in the page", async ({ request }) => {
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      const used = new Set(
        [...html.matchAll(/class="([^"]*)"/g)]
          .flatMap((match) => match[1]!.split(/\s+/))
          .filter((name) => name.startsWith('css-'))
          .map((name) => name.slice('css-'.length)),
      );
      const styled = new Set([...html.matchAll(/\.css-([a-z0-9-]+)[{:.\s>[]/g)].map((match) => match[1]));
      // css-0 is Emotion's class for no styles at all.
      const unstyled = [...used].filter((name) => name !== '0' && !styled.has(name));
      expect(unstyled, path).toEqual([]);
    }
  });
});

/** Console errors and warnings, failed scripts and inline-script refusals while the page loads and hydrates. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('with JavaScript', () => {
  for (const { path, heading } of pages) {
    // One load for both checks of the page the app has taken over (axe's was a test and a load of its own).
    test(`${path} is taken over without being drawn again; axe finds nothing on it then`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Marks the server's heading element: hydration keeps that very element; a client render replaces it.
      // (By element, not role: on a test page the intro dialog hides the page from the accessibility tree.)
      await page.locator('main h1').evaluate((element) => element.setAttribute('data-server', ''));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1')).toHaveText(heading);
      await expect(page.locator('h1[data-server]')).toHaveCount(1);
      expect(problems).toEqual([]);
      if (path.startsWith('/tests/')) await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('taking a page over makes none of its styles again: the page brought them', async ({ page }) => {
    // The floating widgets' classes are not in the page (src/ssr/renderPage.tsx: they would take pages past
    // TCP's first window): their chunks are held until the page has been taken over, then let through.
    let release = () => {};
    let held = Promise.resolve();
    await page.route(/\/assets\/(FloatingWidgets|widgets)-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The style tags the browser's Emotion makes are named by its key alone; the server's name their classes.
    // Rules for the widgets' own box (not in the page's HTML, drawn by the app) are left out.
    const made = () =>
      page.evaluate(() => {
        const widgets = document.querySelector('[data-testid="floating-actions"]');
        const theirs = new Set(
          widgets
            ? [widgets, ...widgets.querySelectorAll('*')].flatMap((element) => [...element.classList])
            : [],
        );
        return [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
          .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
          .filter((rule) => !theirs.has(/\.(css-[\w-]+)/.exec(rule)?.[1] ?? ''))
          .map((rule) => rule.slice(0, 80));
      });
    // Not the test page: its intro focuses Begin, whose focus ripple is made then, as on any focus; nor a service
    // page, whose booking button comes in the widgets' chunk (vite.config.ts), held here.
    for (const path of ['/categories', '/categories/mental-health', '/categories/lifestyle-diseases']) {
      held = new Promise<void>((resolve) => (release = resolve));
      // Not networkidle: the held chunks keep the network busy. The fixture's goto waits for the app to be ready;
      // then the tasks after it (its last style insertions were in two later tasks) have run once it is idle.
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5_000 })));
      expect(await made(), path).toEqual([]);
      // The widgets, once let through, make classes of their own (so the check above could see a made rule).
      release();
      await expect(page.getByTestId('floating-actions').getByRole('button').last()).toBeVisible();
      await expect.poll(async () => (await made()).length, path).toBeGreaterThan(0);
    }
  });

  test('the test page starts from the configuration in the page: no second request for it', async ({
    page,
  }) => {
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/config/') || request.url().includes('/api/catalogue/'))
        configRequests.push(request.url());
    });
    await page.goto('/tests/depression');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Begin' }).click();
    await expect(page.getByRole('radio').first()).toBeVisible();
    expect(configRequests).toEqual([]);
  });

  test('a Kiswahili visitor gets the Kiswahili page taken over in Kiswahili', async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await context.addCookies([{ name: 'kipimo.language', value: 'sw', url: baseURL }]);
    await page.goto('/categories/mental-health', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afya ya Akili');
    expect(problems).toEqual([]);
  });

  test('switching language fetches the other catalogue once and sets the cookie the server reads', async ({
    page,
    context,
  }) => {
    const catalogueRequests = catalogueRequestsOf(page);
    await page.goto('/categories', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Kiswahili', exact: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    expect(catalogueRequests).toEqual(['?lang=sw']);
    expect((await context.cookies()).find((cookie) => cookie.name === 'kipimo.language')?.value).toBe('sw');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tafuta Njia Yako ya Kuwa na Afya Bora. Chagua Kundi Ili Kuendelea',
    );
  });
});

test.describe("the test's intro, a native dialog in the server's page", () => {
  test.use({ waitForApp: false });

  test('reads before any script has run, then turns modal without moving: focus inside, Escape goes back', async ({
    page,
  }) => {
    // Scripts held back: the server's page alone, as on a slow phone before the app has downloaded.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/tests/depression');
    const intro = page.getByRole('dialog', { name: 'Depression Screening Test (PHQ-9)' });
    await expect(intro).toBeVisible();
    await expect(intro.getByRole('heading', { level: 2 })).toHaveText('Depression Screening Test (PHQ-9)');
    await expect(intro.getByText('This test will take about 5 minutes to complete.')).toBeVisible();
    await expect(intro.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
    await expect(intro.getByRole('listitem').first()).toBeVisible();
    await expect(intro.getByRole('button', { name: 'Begin Test' })).toBeVisible();
    // Open in the page, not yet modal: only the app makes it so.
    expect(await page.locator('dialog').evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
    const served = await page.locator('dialog > div').boundingBox();

    await page.unrouteAll();
    const problems = watchConsole(page);
    await page.goto('/categories/mental-health');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/tests/depression');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(intro).toBeVisible();
    expect(await page.locator('dialog').evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    // The same place as the server's, and nothing on the page moved on the way.
    expect(await page.locator('dialog > div').boundingBox()).toEqual(served);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await expect(intro).toBeFocused();
    // The page behind is inert: a tap beside the paper does nothing, the links under the dim are out of reach.
    await page.mouse.click(5, 300);
    await expect(intro).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/categories\/mental-health$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mental Health');
    expect(problems).toEqual([]);
  });

  for (const { press, then } of [
    { press: 'Begin Test', then: 'the first question' },
    { press: 'Close', then: 'the page before' },
  ]) {
    test(`${press} pressed before the app has arrived is done once it has: ${then}`, async ({ page }) => {
      await page.goto('/categories/mental-health');
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      // Scripts held until the visitor has pressed, as on a slow link where the intro is read first.
      const { release } = await holdRequests(page, '**/assets/*.js');
      await page.goto('/tests/depression');
      const intro = page.getByRole('dialog', { name: 'Depression Screening Test (PHQ-9)' });
      await intro.getByRole('button', { name: press }).click();
      // The server's page alone closes the dialog: a form of method "dialog".
      await expect(intro).toBeHidden();
      release();
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      if (press === 'Begin Test') {
        await expect(page.getByRole('radiogroup').first()).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      } else {
        await expect(page).toHaveURL(/\/categories\/mental-health$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mental Health');
      }
    });
  }
});
