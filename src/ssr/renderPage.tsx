import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionServer } from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import type { PageData } from '../lib/pageData';
import { PageDataContext } from '../lib/pageDataContext';
import { forgetAppStore } from '../lib/StoreProvider';
import { AppRoutes, isUnknownPath, preloadAllScreens } from '../app/router';
import { installCatalogue } from '../catalogue';
import { collectPageTitles } from '../components/usePageTitle';
import { setLanguage } from '../i18n/language';
import { loadMessages } from '../messages';

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
 * The page's styles as `<style>` tags for the end of its <head>, from what Emotion's cache holds for this render
 * (`@emotion/server`): the global styles, then one tag naming every class the HTML uses. Marked as placed
 * (`data-s`), so the browser's Emotion cache takes them over where they are instead of moving each into the
 * <head> again before the app starts (the browser would then parse their rules a second time).
 */
function styleTags(emotion: EmotionServer, html: string): string {
  const { styles } = emotion.extractCriticalToChunks(html);
  return styles
    .filter((chunk) => chunk.css !== '')
    .map(
      (chunk) => `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" data-s="">${chunk.css}</style>`,
    )
    .join('');
}

/**
 * Renders a page on the server with the app's own components, from the data the page will carry (the same the
 * browser hydrates from). Waits for every lazy screen, so the HTML is the whole page. The language and the
 * catalogue are the app's module state, so the caller renders one page at a time.
 */
export async function renderPage(url: URL, data: PageData): Promise<RenderedPage> {
  await Promise.all([loadMessages(data.lang), preloadAllScreens()]);
  setLanguage(data.lang, { remember: false });
  installCatalogue(data.catalogue, data.testsFor);
  forgetAppStore();

  const notFound = isUnknownPath(url.pathname);

  // A cache of this page's own: its styles are this page's, whatever else the server renders meanwhile. The
  // key is the browser's default cache's, which takes these styles over.
  const cache = createCache({ key: 'css' });
  // Made before rendering: it tells the cache to keep the styles for the <head>, not write them into the HTML.
  const emotion = createEmotionServer(cache);
  let title: string | null = null;
  collectPageTitles((asked) => (title = asked));
  try {
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <PageDataContext value={data}>
          <App>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </PageDataContext>
      </CacheProvider>,
      // Every boundary inline: React would otherwise move large ones to the end of the page and show them with
      // an inline script, which the site's Content-Security-Policy (script-src 'self') rightly refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    const html = Buffer.concat(chunks).toString('utf8');
    return { html, status: notFound ? 404 : 200, title, head: styleTags(emotion, html) };
  } finally {
    collectPageTitles(null);
  }
}
