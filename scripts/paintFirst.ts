import type { Plugin } from 'vite';

/**
 * Paint first (docs/performance.md, "Paint first"): the built page downloads the app's entry as before, while
 * the HTML is parsed, but runs it only once the browser has shown the page.
 *
 * Every page comes rendered from the server, so a visitor can read it before any script runs. When the entry
 * has arrived by the time the HTML is parsed (a fast link, or a return visit with the code cached), the browser
 * runs it before it paints, and a slow phone shows a blank screen for the whole of the app's evaluation. Here
 * the entry is fetched by a `modulepreload` link (so the download starts as early as before: a slow link loses
 * nothing) and imported by an inline loader once the browser reports its first contentful paint, which comes
 * once that frame is on the screen. The preload asks for low priority: the first paint needs only the HTML, so
 * the page's own picture (a category page's first test, `fetchpriority="high"`) goes first, and Lighthouse's
 * simulation no longer counts the entry's download into the first paint (docs/performance.md, "Paint first").
 *
 * The loader is inline, so no request stands between the page and the entry; the server allows it by its hash
 * (server/security/inlineScripts.ts). A page with nothing to paint yet (the app shell), a hidden tab (no
 * frames) and a browser without paint entries run the entry at once; a paint entry that never comes is waited
 * for a second at most (a loaded phone can take longer than half a second to paint).
 */
export function paintFirst(): Plugin {
  return {
    name: 'kipimo-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // The entry's script; or, when the entry's chunk only imports others (Rolldown keeps such a facade when
        // it may not merge chunks: src/lib/nextTask.ts), Vite writes a script for each of those, in order.
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
        const entryUrls = [...html.matchAll(entry)].map(([, url]) => url as string);
        if (entryUrls.length === 0)
          throw new Error('paintFirst: the built index.html has no entry script to defer.');
        // Each in turn, as the scripts would have run.
        const run = entryUrls
          .map((url) => `import(${JSON.stringify(url)})`)
          .reduce((before, next) => `${before}.then(() => ${next})`);
        let first = true;
        return html.replace(entry, (_, url: string) => {
          const preload = `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`;
          if (!first) return preload;
          first = false;
          return preload + `<script type="module">${paintFirstLoader(run)}</script>`;
        });
      },
    },
  };
}

/** The loader's code, on one line: `run` is the expression that runs the entry. */
export function paintFirstLoader(run: string): string {
  return [
    'let started = false;',
    `const start = () => { if (!started) { started = true; ${run}; } };`,
    "const painted = document.getElementById('root')?.firstElementChild;",
    "if (!painted || document.visibilityState === 'hidden' ||",
    "!PerformanceObserver.supportedEntryTypes?.includes('paint')) start();",
    'else {',
    "new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) start(); })",
    ".observe({ type: 'paint', buffered: true });",
    'setTimeout(start, 1000);',
    '}',
  ].join(' ');
}
