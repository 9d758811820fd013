import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/** The headless shell when installed, else the full browser: both are Debian's Chromium. */
const debianChromium = () =>
  existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** End-to-end tests: the built app served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Every test has a fresh browser context (but for blocks of tests that only read pages, which share one, in
  // order: useSharedPage in tests/e2e/fixtures.ts), and the tests that stop or freeze a server start one of
  // their own: they run in any order, on every core.
  fullyParallel: true,
  workers: '100%',
  retries: 0,
  // A committed test.only would otherwise run that one test and pass: CI (.ci/run sets CI) refuses it.
  forbidOnly: !!process.env.CI,
  // Limits a busy machine does not reach (eight people's work can share these two cores): waits are on state,
  // so a generous limit costs nothing when a test passes and spares a false failure when the machine is slow.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      // Debian's headless shell: what Playwright runs for headless Chromium, at about half the full browser's CPU
      // per page; Debian's full browser where the shell is not installed (scripts/ensure-chromium.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? debianChromium(),
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    // Visitor journeys run without motion (each question's 0.4 s slide); the slide has tests of its own.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node ${process.env.E2E_SERVER ?? 'dist/server/main.js'}`,
    url: `http://127.0.0.1:${port}/healthz`,
    // Warm, not only listening: the first tests' pages would wait behind the assistant's build (server/main.ts).
    wait: { stdout: /Kipimo is serving \d+ tests/ },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? 'dist/web',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
