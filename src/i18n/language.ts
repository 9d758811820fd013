import { useSyncExternalStore } from 'react';
import type { Language } from '../../schemas';

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
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // Storage may be blocked; the choice then lasts for this page only.
  }
}

let current: Language = typeof window === 'undefined' ? 'en' : (storedLanguage() ?? browserLanguage());

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
  }
  for (const listener of listeners) listener();
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, getLanguage, () => 'en');
}

/** For tests: forget the choice and read the device again. */
export function resetLanguageForTests(): void {
  current = storedLanguage() ?? browserLanguage();
  for (const listener of listeners) listener();
}
