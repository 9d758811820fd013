import type { Answer, Result, TestConfig } from '../../../schemas';
import { keptResultsChanged, keptResultsKey } from '../../components/keptResultsFlag';

/**
 * Results a visitor chose to keep, in this browser only (localStorage): nothing here is ever sent anywhere.
 * The stored value is a JSON array of entries; each entry says its own schema version (`v`), so a later
 * version of the site reads older entries through `upgrade`, and an entry it cannot read is left as it is
 * (never deleted behind the visitor's back) and not shown.
 */

/**
 * Version 1: the result screen's own inputs, whole (the configuration and the result exactly as the server
 * sent them, the answers as sent), so it shows again as it was, without a request.
 */
export interface KeptResult {
  v: 1;
  id: string;
  /** When the visitor pressed keep (ms since the epoch). */
  keptAt: number;
  /** When the result arrived (ms since the epoch): the result's date everywhere. */
  completedAt: number;
  config: TestConfig;
  result: Result;
  answers: Answer[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a stored value has a version-1 entry's shape. Only this code writes entries, from a configuration
 * and a result the app had already checked when they arrived, so the shape is what is checked here (no
 * schema library in this chunk): what the screens read, with the types they read.
 */
function isKeptResultV1(stored: Record<string, unknown>): boolean {
  const { id, keptAt, completedAt, config, result, answers } = stored;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof keptAt === 'number' &&
    typeof completedAt === 'number' &&
    isObject(config) &&
    typeof config.testCode === 'string' &&
    typeof config.formalTitle === 'string' &&
    typeof config.resultHeading === 'string' &&
    Array.isArray(config.questions) &&
    isObject(result) &&
    typeof result.totalScore === 'number' &&
    typeof result.expectedTotalScore === 'number' &&
    typeof result.grade === 'string' &&
    Array.isArray(answers) &&
    answers.every((answer) => isObject(answer) && typeof answer.questionId === 'string')
  );
}

/** Reads one stored entry of any known version as the current one, or null. */
function upgrade(stored: unknown): KeptResult | null {
  const version = (stored as { v?: unknown } | null)?.v;
  if (version === 1 && isObject(stored) && isKeptResultV1(stored)) return stored as unknown as KeptResult;
  return null; // a newer version than this code knows, or not an entry
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored array as it is, readable or not. */
function readRaw(): unknown[] {
  const text = storage()?.getItem(keptResultsKey);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function writeRaw(entries: unknown[]): void {
  const store = storage();
  if (!store) throw new Error('This browser does not let the site keep anything.');
  if (entries.length === 0) store.removeItem(keptResultsKey);
  else store.setItem(keptResultsKey, JSON.stringify(entries));
  window.dispatchEvent(new Event(keptResultsChanged));
}

/** Every kept result this code can read, newest first. */
export function readKeptResults(): KeptResult[] {
  return readRaw()
    .map(upgrade)
    .filter((entry): entry is KeptResult => entry !== null)
    .sort((a, b) => b.completedAt - a.completedAt);
}

/** The kept result with this id, or null. */
export function findKeptResult(id: string): KeptResult | null {
  return readKeptResults().find((entry) => entry.id === id) ?? null;
}

/** The kept copy of this very result (same test and moment), if the visitor kept it already. */
export function keptCopyOf(config: TestConfig, completedAt: number): KeptResult | null {
  return (
    readKeptResults().find(
      (entry) => entry.config.testCode === config.testCode && entry.completedAt === completedAt,
    ) ?? null
  );
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Keeps a result on this phone; keeping the same result twice keeps it once. Throws when storage refuses. */
export function keepResult(input: {
  config: TestConfig;
  result: Result;
  answers: Answer[];
  completedAt: number;
}): KeptResult {
  const already = keptCopyOf(input.config, input.completedAt);
  if (already) return already;
  const entry: KeptResult = { v: 1, id: newId(), keptAt: Date.now(), ...input };
  writeRaw([...readRaw(), entry]);
  return entry;
}

/** Removes one kept result (entries this code cannot read stay). */
export function deleteKeptResult(id: string): void {
  writeRaw(readRaw().filter((entry) => (entry as { id?: unknown } | null)?.id !== id));
}

/** Removes every kept result, readable or not: the visitor asked for all of them to go. */
export function deleteAllKeptResults(): void {
  writeRaw([]);
}

/** Kept results by test (testCode), each test's newest first, tests by their newest result. */
export function byTest(entries: KeptResult[]): KeptResult[][] {
  const groups = new Map<string, KeptResult[]>();
  for (const entry of entries) {
    const group = groups.get(entry.config.testCode) ?? [];
    group.push(entry);
    groups.set(entry.config.testCode, group);
  }
  return [...groups.values()];
}
