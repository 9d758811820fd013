import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { api } from '../api/api';
import { testConfigSchema } from '../api/schemas';
import { pageTestConfig } from './pageData';
import { createStore, type AppStore } from './store';

// The API slice with its store, for the screens that download them on first use (src/features/screening/testApi.ts).
export { api } from '../api/api';

let store: AppStore | null = null;

/**
 * The app's store, made on first use and primed with the test configuration the page came with. Only the
 * screens that call the API (a test, the assistant) use it, so Redux and RTK Query download with them, not with
 * every page.
 */
export function appStore(): AppStore {
  if (!store) {
    store = createStore();
    const page = pageTestConfig();
    // Checked like an answer of GET /api/config/: one that fails its schema is fetched (and refused) instead.
    const config = page ? testConfigSchema.safeParse(page.config) : null;
    if (page && config?.success) {
      store.dispatch(
        api.util.upsertQueryEntries([
          {
            endpointName: 'getTestConfig',
            arg: { testCode: page.testCode, lang: page.lang },
            value: config.data,
          },
        ]),
      );
    }
  }
  return store;
}

/** For the server's renderer, which renders one page after another: the next page gets a store of its own. */
export function forgetAppStore(): void {
  store = null;
}

/** The store around a screen that calls the API; a store further out (a component test's) is kept. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  return <Provider store={appStore()}>{children}</Provider>;
}
