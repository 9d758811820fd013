import type { Language } from '../../../schemas';
import type { Lookup } from './path';

/** `{name}` in a fixture's text: the place of a score's value. */
export const placeholderPattern = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

const locales: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };
const formats = new Map<Language, Intl.NumberFormat>();

/** A number as the language writes it (at most two decimals; Intl gives each language its separators). */
export function formatNumber(value: number, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 2 });
    formats.set(lang, format);
  }
  return format.format(value);
}

/** A text with every `{score}` replaced by the score's value in the language; a text without one, as it is. */
export function fillTemplate(text: string, scores: Lookup<number>, lang: Language): string {
  if (!text.includes('{')) return text;
  return text.replace(placeholderPattern, (_match, name: string) => {
    const value = scores.get(name);
    if (value === undefined)
      throw new Error(`A text places the score "${name}", which the fixture does not define.`);
    return formatNumber(value, lang);
  });
}

/** fillTemplate over a text or a list of texts (next steps). */
export function fillTemplates<T extends string | readonly string[]>(
  texts: T,
  scores: Lookup<number>,
  lang: Language,
): T {
  return (
    typeof texts === 'string'
      ? fillTemplate(texts, scores, lang)
      : texts.map((text) => fillTemplate(text, scores, lang))
  ) as T;
}

/** The score names a text places, for the check at load that each is defined. */
export function placedScores(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1] as string);
}
