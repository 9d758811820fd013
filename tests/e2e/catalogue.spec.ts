import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, useSharedPage } from './fixtures';
import { readServedScreening } from './served';

interface Card {
  testCode: string;
  categoryId: number;
  routeSlug: string;
  informalTitle: string;
  formalTitle: string;
}

const categories = JSON.parse(readFileSync('fixtures/catalogue/categories.json', 'utf8')) as {
  id: number;
  routeSlug: string;
}[];
const cards = readdirSync('fixtures/screenings')
  .filter((file) => file.endsWith('.json'))
  .map((file) => readServedScreening<{ card: Card }>(`fixtures/screenings/${file}`).card);

test.describe('each category', () => {
  // Each test walks its category's page and intros, read only: one context and page for all of them.
  const shared = useSharedPage();

  for (const category of categories) {
    test(`every test of ${category.routeSlug} is listed on its page and opens its intro`, async () => {
      const { page } = shared;
      const tests = cards.filter((card) => card.categoryId === category.id);
      expect(tests.length).toBeGreaterThan(0);
      await page.goto(`/categories/${category.routeSlug}`);
      for (const card of tests) {
        // Back to the category screen in the app itself, as the browser's Back button takes a visitor there.
        if (card !== tests[0]) await page.goBack();
        await expect(page).toHaveURL(new RegExp(`/categories/${category.routeSlug}$`));
        await page.getByRole('link', { name: `Start ${card.informalTitle}` }).click();
        await expect(page).toHaveURL(new RegExp(`/tests/${card.routeSlug}$`));
        const intro = page.getByRole('dialog');
        await expect(intro).toContainText(card.informalTitle);
        await expect(intro).toContainText(`(${card.formalTitle})`);
        await expect(intro.getByRole('button', { name: 'Begin Test' })).toBeVisible();
      }
    });
  }
});

test('a slug that no test has is invalid', async ({ page }) => {
  await page.goto('/tests/nutritional checks');
  await expect(page.getByText('Invalid test type')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Oops! We couldn't find your test." })).toBeVisible();
});
