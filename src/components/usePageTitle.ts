import { useEffect } from 'react';
import { t } from '../messages';
import { settings } from '../settings';

/** Names the browser tab after the screen, so screen-reader users and tab lists know where they are. */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    if (page) document.title = t.pageTitle(page, settings.providerName);
  }, [page]);
}
