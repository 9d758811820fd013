import swLines from '../../fixtures/catalogue/sw/crisis-lines.json';
import type { CrisisLine } from '../../schemas';
import { crisisLines } from '../catalogue';
import { useLanguage, type Language } from '../i18n/language';

type LineWords = Pick<CrisisLine, 'name' | 'hours' | 'description'>;

/**
 * The crisis lines' words in each language other than English, by number. Bundled with the screens that show
 * the lines (a few hundred bytes), not downloaded on demand: crisis help must show with no network at all.
 */
const overlays: Record<Exclude<Language, 'en'>, Record<string, LineWords>> = { sw: swLines.lines };

const localised = new Map<Language, CrisisLine[]>([['en', crisisLines]]);

/** The catalogue's crisis lines with their words in `language` (the numbers and kinds never change). */
export function crisisLinesIn(language: Language): CrisisLine[] {
  let lines = localised.get(language);
  if (!lines) {
    const words = overlays[language as Exclude<Language, 'en'>];
    lines = crisisLines.map((line) => ({ ...line, ...words[line.number] }));
    localised.set(language, lines);
  }
  return lines;
}

/** The crisis lines in the visitor's language. */
export function useCrisisLines(): CrisisLine[] {
  return crisisLinesIn(useLanguage());
}
