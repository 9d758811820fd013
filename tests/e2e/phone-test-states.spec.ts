import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { phone } from './phone-helpers';
import { axeViolations } from './axe';
import { holdBack, progressStatus, readFixture, type Reply, walk } from './test-flow-helpers';
import { resume } from './resume';

/**
 * Issue 31, items 2, 3 and 5, on a 360 px phone: offline in the middle of a test, a result kept across a reload
 * and Back/Forward in the same tab, and every state of a test starting in view with focus on it.
 */
test.use(phone(360));

const phq9 = readFixture('depression');
const postnatal = readFixture('postnatal-health');
const interpret = /\/api\/interpret\/(\?.*)?$/;

/** PHQ-9 replies: every item "Not at all" but item 9 (`item9`), and the difficulty question. */
function phq9Replies(item9: string): Record<string, Reply> {
  return Object.fromEntries(
    phq9.form.questions.map((question, index) => [
      question.id,
      index === 8 ? item9 : index === 9 ? 'Somewhat difficult' : 'Not at all',
    ]),
  );
}

/** Postnatal replies: nothing of concern but heavy bleeding, a sign the catalogue rates `emergency`. */
const heavyBleeding = postnatal.form.questions.find((question) => question.id === 'q11')!.options[0]!.text;
const postnatalReplies: Record<string, Reply> = Object.fromEntries(
  postnatal.form.questions.map((question) => [
    question.id,
    question.id === 'q11'
      ? [heavyBleeding]
      : question.type === 'multi-select'
        ? [question.options.at(-1)!.text]
        : question.options[0]!.text,
  ]),
);

/** The element is wholly on the screen (below the sticky bar at the top) and has the focus. */
async function expectInViewAndFocused(page: Page, name: string, selector: string) {
  const where = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        top: box.top,
        bottom: box.bottom,
        height: window.innerHeight,
        focused: element === document.activeElement || element.contains(document.activeElement),
      };
    });
  expect(where.top, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(where.top, `${name} starts on the screen`).toBeLessThan(where.height - 40);
  expect(where.focused, `${name} has the focus`).toBe(true);
}

const crisisFallback = (page: Page) => page.getByTestId('crisis-fallback');

test.describe('offline in the middle of a test (item 2)', () => {
  test('the test and its answers stay, with a notice and the crisis lines; Submit explains', async ({
    page,
    context,
  }) => {
    await resume(page, 'depression', phq9Replies('Several days'));
    await walk(page, phq9, phq9Replies('Several days'), { submit: false });
    await context.setOffline(true);

    // Still the last question, answered, with a notice of its own and the crisis lines: no 'You're Offline'.
    await expect(page.getByRole('heading', { name: "You're Offline" })).toHaveCount(0);
    await expect(progressStatus(page)).toHaveText('Question 10 of 10');
    await expect(page.getByRole('radio', { name: 'Somewhat difficult', exact: true })).toBeChecked();
    await expect(page.getByTestId('offline-notice')).toContainText('You are offline');
    await expect(crisisFallback(page).getByRole('link', { name: /1199/ })).toHaveAttribute(
      'href',
      'tel:1199',
    );

    // Submit sends nothing and says why; the answers stay.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (interpret.test(request.url())) sent.push(request.url());
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('submit-failure')).toContainText('your answers were not sent');
    await expectInViewAndFocused(page, 'the explanation', '[data-testid="submit-failure"]');
    await expect(crisisFallback(page)).toBeVisible();
    expect(sent).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Back online: no reload, the same answers go.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Somewhat difficult', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();
  });

  test('a sign the catalogue rates an emergency brings the emergency numbers when the submit fails', async ({
    page,
  }) => {
    await page.route(interpret, (route) => route.abort());
    await resume(page, 'postnatal-health', postnatalReplies);
    await walk(page, postnatal, postnatalReplies);
    await expect(page.getByTestId('submit-failure')).toBeVisible();
    const fallback = crisisFallback(page);
    await expect(fallback).toContainText('999 or 112');
    await expect(fallback.getByRole('link', { name: /999/ })).toHaveAttribute('href', 'tel:999');
    await expect(fallback.getByRole('link', { name: /112/ })).toHaveAttribute('href', 'tel:112');
  });

  test('with no crisis answer and no emergency sign, no crisis lines show', async ({ page }) => {
    await page.route(interpret, (route) => route.abort());
    await resume(page, 'depression', phq9Replies('Not at all'));
    await walk(page, phq9, phq9Replies('Not at all'));
    await expect(page.getByTestId('submit-failure')).toBeVisible();
    await expect(crisisFallback(page)).toHaveCount(0);
  });

  test("Retry on 'You're Offline' while still offline keeps the page, never the browser's error", async ({
    page,
    context,
  }) => {
    await page.goto('/categories');
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: "You're Offline" })).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Still no connection')).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're Offline" })).toBeVisible();
    expect(page.url()).toMatch(/\/categories$/);
    await context.setOffline(false);
  });
});

