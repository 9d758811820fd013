import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { readServedScreening } from './served';

const intro =
  'Search for screening tests, diseases, wellness plans and personalized health solutions that suit your needs.';

const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search tests, categories and services' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/search');
});

test('the search page shows its heading, intro and the assistant link, with no axe violations', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: /^Discover hidden gems/ })).toBeVisible();
  await expect(page.getByText(intro)).toBeVisible();
  await expect(page.getByText('Or', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Our AI Assistant' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an English query finds the test, and its result opens the test page', async ({ page }) => {
  await search(page, 'anxiety');
  const first = results(page).getByRole('link').first();
  await expect(first).toHaveText('Anxiety Screening Test');
  await expect(first).toHaveAttribute('href', '/tests/anxiety');
  await expect(page.getByRole('status')).toHaveText(/\d+ results? found\./);
  // Results replace the intro and the assistant link; the heading stays.
  await expect(page.getByText(intro)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Use Our AI Assistant' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Discover hidden gems/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await first.click();
  await expect(page).toHaveURL(/\/tests\/anxiety$/);
});

test('Kiswahili queries find the right tests, categories and services', async ({ page }) => {
  await search(page, 'msongo wa mawazo');
  const list = results(page);
  await expect(list.getByRole('link', { name: 'Depression Screening Test' })).toHaveAttribute(
    'href',
    '/tests/depression',
  );
  await expect(list.getByRole('link', { name: 'Mental Health' })).toHaveAttribute(
    'href',
    '/categories/mental-health',
  );
  await expect(list.getByRole('link', { name: 'Talk to a Therapist' })).toHaveAttribute(
    'href',
    '/services/talk-to-a-therapist',
  );

  await search(page, 'pombe');
  await expect(list.getByRole('link', { name: 'Alcohol Use Screening Test' })).toHaveAttribute(
    'href',
    '/tests/audit',
  );
  await search(page, 'sukari');
  await expect(list.getByRole('link', { name: 'Diabetes Risk Screening Test' })).toHaveAttribute(
    'href',
    '/tests/diabetes-risk',
  );
  await expect(list.getByRole('link', { name: 'Chronic Care Programme' })).toBeVisible();
  await search(page, 'wasiwasi');
  await expect(list.getByRole('link', { name: 'Anxiety Screening Test' })).toBeVisible();
});

test('on a small phone the results fit the screen width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await search(page, 'presha');
  await expect(results(page).getByRole('link').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a typo still finds the test', async ({ page }) => {
  await search(page, 'depresion');
  await expect(results(page).getByRole('link').first()).toHaveText('Depression Screening Test');
});

test('two characters search nothing and say nothing', async ({ page }) => {
  await search(page, 'anxiety');
  await expect(results(page)).toBeVisible();
  await search(page, 'an');
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByText(/No matches found/)).toHaveCount(0);
  await expect(page.getByText(intro)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Our AI Assistant' })).toBeVisible();
});

test('a nonsense word shows the no-match text and the assistant link, which opens the assistant', async ({
  page,
}) => {
  await page.evaluate(() =>
    window.addEventListener('kipimo:open-assistant', () => document.body.setAttribute('data-opened', 'yes')),
  );
  await search(page, 'xqzvkw');
  await expect(
    page.getByText('No matches found for "xqzvkw". Continue typing or try a different search term.'),
  ).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByText('Or', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use Our AI Assistant' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-opened', 'yes');
});

test('results route by type: category, service', async ({ page }) => {
  await search(page, 'Mental Health');
  await results(page).getByRole('link', { name: 'Mental Health' }).click();
  await expect(page).toHaveURL(/\/categories\/mental-health$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mental Health' })).toBeVisible();

  await page.goto('/search');
  await search(page, 'nutritionist');
  await results(page).getByRole('link', { name: 'Talk to a Nutritionist' }).click();
  await expect(page).toHaveURL(/\/services\/talk-to-a-nutritionist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to a Nutritionist' })).toBeVisible();
});

test('the search icon searches the text in the box', async ({ page }) => {
  await searchBox(page).fill('burnout');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page).getByRole('link').first()).toHaveText('Burnout Screening Test');
});

test.describe('before the app has taken the page over', () => {
  test.use({ waitForApp: false });

  test('a search sent goes to the search page with its words, where the app then searches them', async ({
    page,
  }) => {
    // Scripts held back: the server's page alone, as on a slow phone before the app has downloaded.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/search');
    await searchBox(page).fill('burnout');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=burnout$/);

    await page.unrouteAll();
    await page.reload();
    await expect(results(page).getByRole('link').first()).toHaveText('Burnout Screening Test');
    await expect(searchBox(page)).toHaveValue('burnout');
  });
});

test('the keyboard moves through the results and Enter opens one', async ({ page }) => {
  await searchBox(page).pressSequentially('talk to a');
  const links = results(page).getByRole('link');
  await expect(links.nth(2)).toBeVisible();
  await searchBox(page).press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const target = await links.nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('the test not-found screen offers the same search box', async ({ page }) => {
  await page.goto('/tests/no-such-test');
  await expect(page.getByRole('heading', { name: "Oops! We couldn't find your test." })).toBeVisible();
  await search(page, 'anxiety');
  await results(page).getByRole('link', { name: 'Anxiety Screening Test', exact: true }).click();
  await expect(page).toHaveURL(/\/tests\/anxiety$/);
});

/** A test's card in Kiswahili, as its overlay in fixtures/screenings/sw/ words it. */
const swCard = (slug: string): { informalTitle: string; description: string } =>
  readServedScreening<{ card: { informalTitle: string; description: string } }>(
    `fixtures/screenings/sw/${slug}.json`,
  ).card;

test.describe('in Kiswahili', () => {
  test.beforeEach(async ({ page }) => {
    // The visitor chose Kiswahili on an earlier visit: the site opens in it.
    await page.addInitScript(() => window.localStorage.setItem('kipimo.language', 'sw'));
    await page.goto('/search');
  });

  const swSearchBox = (page: Page) =>
    page.getByRole('searchbox', { name: 'Tafuta vipimo, makundi na huduma' });
  const swResults = (page: Page) => page.getByRole('list', { name: 'Matokeo ya utafutaji' });

  test('"shingo ya kizazi" finds the cervical cancer test under its Kiswahili title, with no axe violations', async ({
    page,
  }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: /^Gundua mambo mapya/ })).toBeVisible();
    await swSearchBox(page).fill('shingo ya kizazi');
    const cervical = swCard('cervical-cancer');
    const first = swResults(page).getByRole('link').first();
    await expect(first).toHaveText(cervical.informalTitle);
    await expect(first).toHaveAttribute('href', '/tests/cervical-cancer');
    await expect(first).toHaveAccessibleDescription(`Kipimo ${cervical.description}`);
    await expect(page.getByRole('status')).toHaveText(/^(Tokeo 1 limepatikana|Matokeo \d+ yamepatikana)\.$/);
    await expectNoAxeViolations(page);
    await first.click();
    await expect(page).toHaveURL(/\/tests\/cervical-cancer$/);
  });

  test('an English name still finds the test, shown in Kiswahili; a category by its Kiswahili name', async ({
    page,
  }) => {
    await swSearchBox(page).fill('breast cancer');
    await expect(swResults(page).getByRole('link').first()).toHaveText(swCard('breast-cancer').informalTitle);
    await swSearchBox(page).fill('magonjwa ya mtindo wa maisha');
    const category = swResults(page).getByRole('link', { name: 'Magonjwa ya Mtindo wa Maisha' });
    await expect(category).toHaveAttribute('href', '/categories/lifestyle-diseases');
    await category.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Magonjwa ya Mtindo wa Maisha' })).toBeVisible();
  });
});
