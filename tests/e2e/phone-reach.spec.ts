import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { coveredControls, phone, phoneWidths } from './phone-helpers';
import { readFixture, settled, walk } from './test-flow-helpers';
import { resume } from './resume';

/**
 * Issue 31: on the narrowest, the usual and a larger phone, every control of the assistant panel (its help strip's
 * call buttons first) and of a result's keep/share block takes a finger's tap where it shows: centre and corners,
 * as the page shows them and scrolled to the screen's edge (tests/e2e/phone-helpers.ts).
 */
const phq9 = readFixture('depression');

async function expectNothingCovered(page: Page, where: string) {
  await settled(page);
  expect(await coveredControls(page), where).toEqual([]);
}

for (const width of phoneWidths) {
  test.describe(`at ${width} px`, () => {
    test.use(phone(width));

    for (const { lang, launcher } of [
      { lang: 'en', launcher: 'AI Assistant' },
      { lang: 'sw', launcher: 'Msaidizi wa AI' },
    ]) {
      test(`the assistant panel's help strip and every other control of it take a tap (${lang})`, async ({
        page,
      }) => {
        await page.goto(`/categories?lang=${lang}`);
        await page.getByRole('button', { name: launcher, exact: true }).click();
        const panel = page.getByRole('dialog');
        const strip = panel.getByTestId('assistant-help-strip');
        await expect(strip).toBeVisible();
        await expect(strip.getByRole('link')).not.toHaveCount(0);
        await expectNothingCovered(page, 'assistant panel');
      });
    }

    test("a result's keep/share block takes a tap, before and after keeping", async ({ page }) => {
      test.setTimeout(90_000);
      // A result is the subject: the test opens at the last question (resume.ts) and submits.
      const firstOptions = Object.fromEntries(
        phq9.form.questions.map((question) => [question.id, question.options[0]!.text]),
      );
      await resume(page, 'depression', firstOptions);
      await walk(page, phq9, firstOptions);
      const keep = page.getByRole('button', { name: 'Keep this result on this phone' });
      await expect(keep).toBeVisible();
      await expectNothingCovered(page, 'result, keep/share block');
      await keep.click();
      await expect(page.getByRole('button', { name: 'Remove from this phone' })).toBeVisible();
      await expectNothingCovered(page, 'result, kept');
    });
  });
}
