import { pageDataId, type PageData } from '../core/pageData';

/** The page's data (the server's contract with the app, src/core/pageData.ts), read in the browser. */
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
