import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect } from './fixtures';
import { settled } from './test-flow-helpers';

/**
 * The one axe check of the browser tests: every rule axe enables by default (WCAG 2.2 A and AA, and best
 * practice), plus its experimental check that a control's name starts with its visible text (WCAG 2.5.3,
 * issue 19), on the page as it has settled.
 */
export interface AxeScope {
  /** Only these parts of the page (CSS selectors); the whole page by default. */
  include?: string[];
  /** Rules a screen breaks on purpose, each with its reason at the call. */
  disableRules?: string[];
  /** Only these rules (a check about one thing, such as `color-contrast`); all of them by default. */
  rules?: string[];
  /**
   * Judge the page exactly as it is now, without waiting for it to settle or stopping its transitions: for a
   * check of a state caught mid-transition on purpose (phone-axe.spec.ts holds the contact labels' fade early).
   */
  asShown?: boolean;
}

/** Waits until what axe judges is what is on screen: no slide or animation running, images and fonts in. */
async function settle(page: Page) {
  await settled(page);
  // A lazy image below the fold is not loaded until it is scrolled to: it is not on screen yet either. (Not
  // 'networkidle': an open frame can keep the network busy past the test's time.)
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) =>
        image.complete ||
        (image.loading === 'lazy' && image.getBoundingClientRect().top > window.innerHeight),
    ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** axe's violations on the page, each as "rule: help (targets)", for a readable failure. */
export async function axeViolations(
  page: Page,
  { include = [], disableRules = [], rules, asShown = false }: AxeScope = {},
) {
  const builder = () => {
    let axe = new AxeBuilder({ page })
      // A page without frames (all but the booking modal's) is checked by axe.run in the page itself. axe's
      // default for frames (runPartial in each, then finishRun) opens a second, blank page for every check and
      // loads axe into it too, to join the frames' results: without frames the result is the same, at a page
      // and an axe load less per check.
      .setLegacyMode(page.frames().length === 1)
      .options({
        rules: { 'label-content-name-mismatch': { enabled: true } },
        // Every rule still runs on every element; only the violations, all this check reads, are written out
        // in full (passes and inapplicable rules are the bulk of axe's result on a large page).
        resultTypes: ['violations'],
      })
      .disableRules(disableRules);
    if (rules) axe = axe.withRules(rules);
    for (const selector of include) axe = axe.include(selector);
    return axe;
  };
  const analyse = async () =>
    (await builder().analyze()).violations.map(
      ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  if (asShown) return analyse();
  await settle(page);
  // Nothing may start to fade while axe measures: the floating buttons' labels expand by themselves every 15 s,
  // and a label caught halfway through its fade reads as low contrast. Without transitions a label is either
  // hidden or shown in full, and axe checks whichever it finds. Put back after, for the page's own motion.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  try {
    return await analyse();
  } finally {
    await still.evaluate((style) => style.parentNode?.removeChild(style));
  }
}

export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}) {
  expect(await axeViolations(page, scope)).toEqual([]);
}
