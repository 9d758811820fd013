import { useCallback, useContext } from 'react';
import type { InterpretRequest } from '../../api/api';
import { loadChunk } from '../../lib/chunkLoad';
import { StoreContext } from '../../lib/storeContext';
import type { Result, TestConfig } from '../../../schemas';
import type * as AppModule from '../../lib/StoreProvider';

export interface Api {
  api: typeof AppModule.api;
  store: ReturnType<typeof AppModule.appStore>;
}

/**
 * The API slice and its store, downloaded on first use: Redux Toolkit and RTK Query are not part of the test
 * page's first download (the page carries its configuration). The runner starts the download when the visitor
 * begins, long before Submit; a language switch starts it too.
 */
export function useApi(): () => Promise<Api> {
  const given = useContext(StoreContext);
  return useCallback(async () => {
    const app = await loadChunk(() => import('../../lib/StoreProvider'), 'StoreProvider');
    return { api: app.api, store: given ?? app.appStore() };
  }, [given]);
}

/** POST /api/interpret/ through the API slice: the result, or null when it lacks what a result needs. */
export async function interpretWith(
  load: () => Promise<Api>,
  request: InterpretRequest,
): Promise<Result | null> {
  const { api, store } = await load();
  return store.dispatch(api.endpoints.interpret.initiate(request, { track: false })).unwrap();
}

/** What the test page knows of a configuration asked of the API, as RTK Query's useQuery says it (TestConfigQuery). */
export interface FetchedConfig {
  /** The configuration of this request, once here. */
  data?: TestConfig;
  isError: boolean;
  isFetching: boolean;
}
