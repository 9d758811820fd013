import { ResultScreen } from '../features/results/ResultScreen';
import { SearchBox } from '../features/search/SearchBox';
import TestPage from '../features/screening/TestPage';
import type { TestViews } from '../features/screening/views';

const views: TestViews = { ResultScreen, SearchBox };

/** /tests/{slug}: the test page with the result screen and search box of the features it shows. */
export default function TestRoute() {
  return <TestPage views={views} />;
}
