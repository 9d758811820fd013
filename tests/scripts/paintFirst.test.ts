// @vitest-environment jsdom
import type { IndexHtmlTransformHook } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintFirst, paintFirstLoader } from '../../scripts/paintFirst';

/** The plugin's transform, called as Vite calls it after the build has written the page's tags. */
function transform(html: string): string {
  const hook = paintFirst().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
}

const built =
  '<head><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>' +
  '<body><div id="root"></div></body>';

describe('paintFirst, the build step', () => {
  it("replaces the entry's script element with a low-priority preload of it and an inline loader that imports it", () => {
    const html = transform(built);
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-AbC123.js">',
    );
    const loader = /<script type="module">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toBe(paintFirstLoader('import("/assets/index-AbC123.js")'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('defers every script of an entry written as several (a facade chunk), importing them in their order', () => {
    const html = transform(
      '<head><script type="module" crossorigin src="/assets/rolldown-runtime-R1.js"></script>' +
        '<script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>' +
        '<body><div id="root"></div></body>',
    );
    // No script left that the browser would run before its first paint.
    expect(html).not.toContain('<script type="module" crossorigin src=');
    for (const url of ['/assets/rolldown-runtime-R1.js', '/assets/index-AbC123.js'])
      expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`);
    const loaders = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map(([, code]) => code);
    expect(loaders).toEqual([
      paintFirstLoader(
        'import("/assets/rolldown-runtime-R1.js").then(() => import("/assets/index-AbC123.js"))',
      ),
    ]);
  });

  it('refuses a page without an entry script rather than ship a page that never starts', () => {
    expect(() => transform('<head></head><body><div id="root"></div></body>')).toThrow(/no entry script/);
  });
});

/** The loader run in this document, with `run` counting the times it would run the entry. */
function runLoader() {
  const runs = { count: 0 };
  Object.assign(globalThis, { runEntry: () => (runs.count += 1) });
  new Function(paintFirstLoader('globalThis.runEntry()'))();
  return runs;
}

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

describe('paintFirst, the loader', () => {
  let paintCallback: PaintCallback | undefined;
  let supported: string[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    vi.useFakeTimers();
    paintCallback = undefined;
    supported = ['paint', 'resource'];
    visibility = 'visible';
    document.body.innerHTML = '<div id="root"><main>The server\'s page</main></div>';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    // A stand-in for the browser's observer: the test delivers the paint entries.
    class Observer {
      constructor(callback: PaintCallback) {
        paintCallback = callback;
      }
      observe() {}
    }
    Object.defineProperty(Observer, 'supportedEntryTypes', { get: () => supported });
    vi.stubGlobal('PerformanceObserver', Observer);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const entries = (...names: string[]) => ({
    getEntriesByName: (name: string) => names.filter((entry) => entry === name),
  });

  it('runs the entry once the first contentful paint is reported, and only once', () => {
    const runs = runLoader();
    expect(runs.count).toBe(0);
    paintCallback?.(entries('first-paint'));
    expect(runs.count).toBe(0);
    paintCallback?.(entries('first-paint', 'first-contentful-paint'));
    expect(runs.count).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(runs.count).toBe(1);
  });

  it('runs it after a second when no paint is reported', () => {
    const runs = runLoader();
    vi.advanceTimersByTime(999);
    expect(runs.count).toBe(0);
    vi.advanceTimersByTime(1);
    expect(runs.count).toBe(1);
  });

  it('runs it at once on the app shell, which has nothing to paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(runLoader().count).toBe(1);
  });

  it('runs it at once in a hidden tab, which draws no frames', () => {
    visibility = 'hidden';
    expect(runLoader().count).toBe(1);
  });

  it('runs it at once in a browser without paint entries', () => {
    supported = ['resource'];
    expect(runLoader().count).toBe(1);
  });
});
