import type { Language, SiteCatalogue } from '../../schemas';

/**
 * What the server puts in each page beside its HTML, so that the app starts from what the page shows without
 * asking again: the catalogue in the page's language and, on a test page, the test's configuration.
 */
export interface PageData {
  lang: Language;
  /** The catalogue in `lang`; with `testsFor`, only the tests the page at that path shows. */
  catalogue: SiteCatalogue;
  testsFor?: string;
  /** On a test page: its configuration in `lang`, exactly as GET /api/config/ answers it. */
  testConfig?: { testCode: string; config: unknown };
}

/** The id of the `<script type="application/json">` that carries the page's data. */
export const pageDataId = 'kipimo-page-data';

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
