import MyResultsPage from '../features/my-results/MyResultsPage';
import { ResultWithActions } from './ResultWithActions';

/** /my-results: the kept results page, opening a kept result on the same result screen a test ends on. */
export default function MyResultsRoute() {
  return <MyResultsPage ResultScreen={ResultWithActions} />;
}
