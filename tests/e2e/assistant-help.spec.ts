import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHelpInReach, openAssistant, panel, phone } from './assistant-help';

/**
 * Help always in reach (issue 32): whenever the assistant panel is open, on a 360×740 phone, every crisis line
 * and emergency number of the catalogue is a tap-to-call button in view, in English and in Kiswahili, before
 * anything is said, after a long reply, and with the server stopped (that one in assistant.spec.ts, on the
 * stopped server of its test there).
 */

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

/** The reply's first words are in the message log's view (not scrolled away above its last card). */
async function expectTopInView(page: Page, reply: Locator) {
  const log = panel(page).getByRole('log');
  const [logBox, replyBox] = [(await log.boundingBox())!, (await reply.boundingBox())!];
  expect(replyBox.y).toBeGreaterThanOrEqual(logBox.y - 1);
  expect(replyBox.y + 40).toBeLessThanOrEqual(logBox.y + logBox.height);
}

test.describe('crisis and emergency replies on a 360×740 phone', () => {
  test.use({ viewport: phone });

  for (const [words, kind, title, buttons] of [
    ['sitaki kuishi tena', 'crisis', 'Get help now', ['Call 1199', 'Call 999', 'Call 112']],
    ['I have chest pain and I cannot breathe', 'emergency', 'Get help now', ['Call 999', 'Call 112']],
  ] as const) {
    test(`"${words}": a red reply (${kind}) with its top in view and the numbers to tap under it`, async ({
      page,
    }) => {
      await page.goto('/categories');
      await openAssistant(page);
      const box = panel(page).getByRole('textbox');
      await box.fill(words);
      await box.press('Enter');
      const reply = panel(page).locator('[data-urgency="emergency"]');
      await expect(reply).toHaveCount(1);
      if (kind === 'crisis') await expect(reply).toHaveAttribute('data-crisis', 'true');
      else await expect(reply).not.toHaveAttribute('data-crisis');
      await expect(reply.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expectTopInView(page, reply);
      const callNow = reply.getByTestId('assistant-call-now');
      for (const name of buttons) await expect(callNow.getByRole('link', { name })).toBeVisible();
    });
  }
});
