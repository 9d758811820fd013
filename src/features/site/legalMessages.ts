import { use } from 'react';
import { loadChunk } from '../../lib/chunkLoad';
import { useLanguage, type Language } from '../../i18n/language';
import { legalMessages as english } from '../../messages/en/legal';

type LegalMessages = typeof english;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<LegalMessages>> = {
  sw: () => import('../../messages/sw/legal').then((module) => module.legalMessages),
};

const downloads = new Map<Language, Promise<LegalMessages>>();

function download(language: Exclude<Language, 'en'>): Promise<LegalMessages> {
  let started = downloads.get(language);
  if (!started) {
    started = loadChunk(loaders[language], `legal-${language}`);
    // A failed download is tried again on the next render (the route's error screen offers a reload).
    started.catch(() => downloads.delete(language));
    downloads.set(language, started);
  }
  return started;
}

/**
 * The legal pages' texts in the visitor's language. The English ones come with the legal pages' own chunk;
 * another language's are a chunk of their own, downloaded when a legal page is shown in it (the page's
 * loading screen shows meanwhile), so no other page carries these long texts.
 */
export function useLegalMessages(): LegalMessages {
  const language = useLanguage();
  return language === 'en' ? english : use(download(language));
}
