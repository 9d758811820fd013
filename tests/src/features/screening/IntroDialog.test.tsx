// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toTestConfig } from '../../../../schemas';
import { IntroDialog } from '../../../../src/features/screening/IntroDialog';
import { fixtureByCode } from '../../../helpers/fixtures';
import { renderWithProviders } from '../../../helpers/render';

// The native <dialog>'s showModal() and close() come from the stand-in in tests/setup.ts (jsdom has neither).
const phq9Config = toTestConfig(fixtureByCode('MH-001'));

function renderIntro() {
  const onBegin = vi.fn();
  const onClose = vi.fn();
  const { unmount } = renderWithProviders(
    <>
      <p>The page behind</p>
      <IntroDialog config={phq9Config} contentLang="en" onBegin={onBegin} onClose={onClose} />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Depression Screening Test (PHQ-9)' });
  return { dialog: dialog as HTMLDialogElement, onBegin, onClose, unmount };
}

describe('the intro dialog', () => {
  it('is a native dialog, opened modal, named by its title and described by the test’s length', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = renderIntro();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    showModal.mockRestore();
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAccessibleName('Depression Screening Test (PHQ-9)');
    expect(dialog).toHaveAccessibleDescription('This test will take about 5 minutes to complete.');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Depression Screening Test (PHQ-9)',
    );
    expect(dialog).toHaveFocus();
  });

  it('Begin Test begins', async () => {
    const user = userEvent.setup();
    const { dialog, onBegin, onClose } = renderIntro();
    await user.click(within(dialog).getByRole('button', { name: 'Begin Test' }));
    expect(onBegin).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the close button goes back', async () => {
    const user = userEvent.setup();
    const { dialog, onBegin, onClose } = renderIntro();
    await user.click(within(dialog).getByRole('button', { name: 'Close and go back' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onBegin).not.toHaveBeenCalled();
  });

  it('Escape goes back, and the dialog stays open until the page changes', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderIntro();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    // The cancel event's default (closing) is prevented: React's state decides what shows.
    expect(dialog.open).toBe(true);
  });

  it('a cancel the browser will not let be prevented still goes back', () => {
    const { dialog, onClose } = renderIntro();
    fireEvent(dialog, new Event('cancel', { cancelable: false }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a tap beside the paper (on the dialog’s dimmed area) does not go back', async () => {
    const user = userEvent.setup();
    const { dialog, onBegin, onClose } = renderIntro();
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(onBegin).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('leaves its modal state when it leaves the page (Begin, or a route change)', () => {
    const { dialog, unmount } = renderIntro();
    const close = vi.spyOn(dialog, 'close');
    unmount();
    expect(close).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(false);
  });
});
