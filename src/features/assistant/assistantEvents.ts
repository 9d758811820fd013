/**
 * Opening the assistant from anywhere (the search page's 'Use Our AI Assistant' link, for example)
 * without importing the assistant itself: a window event that the assistant launcher listens for.
 */
export const openAssistantEvent = 'kipimo:open-assistant';

export function openAssistant(): void {
  window.dispatchEvent(new CustomEvent(openAssistantEvent));
}

export function onOpenAssistant(listener: () => void): () => void {
  window.addEventListener(openAssistantEvent, listener);
  return () => window.removeEventListener(openAssistantEvent, listener);
}
