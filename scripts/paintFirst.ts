import type { Plugin } from 'vite';

/**
 * Paint first (docs/performance.md, "Paint first"): the built page asks for the app's entry just after its
 * first frame instead of as the HTML is parsed.
 *
 * Every page comes rendered from the server, so a visitor can read it before any script runs. When the entry
 * has arrived by the time the HTML is parsed (a fast link, or a return visit with the code cached) the browser
 * runs it before it paints, and a slow phone shows a blank screen for the whole of the app's evaluation. Asked
 * for after the first frame, the entry runs after the page is on the screen. On a slow link the page paints
 * before the entry could have arrived anyway, so the visitor loses only the few milliseconds between the end of
 * the HTML and its first frame.
 *
 * The loader is inline, so no request stands between the page and the entry; the server allows it by its hash
 * (server/security/inlineScripts.ts). "After the first frame" is the browser's own first-contentful-paint entry,
 * which comes once that frame is on the screen (a frame's callbacks run before it is shown). A page with nothing
 * to paint yet (the app shell), a hidden tab (no frames) and a browser without paint entries ask at once; a
 * paint entry that never comes is waited for half a second at most.
 */
export function paintFirst(): Plugin {
  return {
    name: 'kipimo-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entryUrl = entry.exec(html)?.[1];
        if (!entryUrl) throw new Error('paintFirst: the built index.html has no entry script to defer.');
        return html.replace(entry, () => `<script type="module">${loader(entryUrl)}</script>`);
      },
    },
  };
}

/** The loader's code, on one line. */
function loader(entryUrl: string): string {
  return [
    'let started = false;',
    `const start = () => { if (!started) { started = true; import(${JSON.stringify(entryUrl)}); } };`,
    "const painted = document.getElementById('root')?.firstElementChild;",
    "if (!painted || document.visibilityState === 'hidden' ||",
    "  !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();",
    'else {',
    "  new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) start(); })",
    "    .observe({ type: 'paint', buffered: true });",
    '  setTimeout(start, 500);',
    '}',
  ].join(' ');
}
