// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReloadingScreen } from '../../../../src/features/site/ReloadingScreen';

describe('ReloadingScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('grows the ellipsis every 450 ms up to three dots, then reloads', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<ReloadingScreen reload={reload} />);
    const text = screen.getByTestId('reloading');
    expect(screen.getByRole('status')).toHaveTextContent('Reloading...');
    for (const expected of ['Reloading', 'Reloading.', 'Reloading..', 'Reloading...']) {
      expect(text).toHaveTextContent(new RegExp(`^${expected.replace(/\./g, '\\.')}$`));
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(449));
      expect(text).toHaveTextContent(new RegExp(`^${expected.replace(/\./g, '\\.')}$`));
      act(() => vi.advanceTimersByTime(1));
    }
    expect(reload).toHaveBeenCalledTimes(1);
    expect(text).toHaveTextContent(/^Reloading\.\.\.$/);
  });
});
