// Writes docs/translations-review.md from the Kiswahili overlays.
import { writeFileSync } from 'node:fs';
import { loadCatalogue } from '../server/fixtures';
import { reviewedOverlays } from './reviewedOverlays';
import { renderTranslationsReview } from './translationsReview';

writeFileSync(
  'docs/translations-review.md',
  renderTranslationsReview(loadCatalogue('fixtures'), reviewedOverlays('fixtures')),
);
console.log('wrote docs/translations-review.md');
