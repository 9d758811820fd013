import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the browser says it is online, and which screens keep themselves on screen offline (issue 31: going
 * offline in the middle of a test replaced it with 'You're Offline', crisis help and answers with it). A screen
 * that calls useKeepsScreenOffline stays, with its own notice; the site's connectivity gate shows the offline
 * screen only where no screen does.
 */

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, following the online and offline events (true on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

let keepers = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** For as long as the calling component is mounted, it keeps itself on screen offline. */
export function useKeepsScreenOffline(): void {
  useEffect(() => {
    keepers += 1;
    changed();
    return () => {
      keepers -= 1;
      changed();
    };
  }, []);
}

/** Whether a mounted screen keeps itself on screen offline. */
export function useScreenKeptOffline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => keepers > 0,
    () => false,
  );
}
