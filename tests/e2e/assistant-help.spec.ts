import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ownServerTest } from './ownServer';

/**
 * Help always in reach (issue 32): whenever the assistant panel is open, on a 360×740 phone, every crisis line
 * and emergency number of the catalogue is a tap-to-call button in view, in English and in Kiswahili, before
 * anything is said, after a long reply, and with the server stopped.
 */

const crisisLines = JSON.parse(readFileSync('fixtures/catalogue/crisis-lines.json', 'utf8')) as {
  lines: { number: string }[];
};
const numbers = crisisLines.lines.map((line) => line.number);
const phone = { width: 360, height: 740 };

const panel = (page: Page) => page.getByRole('dialog', { name: /^(Kipimo Assistant|Msaidizi wa Kipimo)$/ });

async function openAssistant(page: Page, launcher = 'AI Assistant') {
  await page.getByRole('button', { name: launcher, exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

/** The button is wholly in the viewport and a tap at its centre lands on it (nothing covers it). */
async function expectTappable(page: Page, button: Locator) {
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  expect(box.height).toBeGreaterThanOrEqual(44);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href') ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(await button.getAttribute('href'));
}

async function expectHelpInReach(page: Page, call: string) {
  const strip = panel(page).getByTestId('assistant-help-strip');
  for (const number of numbers) {
    const button = strip.getByRole('link', { name: new RegExp(`^${call} ${number},`) });
    await expect(button).toHaveAttribute('href', `tel:${number}`);
    await expectTappable(page, button);
  }
}

test.describe('on a 360×740 phone', () => {
  test.use({ viewport: phone });

  test('the open panel shows every crisis line and emergency number as a button in view, in English', async ({
    page,
  }) => {
    await page.goto('/categories');
    await openAssistant(page);
    await expectHelpInReach(page, 'Call');
    await expect(panel(page).getByTestId('assistant-help-strip')).toContainText('Need help now?');
  });

  test('in Kiswahili too, and still in view after a long reply', async ({ page }) => {
    await page.goto('/categories?lang=sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await openAssistant(page, 'Msaidizi wa AI');
    await expectHelpInReach(page, 'Piga simu');
    await expect(panel(page).getByTestId('assistant-help-strip')).toContainText('Unahitaji msaada sasa?');
    const box = panel(page).getByRole('textbox');
    await box.fill('nina presha, sukari, msongo wa mawazo, sina usingizi na nakunywa pombe sana');
    await box.press('Enter');
    await expect(panel(page).getByTestId('assistant-message')).toHaveCount(2);
    await expectHelpInReach(page, 'Piga simu');
  });
});

ownServerTest.describe('with the server stopped', () => {
  ownServerTest.use({ viewport: phone });

  ownServerTest(
    'the panel opened for the first time after the server stopped still shows every number in view',
    async ({ page, ownServer }) => {
      ownServerTest.setTimeout(180_000);
      await page.goto(`${ownServer.origin}/categories`);
      await expect(page.getByRole('button', { name: 'AI Assistant', exact: true })).toBeVisible();
      await ownServer.stop();
      expect(await ownServer.answers()).toBe(false);
      await openAssistant(page);
      await expectHelpInReach(page, 'Call');
    },
  );
});
