// The entry's modules run in five tasks, not one (src/lib/nextTask.ts): React and the router; MUI's styling and
// its default theme; the app's providers, our theme and the components they draw; the routes and what is left.
// Each pause is a module that awaits a new task at its top level, and every module imported after it waits with
// it: the order of these imports is the order of the evaluation (tests/e2e/tbt.spec.ts). The first comes before
// React: the task that starts the entry's evaluation also has the browser take in the whole 435 KB file (under
// Lighthouse's trace, 8-14 ms of recording its source), and React's evaluation made that task the page's longest.
import './lib/entryPauses/beforeReact';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router-dom';
import './lib/entryPauses/afterReact';
import '@mui/material/styles';
import './lib/entryPauses/afterMuiStyles';
import { App } from './app/App';
import './lib/entryPauses/afterTheApp';
import { readPageData, type PageData } from './lib/pageData';
import { AppRoutes, preloadScreensAt } from './app/router';
import './lib/entryPauses/afterTheRoutes';
import { createSiteCatalogues } from './catalogue/served';
import { deviceLanguage, type Language } from './i18n/language';
import { startLanguage } from './i18n/LanguageProvider';
import { settings } from './settings';
import { hasSavedProgress } from './features/screening/savedProgress';
import { hasSavedResult } from './features/screening/savedResult';
import { pageStyleCache } from './lib/pageStyles';

// When the app's code starts to run: after the server's page is on the screen (scripts/paintFirst.ts), which
// tests/e2e/paint-first.spec.ts checks against the browser's first paint; a profile shows it too.
performance.mark('kipimo:app-start');

// Loading the entry ran every module of it (React, MUI, the router, the theme) in one task. What the app does
// next runs in tasks of its own, so the phone can paint and take a tap in between: first what the page and the
// device hold (the page's data; the visitor's language and, on a test's page, the tab's saved run of it: the
// tab's first use of localStorage and of sessionStorage are each a synchronous round trip to the browser's
// storage, 2-13 ms of the app's start and 40 ms and more of waiting on a busy machine), then the app's start.
setTimeout(readPageAndDevice, 0);

/** What the app starts from: the server's page, and what this device remembers. */
interface Start {
  data: PageData | null;
  deviceChoice: Language;
  resumingTest: boolean;
}

function readPageAndDevice(): void {
  // The server sends each page rendered, with the data it was rendered from: the app starts from that data
  // and takes over the page's HTML (hydrates it) instead of drawing it again.
  const data = readPageData();
  const deviceChoice = deviceLanguage();
  // A test the tab was half-way through opens on its question, and one it had finished on its result, not on
  // the intro the server rendered: drawn anew (below).
  const testCode = data?.testConfig?.testCode;
  const resumingTest = testCode ? hasSavedProgress(testCode) || hasSavedResult(testCode) : false;
  setTimeout(() => start({ data, deviceChoice, resumingTest }), 0);
}

function start({ data, deviceChoice, resumingTest }: Start): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  // The tab's catalogues, starting from the page's own. A catalogue with only the page's tests serves the
  // address the visitor is at: the not-found page, rendered once as /404 for every unknown address, must not
  // take the visitor's address for another page.
  const catalogues = createSiteCatalogues();
  if (data)
    catalogues.install(data.catalogue, data.testsFor === undefined ? undefined : window.location.pathname);

  // A visitor who chose Kiswahili gets its texts before the app starts, so the page never changes under them.
  // The server renders in the language the visitor's cookie (or browser) names; if this device remembers
  // another one, the app draws the page anew in it rather than take over HTML in the wrong language. A test
  // the tab was resuming is drawn anew too.
  const hydrating = Boolean(data && root.firstElementChild) && !resumingTest;
  void Promise.all([
    startLanguage(deviceChoice, catalogues),
    // A failed download is the router's to show (RouteError), once the app runs.
    hydrating ? preloadScreensAt(window.location.pathname).catch(() => undefined) : null,
  ]).then(([language]) => {
    const app = (
      <StrictMode>
        <CacheProvider value={pageStyleCache()}>
          <App language={language} catalogues={catalogues} pageData={data}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </App>
        </CacheProvider>
      </StrictMode>
    );
    // Taking the server's page over is a transition: React does it in slices, so the phone paints and scrolls
    // in between instead of blocking for the whole app; a tap meanwhile has React finish that part first,
    // then answer it (tests/e2e/takeover.spec.ts). Drawing anew stays one piece of work: there is nothing to
    // show until it is done.
    if (hydrating && data?.lang === language) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
}

// Measured only when an endpoint is configured; the measuring code (ours too) downloads after the page, never
// before, and not at all without an endpoint.
if (settings.webVitalsUrl)
  void import('./features/site/webVitals').then(
    ({ startWebVitals }) => startWebVitals(),
    () => undefined,
  );
