import type { Language } from '../../../schemas';
import type { SiteCatalogues } from '../../catalogue/served';
import type { Searcher } from './searchEngine';

/** The searchers made from each app's catalogues (one app in a browser; one per page rendered on a server). */
const made = new WeakMap<SiteCatalogues, Map<Language, Promise<Searcher>>>();

/**
 * Fuse.js and the search index load in their own chunk, once per language, when a search box first appears:
 * the test page (whose not-found screen holds a box) should not carry them on every visit. A language other
 * than English also downloads that language's words of the catalogue.
 */
export function loadSearcher(catalogues: SiteCatalogues, language: Language): Promise<Searcher> {
  let pending = made.get(catalogues);
  if (!pending) made.set(catalogues, (pending = new Map()));
  let searcher = pending.get(language);
  if (!searcher) {
    searcher = import('./searchEngine')
      .then((module) => module.searcherIn(catalogues, language))
      .catch((error: unknown) => {
        pending.delete(language); // a failed chunk (a dropped connection) is tried again on the next keystroke
        throw error;
      });
    pending.set(language, searcher);
  }
  return searcher;
}
