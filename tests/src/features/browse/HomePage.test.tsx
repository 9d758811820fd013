// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import HomePage from '../../../../src/features/browse/HomePage';
import { sw as t } from '../../../../src/messages/sw';
import { renderWithProviders } from '../../../helpers/render';
import { readInEnglish, readInKiswahili, swCategories } from '../../catalogue/kiswahili';
import { englishCatalogue } from '../../catalogue/siteCatalogues';

const { categories } = englishCatalogue;

describe('HomePage', () => {
  it('shows every category as a link to its page', () => {
    renderWithProviders(<HomePage />, { path: '/categories' });
    const grid = within(screen.getByTestId('category-grid'));
    for (const category of categories) {
      expect(grid.getByRole('link', { name: category.title })).toHaveAttribute(
        'href',
        `/categories/${category.routeSlug}`,
      );
    }
  });

  it("fetches the first card's picture first (a phone's largest first paint) and the others as usual", () => {
    renderWithProviders(<HomePage />, { path: '/categories' });
    const pictures = within(screen.getByTestId('category-grid')).getAllByRole('img');
    expect(pictures).toHaveLength(categories.length);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    for (const picture of pictures) expect(picture).not.toHaveAttribute('loading');
    for (const picture of pictures.slice(1)) expect(picture).not.toHaveAttribute('fetchpriority');
  });
});

describe('HomePage in Kiswahili', () => {
  beforeEach(readInKiswahili);
  afterEach(readInEnglish);

  it('shows every category in Kiswahili: title, description, tooltip, picture', async () => {
    renderWithProviders(<HomePage />, { path: '/categories' });
    const grid = within(await screen.findByTestId('category-grid'));
    for (const category of categories) {
      const words = swCategories[category.routeSlug]!;
      const link = grid.getByRole('link', { name: words.title });
      expect(link).toHaveAttribute('href', `/categories/${category.routeSlug}`);
      expect(link).toHaveAccessibleDescription(
        words.tooltip ? `${words.description} ${words.tooltip}` : words.description,
      );
      const card = within(link.closest<HTMLElement>('[data-testid="category-card"]')!);
      expect(card.getByRole('img')).toHaveAccessibleName(t.categoryImages[category.routeSlug]!);
    }
    expect(screen.getByRole('heading', { level: 1, name: t.home.heading })).toBeInTheDocument();
  });
});
