import type { CategoryTranslations, Language, ServiceTranslations, TestTranslation } from '../../schemas';
import { lazyTexts } from './lazyTexts';

// Kept apart from the catalogue's English data, so that code in the first download (the language switch) can
// start these downloads without carrying the catalogue itself.

/** A language's words for the cards and categories, by route slug: what ./sw/cards holds for Kiswahili. */
export interface CardTexts {
  tests: Record<string, TestTranslation['card']>;
  categories: CategoryTranslations['categories'];
}

/** A language's words for the services, by route slug: what ./sw/services holds for Kiswahili. */
export type ServiceTexts = ServiceTranslations['services'];

/** The cards' and categories' words in each language other than English, each language its own chunk. */
export const cardTexts = lazyTexts<CardTexts>('catalogue', {
  sw: () => import('./sw/cards').then((module) => module.cardTexts),
});

/** The services' words in each language other than English, each language its own chunk. */
export const serviceTexts = lazyTexts<ServiceTexts>('services', {
  sw: () => import('./sw/services').then((module) => module.serviceTexts),
});

/**
 * Downloads a language's words of the whole catalogue (cards, categories, services); nothing for English. The
 * language switch can wait for it with the language's messages, so that the pages then show in the new
 * language at once instead of suspending on their loading screen while these arrive.
 */
export function preloadCatalogueTexts(language: Language): Promise<void> {
  return Promise.all([cardTexts.load(language), serviceTexts.load(language)]).then(() => undefined);
}
