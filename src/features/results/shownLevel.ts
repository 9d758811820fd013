import type { Result } from '../../../schemas';
import type { ResultTexts } from './texts';

/**
 * The result's level in words when its grade rests on no validated total (`validated: false`, a checklist or
 * a warning sign), so the screen and the paper show "High" rather than a count over a maximum that reads like
 * marks; null when the total is the instrument's own score (or the result carries no level), shown as n/m.
 */
export function shownLevel(result: Pick<Result, 'validated' | 'level'>, t: ResultTexts): string | null {
  if (result.validated !== false || result.level === undefined) return null;
  return t.result.levelWords(result.level);
}
