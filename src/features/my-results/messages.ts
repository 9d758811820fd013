import { use } from 'react';
import { loadChunk } from '../../lib/chunkLoad';
import { useLanguage, type Language } from '../../i18n/language';
import { myResultsMessages as english, type MyResultsMessages } from '../../messages/en/myResults';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<MyResultsMessages>> = {
  sw: () => import('../../messages/sw/myResults').then((module) => module.myResultsMessages),
};

const downloads = new Map<Language, Promise<MyResultsMessages>>();

function download(language: Exclude<Language, 'en'>): Promise<MyResultsMessages> {
  let started = downloads.get(language);
  if (!started) {
    started = loadChunk(loaders[language], `my-results-${language}`);
    started.catch(() => downloads.delete(language));
    downloads.set(language, started);
  }
  return started;
}

/** Starts downloading a language's texts (the result screen does, so its block never waits). */
export function preloadMyResultsMessages(language: Language): Promise<unknown> {
  return language === 'en' ? Promise.resolve() : download(language);
}

/**
 * Kept results' texts in the visitor's language: the English come with this feature's chunk, another
 * language's are a chunk of their own, so no first page carries them.
 */
export function useMyResultsMessages(): MyResultsMessages {
  const language = useLanguage();
  return language === 'en' ? english : use(download(language));
}
