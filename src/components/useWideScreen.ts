import { useSyncExternalStore } from 'react';
import { phoneQuery } from './floatingBar';

/** The phone's media query (floatingBar.ts, the one place the breakpoint is written), for `matchMedia`. */
const phoneMedia = phoneQuery.replace(/^@media\s+/, '');

/** Without media queries (an old browser, jsdom), the styles decide, as they would anyway. */
const canAsk = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canAsk()) return () => {};
  const query = window.matchMedia(phoneMedia);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wider than a phone, kept up to date (a phone turned sideways). For what a phone never
 * shows: not rendered at all, its styles are never made (each made style costs the commit that inserts it).
 * Browser only: the server renders nothing that reads it.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !canAsk() || !window.matchMedia(phoneMedia).matches,
    () => false,
  );
}
