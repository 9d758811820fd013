import { pageDataId, type PageData } from '../core/pageData';
import type { Language } from '../../schemas';

/** The page's data (the server's contract with the app, src/core/pageData.ts), read and kept in the browser. */
export { pageDataId, type PageData };

/** The data the server put in this page, or null (the development server sends none). */
export function readPageData(): PageData | null {
  const element = document.getElementById(pageDataId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null; // the app then asks the server, as without data
  }
}

let pageData: PageData | null = null;

/** Keeps the page's data for the parts of the app that start later (the store, on a test page). */
export function rememberPageData(data: PageData | null): void {
  pageData = data;
}

/** The test configuration the page came with, in the page's language, or null. */
export function pageTestConfig(): (NonNullable<PageData['testConfig']> & { lang: Language }) | null {
  return pageData?.testConfig ? { ...pageData.testConfig, lang: pageData.lang } : null;
}
