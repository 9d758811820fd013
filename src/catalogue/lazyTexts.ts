import { use } from 'react';
import type { Language } from '../../schemas';
import { loadChunk } from '../app/chunkLoad';

/** Languages other than English: the catalogue's own words are English, the others are overlays on them. */
export type OtherLanguage = Exclude<Language, 'en'>;

/** A promise that says how it ended, as React's `use` reads it: a settled one is read without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * The catalogue's words in the languages other than English, each language a chunk of its own that downloads
 * only when a visitor reads that language: the English first load never carries them. `load` downloads a
 * language's words once (a failed download is tried again on the next call); English has none, the fixtures'
 * own words are English.
 */
export interface LazyTexts<T> {
  load(language: Language): Promise<T | null>;
  /** The language's download, tracked for `use`; null for English. */
  tracked(language: Language): Tracked<T> | null;
}

export function lazyTexts<T>(label: string, loaders: Record<OtherLanguage, () => Promise<T>>): LazyTexts<T> {
  const downloads = new Map<OtherLanguage, Tracked<T>>();
  const tracked = (language: Language): Tracked<T> | null => {
    if (language === 'en') return null;
    let download = downloads.get(language);
    if (!download) {
      const started: Tracked<T> = loadChunk(loaders[language], `${label}-${language}`);
      started.status = 'pending';
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
        },
        (reason: unknown) => {
          started.status = 'rejected';
          started.reason = reason;
          downloads.delete(language); // the next render or search tries again
        },
      );
      downloads.set(language, started);
      download = started;
    }
    return download;
  };
  return {
    tracked,
    load: (language) => tracked(language) ?? Promise.resolve(null),
  };
}

/**
 * A language's words for a component: null for English, at once; in another language the component suspends
 * (the page's loading screen shows) until its chunk has downloaded, so a page never shows in English first and
 * then changes under the reader. A failed download goes to the route's error screen, like a failed page chunk.
 */
export function useLazyTexts<T>(texts: LazyTexts<T>, language: Language): T | null {
  const download = texts.tracked(language);
  // React reads the status this download carries, as it does on any promise it has seen settle.
  return download ? use(download as Promise<T>) : null;
}

/**
 * Starts the downloads of `language`'s words for several catalogues at once, before a component waits for
 * the first: a page that needs two waits for the slower, not for one and then the other.
 */
export function startLoading(language: Language, ...texts: LazyTexts<unknown>[]): void {
  for (const each of texts) each.tracked(language);
}

/** The lang attribute for words in `wordsIn` on a page in `pageIn`: none when they are the same language. */
export function langIfOther(wordsIn: Language, pageIn: Language): Language | undefined {
  return wordsIn === pageIn ? undefined : wordsIn;
}
