import { services } from '../../../fixtures/catalogue/sw/services.json';
import type { ServiceTexts } from '../texts';

// The services' Kiswahili words, apart from the cards' (./cards) as the English services are apart from the
// home page's catalogue: only the service page and the search index ask for them.

/** Each translated service's words by route slug. */
export const serviceTexts: ServiceTexts = services;
