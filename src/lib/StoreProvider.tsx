import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { createStore, type AppStore } from './store';

// The API slice with its store, for the screens that download them on first use (src/features/screening/screeningApi.ts).
export { api } from '../api/api';

let store: AppStore | null = null;

/**
 * The app's store, made on first use. Only the screens that call the API (a test, the assistant) use it, so
 * Redux and RTK Query download with them, not with every page. (The test page reads the configuration the page
 * came with itself, src/features/screening/ScreeningPage.tsx; the store never asks for it.)
 */
export function appStore(): AppStore {
  store ??= createStore();
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
