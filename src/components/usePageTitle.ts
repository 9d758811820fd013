import { useEffect } from 'react';
import { useLanguage } from '../i18n/language';
import { t } from '../messages';
import { settings } from '../settings';

/**
 * Names the browser tab after the screen, so screen-reader users and tab lists know where they are. It follows
 * the language: the screen that calls it renders again when the visitor switches, and the title is written
 * anew in the new language.
 */
export function usePageTitle(page: string | undefined): void {
  const language = useLanguage();
  useEffect(() => {
    if (page) document.title = t.pageTitle(page, settings.providerName);
  }, [page, language]);
}
