import { createContext, useContext, useEffect } from 'react';
import { useLanguage, useT } from '../i18n/language';
import { settings } from '../settings';

/**
 * For the server's renderer: receives the title each screen asks for while it renders. A context, so that each
 * page rendered on the server hears its own screens' titles whatever else renders meanwhile.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Names the browser tab after the screen, so screen-reader users and tab lists know where they are. It follows
 * the language: the screen that calls it renders again when the visitor switches, and the title is written
 * anew in the new language.
 */
export function usePageTitle(page: string | undefined): void {
  const t = useT();
  const language = useLanguage();
  const serverTitleSink = useContext(PageTitleSink);
  // On the server there are no effects: the page's title is handed to the renderer, for the page's <title>.
  if (page && serverTitleSink) serverTitleSink(t.pageTitle(page, settings.providerName));
  useEffect(() => {
    if (page) document.title = t.pageTitle(page, settings.providerName);
  }, [page, language, t]);
}
