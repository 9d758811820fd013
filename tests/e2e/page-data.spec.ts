import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languages, toTestConfig, type Language, type SiteCatalogue } from '../../schemas';
import { testInLanguage } from '../../server/fixtures';
import { testsShownAt } from '../../server/pages';
import { catalogue } from '../helpers/fixtures';
import { catalogueRequestsOf, expect, test } from './fixtures';

/**
 * A rendered page carries only the tests it shows (server/pages.ts, testsShownAt); the app downloads the whole
 * catalogue, once, when it goes to another page. Both halves of that are checked here: every page renders the
 * same from its part as from the whole (so the app, taking the page over from the part, reads nothing that is
 * not there), and a visitor who moves on gets the next page from the whole catalogue.
 */

type RenderPage = (
  url: URL,
  data: { lang: Language; catalogue: SiteCatalogue; testsFor?: string; testConfig?: unknown },
) => Promise<{ html: string; status: number; title: string | null }>;

const renderedPaths = [
  '/categories',
  '/tests',
  '/search',
  '/privacy-policy',
  '/terms-and-conditions',
  '/404',
  ...catalogue.categories.map((category) => `/categories/${category.routeSlug}`),
  ...catalogue.tests.map((test) => `/tests/${test.card.routeSlug}`),
  ...catalogue.services.map((service) => `/services/${service.routeSlug}`),
];

test('every page renders the same from the tests it carries as from the whole catalogue', async () => {
  test.setTimeout(120_000);
  const renderer = pathToFileURL(path.resolve('dist/ssr/renderPage.js')).href;
  const { renderPage } = (await import(renderer)) as { renderPage: RenderPage };
  let compared = 0;
  for (const lang of languages) {
    const whole = catalogue.site.get(lang)!;
    for (const address of renderedPaths) {
      const slug = address.match(/^\/tests\/([^/]+)/)?.[1];
      const english = catalogue.tests.find((each) => each.card.routeSlug === slug);
      const localised = english && testInLanguage(catalogue, english, lang);
      const testConfig = english &&
        localised && {
          testCode: english.card.testCode,
          config: toTestConfig(localised.fixture, localised.lang),
        };
      const url = new URL(address, 'http://localhost');
      const fromWhole = await renderPage(url, { lang, catalogue: whole, testConfig });
      const part = { ...whole, tests: whole.tests.filter(testsShownAt(address, whole)) };
      const fromPart = await renderPage(url, { lang, catalogue: part, testsFor: address, testConfig });
      expect(fromPart.html, `${lang} ${address}`).toBe(fromWhole.html);
      expect(fromPart.title, `${lang} ${address}`).toBe(fromWhole.title);
      compared += 1;
    }
  }
  expect(compared).toBe(languages.length * renderedPaths.length);
});

test('a page carries only the tests it shows, and the app downloads the rest once it moves on', async ({
  page,
}) => {
  const catalogueRequests = catalogueRequestsOf(page);
  await page.goto('/services/talk-to-a-doctor', { waitUntil: 'networkidle' });
  const data = await page
    .locator('#kipimo-page-data')
    .evaluate((element) => JSON.parse(element.textContent ?? '') as { catalogue: SiteCatalogue });
  expect(data.catalogue.tests.length).toBeLessThan(catalogue.tests.length);
  expect(catalogueRequests).toEqual([]);

  // A test the service names, and from there its category: pages the server did not send.
  const firstTest = page.locator('main a[href^="/tests/"]').first();
  const testPath = (await firstTest.getAttribute('href')) ?? '';
  await firstTest.click();
  await expect(page).toHaveURL(testPath);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Close and go back' }).click();
  await expect(page).toHaveURL('/services/talk-to-a-doctor');
  await page.goto('/categories/mental-health', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mental Health');
  expect(catalogueRequests).toEqual(['?lang=en']);
});

test('the not-found page, rendered once for every unknown address, downloads no catalogue', async ({
  page,
}) => {
  const catalogueRequests = catalogueRequestsOf(page);
  const response = await page.goto('/no-such-page', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  expect(catalogueRequests).toEqual([]);
});
