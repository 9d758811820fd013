import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { rememberPageData, type PageData } from '../lib/pageData';
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
 * Emotion writes the styles of each class the first time it is used, in a <style> just before the element.
 * They go to the end of the <head>, in the same order, as one <style> naming every class it holds
 * (`data-emotion="css id1 id2 …"`, as Emotion's own server extraction writes it), after the global styles
 * (`css-global …`, taken there unchanged). That is where the browser's Emotion cache wants them: marked as
 * placed (`data-s`), it takes them over where they are, where it would otherwise move each into the <head>
 * before the app starts (the browser then parses their rules again).
 */
export function stylesToHead(html: string): { html: string; styles: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const body = html
    .replace(
      /<style data-emotion="(css-global [^"]+)">([^<]*)<\/style>/g,
      (_tag, names: string, css: string) => {
        globals.push(`<style data-emotion="${names}" data-s="">${css}</style>`);
        return '';
      },
    )
    .replace(/<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g, (_tag, names: string, css: string) => {
      ids.push(names);
      rules.push(css);
      return '';
    });
  const classes =
    ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}" data-s="">${rules.join('')}</style>` : '';
  return { html: body, styles: globals.join('') + classes };
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
  rememberPageData(data);
  forgetAppStore();

  const notFound = isUnknownPath(url.pathname);

  let title: string | null = null;
  collectPageTitles((asked) => (title = asked));
  try {
    const { prelude } = await prerenderToNodeStream(
      <App>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </App>,
      // Every boundary inline: React would otherwise move large ones to the end of the page and show them with
      // an inline script, which the site's Content-Security-Policy (script-src 'self') rightly refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    const { html, styles } = stylesToHead(Buffer.concat(chunks).toString('utf8'));
    return { html, status: notFound ? 404 : 200, title, head: styles };
  } finally {
    collectPageTitles(null);
  }
}
