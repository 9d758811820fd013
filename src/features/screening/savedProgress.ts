/** Where the tab keeps an unfinished run of a test (sessionStorage): apart, so the first download can ask. */
export const savedProgressKey = (testCode: string) => `kipimo:test:${testCode}`;

/** Whether the tab keeps an unfinished run of this test (the page then opens on its question). */
export function hasSavedProgress(testCode: string): boolean {
  try {
    return window.sessionStorage.getItem(savedProgressKey(testCode)) !== null;
  } catch {
    return false;
  }
}
