import type { Language } from '../../../schemas';
import { appPaths, pathTo } from '../../core/sitePaths';

/** What a search result points at: one of the spec's three searchable kinds. */
export type SearchItemType = 'category' | 'test' | 'service';

/** The spec's Searchable item: the same shape for categories, tests and services. */
export interface SearchableItem {
  /** Unique across kinds (`test-1`, `service-1`): the catalogue's numeric ids repeat between kinds. */
  id: string;
  title: string;
  formalTitle?: string;
  keyWords: string[];
  description: string;
  routeSlug: string;
  type: SearchItemType;
  /** The language of the title and description (English for an entry with no translation); English if absent. */
  lang?: Language;
}

/** Fewer trimmed characters than this clears the results (spec sections 4, 5 and 9). */
export const minSearchLength = 3;

const routePattern = {
  category: appPaths.category,
  test: appPaths.test,
  service: appPaths.service,
} as const satisfies Record<SearchItemType, string>;

/** Where a result leads: category to /categories/{slug}, test to /tests/{slug}, service to /services/{slug}. */
export function routeOf(item: Pick<SearchableItem, 'type' | 'routeSlug'>): string {
  return pathTo(routePattern[item.type], item.routeSlug);
}
