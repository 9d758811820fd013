import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resume } from './resume';

/** Answers the PHQ-9 in the browser: one option per question, by its visible text. */
async function answerAll(page: Page, answers: string[]) {
  for (const [index, answer] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${answers.length}`)).toBeVisible();
    await page.getByRole('radio', { name: answer, exact: true }).check();
    const isLast = index === answers.length - 1;
    await page.getByRole('button', { name: isLast ? 'Submit' : 'Next' }).click();
  }
}

const labels = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

test('a visitor answers the PHQ-9 and sees moderate depression, 14 out of 27', async ({ page }) => {
  await page.goto('/tests/depression');
  const intro = page.getByRole('dialog');
  await expect(intro.getByText('Depression Screening Test')).toBeVisible();
  await expect(intro.getByText('(PHQ-9)')).toBeVisible();
  await expect(intro.getByText('This test will take about 5 minutes to complete.')).toBeVisible();
  await expect(intro.getByText('Disclaimer!')).toBeVisible();
  await intro.getByRole('button', { name: 'Begin Test' }).click();

  const items = [3, 3, 3, 3, 2, 0, 0, 0, 0].map((score) => labels[score]!);
  await answerAll(page, [...items, 'Somewhat difficult']);

  await expect(page.getByRole('heading', { name: 'Your Depression Screening Result' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your score: 14 out of 27' })).toBeVisible();
  await expect(page.getByText('14/27')).toBeVisible();
  await expect(page.getByTestId('grade')).toHaveText('Moderate depression');
  await expect(page.getByRole('region', { name: 'Here is What Your Score Means' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Risk of Harm' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Talk to a Therapist or Doctor' })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
});

test('an answer above 0 on item 9 shows Kenyan crisis help above the score', async ({ page }) => {
  const answers = [...Array.from({ length: 8 }, () => 'Not at all'), 'Several days', 'Not difficult at all'];
  // The walk from the intro is the test above's subject: this one starts at the last question (resume.ts).
  await resume(page, 'depression', Object.fromEntries(answers.map((text, index) => [`q${index + 1}`, text])));
  await page.getByRole('radio', { name: answers.at(-1)!, exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  // The urgency alert carries the tap-to-call lines; 'Risk of Harm' below it keeps the instrument's words.
  const crisis = page.getByTestId('urgency-alert');
  await expect(crisis).toBeVisible();
  await expect(crisis.getByRole('link', { name: 'Call 1199' })).toHaveAttribute('href', 'tel:1199');
  await expect(crisis.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
  await expect(page.getByRole('region', { name: 'Risk of Harm' })).toBeVisible();
  await expect(page.getByTestId('grade')).toHaveText('Minimal or no depression');
  const crisisBox = await crisis.boundingBox();
  const badgeBox = await page.getByRole('img', { name: /Your score/ }).boundingBox();
  expect(crisisBox!.y).toBeLessThan(badgeBox!.y);
});

test('an unknown test slug shows the not-found screen', async ({ page }) => {
  await page.goto('/tests/no-such-test');
  await expect(page.getByRole('heading', { name: "Oops! We couldn't find your test." })).toBeVisible();
  await expect(page.getByText('Invalid test type')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Available Tests' })).toHaveAttribute(
    'href',
    '/categories',
  );
});
