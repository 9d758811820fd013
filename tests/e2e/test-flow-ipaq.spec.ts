import { expect, test } from './fixtures';
import { headingOf, progressStatus, readFixture } from './test-flow-helpers';

/** Number input in the browser, on the IPAQ short form: minutes a day, 0 to 960, between branching days. */
const ipaq = readFixture('physical-activity');

test('number input: only numbers, unit and range shown, out of range refused, Enter moves on, kept over a reload', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/interpret/') bodies.push(request.postDataJSON());
  });
  const questions = ipaq.form.questions;
  const minutes = questions[1]!;
  const total = questions.length;

  await page.goto('/tests/physical-activity');
  await page.getByRole('button', { name: 'Begin Test' }).click();
  await page.getByRole('radio', { name: '3 days', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progressStatus(page)).toHaveText(`Question 2 of ${total}`);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((2 / total) * 100));
  await expect(page.getByRole('heading', { level: 2, name: headingOf(ipaq, minutes) })).toBeFocused();
  const field = page.getByRole('textbox', { name: minutes.question });
  await expect(field).toHaveAccessibleName(
    `${minutes.question} Enter a number from ${minutes.min} to ${minutes.max}`,
  );
  await expect(field).toHaveAccessibleDescription(`Answer in ${minutes.unit}.`);
  await expect(page.getByText(minutes.unit!, { exact: true })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();

  await field.pressSequentially('abc');
  await expect(field).toHaveValue('');
  await expect(next).toBeDisabled();
  await field.pressSequentially('1000');
  await expect(field).toHaveValue('1000');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`Please enter a number from ${minutes.min} to ${minutes.max}.`)).toBeVisible();
  await expect(next).toBeDisabled();
  await field.fill('');
  await field.pressSequentially('4x5');
  await expect(field).toHaveValue('45');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(next).toBeEnabled();

  await page.reload();
  await expect(progressStatus(page)).toHaveText(`Question 2 of ${total}`);
  await expect(page.getByRole('textbox', { name: minutes.question })).toHaveValue('45');

  await page.getByRole('textbox', { name: minutes.question }).press('Enter');
  await expect(progressStatus(page)).toHaveText(`Question 3 of ${total}`);
  await page.getByRole('radio', { name: 'No moderate physical activities', exact: true }).check();
  await expect(progressStatus(page)).toHaveText(`Question 5 of ${total}`);
  await page.getByRole('radio', { name: 'No walking', exact: true }).check();
  await expect(progressStatus(page)).toHaveText(`Question ${total} of ${total}`);
  await page.getByRole('textbox', { name: questions[total - 1]!.question }).fill('480');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ipaq.form.resultHeading })).toBeVisible();

  expect(bodies).toHaveLength(1);
  expect((bodies[0] as { scores: unknown[] }).scores).toEqual([
    // Contract 2: each chosen option by id too, which is what the server scores.
    { questionId: 'q1', score: 3, text: '3 days', nextQuestion: null, optionId: 'q1-3' },
    { questionId: 'q2', score: 45, text: '45', nextQuestion: null },
    {
      questionId: 'q3',
      score: 0,
      text: 'No moderate physical activities',
      nextQuestion: 'q5',
      optionId: 'q3-0',
    },
    { questionId: 'q5', score: 0, text: 'No walking', nextQuestion: 'q7', optionId: 'q5-0' },
    { questionId: 'q7', score: 480, text: '480', nextQuestion: null },
  ]);
  // 3 days × 45 minutes × 8 MET = 1080 MET-minutes a week.
  await expect(
    page.getByRole('img', { name: `Your score: 1080 out of ${ipaq.form.expectedTotalScore}` }),
  ).toBeVisible();
});
