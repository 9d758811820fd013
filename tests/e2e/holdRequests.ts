import type { Page } from '@playwright/test';

/**
 * Holds every request matching `pattern` (a script chunk, the entry) until `release` is called, then lets them
 * through unchanged: a slow link on demand. `requested` settles when the first of them is asked for.
 */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp,
): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(pattern, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release, requested };
}
