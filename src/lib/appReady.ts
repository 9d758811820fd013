/**
 * Whether the app has taken the server's page over. Until then the page is the server's HTML: its links and
 * its GET forms work as they would without JavaScript, and styles can show controls that only the browser
 * drives (the phone menu, src/features/site/NavBar.tsx).
 */

/** Set on `<html>` once the app has taken the page over (App); tests and styles read it. */
export const appReadyAttribute = 'data-app-ready';

export function markAppReady(): void {
  document.documentElement.setAttribute(appReadyAttribute, '');
}
