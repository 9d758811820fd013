// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../../src/features/search/SearchBox';
import type { SearchableItem } from '../../../../src/features/search/searchableItem';
import { renderWithProviders } from '../../../helpers/render';
import { readInEnglish, swCards } from '../../catalogue/kiswahili';

function renderBox(onResultsChange?: (results: SearchableItem[], query: string) => void, path = '/') {
  const user = userEvent.setup();
  const view = renderWithProviders(null, {
    path,
    routes: [
      { path: '/', element: <SearchBox onResultsChange={onResultsChange} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
  const box = screen.getByRole('searchbox', { name: 'Search tests, categories and services' });
  return { ...view, user, box };
}

const resultList = () => screen.findByRole('list', { name: 'Search results' });

describe('SearchBox', () => {
  it('shows linked results of every type with their type and description, routed by type', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'stress');
    const list = within(await resultList());
    const service = list.getByRole('link', { name: 'Talk to a Therapist' });
    expect(service).toHaveAttribute('href', '/services/talk-to-a-therapist');
    expect(service).toHaveAccessibleDescription(/^Service Confidential sessions with a qualified counsellor/);
    const category = list.getByRole('link', { name: 'Mental Health' });
    expect(category).toHaveAttribute('href', '/categories/mental-health');
    expect(category).toHaveAccessibleDescription(/^Category /);
    const test = list.getByRole('link', { name: 'Depression Screening Test' });
    expect(test).toHaveAttribute('href', '/tests/depression');
    expect(test).toHaveAccessibleDescription(/^Test Questions about your mood/);
    const count = list.getAllByRole('listitem').length;
    expect(screen.getByRole('status')).toHaveTextContent(`${count} results found.`);
  });

  it('searches the words an address carries (a search sent before the app took the page over)', async () => {
    const { box } = renderBox(undefined, '/?q=burnout');
    const list = within(await resultList());
    expect(list.getAllByRole('link')[0]).toHaveTextContent('Burnout Screening Test');
    expect(box).toHaveValue('burnout');
  });

  it('is a form that sends its words to the search page, for a press before the app has taken over', () => {
    const { box } = renderBox();
    expect(box).toHaveAttribute('name', 'q');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
  });

  it('clears the results under 3 trimmed characters and says nothing', async () => {
    const reports: number[] = [];
    const { user, box } = renderBox((results) => reports.push(results.length));
    await user.type(box, 'depression');
    await screen.findByRole('list', { name: 'Search results' });
    await user.clear(box);
    await user.type(box, ' de ');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(reports.at(-1)).toBe(0);
  });

  it('says so when nothing matches', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'xqzvkw ');
    expect(
      await screen.findByText(
        'No matches found for "xqzvkw". Continue typing or try a different search term.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No matches found for "xqzvkw"');
  });

  it('keeps the results when the search icon is clicked, and reports them with the query', async () => {
    const onResultsChange = vi.fn();
    const { user, box } = renderBox(onResultsChange);
    await user.type(box, 'PHQ-9');
    await screen.findByRole('link', { name: 'Depression Screening Test' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('link', { name: 'Depression Screening Test' })).toBeInTheDocument();
    const [results, query] = onResultsChange.mock.lastCall as [SearchableItem[], string];
    expect(query).toBe('PHQ-9');
    expect(results[0]).toMatchObject({ type: 'test', routeSlug: 'depression' });
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { user, box, router } = renderBox();
    await user.type(box, 'talk to a');
    const links = await within(await resultList()).findAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    // Only the active result is in the tab order.
    expect(links.map((link) => link.tabIndex)).toEqual(links.map((_, index) => (index === 0 ? 0 : -1)));

    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    expect(links[2]).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowUp}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(box).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const target = links[1]!.getAttribute('href');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('returns to the box with Escape', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'depression');
    await screen.findByRole('link', { name: 'Depression Screening Test' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Depression Screening Test' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(box).toHaveFocus();
  });
});

describe('SearchBox across a switch of language', () => {
  afterEach(readInEnglish);

  it('searches the same text again in the new language, and shows the results in it', async () => {
    const onResultsChange = vi.fn();
    const { user, box, switchLanguage } = renderBox(onResultsChange);
    await user.type(box, 'breast cancer');
    expect(await screen.findByRole('link', { name: 'Breast Cancer Screening Test' })).toBeInTheDocument();

    await act(() => switchLanguage('sw'));
    const title = swCards.get('breast-cancer')!.informalTitle;
    const link = await screen.findByRole('link', { name: title });
    expect(link).toHaveAttribute('href', '/tests/breast-cancer');
    expect(screen.queryByRole('link', { name: 'Breast Cancer Screening Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Tafuta vipimo, makundi na huduma' })).toHaveValue(
      'breast cancer',
    );
    expect(onResultsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ title, lang: 'sw' })]),
      'breast cancer',
    );

    await act(() => switchLanguage('en'));
    expect(await screen.findByRole('link', { name: 'Breast Cancer Screening Test' })).toBeInTheDocument();
  });
});
