// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ServicePage from '../../../../src/features/services/ServicePage';
import { sw } from '../../../../src/messages/sw';
import { settings } from '../../../../src/settings';
import { renderWithProviders } from '../../../helpers/render';
import { readInEnglish, readInKiswahili, swCards, swCardWords, swServices } from '../../catalogue/kiswahili';
import { englishCatalogue, englishServices as services } from '../../catalogue/siteCatalogues';

const { findTestBySlug } = englishCatalogue;

const routes = [{ path: '/services/:slug', element: <ServicePage /> }];
const renderService = (slug: string) => renderWithProviders(null, { routes, path: `/services/${slug}` });
const relatedRegion = () =>
  screen.getByRole('region', { name: 'Screening tests that relate to this service' });
/** Every link to a test in the region, in page order. */
const testLinks = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!)
    .filter((href) => href.startsWith('/tests/'));

describe('ServicePage', () => {
  it.each(services.map((service) => [service.routeSlug, service] as const))(
    '%s shows what it is, who it is for, what happens next, related tests and ways to start',
    (_slug, service) => {
      renderService(service.routeSlug);
      expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
      expect(screen.getByText(service.description)).toBeInTheDocument();
      const whoFor = screen.getByRole('region', { name: 'Who it is for' });
      expect(whoFor).toHaveTextContent(service.audience!);
      const steps = within(screen.getByRole('region', { name: 'What happens next' })).getAllByRole(
        'listitem',
      );
      expect(steps.map((step) => step.textContent)).toEqual(service.nextSteps);

      const related = relatedRegion();
      const known = (service.relatedTests ?? []).flatMap((slug) => findTestBySlug(slug) ?? []);
      for (const test of known) {
        expect(within(related).getByRole('link', { name: test.informalTitle })).toHaveAttribute(
          'href',
          `/tests/${test.routeSlug}`,
        );
      }
      // Those links and no others.
      expect(testLinks(related)).toEqual(known.map((test) => `/tests/${test.routeSlug}`));
      expect(within(related).getByRole('link', { name: 'Browse all screening tests' })).toHaveAttribute(
        'href',
        '/categories',
      );

      const start = screen.getByRole('region', { name: 'Ways to start' });
      const whatsapp = within(start).getByRole('link', { name: /^Chat on WhatsApp/ });
      const url = new URL(whatsapp.getAttribute('href')!);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${settings.whatsappNumber}`);
      expect(url.searchParams.get('text')).toBe(
        `Hello, I would like to know more about the ${service.title} service.`,
      );
      expect(within(start).getByRole('link', { name: /^Book on our website/ })).toHaveAttribute(
        'href',
        settings.bookingUrl,
      );
    },
  );

  it('opens the booking modal from Book a Session', async () => {
    const user = userEvent.setup();
    renderService('talk-to-a-therapist');
    await user.click(screen.getByRole('button', { name: 'Book a Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a virtual consultation' });
    expect(within(dialog).getByTitle('Booking calendar for a virtual consultation')).toBeInTheDocument();
  });

  it('says which ways to start open a new tab, and uses the contact buttons’ labels', () => {
    renderService('talk-to-a-doctor');
    const start = screen.getByRole('region', { name: 'Ways to start' });
    const links = within(start).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Chat on WhatsApp (opens in a new tab)',
      'Book on our website (opens in a new tab)',
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    expect(within(start).getByRole('button', { name: 'Book a Session' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('lists only related tests the catalogue has: no dead links', () => {
    // The therapist names existential_anxiety, the last test of the spec to get a fixture (issue 33).
    const therapist = services.find((service) => service.routeSlug === 'talk-to-a-therapist')!;
    const relatedTests = therapist.relatedTests ?? [];
    expect(relatedTests).toContain('existential_anxiety');
    expect(findTestBySlug('existential_anxiety')).toBeDefined();

    renderService('talk-to-a-therapist');
    const hrefs = testLinks(relatedRegion());
    expect(hrefs).toContain('/tests/existential_anxiety');
    expect(hrefs).toHaveLength(relatedTests.filter((slug) => findTestBySlug(slug)).length);
    for (const href of hrefs) expect(findTestBySlug(href.replace('/tests/', ''))).toBeDefined();
  });

  it('shows the 404 page for an unknown service', () => {
    renderService('talk-to-a-wizard');
    expect(
      screen.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Screening Tests' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });
});

describe('ServicePage in Kiswahili', () => {
  beforeEach(readInKiswahili);
  afterEach(readInEnglish);

  it.each(services.map((service) => [service.routeSlug, service] as const))(
    '%s reads in Kiswahili: what it is, who it is for, what happens next, related tests, WhatsApp',
    async (slug, service) => {
      const words = swServices[slug]!;
      renderService(slug);
      expect(await screen.findByRole('heading', { level: 1, name: words.title })).not.toHaveAttribute('lang');
      expect(screen.getByText('Huduma zetu')).toBeInTheDocument();
      expect(screen.getByText(words.description)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Ni kwa ajili ya nani' })).toHaveTextContent(words.audience!);
      const steps = within(screen.getByRole('region', { name: 'Nini kitafuata' })).getAllByRole('listitem');
      expect(steps.map((step) => step.textContent)).toEqual(words.nextSteps);
      expect(document.title).toBe(`${words.title} | Kipimo`);

      const related = screen.getByRole('region', {
        name: 'Vipimo vya uchunguzi vinavyohusiana na huduma hii',
      });
      const known = (service.relatedTests ?? []).flatMap((test) => findTestBySlug(test) ?? []);
      for (const test of known) {
        const card = swCards.get(test.routeSlug);
        const cardWords = swCardWords[test.routeSlug];
        const link = within(related).getByRole('link', {
          name: card?.informalTitle ?? cardWords?.informalTitle ?? test.informalTitle,
        });
        expect(link).toHaveAttribute('href', `/tests/${test.routeSlug}`);
        const item = link.closest('li')!;
        // A test with no Kiswahili version is listed in our Kiswahili card words (in English where we have
        // none, marked as English) and says that the test itself is in English.
        if (card || cardWords) expect(item).not.toHaveAttribute('lang');
        else expect(item).toHaveAttribute('lang', 'en');
        if (card) expect(item).not.toHaveTextContent(sw.test.englishOnly);
        else expect(item).toHaveTextContent(sw.test.englishOnly);
      }
      expect(testLinks(related)).toEqual(known.map((test) => `/tests/${test.routeSlug}`));

      const start = screen.getByRole('region', { name: 'Njia za kuanza' });
      const whatsapp = within(start).getByRole('link', { name: /WhatsApp/ });
      expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
        `Habari, ningependa kujua zaidi kuhusu huduma ya ${words.title}.`,
      );
    },
  );
});
