// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onOpenAssistant } from '../../../../src/features/assistant/assistantEvents';
import SearchPage from '../../../../src/features/search/SearchPage';
import { renderWithProviders } from '../../../helpers/render';

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
