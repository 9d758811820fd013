import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSiteCatalogues, type SiteCatalogues } from '../catalogue/served';
import { loadMessages, messagesFor } from '../messages';
import { LanguageContext, rememberLanguage, type Language, type LanguageState } from './language';

/** A language's texts: its message catalogue and the catalogue's words (cards, categories, services). */
function loadTexts(language: Language, catalogues: SiteCatalogues): Promise<unknown> {
  return Promise.all([loadMessages(language), catalogues.load(language)]);
}

interface LanguageProviderProps {
  /** The language the app starts in: the page's (the server) or the visitor's (the browser, `startLanguage`). */
  language: Language;
  children: ReactNode;
}

/**
 * The app's language as React state, with its texts and the switch (LanguageContext). Each app has its own:
 * the server renders every page with a provider of the page's language, so pages in different languages
 * render side by side; in the browser a switch changes this state and every component reading it renders
 * again in the new language. Inside CatalogueContext: a switch downloads the new language's catalogue first.
 */
export function LanguageProvider({ language: initial, children }: LanguageProviderProps) {
  const [language, setLanguage] = useState(initial);
  const catalogues = useSiteCatalogues();
  const latest = useRef(0);
  const switchLanguage = useCallback(
    async (next: Language) => {
      const request = ++latest.current;
      await loadTexts(next, catalogues);
      if (request !== latest.current) return; // the visitor picked another meanwhile: the latest choice wins
      rememberLanguage(next);
      setLanguage(next);
    },
    [catalogues],
  );
  const state = useMemo<LanguageState>(
    () => ({ language, t: messagesFor(language), switchLanguage }),
    [language, switchLanguage],
  );
  return <LanguageContext value={state}>{children}</LanguageContext>;
}

/**
 * Before the first render in the browser: the language to start in, its texts downloaded; nothing to download
 * for English. If they cannot be downloaded the site opens in English for this visit, without forgetting the
 * visitor's choice.
 */
export async function startLanguage(wanted: Language, catalogues: SiteCatalogues): Promise<Language> {
  if (wanted === 'en') return wanted;
  try {
    await loadTexts(wanted, catalogues);
    return wanted;
  } catch {
    return 'en';
  }
}
