import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const webRoot = process.env.E2E_WEB_ROOT ?? 'dist/web';

test('the production build carries none of the content preview', () => {
  const assets = readdirSync(path.join(webRoot, 'assets')).filter((name) => name.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(0);
  for (const name of assets) {
    expect(name).not.toMatch(/Preview/);
    const code = readFileSync(path.join(webRoot, 'assets', name), 'utf8');
    for (const marker of ['Content preview', 'Branching map', 'Results for every band', 'planted']) {
      expect(code, `${name} contains "${marker}"`).not.toContain(marker);
    }
  }
});

test('/preview answers the 404 page in production', async ({ page }) => {
  const response = await page.goto('/preview');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." }),
  ).toBeVisible();
});
