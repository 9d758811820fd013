import { useSyncExternalStore } from 'react';
import type { Language } from '../../schemas';
import { languageCookieHeader, languageInCookies } from '../core/sitePaths';

export type { Language } from '../../schemas';

/**
 * The languages of the site, those of schemas/translation.ts: a record, so that a language added there and not
 * here (or the reverse) fails to compile. Not imported from the schemas, whose zod the first download does
 * without.
 */
const known: Record<Language, true> = { en: true, sw: true };
export const languages = Object.keys(known) as Language[];

/**
 * The visitor's language: remembered on the device, offered first to a browser that prefers Swahili, English
 * otherwise. A tiny store of its own (not Redux) so that code outside React (message lookups, API calls) can
 * read it too; components follow it with `useLanguage`.
 */

const storageKey = 'kipimo.language';
const listeners = new Set<() => void>();

function isLanguage(value: unknown): value is Language {
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

let current: Language = typeof window === 'undefined' ? 'en' : (storedLanguage() ?? browserLanguage());

// A choice remembered before the cookie existed: tell the server too, so the next page comes in it.
if (typeof document !== 'undefined' && languageInCookies(document.cookie) === undefined && storedLanguage()) {
  tellServer(current);
}

export function getLanguage(): Language {
  return current;
}

/**
 * Switches the language, remembers it on the device (unless `remember` is false: a fallback the visitor did
 * not choose) and tells every listener. Call it once the language's messages are here: `switchLanguage`
 * (src/i18n/switchLanguage.ts) downloads them first.
 */
export function setLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): void {
  if (language === current) return;
  current = language;
  if (remember) {
    try {
      window.localStorage.setItem(storageKey, language);
    } catch {
      // As above: not remembered, still switched.
    }
    tellServer(language);
  }
  for (const listener of listeners) listener();
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active language; the component renders again when it changes. */
export function useLanguage(): Language {
  // The server renders in the language it set; the browser takes its HTML over only in that same language.
  return useSyncExternalStore(subscribeToLanguage, getLanguage, getLanguage);
}

/** For tests: forget the choice and read the device again. */
export function resetLanguageForTests(): void {
  current = storedLanguage() ?? browserLanguage();
  for (const listener of listeners) listener();
}
