import { type Page } from '@playwright/test';
import { expect } from './fixtures';
import { ownServerTest as test, type OwnServer } from './ownServer';
import { progressStatus, readFixture, walk } from './test-flow-helpers';
import { resume } from './resume';

/**
 * Submit against a server that goes away or stalls, end to end: each test has a server of its own, which it
 * stops, freezes and brings back for real while the visitor is on the last question.
 */
const phq9 = readFixture('depression');
const replies = Object.fromEntries(
  phq9.form.questions.map((question, index) => [question.id, index < 9 ? 'Several days' : 'Very difficult']),
);

/**
 * Opens PHQ-9 on the test's own server at its last question (the tab's saved progress: resume.ts), and answers
 * it but does not submit: what Submit meets is this file's subject.
 */
async function reachLastQuestion(page: Page, server: OwnServer) {
  await resume(page, 'depression', replies, { origin: server.origin });
  await walk(page, phq9, replies, { submit: false });
  await expect(progressStatus(page)).toHaveText('Question 10 of 10');
}

test('the server stops before Submit: toast top right for 3 s, back to the last question with every answer; restarted, Submit works', async ({
  page,
  ownServer,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await reachLastQuestion(page, ownServer);

  await ownServer.stop();
  expect(await ownServer.answers()).toBe(false);
  // From here the page's clock moves only when the test moves it, so the toast's 3 s are counted exactly.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Submit' }).click();

  const toast = page.getByText('We encountered an issue while submitting your responses.', { exact: true });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(64);
  expect(box.y).toBeLessThan(100);

  // Item 9 was "Several days", a crisis answer: the crisis lines show with the error, from the page itself.
  const crisisHelp = page.getByTestId('crisis-fallback');
  await expect(crisisHelp).toBeVisible();
  await expect(crisisHelp.getByRole('link', { name: 'Call 1199' })).toHaveAttribute('href', 'tel:1199');
  await expect(crisisHelp.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');

  await expect(progressStatus(page)).toHaveText('Question 10 of 10');
  // The message in the page says what happened, and has the focus (issue 31: a screen reader starts there).
  await expect(page.getByTestId('submit-failure')).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Very difficult', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toHaveCount(0);
  await expect(page.getByTestId('grade')).toHaveCount(0);

  // Closes by itself after 3 s, then its short exit transition runs (on the page's real frames).
  await page.clock.runFor(2_999);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(toast).toBeHidden({ timeout: 2_000 });

  // Every earlier answer is still there.
  for (let number = 9; number >= 8; number -= 1) {
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(progressStatus(page)).toHaveText(`Question ${number} of 10`);
    await expect(page.getByRole('radio', { name: 'Several days', exact: true })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progressStatus(page)).toHaveText('Question 10 of 10');

  await ownServer.start();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your score: 9 out of 27' })).toBeVisible();
  await expect(page.getByTestId('grade')).toHaveText('Mild depression');
});

test('a server that stalls while scoring: the page keeps saying so, with no error, until the result arrives', async ({
  page,
  ownServer,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await reachLastQuestion(page, ownServer);

  // The real server process is frozen, so the request waits as it would on a slow, overloaded server.
  ownServer.freeze();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Analyzing your responses...')).toBeVisible();
  // The spec sets no request timeout: a minute on, by the page's clock, it is still waiting, with no error.
  await page.clock.runFor(60_000);
  await expect(page.getByText('Analyzing your responses...')).toBeVisible();
  await expect(
    page.getByText('We encountered an issue while submitting your responses.', { exact: true }),
  ).toHaveCount(0);

  ownServer.thaw();
  await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();
  await expect(page.getByTestId('grade')).toHaveText('Mild depression');
});
