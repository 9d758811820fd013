import type { Language, SiteCatalogue } from '../../schemas';

/**
 * The contract between the server (server/pages.ts) and the app's server renderer (src/ssr, built to dist/ssr
 * and loaded by the server at run time, where neither tsc nor the lint follows the import): what the server
 * puts in each page beside its HTML, so that the app starts from what the page shows without asking again, and
 * the renderer's signature. Both sides import it from here.
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

/** What the renderer gives for one page. */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** 404 when no screen has the address (the not-found screen renders), else 200. */
  status: 200 | 404;
  /** The title the screen asked for, when it asked for one. */
  title: string | null;
  /** What goes at the end of the page's <head>: the page's styles. */
  head?: string;
}

/**
 * The renderer the server loads from dist/ssr/renderPage.js (export `renderPage`). `Address` is the page's
 * WHATWG URL, a type the core (plain ES2022, no DOM, no Node) cannot name: the server says `RenderPage<URL>`.
 */
export type RenderPage<Address> = (url: Address, data: PageData) => Promise<RenderedPage>;
