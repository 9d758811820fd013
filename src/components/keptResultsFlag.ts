import { useSyncExternalStore } from 'react';

/**
 * Where the results a visitor chose to keep live: this browser's localStorage, under one key
 * (features/my-results/keptResults.ts reads and writes it). The navigation only asks whether anything is kept,
 * so this much is all the first page carries.
 */
export const keptResultsKey = 'kipimo.keptResults';

/** Said on window when this tab changes the kept results (the 'storage' event tells the other tabs). */
export const keptResultsChanged = 'kipimo:kept-results-changed';

function hasKept(): boolean {
  try {
    const stored = window.localStorage.getItem(keptResultsKey);
    return stored !== null && stored !== '[]' && stored !== '';
  } catch {
    return false; // storage blocked: nothing can have been kept
  }
}

/** Calls `changed` whenever the kept results change, in this tab or another; returns the unsubscribe. */
export function subscribeToKeptResults(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  window.addEventListener(keptResultsChanged, changed);
  return () => {
    window.removeEventListener('storage', changed);
    window.removeEventListener(keptResultsChanged, changed);
  };
}

/**
 * Whether this browser keeps any result. False on the server and while the app takes the server's page over
 * (the server cannot know), then the browser's answer.
 */
export function useHasKeptResults(): boolean {
  return useSyncExternalStore(subscribeToKeptResults, hasKept, () => false);
}
