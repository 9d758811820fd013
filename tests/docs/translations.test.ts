import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewedOverlays } from '../../scripts/reviewedOverlays';
import { renderTranslationsReview } from '../../scripts/translationsReview';
import { catalogue, fixturesDir } from '../helpers/fixtures';

describe('docs/translations-review.md', () => {
  it('matches the overlays (run npm run docs:translations after changing one)', () => {
    expect(readFileSync('docs/translations-review.md', 'utf8')).toBe(
      renderTranslationsReview(catalogue, reviewedOverlays(fixturesDir)),
    );
  });

  it('lists every translated test that awaits review, and none that was reviewed', () => {
    const translated = [...(catalogue.localised.get('sw')?.values() ?? [])];
    expect(translated.length).toBeGreaterThan(0);
    const doc = renderTranslationsReview(catalogue, new Set([translated[0]!.card.routeSlug]));
    expect(doc).not.toContain(`## ${translated[0]!.card.testCode} `);
    for (const test of translated.slice(1)) expect(doc).toContain(`## ${test.card.testCode} `);
  });
});
