import { lazyTexts } from '../../i18n/lazyTexts';
import { resultScreenMessages, type ResultScreenMessages } from '../../messages/en/resultScreen';
import type { Messages } from '../../messages';

/** The app's texts with the result screen's (messages/en/resultScreen.ts), which download with this screen. */
export type ResultTexts = Messages & ResultScreenMessages;

const texts = lazyTexts<ResultScreenMessages>('result-texts', resultScreenMessages, {
  sw: () => import('../../messages/sw/resultScreen').then((module) => module.resultScreenMessages),
});

/** The result screen's texts in the visitor's language (`const t = useResultT()`, then `t.result.description`). */
export const useResultT = texts.useTexts;

/** Starts downloading a language's result texts, so the result screen does not wait for them. */
export const preloadResultTexts = texts.preload;
