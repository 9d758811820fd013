// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Searcher } from '../../../../src/features/search/searchEngine';
import { renderWithProviders } from '../../../helpers/render';
import { servedCatalogues } from '../../catalogue/siteCatalogues';

// The search index arrives only when the test says so: a slow connection.
let arrive: (searcher: Searcher) => void = () => undefined;
vi.mock('../../../../src/features/search/loadSearcher', () => {
  const pending = new Promise<Searcher>((resolve) => (arrive = resolve));
  return { loadSearcher: () => pending };
});

const { SearchBox } = await import('../../../../src/features/search/SearchBox');
const { default: SearchPage } = await import('../../../../src/features/search/SearchPage');
const { searcherIn } = await import('../../../../src/features/search/searchEngine');

describe('a search typed before the index has loaded', () => {
  it('is searched, reported and shown (intro gone) once the index arrives', async () => {
    const user = userEvent.setup();
    const onResultsChange = vi.fn();
    const { unmount } = renderWithProviders(<SearchBox onResultsChange={onResultsChange} />);
    await user.type(screen.getByRole('searchbox'), 'anxiety');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onResultsChange).not.toHaveBeenCalledWith(
      expect.arrayContaining([expect.anything()]),
      expect.anything(),
    );

    // The English search, over the catalogue the page came with.
    const searchCatalogue = await searcherIn(servedCatalogues(), 'en');
    await act(async () => arrive(searchCatalogue));
    expect(screen.getByRole('link', { name: 'Anxiety Screening Test' })).toBeInTheDocument();
    const [results, query] = onResultsChange.mock.lastCall as [unknown[], string];
    expect(query).toBe('anxiety');
    expect(results).toEqual(searchCatalogue('anxiety'));
    unmount();

    // The page reacts to the same report: with the index in, results replace the intro.
    renderWithProviders(<SearchPage />, { path: '/search' });
    await user.type(screen.getByRole('searchbox'), 'anxiety');
    expect(await screen.findByRole('link', { name: 'Anxiety Screening Test' })).toBeInTheDocument();
    expect(screen.queryByText(/^Search for screening tests, diseases/)).not.toBeInTheDocument();
  });
});
