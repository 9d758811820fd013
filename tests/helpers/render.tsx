import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createStore } from '../../src/lib/store';
import { StoreContext } from '../../src/lib/storeContext';
import { theme } from '../../src/app/theme';
import { ToastHost } from '../../src/components/toasts';

/**
 * Renders UI with the app's real providers (store with RTK Query, for the screens under a Redux provider and
 * for the test page alike; theme, toasts, router) at a path.
 * `routes` defaults to one route that renders `ui` at any path. `history` lists pages visited before `path`.
 */
export function renderWithProviders(
  ui: ReactElement | null,
  options: { path?: string; routes?: RouteObject[]; history?: string[] } = {},
) {
  const store = createStore();
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], {
    initialEntries: [...(options.history ?? []), options.path ?? '/'],
  });
  const result = render(
    <Provider store={store}>
      <StoreContext.Provider value={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
          <ToastHost />
        </ThemeProvider>
      </StoreContext.Provider>
    </Provider>,
  );
  return { ...result, store, router };
}
