import { createContext, useContext } from 'react';
import type { Language } from '../../schemas';
import type { PageData } from './pageData';

/**
 * The data the page was rendered from (src/lib/pageData.ts), for the screens that start from it: given by the
 * server's renderer for the page it renders and by the browser's entry for the page it takes over. A context,
 * not module state, so the server can render pages side by side. Null where a page came without data (the
 * development server, component tests): the screens then ask the API.
 */
export const PageDataContext = createContext<PageData | null>(null);

/** The test configuration the page came with, in the page's language, or null. */
export function usePageTestConfig(): (NonNullable<PageData['testConfig']> & { lang: Language }) | null {
  const data = useContext(PageDataContext);
  return data?.testConfig ? { ...data.testConfig, lang: data.lang } : null;
}
