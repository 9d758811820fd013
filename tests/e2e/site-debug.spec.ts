import { test } from '@playwright/test';
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 3000)));
  await page.goto('/categories');
  await page.getByRole('link', { name: 'Mental Health', exact: true }).click();
  await page.waitForTimeout(1500);
  console.log(await page.locator('body').innerText());
});
