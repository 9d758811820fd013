// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/app/Layout';
import { renderWithProviders } from '../../helpers/render';

describe('the layout', () => {
  it('loads the floating buttons only once the page itself has shown', async () => {
    let showPage: (() => void) | undefined;
    const pageLoaded = new Promise<void>((resolve) => (showPage = resolve));
    const SlowPage = lazy(async () => {
      await pageLoaded;
      return { default: () => <h1>The page</h1> };
    });
    renderWithProviders(null, {
      path: '/categories',
      routes: [{ element: <Layout />, children: [{ path: '/categories', element: <SlowPage /> }] }],
    });

    // Every module asked for so far has arrived: a widget's would have, had it been asked for.
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByTestId('contact-buttons')).toBeNull();
    expect(screen.queryByRole('button', { name: 'AI Assistant' })).toBeNull();

    await act(async () => showPage!());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(await screen.findByTestId('contact-buttons')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'AI Assistant' })).toBeTruthy();
  }); // both widgets' modules load cold in jsdom: seconds on a busy machine (the suite allows 20 s a test)
});
