import { createContext, use, useContext } from 'react';
import type { Language, SiteCatalogue } from '../../schemas';
import { loadChunk } from '../lib/chunkLoad';
import { settings } from '../settings';

/** A promise that says how it ended, as React's `use` reads it: a settled one is read without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A path as the server keys its pages: no trailing slash. */
function pagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

async function fetchCatalogue(language: Language): Promise<SiteCatalogue> {
  const url = new URL(`${settings.apiBase}/catalogue/`, window.location.href);
  url.searchParams.set('lang', language);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The catalogue in ${language} did not load (${response.status}).`);
  return (await response.json()) as SiteCatalogue;
}

/**
 * The catalogue in each language one app has needed: the page's own language arrives inside the page
 * (`install`), another one is asked of the server when the visitor switches. One per app, given to its
 * components through CatalogueContext: the server's renderer makes one per page it renders, the browser's
 * entry one for the page it takes over, so nothing of one page's catalogue is another's.
 */
export interface SiteCatalogues {
  /**
   * Keeps a catalogue that came with the page (or, in tests, from the fixtures): read at once, never fetched.
   * `testsFor`: the page's path, when the catalogue holds only the tests that page shows.
   */
  install(catalogue: SiteCatalogue, testsFor?: string): SiteCatalogues;
  /** The catalogue in `language`, once here (for code outside React, and before a language switch). */
  load(language: Language): Promise<SiteCatalogue>;
  /** Starts downloading the whole catalogue when the page's own catalogue does not serve `path`. */
  preloadFor(language: Language, path: string): void;
  /**
   * The catalogue in `language` for a component on `path` that reads its tests (call it while rendering): the
   * page's own catalogue on the page's path; otherwise at once when it is here, or the component suspends (the
   * page's loading screen shows) until it arrives, and a failed download goes to the route's error screen.
   */
  readFor(language: Language, path: string): SiteCatalogue;
  /**
   * The catalogue's services in `language` (call it while rendering): whole in a page's own catalogue too, so
   * no download on any page. Only the services: the tests of a page's own catalogue serve that page alone.
   */
  readServices(language: Language): SiteCatalogue['services'];
}

/** A closure rather than a class: its state's names shrink in the build, where a class's fields would not. */
export function createSiteCatalogues(): SiteCatalogues {
  const catalogues = new Map<Language, Tracked<SiteCatalogue>>();
  /**
   * The catalogue a page came with when the server left out the tests the page does not show (docs/api.md,
   * "Pages"): its categories and services are whole; its tests serve that page's path only. Any other path
   * downloads the whole catalogue.
   */
  const pageCatalogues = new Map<Language, { path: string; catalogue: SiteCatalogue }>();

  /** The catalogue in `language`: kept, or downloading once (a failed download is tried again on the next call). */
  function tracked(language: Language): Tracked<SiteCatalogue> {
    const known = catalogues.get(language);
    if (known) return known;
    const started: Tracked<SiteCatalogue> = loadChunk(
      () => fetchCatalogue(language),
      `catalogue-${language}`,
    );
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
        // The next render or search tries again (unless the page's own catalogue was installed meanwhile).
        if (catalogues.get(language) === started) catalogues.delete(language);
      },
    );
    catalogues.set(language, started);
    return started;
  }

  const self: SiteCatalogues = {
    install(catalogue, testsFor) {
      if (testsFor !== undefined) {
        pageCatalogues.set(catalogue.lang, { path: pagePath(testsFor), catalogue });
        return self;
      }
      pageCatalogues.delete(catalogue.lang);
      const settled: Tracked<SiteCatalogue> = Promise.resolve(catalogue);
      settled.status = 'fulfilled';
      settled.value = catalogue;
      catalogues.set(catalogue.lang, settled);
      return self;
    },
    load: tracked,
    preloadFor(language, path) {
      const page = pageCatalogues.get(language);
      if (page && page.path !== pagePath(path)) tracked(language).catch(() => undefined);
    },
    readFor(language, path) {
      const page = pageCatalogues.get(language);
      if (page && page.path === pagePath(path)) return page.catalogue;
      // React reads the status this download carries, as it does on any promise it has seen settle.
      return use(tracked(language) as Promise<SiteCatalogue>);
    },
    readServices(language) {
      const page = pageCatalogues.get(language)?.catalogue;
      return (page ?? use(tracked(language) as Promise<SiteCatalogue>)).services;
    },
  };
  return self;
}

/** The app's catalogues (SiteCatalogues), given by whoever renders the app: src/main.tsx, src/ssr, a test. */
export const CatalogueContext = createContext<SiteCatalogues | null>(null);

export function useSiteCatalogues(): SiteCatalogues {
  // Every app renders inside one (src/app/App.tsx); a test renders through tests/helpers/render.tsx.
  return useContext(CatalogueContext)!;
}

/** The lang attribute for words in `wordsIn` on a page in `pageIn`: none when they are the same language. */
export function langIfOther(wordsIn: Language, pageIn: Language): Language | undefined {
  return wordsIn === pageIn ? undefined : wordsIn;
}
