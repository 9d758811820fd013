import Fuse from 'fuse.js/basic';
import type { Language } from '../../../schemas';
import { loadCatalogue, type SiteCatalogues } from '../../catalogue';
import { loadServices } from '../../catalogue/services';
import { searchFuseOptions } from './fuseOptions';
import { searchableItemsIn } from './searchableCatalogue';
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

/**
 * The search over the catalogue in `language`, with the English names and keywords kept as well in another
 * language (see searchableCatalogue).
 */
export async function searcherIn(catalogues: SiteCatalogues, language: Language): Promise<Searcher> {
  const [catalogue, services, english, englishServices] = await Promise.all([
    loadCatalogue(catalogues, language),
    loadServices(catalogues, language),
    loadCatalogue(catalogues, 'en'),
    loadServices(catalogues, 'en'),
  ]);
  return createSearcher(searchableItemsIn(catalogue, services, english, englishServices));
}
