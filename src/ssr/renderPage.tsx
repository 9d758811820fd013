import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionServer } from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import type { PageData } from '../lib/pageData';
import { createStore } from '../lib/store';
import { Provider } from 'react-redux';
import { AppRoutes, isUnknownPath, preloadAllScreens } from '../app/router';
import { createSiteCatalogues } from '../catalogue/served';
import { PageTitleSink } from '../components/usePageTitle';
import { loadMessages } from '../messages';
import { pageClassesAttribute } from '../lib/pageStyles';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** 404 when no screen has the address (the not-found screen renders), else 200. */
  status: 200 | 404;
  /** The title the screen asked for, when it asked for one. */
  title: string | null;
  /** What goes at the end of the page's <head>: the page's styles. */
  head: string;
}

/**
 * The page's styles as `<style>` tags for the end of its <head>, from what Emotion's cache holds for this
 * render (`@emotion/server`): the global styles, marked as placed (`data-s`), then one tag with every class
 * the render made, named for the browser's cache (src/lib/pageStyles.ts), which takes it over where it is.
 *
 * Every class, not only those the HTML names: a component styled on top of another (MUI's AppBar on its
 * Paper, a Button on its ButtonBase) makes a class for its own layer as well, which no element carries (the
 * element gets the class of both together). Left out, the browser's Emotion, not told of them, compiled and
 * inserted each of them again while it took the page over: about 180 rules on the home page, in the tasks
 * that block.
 */
function styleTags(emotion: EmotionServer, cache: EmotionCache, html: string): string {
  const globals = emotion
    .extractCriticalToChunks(html)
    .styles.filter((chunk) => chunk.key !== cache.key && chunk.css !== '')
    .map(
      (chunk) => `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" data-s="">${chunk.css}</style>`,
    );
  // With @emotion/server, the cache keeps each class's rules as text; a class's name is registered for it.
  const names = Object.keys(cache.inserted).filter(
    (name) =>
      cache.registered[`${cache.key}-${name}`] !== undefined && typeof cache.inserted[name] === 'string',
  );
  const css = names.map((name) => cache.inserted[name]).join('');
  // Not Emotion's own mark (`data-emotion="css …"`): Emotion would move the tag in the <head> again, and the
  // browser would drop and rebuild its stylesheet and restyle the page in the task that loads the app.
  const classes = css === '' ? '' : `<style ${pageClassesAttribute}="${names.join(' ')}">${css}</style>`;
  return globals.join('') + classes;
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a page on the server with the app's own components, from the data the page will carry (the same the
 * browser hydrates from). Waits for every lazy screen, so the HTML is the whole page. Everything the page's
 * components read of it (its language, catalogue, data, store, title, styles) is given to this render alone,
 * as React context and props: the server may render any number of pages at once.
 */
export async function renderPage(url: URL, data: PageData): Promise<RenderedPage> {
  await Promise.all([loadMessages(data.lang), preloadAllScreens()]);
  const catalogues = createSiteCatalogues().install(data.catalogue, data.testsFor);

  const notFound = isUnknownPath(url.pathname);

  // A cache of this page's own: its styles are this page's, whatever else the server renders meanwhile. The
  // key is the browser's cache's (src/lib/pageStyles.ts), which takes these styles over.
  const cache = createCache({ key: 'css' });
  // Made before rendering: it tells the cache to keep the styles for the <head>, not write them into the HTML.
  const emotion = createEmotionServer(cache);
  let title: string | null = null;
  const render = (routed: ReactNode) =>
    prerenderToNodeStream(
      <CacheProvider value={cache}>
        <PageTitleSink value={(asked) => (title = asked)}>
          <Provider store={createStore()}>
            <App language={data.lang} catalogues={catalogues} pageData={data}>
              <StaticRouter location={url.pathname + url.search}>{routed}</StaticRouter>
            </App>
          </Provider>
        </PageTitleSink>
      </CacheProvider>,
      // Every boundary inline: React would otherwise move large ones to the end of the page and show them with
      // an inline script, which the site's Content-Security-Policy (script-src 'self') rightly refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    ).then(({ prelude }) => text(prelude));
  const html = await render(<AppRoutes />);
  const pageTitle = title;
  // The floating widgets join the page in the browser once it has shown (Layout), never in its HTML, and their
  // classes are not in its styles either: they would add about 1.2 KB (Brotli) and take two category pages past
  // TCP's first window (14,600 B), a round trip on a slow link, to spare about 10 ms of the widgets' commit.
  return { html, status: notFound ? 404 : 200, title: pageTitle, head: styleTags(emotion, cache, html) };
}
