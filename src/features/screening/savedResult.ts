import type { Answer, Result, TestConfig } from '../../../schemas';

/**
 * The tab's copy of a result (issue 31): a reload (an Android pull-to-refresh) or Back then Forward shows the same
 * result again, and closing the tab forgets it, as sessionStorage does. It belongs to the entry of the tab's
 * history it arrived on (React Router's location key, kept in history.state across a reload): the same test
 * opened anew, from a card or a link, starts again at its intro. Nothing here leaves the device.
 */
export interface SavedResult {
  result: Result;
  completedAt: number;
  taken: { config: TestConfig; answers: Answer[] };
}

const prefix = 'kipimo:result:';
const keyOf = (testCode: string, entry: string) => `${prefix}${testCode}:${entry}`;

/** The key of the history entry the page is on, as React Router names it ('default' for the first one). */
export function currentHistoryEntry(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'default';
}

/**
 * Whether a result kept on a page load's first entry (which has no key) comes from an earlier visit: the tab loaded
 * this address anew (a link, the address typed), not by a reload or Back/Forward, after the result was saved.
 */
function isEarlierVisit(saved: SavedResult): boolean {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return load?.type === 'navigate' && saved.completedAt < performance.timeOrigin;
}

/** A saved result as stored, checked only for what the screen needs to start; its fields are checked on load. */
function isSavedShape(value: unknown, testCode: string): value is SavedResult {
  if (!value || typeof value !== 'object') return false;
  const { result, completedAt, taken } = value as Partial<SavedResult>;
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof completedAt === 'number' &&
    typeof taken === 'object' &&
    taken !== null &&
    Array.isArray(taken.answers) &&
    taken.config?.testCode === testCode &&
    Array.isArray(taken.config.questions) &&
    typeof taken.config.resultHeading === 'string'
  );
}

export const resultStore = {
  save(testCode: string, entry: string, saved: SavedResult): void {
    try {
      window.sessionStorage.setItem(keyOf(testCode, entry), JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the result shows all the same, it just will not survive a reload.
    }
  },
  /** The result saved on this entry, as stored (its result not yet checked: see restoreResult), or null. */
  peek(testCode: string, entry: string): SavedResult | null {
    try {
      const raw = window.sessionStorage.getItem(keyOf(testCode, entry));
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (!isSavedShape(parsed, testCode)) return null;
      return entry === 'default' && isEarlierVisit(parsed) ? null : parsed;
    } catch {
      return null;
    }
  },
  clear(testCode: string, entry: string): void {
    try {
      window.sessionStorage.removeItem(keyOf(testCode, entry));
    } catch {
      // Nothing to clear.
    }
  },
};

/** Whether the tab keeps a result of this test on the entry the page is on (the page then opens on it). */
export function hasSavedResult(testCode: string): boolean {
  return resultStore.peek(testCode, currentHistoryEntry()) !== null;
}

/**
 * The saved result checked as a result from the server is (src/api/parseResult.ts, downloaded with the API
 * slice, not with the page): null when it is not one, and the entry is then forgotten.
 */
export async function restoreResult(testCode: string, entry: string): Promise<SavedResult | null> {
  const saved = resultStore.peek(testCode, entry);
  if (!saved) return null;
  const { parseResult } = await import('../../api/parseResult');
  const result = parseResult(saved.result);
  if (!result) {
    resultStore.clear(testCode, entry);
    return null;
  }
  return { ...saved, result };
}
