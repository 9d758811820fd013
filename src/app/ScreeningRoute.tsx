import type { ComponentProps } from 'react';
import type { Language } from '../i18n/language';
import ScreeningPage from '../features/screening/ScreeningPage';
import type { ScreeningViews } from '../features/screening/views';
import { lazyRoute } from '../lib/chunkLoad';

// Neither shows before the first question: each downloads when it may be needed (see ScreeningViews).
const ResultScreen = lazyRoute<ComponentProps<ScreeningViews['ResultScreen']>>(
  'ResultScreen',
  // With the keep / share / download block of features/my-results under it (ResultWithActions.tsx).
  () => import('./ResultWithActions').then((module) => ({ default: module.ResultWithActions })),
  { retry: true },
);
const SearchBox = lazyRoute<object>(
  'SearchBox',
  () => import('../features/search/SearchBox').then((module) => ({ default: module.SearchBox })),
  { retry: true },
);

const views: ScreeningViews = {
  ResultScreen,
  SearchBox,
  // The screen and its texts in the visitor's language (the English come with the screen).
  loadResultScreen: (language: Language) =>
    Promise.all([
      ResultScreen.preload(),
      import('./ResultWithActions').then((module) => module.preloadResultScreenTexts(language)),
    ]),
  loadSearchBox: SearchBox.preload,
};

/** /tests/{slug}: the test page with the result screen and search box of the features it shows. */
export default function ScreeningRoute() {
  return <ScreeningPage views={views} />;
}
