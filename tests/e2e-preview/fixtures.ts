import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** Whether the server at `baseURL` answers /healthz. */
export function answersHealthz(baseURL: string): Promise<boolean> {
  return fetch(new URL('/healthz', baseURL)).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * Playwright's `test`, once the reviewer build's server answers: in `npm test` it is built beside the site's
 * tests (startReviewerServer.ts) and may still be building when a worker reaches the preview; alone
 * (playwright.preview.config.ts) it is the config's webServer, answering before any test.
 */
export const test = base.extend<object, { reviewerServer: void }>({
  reviewerServer: [
    // Playwright reads a fixture's dependencies from the destructured first argument; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      // Waits on /healthz, not on a time: generous, since a shared machine can take minutes to build it.
      const deadline = Date.now() + Number(process.env.PREVIEW_SERVER_START_MS ?? 300_000);
      while (!(await answersHealthz(baseURL))) {
        if (Date.now() > deadline)
          throw new Error(`The reviewer build's server at ${baseURL} did not answer /healthz in time`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await use();
    },
    { scope: 'worker', auto: true, timeout: 360_000 },
  ],
});
