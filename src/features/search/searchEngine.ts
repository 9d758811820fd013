import Fuse from 'fuse.js/basic';
import { searchFuseOptions } from './fuseOptions';
import { searchableItems } from './searchableCatalogue';
import { minSearchLength, type SearchableItem } from './searchableItem';

export type Searcher = (query: string) => SearchableItem[];

/** A fuzzy search over `items`, best match first; under the minimum length it finds nothing. */
export function createSearcher(items: SearchableItem[]): Searcher {
  const fuse = new Fuse(items, searchFuseOptions);
  return (query) => {
    const trimmed = query.trim();
    if (trimmed.length < minSearchLength) return [];
    return fuse.search(trimmed).map((match) => match.item);
  };
}

/** The search over the whole built-in catalogue. */
export const searchCatalogue: Searcher = createSearcher(searchableItems);
