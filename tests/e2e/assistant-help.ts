import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures';

/** Help always in reach (issue 32): the assistant panel's strip of tap-to-call numbers, on a 360×740 phone. */

const crisisLines = JSON.parse(readFileSync('fixtures/catalogue/crisis-lines.json', 'utf8')) as {
  lines: { number: string }[];
};
const numbers = crisisLines.lines.map((line) => line.number);
export const phone = { width: 360, height: 740 };

export const panel = (page: Page) =>
  page.getByRole('dialog', { name: /^(Kipimo Assistant|Msaidizi wa Kipimo)$/ });

export async function openAssistant(page: Page, launcher = 'AI Assistant') {
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

export async function expectHelpInReach(page: Page, call: string) {
  const strip = panel(page).getByTestId('assistant-help-strip');
  for (const number of numbers) {
    const button = strip.getByRole('link', { name: new RegExp(`^${call} ${number},`) });
    await expect(button).toHaveAttribute('href', `tel:${number}`);
    await expectTappable(page, button);
  }
}
