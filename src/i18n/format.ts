import type { Language } from './language';

/** Each language's locale for `Intl`: the language as written in Kenya. */
const locales: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** The `Intl` locale of a language. */
export function localeOf(language: Language): string {
  return locales[language];
}

/** A date as "23 November 2026" / "23 Novemba 2026". */
export function formatDate(date: Date | number, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** A number as the language writes it (digit grouping, decimal sign). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}
