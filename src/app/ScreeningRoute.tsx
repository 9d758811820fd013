import type { ComponentProps } from 'react';
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
  loadResultScreen: ResultScreen.preload,
  loadSearchBox: SearchBox.preload,
};

/** /tests/{slug}: the test page with the result screen and search box of the features it shows. */
export default function ScreeningRoute() {
  return <ScreeningPage views={views} />;
}
