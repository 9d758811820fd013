import { spawn } from 'node:child_process';
import type { FullConfig } from '@playwright/test';
import { answersHealthz } from './fixtures';

/**
 * `npm test`'s global setup (playwright.suite.config.ts): starts the reviewer build's server (its Vite build
 * first, about 20 s of CPU on 1.3 cores) without waiting for it, so the site's tests run on both cores while it
 * builds; the preview's tests wait for it to answer (tests/e2e-preview/fixtures.ts). As a webServer entry it
 * held every test back until it answered, with a core idle for most of the build. Returns the teardown, which
 * stops it (serveReviewerBuild.mjs passes the signal on, and removes the planted draft if still building).
 */
export default async function startReviewerServer(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects.find((project) => project.name === 'preview')?.use.baseURL;
  if (!baseURL) throw new Error('The suite has no project "preview" with a baseURL');
  // As Playwright's webServer does with reuseExistingServer off: a server already there is a mistake.
  if (await answersHealthz(baseURL))
    throw new Error(`${baseURL} already answers: something else holds the preview's port (PREVIEW_PORT)`);
  const child = spawn(process.execPath, ['tests/e2e-preview/serveReviewerBuild.mjs'], {
    env: { ...process.env, PORT: new URL(baseURL).port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    // As a webServer's: its errors shown, its progress not.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
