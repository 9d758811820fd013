import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type RefObject } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Language } from '../../schemas';
import { CatalogueContext, type SiteCatalogues } from '../../src/catalogue/served';
import { useSwitchLanguage, type LanguageState } from '../../src/i18n/language';
import { LanguageProvider } from '../../src/i18n/LanguageProvider';
import { loadMessages } from '../../src/messages';
import { createStore } from '../../src/lib/store';
import { theme } from '../../src/app/theme';
import { ToastHost } from '../../src/components/toasts';
import { servedCatalogues } from '../src/catalogue/siteCatalogues';

/** The language `renderWithProviders` renders in when not told: English, unless a describe block reads in another. */
let languageOfRenders: Language = 'en';

/** Renders in `language` from now on (its messages downloaded first), as a page in it would. */
export async function renderInLanguage(language: Language): Promise<void> {
  await loadMessages(language);
  languageOfRenders = language;
}

/** Hands the language switch of the tree it sits in to the test. */
function TakeSwitch({ switchRef }: { switchRef: RefObject<LanguageState['switchLanguage'] | null> }) {
  const switchLanguage = useSwitchLanguage();
  useEffect(() => {
    switchRef.current = switchLanguage;
  }, [switchRef, switchLanguage]);
  return null;
}

/**
 * Renders UI with the app's real providers (store with RTK Query, for the screens under a Redux provider and
 * for the test page alike; the catalogues, the language, theme, toasts, router) at a path.
 * `routes` defaults to one route that renders `ui` at any path. `history` lists pages visited before `path`.
 * `catalogues`: the app's catalogues (every served language by default). The result's `switchLanguage`
 * switches the rendered app's language as the language switch does (its texts downloaded first).
 */
export function renderWithProviders(
  ui: ReactElement | null,
  options: {
    path?: string;
    routes?: RouteObject[];
    history?: string[];
    language?: Language;
    catalogues?: SiteCatalogues;
  } = {},
) {
  const store = createStore();
  const catalogues = options.catalogues ?? servedCatalogues();
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], {
    initialEntries: [...(options.history ?? []), options.path ?? '/'],
  });
  const switcher: RefObject<LanguageState['switchLanguage'] | null> = { current: null };
  const result = render(
    <Provider store={store}>
      <CatalogueContext value={catalogues}>
        <LanguageProvider language={options.language ?? languageOfRenders}>
          <TakeSwitch switchRef={switcher} />
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <RouterProvider router={router} />
            <ToastHost />
          </ThemeProvider>
        </LanguageProvider>
      </CatalogueContext>
    </Provider>,
  );
  const switchLanguage = (language: Language) => switcher.current!(language);
  return { ...result, store, router, catalogues, switchLanguage };
}
