// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookSessionButton } from '../../../src/components/BookSessionButton';
import { schedulingEmbedUrl } from '../../../src/components/contactLinks';
import { settings } from '../../../src/settings';
import { renderWithProviders } from '../../helpers/render';

const dialogName = 'Book a virtual consultation';

describe('BookSessionButton', () => {
  it('is labelled Book a Session and mounts no modal until it is clicked', () => {
    renderWithProviders(<BookSessionButton variant="contained" />);
    const button = screen.getByRole('button', { name: 'Book a Session' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveClass('MuiButton-contained');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens the booking modal with the scheduling page, closes it and opens it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookSessionButton />);
    const button = screen.getByRole('button', { name: 'Book a Session' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(within(dialog).getByTitle('Booking calendar for a virtual consultation')).toHaveAttribute(
      'src',
      schedulingEmbedUrl(settings.schedulingUrl, settings.schedulingPrefill, settings.schedulingTracking),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeInTheDocument();
  });

  it('shows the label it is given, keeping the same modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BookSessionButton>
        <span className="animated">Book a Session</span>
      </BookSessionButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Book a Session' }));
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeInTheDocument();
  });
});
