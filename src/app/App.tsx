import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language';
import { ConnectivityGate } from '../features/site/ConnectivityGate';
import { ToastHost } from '../components/toasts';
import { markAppReady } from '../lib/appReady';
import { theme } from './theme';

interface AppProps {
  /** The router: the browser's, or on the server the static one of the page being rendered. */
  children: ReactNode;
}

/**
 * The app's providers around its router. The root follows the language: `<html lang>` says which language the
 * page is in (screen readers pick their voice from it), and the screens outside the router (offline,
 * reloading) render again in it. The pages follow it themselves (usePageTitle, the layout).
 */
export function App({ children }: AppProps) {
  const language = useLanguage();
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // Says the app has taken the server's page over: from here on links and controls are the app's own.
  useEffect(markAppReady, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ConnectivityGate>{children}</ConnectivityGate>
      <ToastHost />
    </ThemeProvider>
  );
}
