import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { paintFirst } from '../../scripts/paintFirst';

/** The plugin's transform, called as Vite calls it after the build has written the page's tags. */
function transform(html: string): string {
  const hook = paintFirst().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
}

const built =
  '<head><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>' +
  '<body><div id="root"></div></body>';

describe('paintFirst', () => {
  it("replaces the entry's script element with an inline loader that imports the same entry", () => {
    const html = transform(built);
    expect(html).not.toContain('src="/assets/index-AbC123.js"');
    const loader = /<script type="module">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('import("/assets/index-AbC123.js")');
    // Waits for the browser's first contentful paint, with a bound, unless there is nothing to paint.
    expect(loader).toContain("getEntriesByName('first-contentful-paint')");
    expect(loader).toContain('setTimeout(start, 500)');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a page without an entry script rather than ship a page that never starts', () => {
    expect(() => transform('<head></head><body><div id="root"></div></body>')).toThrow(/no entry script/);
  });
});
