// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findTestBySlug, services } from '../../../../src/catalogue';
import ServicePage from '../../../../src/features/services/ServicePage';
import { settings } from '../../../../src/settings';
import { renderWithProviders } from '../../../helpers/render';

const routes = [{ path: '/services/:slug', element: <ServicePage /> }];
const renderService = (slug: string) => renderWithProviders(null, { routes, path: `/services/${slug}` });

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

      const related = screen.getByRole('region', { name: 'Screening tests that relate to this service' });
      const known = (service.relatedTests ?? []).flatMap((slug) => findTestBySlug(slug) ?? []);
      for (const test of known) {
        expect(within(related).getByRole('link', { name: test.informalTitle })).toHaveAttribute(
          'href',
          `/tests/${test.routeSlug}`,
        );
      }
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

  it('lists only related tests the catalogue has: no dead links', () => {
    renderService('talk-to-a-doctor');
    const related = screen.getByRole('region', { name: 'Screening tests that relate to this service' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/tests/'));
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
