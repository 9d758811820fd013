import servicesJson from '../../fixtures/catalogue/services.json';
import type { Language, Service } from '../../schemas';
import { useLanguage } from '../i18n/language';
import type { Localised } from '.';
import { useLazyTexts } from './lazyTexts';
import { serviceTexts, type ServiceTexts } from './texts';

export { serviceTexts, type ServiceTexts } from './texts';

// Apart from index.ts so that the home page's chunk does not carry every service's text: only the service
// page and the search index import this module.
export const services: Service[] = servicesJson;

export function findServiceBySlug(routeSlug: string): Service | undefined {
  return services.find((service) => service.routeSlug === routeSlug);
}

export type LocalisedService = Localised<Service>;

/**
 * A service in `language`, or in English (lang 'en') when it has no translation. A translation that leaves
 * out an optional part the English has (who it is for, the next steps) leaves that part out: the page never
 * mixes the two languages within one service.
 */
export function localiseService(
  service: Service,
  language: Language,
  texts: ServiceTexts | null,
): LocalisedService {
  const words = texts?.[service.routeSlug];
  if (!words) return { ...service, lang: 'en' };
  return {
    ...service,
    title: words.title,
    description: words.description,
    keyWords: words.keyWords,
    audience: words.audience,
    nextSteps: words.nextSteps,
    lang: language,
  };
}

const built = new Map<Language, LocalisedService[]>();

/** Every service in `language`, given that language's words (null for English); built once per language. */
export function servicesIn(language: Language, texts: ServiceTexts | null): LocalisedService[] {
  const cached = built.get(language);
  if (cached) return cached;
  const localised = services.map((service) => localiseService(service, language, texts));
  if (texts || language === 'en') built.set(language, localised);
  return localised;
}

/** The services in the visitor's language; in a language other than English, suspends until their words arrive. */
export function useServices(): LocalisedService[] {
  const language = useLanguage();
  return servicesIn(language, useLazyTexts(serviceTexts, language));
}

/** The services in `language`, once that language's words have downloaded (for code outside React). */
export async function loadServices(language: Language): Promise<LocalisedService[]> {
  return servicesIn(language, await serviceTexts.load(language));
}
