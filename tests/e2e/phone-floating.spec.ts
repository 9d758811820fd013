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

/**
 * Hit-tests at each of the widths in turn, on the page as it is: the page is resized to each (the layout is CSS
 * alone, so a resize lays it out as a load at that width does) and left at the last.
 */
async function expectNothingCovered(page: Page, widths: readonly Width[], where: string) {
  for (const { width, height } of widths) {
    await page.setViewportSize({ width, height });
    await settled(page);
    expect(await coveredControls(page), `${where} at ${width} px`).toEqual([]);
  }
}

/**
 * Moves the page's clock on, a second at a time, until the timer has expanded the labels (at most one 20 s
 * cycle: the page's clock also runs by itself, so the cycle may be anywhere), holds the clock there while it
 * hit-tests at each width (the labels stay expanded throughout), then moves on until they have collapsed again.
 */
async function throughLabelCycle(page: Page, widths: readonly Width[], where: string) {
  const group = page.getByRole('complementary', { name: 'Contact us' });
  const until = async (expanded: boolean) => {
    for (let second = 0; second <= 21; second += 1) {
      if ((await group.getAttribute('data-expanded')) === String(expanded)) return;
      await page.clock.fastForward(1_000);
    }
    throw new Error(`the labels never turned ${expanded ? 'expanded' : 'collapsed'}`);
  };
  await until(true);
  await pauseSoon(page);
  await page.waitForTimeout(400); // the labels' 0.3 s CSS transition runs on the real clock
  for (const width of widths) {
    await expectNothingCovered(page, [width], `${where}, labels expanded`);
    await expect(group).toHaveAttribute('data-expanded', 'true');
  }
  await page.clock.resume();
  await until(false);
}

/**
 * Stops the page's clock a quarter of a second from now (the labels stay expanded 5 s). The page's clock runs on
 * by itself between reading it and stopping it: on a busy machine that took longer than the 1 ms this once
 * allowed ("Cannot fast-forward to the past"), so a stop that would go back in time is tried again.
 */
async function pauseSoon(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

interface Width {
  width: number;
  height: number;
}

// Phones, and a tablet and a laptop, where the corners' pills and the hint bubble reached the test's column too.
// Each group is one walk, hit-tested at each of its widths: the phones share a phone's context (touch, a
// mobile viewport), the tablet and the laptop a desktop's.
const groups: { name: string; widths: Width[]; use: ReturnType<typeof phone> | { viewport: Width } }[] = [
  {
    name: `phones (${phoneWidths.join(', ')} px)`,
    widths: phoneWidths.map((width) => ({ width, height: 740 })),
    use: phone(phoneWidths[0]),
  },
  {
    name: 'a tablet and a laptop (768, 1280 px)',
    widths: [768, 1280].map((width) => ({ width, height: 800 })),
    use: { viewport: { width: 768, height: 800 } },
  },
];

for (const { name, widths, use } of groups) {
  test.describe(`at the widths of ${name}`, () => {
    test.use(use);

    test('no floating action covers a control of the intro, a question or the result', async ({ page }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      await page.goto('/tests/depression');
      await floatingShown(page);
      await expect(page.getByRole('button', { name: 'Begin Test' })).toBeVisible();
      await expectNothingCovered(page, widths, 'intro');
      await page.getByRole('button', { name: 'Begin Test' }).click();

      for (const [index, question] of phq9.form.questions.entries()) {
        await expect(progressStatus(page)).toHaveText(
          `Question ${index + 1} of ${phq9.form.questions.length}`,
        );
        await expectNothingCovered(page, widths, `${question.id} unanswered`);
        // The last option, the lowest on the screen.
        const last = question.options[question.options.length - 1]!.text;
        await page.getByRole('radio', { name: last, exact: true }).check();
        await expectNothingCovered(page, widths, `${question.id} answered`);
        if (index === 0) {
          await throughLabelCycle(page, widths, question.id);
          // The bar in the page, after the test, passes axe too (at each width).
          for (const { width, height } of widths) {
            await page.setViewportSize({ width, height });
            expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
          }
        }
        const isLast = index === phq9.form.questions.length - 1;
        await page.getByRole('button', { name: isLast ? 'Submit' : 'Next' }).click();
      }

      await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();
      await expectNothingCovered(page, widths, 'result');
      await throughLabelCycle(page, widths, 'result');
    });
  });
}

for (const width of phoneWidths) {
  test.describe(`at ${width} px`, () => {
    test.use(phone(width));

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
