// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onOpenAssistant } from '../../../../src/lib/assistantEvents';
import { loadSearcher } from '../../../../src/features/search/loadSearcher';
import SearchPage from '../../../../src/features/search/SearchPage';
import { renderWithProviders } from '../../../helpers/render';
import { readInEnglish, readInKiswahili, swCards, swServices } from '../../catalogue/kiswahili';

const intro =
  'Search for screening tests, diseases, wellness plans and personalized health solutions that suit your needs.';

describe('SearchPage', () => {
  it('shows the heading, the intro and the assistant link until there are results', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: /^Discover hidden gems/ })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.getByText('Or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Our AI Assistant' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'anxiety');
    await screen.findByRole('link', { name: 'Anxiety Screening Test' });
    await waitFor(() => expect(screen.queryByText(intro)).not.toBeInTheDocument());
    expect(screen.queryByText('Or')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use Our AI Assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /^Discover hidden gems/ })).toBeInTheDocument();
  });

  it('offers the assistant again, next to the no-match text, when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { path: '/search' });
    await user.type(screen.getByRole('searchbox'), 'anxiety');
    await screen.findByRole('link', { name: 'Anxiety Screening Test' });
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzqxv');
    expect(await screen.findByText(/^No matches found for "zzqxv"\./)).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Our AI Assistant' })).toBeInTheDocument();
  });

  it('swaps the intro for the results in one render per keystroke, never showing both', async () => {
    const user = userEvent.setup();
    const commits: { phase: string; intro: boolean; results: boolean }[] = [];
    // Called as each render is committed to the DOM, before effects run: what a frame could show.
    const record = (_id: string, phase: string) =>
      commits.push({
        phase,
        intro: screen.queryByText(intro) !== null,
        results: screen.queryByRole('list', { name: 'Search results' }) !== null,
      });
    // Renders the page's own state causes; 'nested-update' commits come from inside MUI's input and
    // happen on every other keystroke whatever the page does.
    const renders = () => commits.filter((commit) => commit.phase === 'update');
    const { catalogues } = renderWithProviders(
      <Profiler id="search" onRender={record}>
        <SearchPage />
      </Profiler>,
      { path: '/search' },
    );
    await loadSearcher(catalogues, 'en');
    const box = screen.getByRole('searchbox');
    await user.type(box, 'an');
    await waitFor(() => expect(commits.at(-1)).toMatchObject({ intro: true, results: false }));

    for (const [key, shown] of [
      ['x', { intro: false, results: true }],
      ['iety', { intro: false, results: true }],
      ['{Backspace>5/}', { intro: true, results: false }],
      ['xqzvkw', { intro: true, results: false }],
    ] as const) {
      commits.length = 0;
      await user.type(box, key, { skipClick: true });
      const keystrokes = key.startsWith('{') ? 5 : key.length;
      expect(renders(), key).toHaveLength(keystrokes);
      expect(commits.at(-1), key).toMatchObject(shown);
      expect(
        commits.filter((commit) => commit.intro && commit.results),
        key,
      ).toEqual([]);
    }
  });

  it('opens the assistant from its link', async () => {
    const user = userEvent.setup();
    const listener = vi.fn();
    const stop = onOpenAssistant(listener);
    renderWithProviders(<SearchPage />, { path: '/search' });
    await user.click(screen.getByRole('button', { name: 'Use Our AI Assistant' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('SearchPage in Kiswahili', () => {
  beforeEach(readInKiswahili);
  afterEach(readInEnglish);

  it('reads in Kiswahili, and a Kiswahili keyword finds the test under its Kiswahili title', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: /^Gundua mambo mapya/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tumia Msaidizi Wetu wa AI' })).toBeInTheDocument();
    expect(document.title).toBe('Tafuta | Kipimo');

    await user.type(screen.getByRole('searchbox', { name: 'Tafuta vipimo, makundi na huduma' }), 'matiti');
    const list = within(await screen.findByRole('list', { name: 'Matokeo ya utafutaji' }));
    const card = swCards.get('breast-cancer')!;
    const link = list.getByRole('link', { name: card.informalTitle });
    expect(link).toHaveAttribute('href', '/tests/breast-cancer');
    expect(link).not.toHaveAttribute('lang');
    expect(link).toHaveAccessibleDescription(`Kipimo ${card.description}`);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^(Tokeo 1 limepatikana|Matokeo \d+ yamepatikana)\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Tumia Msaidizi Wetu wa AI' })).not.toBeInTheDocument();
  });

  it('finds services and categories by their Kiswahili names, and says so in Kiswahili when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { path: '/search' });
    const box = screen.getByRole('searchbox', { name: 'Tafuta vipimo, makundi na huduma' });
    await user.type(box, 'daktari');
    const doctor = await screen.findByRole('link', { name: swServices['talk-to-a-doctor']!.title });
    expect(doctor).toHaveAttribute('href', '/services/talk-to-a-doctor');
    expect(doctor).toHaveAccessibleDescription(/^Huduma /);

    await user.clear(box);
    await user.type(box, 'zzqxv');
    expect(
      await screen.findByText('Hakuna kilichopatikana kwa "zzqxv". Endelea kuandika au jaribu neno lingine.'),
    ).toBeInTheDocument();
  });

  it('shows a test with no Kiswahili version by our Kiswahili card words, not marked English', async () => {
    const untranslated = ['depression', 'anxiety', 'audit', 'diabetes-risk'].find(
      (slug) => !swCards.has(slug),
    );
    if (!untranslated) return;
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { path: '/search' });
    await user.type(screen.getByRole('searchbox'), untranslated.replace('-', ' '));
    const link = await screen.findByRole('link', { name: new RegExp(untranslated.split('-')[0]!, 'i') });
    expect(link).not.toHaveAttribute('lang');
    expect(link).toHaveAttribute('href', `/tests/${untranslated}`);
  });
});
