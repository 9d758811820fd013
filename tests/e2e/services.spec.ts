import { expect, test, useSharedPage } from './fixtures';
import { readFileSync } from 'node:fs';
import { servicesFileSchema } from '../../schemas/catalogue';
import { expectNoAxeViolations } from './axe';

const services = servicesFileSchema.parse(
  JSON.parse(readFileSync('fixtures/catalogue/services.json', 'utf8')),
);

test.describe('each service page', () => {
  // Each test loads a page and reads it: one context and page for all of them.
  const shared = useSharedPage();

  for (const service of services) {
    test(`the ${service.routeSlug} page explains the service and the ways to start it`, async () => {
      const { page } = shared;
      await page.goto(`/services/${service.routeSlug}`);
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
      await expect(page.getByText(service.description)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Who it is for' })).toContainText(service.audience!);
      await expect(page.getByRole('region', { name: 'What happens next' }).getByRole('listitem')).toHaveText(
        service.nextSteps!,
      );

      const related = page.getByRole('region', { name: 'Screening tests that relate to this service' });
      await expect(related.getByRole('link', { name: 'Browse all screening tests' })).toHaveAttribute(
        'href',
        '/categories',
      );
      // Every test link leads to a test the site has.
      for (const href of await related
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
        if (href.startsWith('/tests/')) expect(service.relatedTests).toContain(href.replace('/tests/', ''));
      }

      const start = page.getByRole('region', { name: 'Ways to start' });
      // No WhatsApp number in the default build: no WhatsApp button (the link with one: ServicePage.test.tsx).
      await expect(start.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
      await expect(start.getByRole('link', { name: /^Book on our website/ })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );

      await expectNoAxeViolations(page);
    });
  }
});

test('Book a Session opens the booking modal, and closing it returns focus', async ({ page }) => {
  // The scheduling page is a third party: keep the test off the network.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto('/services/talk-to-a-doctor');
  const book = page
    .getByRole('region', { name: 'Ways to start' })
    .getByRole('button', { name: 'Book a Session' });
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Book a virtual consultation' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(book).toBeFocused();
});

test('a related test link opens the test', async ({ page }) => {
  await page.goto('/services/talk-to-a-therapist');
  const related = page.getByRole('region', { name: 'Screening tests that relate to this service' });
  await related.getByRole('link', { name: 'Depression Screening Test' }).click();
  await expect(page).toHaveURL(/\/tests\/depression$/);
  await expect(page.getByRole('dialog').getByText('Depression Screening Test')).toBeVisible();
});

test('an unknown service shows the 404 page', async ({ page }) => {
  await page.goto('/services/talk-to-a-wizard');
  await expect(
    page.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Screening Tests' })).toHaveAttribute(
    'href',
    '/categories',
  );
});
