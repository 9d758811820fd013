import { use, useMemo } from 'react';
import { loadChunk } from '../lib/chunkLoad';
import type { Messages } from '../messages';
import { useLanguage, useT, type Language } from './language';

/** Texts by area (`result`, `print`, ...), as in the message catalogues. */
type Areas = Record<string, object>;

/** The app's texts with a part's texts merged in, area by area (`result` keeps the app's keys and gains the part's). */
export function withAreas<B extends object, T extends Areas>(t: B, part: T): B & T {
  const merged: Record<string, unknown> = { ...(t as Record<string, unknown>) };
  for (const [area, texts] of Object.entries(part))
    merged[area] = { ...(merged[area] as object | undefined), ...texts };
  return merged as B & T;
}

/**
 * The texts of a part of the app that downloads later (the result screen, the assistant's panel), kept out of
 * the first load: the English come with the part (the module that calls this imports them), another language's
 * are a chunk of their own. `useTexts()` gives the app's texts with the part's merged in, so a component reads
 * `t.result.description` as it would any other text; in another language it suspends until they have come
 * (`preload` starts that earlier: the screen's loader does, so it never waits).
 */
export function lazyTexts<T extends Areas>(
  label: string,
  english: T,
  loaders: Record<Exclude<Language, 'en'>, () => Promise<T>>,
) {
  const loaded = new Map<Language, T>([['en', english]]);
  const downloads = new Map<Language, Promise<T>>();

  function download(language: Language): Promise<T> {
    const here = loaded.get(language);
    if (here) return Promise.resolve(here);
    let started = downloads.get(language);
    if (!started) {
      started = loadChunk(loaders[language as Exclude<Language, 'en'>], `${label}-${language}`).then(
        (texts) => {
          loaded.set(language, texts);
          return texts;
        },
      );
      // A failed download is tried again on the next call.
      started.catch(() => downloads.delete(language));
      downloads.set(language, started);
    }
    return started;
  }

  function useTexts(): Messages & T {
    const t = useT();
    const language = useLanguage();
    // Texts already here render at once; `use` would suspend for a turn even on a settled promise.
    const part = loaded.get(language) ?? use(download(language));
    return useMemo(() => withAreas(t, part), [t, part]);
  }

  return { preload: (language: Language): Promise<unknown> => download(language), useTexts };
}
