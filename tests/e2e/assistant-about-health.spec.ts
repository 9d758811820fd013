import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHelpInReach, openAssistant, panel } from './assistant-help';
import { expectNoAxeViolations } from './axe';

/**
 * No empty hand (issue 32): a reply that gives no path offers one tap to say the message is about a person's
 * health, and the tap brings the tests and services that fit, or a doctor and the general checks. On phones 320,
 * 360 and 412 px wide, against the real server, tapped where a finger lands.
 */

/** A tap at the control's centre, once nothing covers it there (what a finger would reach). */
async function tapAtCentre(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const landsOn = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.dataset.testid ?? null,
    centre,
  );
  expect(landsOn).toBe('assistant-about-health');
  await page.mouse.click(centre.x, centre.y);
}

for (const width of [320, 360, 412]) {
  test.describe(`on a ${width}×740 phone`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const [language, path, launcher, message, tap, call, doctor] of [
      [
        'English',
        '/categories',
        'AI Assistant',
        'grandpa keeps asking me the same thing over and over, is that normal at his age',
        'This is about a person’s health',
        'Call',
        'Consult a Doctor',
      ],
      [
        'Kiswahili',
        '/categories?lang=sw',
        'Msaidizi wa AI',
        'mzee anauliza kitu kimoja kila mara',
        'Hii ni kuhusu afya ya mtu',
        'Piga simu',
        'Ongea na Daktari',
      ],
    ] as const) {
      test(`a reply with no path offers the tap, and the tap brings a doctor (${language})`, async ({
        page,
      }) => {
        await page.goto(path);
        await openAssistant(page, launcher);
        const box = panel(page).getByRole('textbox');
        await box.fill(message);
        await box.press('Enter');
        const offer = panel(page).getByRole('button', { name: tap, exact: true });
        await expect(offer).toBeVisible();
        const suggestions = panel(page).getByRole('list', { name: /^(Suggestions|Mapendekezo)$/ });
        await expect(suggestions).toHaveCount(0);
        await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });

        await tapAtCentre(page, offer);
        // Focus stays in the dialog, on the log, and no keyboard opens over the reply.
        await expect(panel(page).getByRole('log')).toBeFocused();
        const said = panel(page).getByTestId('user-message');
        await expect(said).toHaveCount(2);
        await expect(said.last()).toContainText(tap);
        await expect(suggestions.getByRole('link').first()).toBeVisible();
        await expect(suggestions.getByRole('link', { name: new RegExp(`^${doctor}`) })).toHaveAttribute(
          'href',
          '/services/talk-to-a-doctor',
        );
        // The offer is gone with the reply it belonged to; the crisis lines stay in reach throughout.
        await expect(offer).toHaveCount(0);
        await expectHelpInReach(page, call);
      });
    }
  });
}
