// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categories } from '../../../../src/catalogue';
import CategoryPage from '../../../../src/features/browse/CategoryPage';
import { renderWithProviders } from '../../../helpers/render';

const routes = [{ path: '/categories/:slug', element: <CategoryPage /> }];

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
});
