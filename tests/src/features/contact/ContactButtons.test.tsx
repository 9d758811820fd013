// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ContactButtons from '../../../../src/features/contact/ContactButtons';
import { renderWithProviders } from '../../../helpers/render';

describe('ContactButtons', () => {
  it('offers WhatsApp in a new tab, said so to screen readers, and Book a Session opening the modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactButtons />);
    const group = screen.getByRole('complementary', { name: 'Contact us' });
    const whatsapp = within(group).getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
    await user.click(within(group).getByRole('button', { name: 'Book a Session' }));
    expect(await screen.findByRole('dialog', { name: 'Book a virtual consultation' })).toBeInTheDocument();
  });
});
