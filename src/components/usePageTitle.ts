import { useEffect } from 'react';
import { useLanguage } from '../i18n/language';
import { t } from '../messages';
import { settings } from '../settings';

let serverTitleSink: ((title: string) => void) | null = null;

/** For the server's renderer: receives the title each screen asks for while it renders (null to stop). */
export function collectPageTitles(sink: ((title: string) => void) | null): void {
  serverTitleSink = sink;
}

/**
 * Names the browser tab after the screen, so screen-reader users and tab lists know where they are. It follows
 * the language: the screen that calls it renders again when the visitor switches, and the title is written
 * anew in the new language.
 */
export function usePageTitle(page: string | undefined): void {
  const language = useLanguage();
  // On the server there are no effects: the page's title is handed to the renderer, for the page's <title>.
  if (page && serverTitleSink) serverTitleSink(t.pageTitle(page, settings.providerName));
  useEffect(() => {
    if (page) document.title = t.pageTitle(page, settings.providerName);
  }, [page, language]);
}
