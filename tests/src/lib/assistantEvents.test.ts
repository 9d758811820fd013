// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AssistantEvents from '../../../src/lib/assistantEvents';

// A fresh module per test: the pending request is module state.
let events: typeof AssistantEvents;
beforeEach(async () => {
  vi.resetModules();
  events = await import('../../../src/lib/assistantEvents');
});

describe('openAssistant / onOpenAssistant', () => {
  it('tells a listener at once about a request made before anything listened, and only once', () => {
    events.openAssistant();
    const first = vi.fn();
    const stopFirst = events.onOpenAssistant(first);
    expect(first).toHaveBeenCalledTimes(1);
    stopFirst();

    const second = vi.fn();
    const stopSecond = events.onOpenAssistant(second);
    expect(second).not.toHaveBeenCalled();
    stopSecond();
  });

  it('remembers nothing when a listener heard the request', () => {
    const listener = vi.fn();
    const stop = events.onOpenAssistant(listener);
    events.openAssistant();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();

    const later = vi.fn();
    events.onOpenAssistant(later)();
    expect(later).not.toHaveBeenCalled();
  });

  it('remembers a request made after the only listener stopped', () => {
    const stop = events.onOpenAssistant(vi.fn());
    stop();
    events.openAssistant();
    const next = vi.fn();
    events.onOpenAssistant(next)();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('still dispatches the window event', () => {
    const heard = vi.fn();
    window.addEventListener(events.openAssistantEvent, heard);
    events.openAssistant();
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(events.openAssistantEvent, heard);
  });
});
