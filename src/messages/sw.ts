/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */
import type { Messages } from './en';
import { assistantMessages } from './sw/assistant';
import { contactMessages } from './sw/contact';
import { imageMessages } from './sw/images';
import { resultMessages } from './sw/result';
import { searchMessages } from './sw/search';
import { serviceMessages } from './sw/services';
import { siteMessages } from './sw/site';
import { testMessages } from './sw/test';

/**
 * Every visible text of the app in Kiswahili, one file per area under sw/, the same shape as en.ts: `satisfies
 * Messages` makes the typecheck name a missing key. The long legal pages (sw/legal.ts) are imported only by the
 * pages that show them. Plurals, numbers and dates go through Intl (sw/format.ts).
 */
export const sw = {
  ...siteMessages,
  ...contactMessages,
  ...imageMessages,
  ...testMessages,
  ...resultMessages,
  ...searchMessages,
  ...serviceMessages,
  ...assistantMessages,
} satisfies Messages;

/** The review state of every text in this catalogue, as the fixtures' overlays record it. */
export const swReview = 'awaiting-native-review' as const;
