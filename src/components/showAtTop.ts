/**
 * Shows a new state of a screen from its start: the page scrolls to the top (a visitor who scrolled down to
 * a button would otherwise see the blank bottom of a short new state, issue 31) and `element` takes focus
 * without scrolling again, so a screen reader reads it where it begins.
 */
export function showAtTop(element: HTMLElement | null): void {
  if (typeof window === 'undefined') return;
  // A block body: Chromium's scrollTo now returns a promise.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  element?.focus({ preventScroll: true });
}
