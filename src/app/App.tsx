import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { CatalogueContext, type SiteCatalogues } from '../catalogue/served';
import { useLanguage, type Language } from '../i18n/language';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { ConnectivityGate } from '../features/site/ConnectivityGate';
import { ToastHost } from '../components/toasts';
import { markAppReady } from '../lib/appReady';
import type { PageData } from '../lib/pageData';
import { PageDataContext } from '../lib/pageDataContext';
import { theme } from './theme';

interface AppProps {
  /** The language the app starts in. */
  language: Language;
  /** The catalogues this app reads: the page's own installed, others fetched on demand. */
  catalogues: SiteCatalogues;
  /** The data the page was rendered from, or null (a page without it: the development server, a test). */
  pageData?: PageData | null;
  /** The router: the browser's, or on the server the static one of the page being rendered. */
  children: ReactNode;
}

/**
 * The app's providers around its router: what one app (one page rendered on the server, or the browser's tab)
 * knows of its page is given here, as context, never kept in a module. The server's renderer and the
 * browser's entry hand it the same things, from the same page data.
 */
export function App({ language, catalogues, pageData = null, children }: AppProps) {
  return (
    <PageDataContext value={pageData}>
      <CatalogueContext value={catalogues}>
        <LanguageProvider language={language}>
          <AppFrame>{children}</AppFrame>
        </LanguageProvider>
      </CatalogueContext>
    </PageDataContext>
  );
}

/**
 * The root follows the language: `<html lang>` says which language the page is in (screen readers pick their
 * voice from it), and the screens outside the router (offline, reloading) render again in it. The pages follow
 * it themselves (usePageTitle, the layout).
 */
function AppFrame({ children }: { children: ReactNode }) {
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
