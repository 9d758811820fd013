import type { Searcher } from './searchEngine';

let pending: Promise<Searcher> | undefined;

/**
 * Fuse.js and the search index load in their own chunk, once, when a search box first appears: the
 * test page (whose not-found screen holds a box) should not carry them on every visit.
 */
export function loadSearcher(): Promise<Searcher> {
  pending ??= import('./searchEngine').then(
    (module) => module.searchCatalogue,
    (error: unknown) => {
      pending = undefined; // a failed chunk (a dropped connection) is tried again on the next keystroke
      throw error;
    },
  );
  return pending;
}
