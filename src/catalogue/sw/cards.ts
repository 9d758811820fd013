import { categories } from '../../../fixtures/catalogue/sw/categories.json';
import type { TestTranslation } from '../../../schemas';
import type { CardTexts } from '../texts';

// The Kiswahili words of the test cards and the categories: a chunk of its own, downloaded only when a visitor
// reads Kiswahili (see ../texts). Only the `card` of each overlay enters it; questions and results stay on the
// server.
const cardFiles = import.meta.glob<TestTranslation['card']>('../../../fixtures/tests/sw/*.json', {
  eager: true,
  import: 'card',
});

const slugOf = (file: string) => file.replace(/^.*\/|\.json$/g, '');

/** Each translated test's card words by route slug (a test without an overlay is absent), and each category's. */
export const cardTexts: CardTexts = {
  tests: Object.fromEntries(Object.entries(cardFiles).map(([file, card]) => [slugOf(file), card])),
  categories,
};
