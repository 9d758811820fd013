import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe over the page, all rules it enables by default and label-content-name-mismatch. The floating contact buttons are left out: they
 * have their own spec (and, when this was written, a 'region' finding of their own).
 */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-testid="contact-buttons"]')
    // Also axe's experimental check that a control's name starts with its visible text (WCAG 2.5.3, issue 19).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found = violations.map(
    ({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
