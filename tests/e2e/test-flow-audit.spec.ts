import { expect, test } from './fixtures';
import { begin, headingOf, progressStatus, readFixture, settled } from './test-flow-helpers';

/** Branching in the browser, on the AUDIT: "Never" on question 1 skips to question 9 after 500 ms. */
const audit = readFixture('audit');

test('"Never" jumps to question 9 after exactly 500 ms, by the page clock', async ({ page }) => {
  await page.clock.install();
  await begin(page, 'audit');
  await settled(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await page.getByRole('radio', { name: 'Never', exact: true }).check();
  await page.clock.runFor(499);
  await expect(progressStatus(page)).toHaveText('Question 1 of 10');
  await page.clock.runFor(1);
  await expect(progressStatus(page)).toHaveText('Question 9 of 10');
  await page.clock.resume();
});

test('after the jump: progress, Previous back along the path taken, and a different choice goes on in order', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/interpret/') bodies.push(request.postDataJSON());
  });
  await page.clock.install();
  await begin(page, 'audit');
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '10');
  await page.getByRole('radio', { name: 'Never', exact: true }).check();
  await expect(progressStatus(page)).toHaveText('Question 9 of 10');
  await expect(bar).toHaveAttribute('aria-valuenow', '90');
  await expect(
    page.getByRole('heading', { level: 2, name: headingOf(audit, audit.form.questions[8]!) }),
  ).toBeFocused();

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(progressStatus(page)).toHaveText('Question 1 of 10');
  await expect(page.getByRole('radio', { name: 'Never', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Next follows the same branch.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progressStatus(page)).toHaveText('Question 9 of 10');
  await page.getByRole('button', { name: 'Previous' }).click();

  await page.getByRole('radio', { name: 'Monthly or less', exact: true }).check();
  // Past the 500 ms a branching option waits, by the page's clock: this one does not jump.
  await page.clock.runFor(700);
  await expect(progressStatus(page)).toHaveText('Question 1 of 10');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progressStatus(page)).toHaveText('Question 2 of 10');
  await expect(bar).toHaveAttribute('aria-valuenow', '20');

  // Back to "Never": only questions 1, 9 and 10 are sent.
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('radio', { name: 'Never', exact: true }).check();
  await expect(progressStatus(page)).toHaveText('Question 9 of 10');
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progressStatus(page)).toHaveText('Question 10 of 10');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Yes, during the last year', exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('grade')).toHaveText('Not drinking now, harm from drinking in the last year');
  // No published cut-off grades harm in a non-drinker (validated: false): the badge gives the level in words.
  await expect(page.getByRole('img', { name: 'Level of concern: Moderate' })).toBeVisible();
  expect(bodies).toEqual([
    {
      // Contract 2: each chosen option by id too, which is what the server scores.
      scores: [
        { questionId: 'q1', score: 0, text: 'Never', nextQuestion: 'q9', optionId: 'q1-0' },
        { questionId: 'q9', score: 0, text: 'No', nextQuestion: null, optionId: 'q9-0' },
        {
          questionId: 'q10',
          score: 4,
          text: 'Yes, during the last year',
          nextQuestion: null,
          optionId: 'q10-2',
        },
      ],
    },
  ]);
});

test('keyboard only, through the branch', async ({ page }) => {
  await page.goto('/tests/audit');
  await expect(page.getByRole('button', { name: 'Begin Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Begin Test' }).focus();
  await page.keyboard.press('Enter');
  const questions = audit.form.questions;

  await expect(page.getByRole('heading', { level: 2, name: headingOf(audit, questions[0]!) })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Never', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(progressStatus(page)).toHaveText('Question 9 of 10');
  await expect(page.getByRole('heading', { level: 2, name: headingOf(audit, questions[8]!) })).toBeFocused();

  for (const name of ['Next', 'Submit']) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('radio', { name: 'Yes, but not in the last year', exact: true }),
    ).toBeChecked();
    const forward = page.getByRole('button', { name });
    for (
      let tabs = 0;
      tabs < 4 && !(await forward.evaluate((button) => button === document.activeElement));
      tabs += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(forward).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { level: 1, name: audit.form.resultHeading })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Your score: 4 out of 40' })).toBeVisible();
});
