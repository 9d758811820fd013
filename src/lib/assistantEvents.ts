/**
 * Opening the assistant from anywhere (the search page's 'Use Our AI Assistant' link, for example)
 * without importing the assistant itself: a window event that the assistant launcher listens for.
 *
 * The launcher is lazy-loaded, so a visitor can ask before it has mounted. That request is remembered and
 * honoured when the launcher starts listening, instead of being lost.
 */
export const openAssistantEvent = 'kipimo:open-assistant';

let listeners = 0;
let openRequested = false;

export function openAssistant(): void {
  if (listeners === 0) openRequested = true;
  window.dispatchEvent(new CustomEvent(openAssistantEvent));
}

/** Calls `listener` on every request to open, and at once if one came before anything listened. */
export function onOpenAssistant(listener: () => void): () => void {
  listeners += 1;
  window.addEventListener(openAssistantEvent, listener);
  if (openRequested) {
    openRequested = false;
    listener();
  }
  return () => {
    listeners -= 1;
    window.removeEventListener(openAssistantEvent, listener);
  };
}
