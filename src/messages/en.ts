import { assistantMessages } from './en/assistant';
import { contactMessages } from './en/contact';
import { imageMessages } from './en/images';
import { resultMessages } from './en/result';
import { searchMessages } from './en/search';
import { serviceMessages } from './en/services';
import { siteMessages } from './en/site';
import { testMessages } from './en/test';

/**
 * Every visible text of the app in English, one file per area under en/. A Kiswahili catalogue would
 * mirror this shape. The long legal pages (en/legal.ts) are imported only by the pages that show them, to keep
 * them out of the first download.
 */
export const en = {
  ...siteMessages,
  ...contactMessages,
  ...imageMessages,
  ...testMessages,
  ...resultMessages,
  ...searchMessages,
  ...serviceMessages,
  ...assistantMessages,
};

export type Messages = typeof en;
