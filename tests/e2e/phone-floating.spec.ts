import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { coveredControls, phone, phoneWidths } from './phone-helpers';
import { axeViolations } from './axe';
import { progressStatus, readFixture, settled } from './test-flow-helpers';

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

/**
 * Moves the page's clock on, a second at a time, until the timer has expanded the labels (at most one 20 s
 * cycle: the page's clock also runs by itself, so the cycle may be anywhere), hit-tests, then on until they
 * have collapsed again.
 */
async function throughLabelCycle(page: Page, where: string) {
  const group = page.getByRole('complementary', { name: 'Contact us' });
  const until = async (expanded: boolean) => {
    for (let second = 0; second <= 21; second += 1) {
      if ((await group.getAttribute('data-expanded')) === String(expanded)) return;
      await page.clock.fastForward(1_000);
    }
    throw new Error(`the labels never turned ${expanded ? 'expanded' : 'collapsed'}`);
  };
  await until(true);
  await page.waitForTimeout(400); // the labels' 0.3 s CSS transition runs on the real clock
  await expectNothingCovered(page, `${where}, labels expanded`);
  await until(false);
}

// Phones, and a tablet and a laptop, where the corners' pills and the hint bubble reached the test's column too.
const widths: { width: number; use?: ReturnType<typeof phone> }[] = [
  ...phoneWidths.map((width) => ({ width, use: phone(width) })),
  { width: 768 },
  { width: 1280 },
];

for (const { width, use } of widths) {
  test.describe(`at ${width} px`, () => {
    test.use(use ?? { viewport: { width, height: 800 } });

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
      test.skip(use === undefined, 'a phone: a finger taps');
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