test.describe('a result in the same tab (item 3)', () => {
  test('survives a reload and Back then Forward; a new tab or a new start begins afresh', async ({
    page,
    context,
  }) => {
    await page.goto('/categories/mental-health');
    await page.getByRole('link', { name: 'Start Depression Screening Test', exact: true }).click();
    await page.getByRole('button', { name: 'Begin Test' }).click();
    await walk(page, phq9, phq9Replies('Not at all'));
    const heading = page.getByRole('heading', { level: 1, name: phq9.form.resultHeading });
    await expect(heading).toBeVisible();
    const grade = await page.getByTestId('grade').textContent();

    let sent = 0;
    page.on('request', (request) => {
      if (interpret.test(request.url())) sent += 1;
    });
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('grade')).toHaveText(grade!);

    await page.goBack();
    await expect(page).toHaveURL(/\/categories\/mental-health$/);
    await page.goForward();
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('grade')).toHaveText(grade!);
    expect(sent, 'nothing is sent again').toBe(0);

    // Kept in this tab's session storage only: nothing in local storage or cookies.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      expect.stringMatching(/result/),
    );

    // The same test started anew from its card begins at the intro.
    await page.goto('/categories/mental-health');
    await page.getByRole('link', { name: 'Start Depression Screening Test', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Begin Test' })).toBeVisible();

    // Another tab has nothing of it.
    const other = await context.newPage();
    await other.goto('/tests/depression');
    await expect(other.getByRole('button', { name: 'Begin Test' })).toBeVisible();
  });
});

test.describe('every state starts in view, with focus (item 5)', () => {
  test('"Analyzing your responses...", then the result, after Submit at the bottom of the page', async ({
    page,
  }) => {
    await resume(page, 'depression', phq9Replies('Not at all'));
    await walk(page, phq9, phq9Replies('Not at all'), { submit: false });
    const release = await holdBack(page, interpret);
    const submit = page.getByRole('button', { name: 'Submit' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await submit.click();
    const analysing = page.getByRole('status').filter({ hasText: 'Analyzing your responses...' });
    await expect(analysing).toBeVisible();
    await expectInViewAndFocused(
      page,
      'Analyzing your responses...',
      '[role="status"]:has-text("Analyzing")',
    );
    release();
    const heading = page.getByRole('heading', { level: 1, name: phq9.form.resultHeading });
    await expect(heading).toBeVisible();
    await expectInViewAndFocused(page, 'the result', 'h1');
  });

  test('the error of a failed Submit starts in view, with focus', async ({ page }) => {
    await page.route(interpret, (route) => route.abort());
    await resume(page, 'depression', phq9Replies('Not at all'));
    await walk(page, phq9, phq9Replies('Not at all'), { submit: false });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('submit-failure')).toBeVisible();
    await expectInViewAndFocused(page, 'the error', '[data-testid="submit-failure"]');
  });

  test("the test's loading state, reached from a scrolled category page", async ({ page }) => {
    await page.goto('/categories/mental-health');
    const release = await holdBack(page, /\/api\/config\//);
    const start = page.getByRole('link', { name: 'Start Depression Screening Test', exact: true });
    await start.scrollIntoViewIfNeeded();
    await start.click();
    await expect(page.getByText("Hang tight! We're getting the test ready for you...")).toBeVisible();
    await expectInViewAndFocused(page, 'the loading state', '[role="status"]:has-text("Hang tight")');
    release();
    await expect(page.getByRole('button', { name: 'Begin Test' })).toBeVisible();
  });
});
