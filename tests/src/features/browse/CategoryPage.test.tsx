// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardMinutes } from '../../../../src/catalogue';
import CategoryPage from '../../../../src/features/browse/CategoryPage';
import { en } from '../../../../src/messages/en';
import { sw as t } from '../../../../src/messages/sw';
import { renderWithProviders } from '../../../helpers/render';
import {
  readInEnglish,
  readInKiswahili,
  swCardWords,
  swCategories,
  swCards,
} from '../../catalogue/kiswahili';
import { englishCatalogue } from '../../catalogue/siteCatalogues';

const routes = [{ path: '/categories/:slug', element: <CategoryPage /> }];
const { categories } = englishCatalogue;

describe('CategoryPage', () => {
  it('renders nothing at all for an unknown slug', () => {
    const { container } = renderWithProviders(null, { path: '/categories/no-such', routes });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the category and a card per test, each starting its test', () => {
    const category = categories.find((item) => item.routeSlug === 'mental-health')!;
    renderWithProviders(null, { path: '/categories/mental-health', routes });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(category.title);
    for (const test of category.tests) {
      expect(screen.getByRole('heading', { level: 2, name: test.informalTitle })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Start ${test.informalTitle}` })).toHaveAttribute(
        'href',
        `/tests/${test.routeSlug}`,
      );
      expect(screen.getByRole('link', { name: test.tooltip })).toHaveAttribute(
        'href',
        `/tests/${test.routeSlug}`,
      );
    }
    expect(document.title).toBe('Mental Health | Kipimo');
  });

  it("fetches the first card's picture first and the others as they near the screen", () => {
    renderWithProviders(null, { path: '/categories/mental-health', routes });
    const pictures = within(
      screen.getByRole('region', { name: 'Mental Health screening tests' }),
    ).getAllByRole('img');
    expect(pictures.length).toBeGreaterThan(1);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).not.toHaveAttribute('loading');
    for (const picture of pictures.slice(1)) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows each test’s duration from its minutes, with no notice about the language', () => {
    const category = categories.find((item) => item.routeSlug === 'lifestyle-diseases')!;
    renderWithProviders(null, { path: '/categories/lifestyle-diseases', routes });
    const cards = screen.getAllByTestId('test-card');
    expect(cards).toHaveLength(category.tests.length);
    for (const [index, test] of category.tests.entries()) {
      expect(cards[index]).toHaveTextContent(`Duration:${test.duration}`);
      expect(within(cards[index]!).queryByText(en.test.englishOnly)).not.toBeInTheDocument();
    }
    expect(document.querySelector('[lang]')).toBeNull();
  });
});

describe('CategoryPage in Kiswahili', () => {
  beforeEach(readInKiswahili);
  afterEach(readInEnglish);

  // Lifestyle diseases holds tests with a Kiswahili version and tests without one.
  const category = categories.find((item) => item.routeSlug === 'lifestyle-diseases')!;
  const words = swCategories['lifestyle-diseases']!;
  const translated = category.tests.filter((test) => swCards.has(test.routeSlug));
  const englishOnly = category.tests.filter((test) => !swCards.has(test.routeSlug));

  it('shows the category in Kiswahili', async () => {
    renderWithProviders(null, { path: '/categories/lifestyle-diseases', routes });
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).not.toHaveAttribute('lang');
    expect(screen.getByText(words.description)).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: `Vipimo vya uchunguzi wa ${words.title}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tafuta' })).toHaveAttribute('href', '/search');
    expect(document.title).toBe(`${words.title} | Kipimo`);
  });

  it('shows each translated test’s card in Kiswahili: title, description, duration, tooltip, start', async () => {
    expect(translated.length).toBeGreaterThan(0);
    renderWithProviders(null, { path: '/categories/lifestyle-diseases', routes });
    await screen.findByRole('heading', { level: 1, name: words.title });
    for (const test of translated) {
      const card = swCards.get(test.routeSlug)!;
      const heading = screen.getByRole('heading', { level: 2, name: card.informalTitle });
      expect(heading).not.toHaveAttribute('lang');
      const item = within(heading.closest<HTMLElement>('[data-testid="test-card"]')!);
      expect(item.getByText(card.description)).toBeInTheDocument();
      expect(item.getByText(`dakika ${cardMinutes(test)}`)).toBeInTheDocument();
      expect(item.getByText('Muda:')).toBeInTheDocument();
      expect(item.getByRole('link', { name: card.tooltip })).toHaveAttribute(
        'href',
        `/tests/${test.routeSlug}`,
      );
      expect(item.getByRole('link', { name: `Anza ${card.informalTitle}` })).toHaveAttribute(
        'href',
        `/tests/${test.routeSlug}`,
      );
      expect(item.queryByText(t.test.englishOnly)).not.toBeInTheDocument();
      expect(item.getByRole('img')).toHaveAccessibleName(card.imageAlt);
    }
  });

  it.skipIf(englishOnly.length === 0)(
    'shows a test with no Kiswahili version in our Kiswahili card words, saying in Kiswahili that it is English',
    async () => {
      renderWithProviders(null, { path: '/categories/lifestyle-diseases', routes });
      await screen.findByRole('heading', { level: 1, name: words.title });
      expect(t.test.englishOnly).not.toBe(en.test.englishOnly);
      for (const test of englishOnly) {
        const card = swCardWords[test.routeSlug]!;
        const heading = screen.getByRole('heading', { level: 2, name: card.informalTitle });
        expect(heading).not.toHaveAttribute('lang');
        const item = within(heading.closest<HTMLElement>('[data-testid="test-card"]')!);
        expect(item.getByText(card.description)).not.toHaveAttribute('lang');
        expect(item.getByRole('link', { name: card.tooltip })).not.toHaveAttribute('lang');
        expect(item.getByRole('link', { name: `Anza ${card.informalTitle}` })).toBeInTheDocument();
        expect(item.queryByText(test.description)).not.toBeInTheDocument();
        const notice = item.getByText(t.test.englishOnly);
        expect(notice).not.toHaveAttribute('lang');
        // The duration is the page's: Kiswahili, as every other text around the English words.
        expect(item.getByText(`dakika ${cardMinutes(test)}`)).toBeInTheDocument();
      }
    },
  );
});
