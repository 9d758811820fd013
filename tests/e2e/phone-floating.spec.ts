import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { coveredControls, phone, phoneWidths } from './phone-helpers';
import { axeViolations, progressStatus, readFixture, settled } from './test-flow-helpers';

/**
 * Issue 31, item 1: on a phone the floating actions (WhatsApp, Book a Session, AI Assistant) never lie over a
 * control of a test. Every control of the intro, of each question and of the result is hit-tested where a
 * finger taps (tests/e2e/phone-helpers.ts), and again while the contact labels are expanded by their timer
 * (15 s collapsed, then 5 s expanded), moved on with Playwright's clock.
 */
const phq9 = readFixture('depression');

/** The floating actions have loaded (they come once the page has shown). */
async function floatingShown(page: Page) {
  await expect(page.getByRole('button', { name: 'AI Assistant', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book a Session' })).toBeVisible();
}

async function expectNothingCovered(page: Page, where: string) {
  await settled(page);
  expect(await coveredControls(page), where).toEqual([]);
}

/** Moves the page's clock past the labels' 15 s, checks they expanded, and hit-tests; then past the 5 s. */
async function throughLabelCycle(page: Page, where: string) {
  const group = page.getByRole('complementary', { name: 'Contact us' });
  await page.clock.fastForward(15_100);
  await expect(group).toHaveAttribute('data-expanded', 'true');
  await page.waitForTimeout(400); // the labels' 0.3 s CSS transition runs on the real clock
  await expectNothingCovered(page, `${where}, labels expanded`);
  await page.clock.fastForward(5_100);
  await expect(group).toHaveAttribute('data-expanded', 'false');
}

for (const width of phoneWidths) {
  test.describe(`at ${width} px`, () => {
    test.use(phone(width));

    test('no floating action covers a control of the intro, a question or the result', async ({ page }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      await page.goto('/tests/depression');
      await floatingShown(page);
      await expect(page.getByRole('button', { name: 'Begin Test' })).toBeVisible();
      await expectNothingCovered(page, 'intro');
      await page.getByRole('button', { name: 'Begin Test' }).click();

      for (const [index, question] of phq9.form.questions.entries()) {
        await expect(progressStatus(page)).toHaveText(
          `Question ${index + 1} of ${phq9.form.questions.length}`,
        );
        await expectNothingCovered(page, `${question.id} unanswered`);
        // The last option, the lowest on the screen.
        const last = question.options[question.options.length - 1]!.text;
        await page.getByRole('radio', { name: last, exact: true }).check();
        await expectNothingCovered(page, `${question.id} answered`);
        if (index === 0) {
          await throughLabelCycle(page, question.id);
          // The bar in the page, after the test, passes axe too.
          expect(await axeViolations(page)).toEqual([]);
        }
        const isLast = index === phq9.form.questions.length - 1;
        await page.getByRole('button', { name: isLast ? 'Submit' : 'Next' }).click();
      }

      await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();
      await expectNothingCovered(page, 'result');
      await throughLabelCycle(page, 'result');
    });

    test('Next tapped where a finger taps moves on, and does not open the assistant', async ({ page }) => {
      await page.goto('/tests/depression');
      await floatingShown(page);
      await page.getByRole('button', { name: 'Begin Test' }).click();
      await page.getByRole('radio', { name: 'Nearly every day', exact: true }).check();
      // Where the page shows it, unscrolled, as the visitor sees it after answering.
      const box = (await page.getByRole('button', { name: 'Next' }).boundingBox())!;
      expect(box.y + box.height).toBeLessThan(740);
      await page.touchscreen.tap(box.x + box.width - 6, box.y + box.height / 2);
      await expect(progressStatus(page)).toHaveText(/^Question 2 of/);
      await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
    });
  });
}
