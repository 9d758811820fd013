import { useEffect } from 'react';
import { useGetTestConfigQuery, type TestConfigRequest } from '../../api/api';
import { withStore } from '../../lib/StoreProvider';
import type { TestConfig } from '../../../schemas';

/** What the test page knows of a configuration asked of the API, as RTK Query's useQuery says it. */
export interface FetchedConfig {
  /** The configuration of this request, once here. */
  data?: TestConfig;
  isError: boolean;
  isFetching: boolean;
}

export interface TestConfigQueryProps {
  request: TestConfigRequest;
  /** Hears each state of the request, as RTK Query's useQuery gives it. */
  onChange: (config: FetchedConfig) => void;
}

/**
 * GET /api/config/ through RTK Query's useQuery, for a configuration the page did not come with (another
 * language, or no page data). A chunk of its own with the store, downloaded only then: Redux Toolkit is not part
 * of the test page's first download. It renders nothing; the test page shows what it hears.
 */
const TestConfigQuery = withStore(Query);
export default TestConfigQuery;

function Query({ request, onChange }: TestConfigQueryProps) {
  const { currentData, isError, isFetching } = useGetTestConfigQuery(request);
  useEffect(
    () => onChange({ data: currentData, isError, isFetching }),
    [currentData, isError, isFetching, onChange],
  );
  return null;
}
