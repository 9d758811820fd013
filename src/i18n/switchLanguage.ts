import { preloadCatalogue } from '../catalogue';
import { loadMessages } from '../messages';
import { getLanguage, setLanguage, type Language } from './language';

/** A language's texts: its message catalogue and the catalogue's words (cards, categories, services). */
function loadTexts(language: Language): Promise<unknown> {
  return Promise.all([loadMessages(language), preloadCatalogue(language)]);
}

let latest = 0;

/**
 * Switches to a language once its texts have downloaded, so the page never shows a language half-way: the
 * page stays as it is while they download, then every subscribed component renders in the new language.
 * When the visitor picks another language meanwhile, the latest choice wins. Rejects if the download fails
 * (the language then stays as it was).
 */
export async function switchLanguage(language: Language): Promise<void> {
  const request = ++latest;
  await loadTexts(language);
  if (request === latest) setLanguage(language);
}

/**
 * Before the first render: downloads the remembered (or browser's) language's texts; nothing for English. If
 * they cannot be downloaded the site opens in English for this visit, without forgetting the visitor's choice.
 */
export async function prepareLanguage(): Promise<void> {
  const language = getLanguage();
  if (language === 'en') return;
  try {
    await loadTexts(language);
  } catch {
    setLanguage('en', { remember: false });
  }
}
