import type { Language } from '../i18n/language';
import { en, type Messages } from './en';

export type { Messages } from './en';

/**
 * The message catalogues loaded so far. English is part of the first download; every other language is a
 * chunk of its own, downloaded only when a visitor chooses it (`loadMessages`), so an English first load never
 * carries another language's texts.
 */
const catalogues: Partial<Record<Language, Messages>> = { en };

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  sw: () => import('./sw').then((module) => module.sw),
};

const downloads = new Map<Language, Promise<Messages>>();

/** Downloads a language's catalogue once (a failed download is tried again on the next call). */
export function loadMessages(language: Language): Promise<Messages> {
  const loaded = catalogues[language];
  if (loaded) return Promise.resolve(loaded);
  let download = downloads.get(language);
  if (!download) {
    download = loaders[language as Exclude<Language, 'en'>]().then(
      (messages) => {
        catalogues[language] = messages;
        return messages;
      },
      (error: unknown) => {
        downloads.delete(language);
        throw error;
      },
    );
    downloads.set(language, download);
  }
  return download;
}

/**
 * A language's catalogue, or English while it has not downloaded (the switch waits for it, see LanguageProvider;
 * the server's renderer loads it before it renders). Components read it through `useT`.
 */
export function messagesFor(language: Language): Messages {
  return catalogues[language] ?? en;
}
