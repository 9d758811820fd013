import { type Page } from '@playwright/test';
import { axeViolations, expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { phone } from './phone-helpers';

/**
 * Issue 34: "the category page has two serious contrast faults". They were the floating contact buttons' two
 * labels caught halfway through their fade (1.5:1, #cdd0d0 on white), which the labels' own 15 s timer starts on
 * every page; a reader looking then sees them as faint. Here axe looks at a category page on a phone with motion
 * allowed, the labels' transitions held early in their course, the floating buttons included.
 */
test.use({ ...phone(360), reducedMotion: 'no-preference' });

/** Moves the page's clock on until the contact labels' timer expands them (one 20 s cycle at most). */
async function untilLabelsExpand(page: Page) {
  const group = page.getByRole('complementary', { name: 'Contact us' });
  for (let second = 0; second <= 21; second += 1) {
    if ((await group.getAttribute('data-expanded')) === 'true') return;
    await page.clock.fastForward(1_000);
  }
  throw new Error('the labels never expanded');
}

for (const slug of ['mental-health', 'lifestyle-diseases']) {
  test(`/categories/${slug}: axe finds nothing, the contact labels included, even as they change`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`/categories/${slug}`);
    await expectNoAxeViolations(page);
    await untilLabelsExpand(page);
    // The change's transitions start with the next frame (on the real clock): wait for them, a second at most.
    for (let tries = 0; tries < 50; tries += 1) {
      if (await page.evaluate(() => document.getAnimations().length > 0)) break;
      await page.waitForTimeout(20);
    }
    // Every transition running now, held early in its course (a fifth of its time): what a reader sees as it starts.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        const duration = Number(animation.effect?.getTiming().duration) || 0;
        animation.pause();
        animation.currentTime = duration / 5;
      }
    });
    expect(await axeViolations(page, { rules: ['color-contrast'], asShown: true })).toEqual([]);
  });
}
