import type { IFuseOptions } from 'fuse.js/basic';
import type { SearchableItem } from './searchableItem';

/** The spec's fuzzy-matching constants (section 9), pinned by a unit test. */
export const searchFuseOptions: IFuseOptions<SearchableItem> = {
  threshold: 0.3,
  keys: ['formalTitle', 'title', 'keyWords'],
  ignoreLocation: true,
  minMatchCharLength: 1,
};
