import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function openTest(page: Page, slug: string) {
  await page.goto(`/preview/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Every sample's frame shows the result screen with the grade the engine gives. */
async function expectResultPerBand(page: Page) {
  const samples = page.getByTestId('sample-result');
  const count = await samples.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    const sample = samples.nth(index);
    await expect(sample).toContainText('(matches)');
    await sample.scrollIntoViewIfNeeded();
    const frame = sample.frameLocator('iframe');
    await expect(frame.getByRole('link', { name: 'Talk to a Therapist or Doctor' })).toBeVisible({
      timeout: 30_000,
    });
  }
}

test('the index lists every test with its status, and the planted draft with its problems', async ({
  page,
}) => {
  await page.goto('/preview');
  await expect(page.getByRole('heading', { name: 'Content preview' })).toBeVisible({ timeout: 30_000 });
  for (const slug of ['depression', 'audit', 'diabetes-risk']) {
    await expect(page.getByTestId(`fixture-${slug}`)).toContainText('valid');
  }
  const planted = page.getByTestId('fixture-planted-errors');
  await expect(planted).toContainText('draft');
  await expect(planted).toContainText('overlap');
});

test('PHQ-9: the questionnaire, its branching, its scoring and a result for every band', async ({ page }) => {
  await openTest(page, 'depression');
  await expect(page.getByText('No content problems found.')).toBeVisible();
  const visitor = page.frameLocator('iframe[title="depression questionnaire"]');
  await expect(visitor.getByRole('button', { name: 'Begin Test' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Branching map' })).toContainText('q9');
  const scoring = page.getByRole('region', { name: 'Scoring rules' });
  await expect(scoring).toContainText('total = the sum of q1, q2, q3, q4, q5, q6, q7, q8, q9');
  await expect(scoring.getByRole('table', { name: 'Bands' })).toContainText('Moderately severe depression');
  await expect(scoring).toContainText(
    'When q9 is Several days or More than half the days or Nearly every day',
  );
  await expectResultPerBand(page);
});

test('AUDIT: the branching map shows where "Never" leads', async ({ page }) => {
  await openTest(page, 'audit');
  const map = page.getByRole('region', { name: 'Branching map' });
  await expect(map.getByTestId('branch-q1')).toContainText('“Never” → q9');
  await expectResultPerBand(page);
});

test('FINDRISC: a result for every band', async ({ page }) => {
  await openTest(page, 'diabetes-risk');
  await expectResultPerBand(page);
});

test('the planted fixture shows the overlap, the broken branch and the unreachable question', async ({
  page,
}) => {
  await openTest(page, 'planted-errors');
  const check = page.getByRole('region', { name: 'Content check' });
  await expect(check).toContainText('overlap');
  await expect(check).toContainText('leads to "q99", which is not a later question');
  await expect(check).toContainText('Question q3 can never be reached');
  const map = page.getByRole('region', { name: 'Branching map' });
  await expect(map.getByTestId('branch-q3')).toContainText('unreachable');
  await expect(map.getByTestId('branch-q1')).toContainText('broken');
});

test('the phone view frames the visitor at 375 px', async ({ page }) => {
  await openTest(page, 'depression');
  const frame = page.locator('iframe[title="depression questionnaire"]');
  await expect(frame).toHaveAttribute('width', '375');
  await page.getByLabel('Phone view (375 px)').uncheck();
  await expect(frame).toHaveAttribute('width', '600');
});

test('urgency and warning signs: levels, urgencies and the sign each red-flag answer reports', async ({
  page,
}) => {
  await openTest(page, 'postnatal-health');
  const scoring = page.getByRole('region', { name: 'Scoring rules' });
  const bands = scoring.getByRole('table', { name: 'Bands' });
  await expect(bands).toContainText('Warning sign after birth');
  await expect(bands).toContainText('Urgency');
  await expect(scoring.getByRole('list', { name: 'Grading rules' })).toContainText(
    ': Warning sign after birth',
  );
  const signs = scoring.getByRole('table', { name: 'Warning signs' });
  await expect(signs).toContainText('postpartum-heavy-bleeding');
  await expect(signs).toContainText('emergency');
  await expect(signs).toContainText('self-harm-thoughts');
});

test('Kiswahili side by side, and the English-only notice for a validated instrument', async ({ page }) => {
  await openTest(page, 'breast-cancer');
  const both = page.getByRole('table', { name: 'English and Kiswahili side by side' });
  await expect(both).toBeVisible();
  await expect(both).toContainText('Kipimo cha');
  await expect(page.getByText(/awaiting a native speaker/)).toBeVisible();
  await openTest(page, 'depression');
  await expect(page.getByText(/No Kiswahili version/)).toBeVisible();
});

test('the assistant: crisis rules, concepts by area, and a message tried against the real rules', async ({
  page,
}) => {
  await page.goto('/preview/assistant');
  await expect(page.getByRole('table', { name: 'Crisis rules' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Paths' })).toContainText('/tests/depression');
  const box = page.getByRole('textbox', { name: "A visitor's message" });
  await box.fill('I want to end my life');
  await expect(page.getByTestId('try-result')).toContainText('Crisis help first (row: rule)');
  await box.fill('this traffic is killing me');
  await expect(page.getByTestId('try-result')).toContainText('No crisis: the ordinary reply (no row holds)');
  // The decision table the server reads, and the model's weights with their cross-validated figures.
  await expect(page.getByRole('table', { name: 'Crisis decision table' })).toContainText('crisis help first');
  await expect(page.getByTestId('model-trained-on')).toContainText('Cross-validated over 5 folds');
  // The signs that are how self-harm shows, which the table's "warning sign named" never counts.
  await expect(page.getByTestId('self-harm-means')).toContainText('severe-bleeding');
  await expect(page.getByTestId('self-harm-means')).toContainText('swallowed-poison');
});
