import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { progressStatus, readFixture, walk, type Reply } from './test-flow-helpers';
import { resume } from './resume';

/**
 * Urgency as data, end to end against the real server: a result that needs care now leads with an alert that
 * names why and what to do, its badge is never green, and crisis help shows even when the result never comes.
 */

const phq9 = readFixture('depression');
const postnatal = readFixture('postnatal-health');

/** Every PHQ-9 item "Not at all" except the ones given, and the difficulty question. */
function phq9Replies(
  items: Record<string, string>,
  difficulty = 'Not difficult at all',
): Record<string, Reply> {
  return Object.fromEntries(
    phq9.form.questions.map((question, index) => [
      question.id,
      index < 9 ? (items[question.id] ?? 'Not at all') : difficulty,
    ]),
  );
}

test('PHQ-9 item 9 with a total of 1: the alert comes first with the crisis lines, and the badge is not green', async ({
  page,
}) => {
  const replies = phq9Replies({ q9: 'Several days' });
  await resume(page, 'depression', replies);
  await walk(page, phq9, replies);
  await expect(page.getByRole('heading', { level: 1, name: phq9.form.resultHeading })).toBeVisible();

  const alert = page.getByTestId('urgency-alert');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert.getByRole('heading', { level: 2 })).toHaveText('Get help now');
  await expect(alert.getByRole('link', { name: 'Call 1199' })).toHaveAttribute('href', 'tel:1199');
  await expect(alert.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
  // The instrument's own words on self-harm stay, in their section; the grade is the total's.
  await expect(page.getByRole('region', { name: 'Risk of Harm' })).toBeVisible();
  await expect(page.getByTestId('grade')).toHaveText('Minimal or no depression');
  const badge = page.getByRole('img', { name: 'Your score: 1 out of 27' });
  await expect(badge).not.toHaveAttribute('data-grade-colour', 'green');
  const alertBox = (await alert.boundingBox())!;
  const badgeBox = (await badge.boundingBox())!;
  expect(alertBox.y).toBeLessThan(badgeBox.y);
  expect(await axeViolations(page)).toEqual([]);
});

test('a postnatal danger sign with no depression symptoms: an emergency alert naming the sign, not a green "Minimal"', async ({
  page,
}) => {
  const dangerQuestion = postnatal.form.questions.find((question) => question.type === 'multi-select')!;
  const bleeding = dangerQuestion.options.find((option) => /bleeding/i.test(option.text))!;
  const replies = Object.fromEntries(
    postnatal.form.questions.map((question) => {
      if (question.id === dangerQuestion.id) return [question.id, [bleeding.text]];
      // Any other list of signs (the baby's): "None of these", its last answer.
      if (question.type === 'multi-select') return [question.id, [question.options.at(-1)!.text]];
      return [question.id, question.options[0]!.text];
    }),
  );
  await resume(page, 'postnatal-health', replies);
  await walk(page, postnatal, replies);

  const alert = page.getByTestId('urgency-alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { level: 2 })).toHaveText('Get help now');
  await expect(alert).toContainText(/bleeding/i);
  await expect(alert.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
  await expect(page.getByTestId('grade')).not.toHaveText('Minimal or no depression');
  // A warning-sign grade rests on no validated total: the badge gives its level in words (issue 31).
  const badge = page.getByRole('img', { name: /^Level of concern: / });
  await expect(badge).toHaveAttribute('data-grade-colour', 'red-orange');
  await expect(alert).toHaveAttribute('data-grade-colour', 'red-orange');
});

test('too many requests from a shared address: the crisis lines still show with the error', async ({
  page,
}) => {
  // A carrier-grade NAT address over its limit: the real server's 429, simulated for this one request.
  await page.route(/\/api\/interpret\/(\?.*)?$/, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '30' },
      body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests.' } }),
    }),
  );
  const replies = phq9Replies({ q9: 'More than half the days' });
  await resume(page, 'depression', replies);
  await walk(page, phq9, replies);
  await expect(
    page.getByText('We encountered an issue while submitting your responses.', { exact: true }),
  ).toBeVisible();
  await expect(progressStatus(page)).toHaveText('Question 10 of 10');
  await expect(page.getByTestId('crisis-fallback').getByRole('link', { name: 'Call 1199' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
