import { type Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The weight budgets of a first load (issue 6; JavaScript tightened by issue 34): the home route's JavaScript at
 * most 130 KB compressed, the test page's at most 150 KB before its first question (the intro on screen),
 * everything a first load transfers at most 320 KB. Measured in Chromium from the encoded (on-the-wire) sizes of
 * every response the page needs, floating widgets and images included, until the network is idle; the total
 * counts response headers as well.
 */
const totalBudgetBytes = 320 * 1024;
const routes = [
  { name: 'home route', path: '/categories', jsBudgetBytes: 130 * 1024 },
  { name: 'test page before its first question', path: '/tests/depression', jsBudgetBytes: 150 * 1024 },
];

interface Measured {
  url: string;
  type: string;
  encoding: string;
  /** Encoded body bytes, as they came over the wire. */
  bytes: number;
  /** Response header bytes: part of what the first load transfers too. */
  headerBytes: number;
}

for (const { name, path, jsBudgetBytes } of routes)
  for (const viewport of [
    { name: 'phone', width: 360, height: 740 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`the ${name} stays within its weight budget (${viewport.name})`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const requests: Request[] = [];
      page.on('requestfinished', (request) => requests.push(request));

      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const measured: Measured[] = await Promise.all(
        requests.map(async (request) => {
          const response = await request.response();
          const sizes = await request.sizes();
          return {
            url: new URL(request.url()).pathname,
            type: request.resourceType(),
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
            // A response served from the memory cache reports no size: nothing was transferred.
            bytes: Math.max(0, sizes.responseBodySize),
            headerBytes: Math.max(0, sizes.responseHeadersSize),
          };
        }),
      );
      const sum = (items: Measured[]) => items.reduce((total, item) => total + item.bytes, 0);
      const js = sum(measured.filter((item) => item.type === 'script' || item.url.endsWith('.js')));
      const headers = measured.reduce((total, item) => total + item.headerBytes, 0);
      const total = sum(measured) + headers;

      const report = [
        `${name}, ${viewport.name} ${viewport.width}px: ${measured.length} responses`,
        `JavaScript ${(js / 1024).toFixed(1)} KB of ${jsBudgetBytes / 1024} KB; total ${(total / 1024).toFixed(1)} KB of ${totalBudgetBytes / 1024} KB (${(headers / 1024).toFixed(1)} KB of it headers)`,
        ...measured
          .sort((a, b) => b.bytes - a.bytes)
          .map(
            (item) =>
              `  ${(item.bytes / 1024).toFixed(1).padStart(7)} KB  ${item.encoding.padEnd(8)} ${item.url}`,
          ),
      ].join('\n');
      console.log(report);
      await testInfo.attach('weights', { body: report, contentType: 'text/plain' });

      // Text of any size arrives compressed: the budget is about what a phone really downloads.
      const text = measured.filter(
        (entry) => (/\.(js|css|svg)$/.test(entry.url) || entry.url === path) && entry.bytes >= 512,
      );
      for (const item of text) {
        expect(item.encoding, `${item.url} is compressed`).not.toBe('identity');
      }
      expect(js, `${name} JavaScript, compressed bytes`).toBeLessThanOrEqual(jsBudgetBytes);
      expect(total, 'first-load transfer, bytes').toBeLessThanOrEqual(totalBudgetBytes);
    });
  }
