import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { ConnectivityGate } from '../features/site/ConnectivityGate';
import type { AppStore } from './store';
import { theme } from './theme';
import type { createRouter } from './router';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createRouter>;
}

/**
 * The app's providers around its router. The root follows the language: `<html lang>` says which language the
 * page is in (screen readers pick their voice from it), and the screens outside the router (offline,
 * reloading) render again in it. The pages follow it themselves (usePageTitle, the layout).
 */
export function App({ store, router }: AppProps) {
  const language = useLanguage();
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3}>
          <ConnectivityGate>
            <RouterProvider router={router} />
          </ConnectivityGate>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
