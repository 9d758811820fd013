import { readFile } from 'node:fs/promises';
import { type Page, type Request } from '@playwright/test';
import { bundleSchema } from '../helpers/fhirR4';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { resume } from './resume';
import { readFixture } from './test-flow-helpers';

const phq9 = readFixture('depression');

test.use({ viewport: { width: 360, height: 740 } });

const labels = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/**
 * Takes the PHQ-9 with these item scores (and the difficulty item) and waits for the result: the tab's saved
 * progress opens it at the last question (resume.ts); keeping and comparing results is this file's subject.
 */
async function takePhq9(page: Page, scores: number[]) {
  const answers = [...scores.map((score) => labels[score]!), 'Somewhat difficult'];
  const replies = Object.fromEntries(
    phq9.form.questions.map((question, index) => [question.id, answers[index]!]),
  );
  await resume(page, 'depression', replies);
  await expect(page.getByText(`Question ${answers.length} of ${answers.length}`)).toBeVisible();
  await page.getByRole('radio', { name: answers.at(-1)!, exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your Depression Screening Result' })).toBeVisible();
}

/** Every request the page makes from now on, with its body. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function keptEntries(page: Page): Promise<{ id: string }[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('kipimo.keptResults') ?? '[]') as { id: string }[],
  );
}

test('keep two PHQ-9 results, compare them in My results, open one, hand it over, then remove all', async ({
  page,
}) => {
  // Two whole tests and a whole journey: about 12 s on a quiet machine, near the 30 s limit on a loaded one.
  test.slow();
  const requests = recordRequests(page);

  // First result: 14 (moderate). Kept on the phone, with the words that say who can see it.
  await takePhq9(page, [3, 3, 3, 3, 2, 0, 0, 0, 0]);
  const block = page.getByRole('region', { name: 'Keep or share this result' });
  await expect(block.getByText('Anyone who uses this phone can see it.', { exact: false })).toBeVisible();
  await expect(block.getByTestId('recheck')).toContainText('Take this test again between');
  await block.getByRole('button', { name: 'Keep this result on this phone' }).click();
  await expect(block.getByRole('status')).toHaveText('Kept on this phone.');

  // The navigation offers My results once anything is kept.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My results' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();

  // Second result: 3 (minimal), kept too.
  await takePhq9(page, [1, 1, 1, 0, 0, 0, 0, 0, 0]);
  await page.getByRole('button', { name: 'Keep this result on this phone' }).click();
  await expect(
    page.getByRole('region', { name: 'Keep or share this result' }).getByRole('status'),
  ).toHaveText('Kept on this phone.');
  const kept = await keptEntries(page);
  expect(kept).toHaveLength(2);

  // My results: both, newest first, the trend chart and what changed by the PHQ-9's 5-point difference.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My results' }).click();
  await expect(page.getByRole('heading', { name: 'My results', level: 1 })).toBeVisible();
  const rows = page.getByTestId('kept-result');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Minimal or no depression · 3 out of 27');
  await expect(rows.nth(1)).toContainText('Moderate depression · 14 out of 27');
  const chart = page.getByRole('img', { name: 'Chart of your PHQ-9 totals over time' });
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeGreaterThan(280);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // Readable at 360 px: nothing on the page (the chart's hidden table included) scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByTestId('change-sentence')).toHaveText(
    /^Your total went down from 14 to 3\. A change of 5 points or more .* real improvement\.$/,
  );
  // The chart's text equivalent, for screen readers.
  await expect(page.getByRole('table', { name: 'Your results over time' }).getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // Open the older result: the same result screen, from the phone, with no request.
  const before = requests.length;
  await rows
    .nth(1)
    .getByRole('link', { name: /^Open PHQ-9 result of / })
    .click();
  await expect(page.getByRole('heading', { name: 'Your Depression Screening Result' })).toBeVisible();
  await expect(page.getByTestId('grade')).toHaveText('Moderate depression');
  await expect(page.getByText('14/27')).toBeVisible();
  // (The printed summary's logo is the only download: no request to the API.)
  const asked = requests.slice(before).map((request) => new URL(request.url()).pathname);
  expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);
  await expectNoAxeViolations(page);

  // The WhatsApp summary the visitor sends themselves: test, date, total, grade, urgency.
  // This build sets no provider number: no button to a wrong one; the visitor picks the contact.
  await expect(page.getByTestId('whatsapp-provider')).toHaveCount(0);
  const href = (await page.getByTestId('whatsapp-anyone').getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = new URL(href).searchParams.get('text')!;
  expect(text).toContain('My PHQ-9 (Depression Screening Test) result');
  expect(text).toMatch(/Date: \d{1,2} \w+ \d{4}/);
  expect(text).toContain('Total: 14 out of 27');
  expect(text).toContain('Result: Moderate depression');
  expect(text).toContain('Urgency: see a health worker soon');

  // The FHIR file: valid R4, LOINC-coded, its total equal to the result.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download for a clinician (FHIR file)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kipimo-MH-001-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
  const bundle = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    entry: { resource: Record<string, unknown> }[];
  };
  expect(bundleSchema.safeParse(bundle).error?.issues ?? []).toEqual([]);
  const [response, observation] = bundle.entry.map((entry) => entry.resource);
  expect(response!.questionnaire).toBe('http://loinc.org/q/44249-1');
  const items = response!.item as { linkId: string; answer: { valueCoding: { code: string } }[] }[];
  expect(items).toHaveLength(10);
  expect(items[0]).toMatchObject({ linkId: '/44250-9', answer: [{ valueCoding: { code: 'LA6571-9' } }] });
  expect(items[4]).toMatchObject({ linkId: '/44251-7', answer: [{ valueCoding: { code: 'LA6570-1' } }] });
  expect(items[8]).toMatchObject({ linkId: '/44260-8', answer: [{ valueCoding: { code: 'LA6568-5' } }] });
  expect(observation).toMatchObject({
    code: { coding: [{ system: 'http://loinc.org', code: '44261-6' }] },
    valueQuantity: { value: 14 },
    interpretation: [{ text: 'Moderate depression' }],
  });

  // Back to the list, and remove everything.
  await page.getByRole('link', { name: 'Back to my results' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove all my results from this phone' }).click();
  await expect(page.getByText('Every kept result was removed from this phone.')).toBeVisible();
  await expect(page.getByTestId('kept-result')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('kipimo.keptResults'))).toBeNull();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My results' }),
  ).toHaveCount(0);

  // Nothing kept ever went to the server: no request carries a kept entry's id or its fields.
  const carried = requests.filter((request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`;
    return (
      kept.some((entry) => sent.includes(entry.id)) || sent.includes('keptAt') || sent.includes('completedAt')
    );
  });
  expect(carried.map((request) => request.url())).toEqual([]);
  // The only bodies sent at all are the two tests' answers, to be scored.
  expect(
    requests
      .filter((request) => request.postData() !== null)
      .map((request) => new URL(request.url()).pathname),
  ).toEqual(['/api/interpret/', '/api/interpret/']);
});

test('the server sends the My results page, which says nothing is kept on a fresh phone', async ({
  page,
}) => {
  const response = await page.goto('/my-results');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'My results', level: 1 })).toBeVisible();
  await expect(page.getByText('No results are kept on this phone.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in Kiswahili: the navigation link and the page, with the sentence where no difference is published', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'kipimo.language', value: 'sw', url: baseURL }]);
  await page.goto('/categories');
  const entry = (completedAt: number, totalScore: number) => ({
    v: 1,
    id: `pcl5-${completedAt}`,
    keptAt: completedAt,
    completedAt,
    config: {
      testCode: 'MH-004',
      formalTitle: 'PCL-5',
      informalTitle: 'PTSD',
      resultHeading: 'Your PTSD Screening Result',
      formHeading: 'x',
      instructions: ['x'],
      disclaimer: 'x',
      duration: '5 minutes',
      expectedTotalScore: 80,
      questions: [],
      lang: 'en',
    },
    result: {
      totalScore,
      expectedTotalScore: 80,
      grade: 'Grade',
      level: totalScore > 30 ? 3 : 1,
      lang: 'en',
    },
    answers: [],
  });
  await page.evaluate(
    (entries) => localStorage.setItem('kipimo.keptResults', JSON.stringify(entries)),
    [entry(Date.UTC(2026, 9, 1), 40), entry(Date.UTC(2026, 10, 1), 20)],
  );
  await page.reload();
  await page.getByRole('button', { name: 'Menyu', exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Matokeo yangu' }).click();
  await expect(page.getByRole('heading', { name: 'Matokeo yangu', level: 1 })).toBeVisible();
  await expect(page.getByTestId('kept-result')).toHaveCount(2);
  // No published difference and no bands for this test: the chart draws the level, and says so.
  await expect(page.getByRole('img', { name: 'Chati ya viwango vyako vya PCL-5 kwa muda' })).toBeVisible();
  await expect(page.getByTestId('change-sentence')).toHaveText(
    /^Jumla yako imetoka 40 hadi 20\. Hakuna kiwango cha mabadiliko muhimu kilichochapishwa kwa kipimo hiki/,
  );
  await expectNoAxeViolations(page);
});
