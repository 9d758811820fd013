// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slowReplyMs, useSlowReply } from '../../../../src/features/assistant/slowReply';

describe('useSlowReply', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true once a wait has lasted slowReplyMs, and false when the reply comes', () => {
    const { result, rerender } = renderHook(({ waiting }) => useSlowReply(waiting), {
      initialProps: { waiting: true },
    });
    act(() => vi.advanceTimersByTime(slowReplyMs - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
  });

  it('counts each wait from its own start', () => {
    const { result, rerender } = renderHook(({ waiting }) => useSlowReply(waiting), {
      initialProps: { waiting: true },
    });
    act(() => vi.advanceTimersByTime(slowReplyMs));
    rerender({ waiting: false });
    rerender({ waiting: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(slowReplyMs - 1));
    expect(result.current).toBe(false);
  });

  it('never turns true when there is no wait', () => {
    const { result } = renderHook(() => useSlowReply(false));
    act(() => vi.advanceTimersByTime(slowReplyMs * 3));
    expect(result.current).toBe(false);
  });
});
