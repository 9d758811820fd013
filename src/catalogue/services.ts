import type { Language, Localised, Service } from '../../schemas';
import { useLanguage } from '../i18n/language';
import { useSiteCatalogues, type SiteCatalogues } from './served';

export type LocalisedService = Localised<Service>;

/** The services in the visitor's language; suspends while a language the page did not come with downloads. */
export function useServices(): LocalisedService[] {
  return useSiteCatalogues().readServices(useLanguage());
}

/** The services in `language`, once here (for code outside React). */
export async function loadServices(
  catalogues: SiteCatalogues,
  language: Language,
): Promise<LocalisedService[]> {
  return (await catalogues.load(language)).services;
}
