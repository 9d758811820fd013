// Browser tests use Debian's Chromium, never a tool's own browser download (which cannot work here): its
// headless shell (the `chromium-headless-shell` package, /usr/bin/chromium-headless-shell), the same Blink as
// the full browser without the browser's own window machinery. It is what Playwright itself runs for headless
// Chromium, and on this 2-core machine it takes about half the CPU of the full browser per page (docs/testing.md).
// CHROMIUM_PATH names another binary. Without it, the full browser (/usr/bin/chromium) stands in when the shell is
// not installed (playwright.config.ts picks the same). When neither is there: install the shell with apt-get if
// we are root, otherwise say the one command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const shell = '/usr/bin/chromium-headless-shell';
const fullBrowser = '/usr/bin/chromium';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(shell) || !existsSync(fullBrowser) ? shell : fullBrowser);
const debianPackage = chromiumPath.endsWith('chromium-headless-shell')
  ? 'chromium-headless-shell'
  : 'chromium';

if (!existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install it once with:\n  sudo apt-get update && sudo apt-get install -y ${debianPackage}`,
    );
    process.exit(1);
  }
  console.log(`Chromium is missing: installing Debian's ${debianPackage} package (one time)...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, {
    stdio: 'inherit',
  });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
}
