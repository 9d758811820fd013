import { createContext, useContext } from 'react';
import type { Language } from '../../schemas';
import { languageCookieHeader, languageInCookies } from '../core/sitePaths';
import { en, type Messages } from '../messages/en';

export type { Language } from '../../schemas';

/**
 * The languages of the site, those of schemas/translation.ts: a record, so that a language added there and not
 * here (or the reverse) fails to compile. Not imported from the schemas, whose zod the first download does
 * without.
 */
const known: Record<Language, true> = { en: true, sw: true };
export const languages = Object.keys(known) as Language[];

const storageKey = 'kipimo.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** What the browser asks for first, among the languages we have. */
function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function storedLanguage(): Language | null {
  // The cookie first: every choice the app makes writes both, and a choice made before the app had taken the
  // page over (the switch's form, src/features/site/LanguageSwitch.tsx) writes only the cookie, through the server.
  const cookie = languageInCookies(document.cookie);
  if (isLanguage(cookie)) return cookie;
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be blocked: the choice then lasts for this page only.
  }
  return null;
}

/** The server renders each page in the language the cookie names (else the browser's): Kiswahili HTML for Kiswahili. */
function tellServer(language: Language): void {
  document.cookie = languageCookieHeader(language);
}

/**
 * The visitor's language, read from the device (browser only): remembered on it, offered first to a browser
 * that prefers Swahili, English otherwise. Read once, by the browser's entry, which hands it to the app's
 * LanguageProvider; from then on the app's state holds it, not this module.
 */
export function deviceLanguage(): Language {
  const stored = storedLanguage();
  // A choice remembered before the cookie existed: tell the server too, so the next page comes in it.
  if (stored && languageInCookies(document.cookie) === undefined) tellServer(stored);
  return stored ?? browserLanguage();
}

/** Remembers the visitor's choice on the device and tells the server (the cookie). */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // As above: not remembered, still switched.
  }
  tellServer(language);
}

/** What the app knows of its language: which, its texts, and how to change it (LanguageProvider). */
export interface LanguageState {
  language: Language;
  /** The message catalogue of `language`: components read text from here, never inline. */
  t: Messages;
  /**
   * Switches once the language's texts have downloaded, so the page never shows a language half-way; the latest
   * choice wins. Rejects if the download fails (the language then stays as it was).
   */
  switchLanguage(language: Language): Promise<void>;
}

/**
 * The page's language, given by the renderer of each page (src/ssr for a server render, src/main.tsx in the
 * browser) through LanguageProvider: a context, not module state, so the server renders pages in different
 * languages side by side. Without a provider (a component test), English, which cannot switch.
 */
export const LanguageContext = createContext<LanguageState>({
  language: 'en',
  t: en,
  switchLanguage: () => Promise.reject(new Error('No LanguageProvider')),
});

/** The page's language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useContext(LanguageContext).language;
}

/** The page's texts (`const t = useT()`, then `t.site.title`), in its language. */
export function useT(): Messages {
  return useContext(LanguageContext).t;
}

/** The switch to another language (LanguageState.switchLanguage). */
export function useSwitchLanguage(): LanguageState['switchLanguage'] {
  return useContext(LanguageContext).switchLanguage;
}
