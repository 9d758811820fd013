// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/app/Layout';
import { QuietBoundary } from '../../../src/app/QuietBoundary';
import { ChunkLoadError } from '../../../src/lib/chunkLoad';
import { renderWithProviders } from '../../helpers/render';

describe('the layout', () => {
  it('loads the floating buttons only once the page itself has shown', async () => {
    let showPage: (() => void) | undefined;
    const pageLoaded = new Promise<void>((resolve) => (showPage = resolve));
    const SlowPage = lazy(async () => {
      await pageLoaded;
      return { default: () => <h1>The page</h1> };
    });
    renderWithProviders(null, {
      path: '/categories',
      routes: [{ element: <Layout />, children: [{ path: '/categories', element: <SlowPage /> }] }],
    });

    // Every module asked for so far has arrived: a widget's would have, had it been asked for.
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByTestId('contact-buttons')).toBeNull();
    expect(screen.queryByRole('button', { name: 'AI Assistant' })).toBeNull();

    await act(async () => showPage!());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(await screen.findByTestId('contact-buttons')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'AI Assistant' })).toBeTruthy();
  }); // both widgets' modules load cold in jsdom: seconds on a busy machine (the suite allows 20 s a test)
});

describe("the floating widgets' boundary", () => {
  /** A widget whose chunk fails to download while its link is down. */
  function widgetOn(link: { down: boolean; error?: Error }) {
    return function Widget() {
      if (link.down) throw link.error ?? new ChunkLoadError('widgets', 'missing', '/assets/widgets.js');
      return <p>Widget</p>;
    };
  }
  const widget = () => screen.queryByText('Widget');

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports each error its boundary catches
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('downloads a failed chunk again after its delay, telling its children which try it is', () => {
    const link = { down: true };
    const Widget = widgetOn(link);
    const tries: number[] = [];
    render(
      <QuietBoundary retryDelaysMs={[100]}>
        {(attempt) => {
          tries.push(attempt);
          return <Widget />;
        }}
      </QuietBoundary>,
    );
    act(() => vi.advanceTimersByTime(99));
    link.down = false;
    expect(widget()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(widget()).toBeTruthy();
    expect(new Set(tries)).toEqual(new Set([0, 1]));
  });

  it('tries once after each of its delays, then gives up', () => {
    const link = { down: true };
    const Widget = widgetOn(link);
    render(
      <QuietBoundary retryDelaysMs={[100, 200]}>
        <Widget />
      </QuietBoundary>,
    );
    act(() => vi.advanceTimersByTime(100)); // the first new try fails
    act(() => vi.advanceTimersByTime(200)); // the second too, and there is no third
    link.down = false;
    act(() => vi.advanceTimersByTime(60_000));
    expect(widget()).toBeNull();
  });

  it('never tries again after an error that is not a download, nor without delays', () => {
    const bug = { down: true, error: new TypeError('a bug') };
    const Broken = widgetOn(bug);
    render(
      <QuietBoundary retryDelaysMs={[100]}>
        <Broken />
      </QuietBoundary>,
    );
    const link = { down: true };
    const Unretried = widgetOn(link);
    render(
      <QuietBoundary>
        <Unretried />
      </QuietBoundary>,
    );
    bug.down = false;
    link.down = false;
    act(() => vi.advanceTimersByTime(60_000));
    expect(widget()).toBeNull();
  });
});
