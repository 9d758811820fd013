import { type Page } from '@playwright/test';
import { appReadyAttribute } from '../../src/lib/appReady';
import { appReady, expect, test } from './fixtures';
import { phone } from './phone-helpers';
import { holdBack } from './test-flow-helpers';

/**
 * Issue 31, item 4: a control the server's page shows is never dead. On a slow phone the page reads a second or
 * more before the app takes it over; a tap on "Begin Test", a service's "Book a Session" or the search page's
 * "Use Our AI Assistant" in that time must still do what it says, once the app runs. The CPU is slowed six times
 * (CDP) and the app's code held back (route interception), so the tap surely lands on the server's page.
 */
test.use({ ...phone(360), waitForApp: false });

/**
 * A phone whose CPU is slowed six times (CDP), with the booking site answered by a stand-in page. The test
 * gets a minute, for the slowed page.
 */
async function slowPhone(page: Page) {
  test.setTimeout(60_000);
  await page
    .context()
    .route('https://kipimo.health/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Scheduling</title>' }),
    );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

const controls = [
  {
    name: 'Begin Test',
    text: 'Begin Test',
    path: '/tests/depression',
    control: (page: Page) => page.getByRole('button', { name: 'Begin Test' }),
    done: (page: Page) => expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible(),
  },
  {
    name: "a service's Book a Session",
    text: 'Book a Session',
    path: '/services/talk-to-a-doctor',
    control: (page: Page) => page.getByRole('main').getByRole('button', { name: 'Book a Session' }),
    done: (page: Page) =>
      expect(page.getByRole('dialog', { name: 'Book a virtual consultation' })).toBeVisible(),
  },
  {
    name: "the search page's Use Our AI Assistant",
    text: 'Use Our AI Assistant',
    path: '/search',
    control: (page: Page) => page.getByRole('main').getByRole('button', { name: /AI Assistant/ }),
    done: (page: Page) => expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible(),
  },
];

/**
 * Taps the button from inside the page at the first moment React has started on the page while the app is not
 * yet ready (it takes the page over in slices meanwhile), and notes in the tab's storage whether it did.
 */
async function tapOnceReactStarts(page: Page, text: string) {
  await page.addInitScript(
    ({ text, readyAttribute }) => {
      if (sessionStorage.getItem('tapped')) return;
      const timer = setInterval(() => {
        const root = document.getElementById('root');
        const started = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
        const ready = document.documentElement.hasAttribute(readyAttribute);
        if (!started && !ready) return;
        clearInterval(timer);
        const button = [...document.querySelectorAll('#root button')].find((b) => b.textContent === text);
        sessionStorage.setItem('tapped', !ready && button ? 'while taking over' : 'missed');
        if (!ready) (button as HTMLElement | undefined)?.click();
      }, 1);
    },
    { text, readyAttribute: appReadyAttribute },
  );
}

for (const { name, text, path, done } of controls) {
  test(`${name}, tapped while the app takes the page over, is done`, async ({ page }) => {
    await slowPhone(page);
    await tapOnceReactStarts(page, text);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator(appReady)).toBeAttached({ timeout: 30_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('tapped'))).toBe('while taking over');
    await done(page);
  });
}

for (const { name, path, control, done } of controls) {
  test(`${name}, tapped before the app has taken the page over, is done once it has`, async ({ page }) => {
    await slowPhone(page);
    // The app's entry script held back until released.
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(path, { waitUntil: 'commit' });
    await control(page).waitFor();
    expect(await page.locator(appReady).count(), 'the app has not taken over yet').toBe(0);
    await control(page).tap();
    // Held, and shown as not ready yet (Begin Test needs no app: its dialog form closes by itself).
    if (name !== 'Begin Test') await expect(control(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.locator(appReady)).toBeAttached({ timeout: 30_000 });
    await done(page);
  });
}
