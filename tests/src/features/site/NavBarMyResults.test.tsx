// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keptResultsChanged, keptResultsKey } from '../../../../src/components/keptResultsFlag';
import { NavBar } from '../../../../src/features/site/NavBar';
import { renderWithProviders } from '../../../helpers/render';

describe('NavBar My results link', () => {
  afterEach(() => localStorage.clear());

  it('appears once this browser keeps a result, and goes when nothing is kept', () => {
    renderWithProviders(<NavBar />, { path: '/categories' });
    expect(screen.queryByRole('link', { name: 'My results' })).toBeNull();

    act(() => {
      localStorage.setItem(keptResultsKey, JSON.stringify([{ v: 1, id: 'a' }]));
      window.dispatchEvent(new Event(keptResultsChanged));
    });
    expect(screen.getByRole('link', { name: 'My results' })).toHaveAttribute('href', '/my-results');

    act(() => {
      localStorage.removeItem(keptResultsKey);
      window.dispatchEvent(new Event('storage'));
    });
    expect(screen.queryByRole('link', { name: 'My results' })).toBeNull();
  });
});
