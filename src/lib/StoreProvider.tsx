import { useContext, type ComponentType, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { createStore, type AppStore } from './store';

let browserStore: AppStore | null = null;

/**
 * The browser's store, made on first use. Only the screens that call the API (a test, the assistant) use it, so
 * Redux and RTK Query download with them, not with every page. (The test page reads the configuration the page
 * came with itself, src/features/screening/ScreeningPage.tsx; the store never asks for it.) One per tab: the
 * server's renderer gives each page a store of its own (a Redux Provider around the app) and never reaches this
 * one.
 */
export function appStore(): AppStore {
  browserStore ??= createStore();
  return browserStore;
}

/** The store around a screen that calls the API; a store further out (a component test's, the server's) is kept. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  if (outer) return children;
  return <Provider store={appStore()}>{children}</Provider>;
}

/**
 * A component with the store around it: the default export of a chunk that downloads with Redux (the
 * interpretation, the configuration's query, the assistant's panel).
 */
export function withStore<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  return function WithStore(props: P) {
    return (
      <StoreProvider>
        <Inner {...props} />
      </StoreProvider>
    );
  };
}
