import { resultMessages } from './en/result';
import { siteMessages } from './en/site';
import { testMessages } from './en/test';

/**
 * Every visible text of the app in English, one file per area under en/. A Kiswahili catalogue would
 * mirror this shape.
 */
export const en = {
  ...siteMessages,
  ...testMessages,
  ...resultMessages,
};

export type Messages = typeof en;
