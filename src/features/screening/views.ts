import type { ComponentType } from 'react';
import type { Answer, Language, Result, TestConfig } from '../../../schemas';

/**
 * The screens of other features a test shows: the result (features/results) and the search box of the
 * not-found page (features/search). A feature imports no other feature, so src/app/ScreeningRoute.tsx passes them in.
 */
export interface ScreeningViews {
  ResultScreen: ComponentType<{ config: TestConfig; result: Result; answers: Answer[]; completedAt: number }>;
  SearchBox: ComponentType;
  /**
   * Downloads the result screen and its texts in the visitor's language, where they are chunks of their own: the
   * runner starts it when the visitor begins and waits for it with the result, so a result never arrives to a
   * screen that cannot show it.
   */
  loadResultScreen?: (language: Language) => Promise<unknown>;
  /** Downloads the search box of the not-found screen, where it is a chunk of its own. */
  loadSearchBox?: () => Promise<unknown>;
}
