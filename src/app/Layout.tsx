import Box from '@mui/material/Box';
import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router-dom';
import { useSiteCatalogues } from '../catalogue';
import { LoadingScreen } from '../components/LoadingScreen';
import { useLanguage, useT } from '../i18n/language';
import { Footer } from '../features/site/Footer';
import { mainContentId } from '../components/navScroll';
import { NavBar } from '../features/site/NavBar';
import { visuallyHidden } from '../components/visuallyHidden';
import { floatingBarHeight, phoneQuery } from '../components/floatingBar';
import { FloatingActions } from './FloatingActions';
import { appPaths } from '../core/sitePaths';

/**
 * The loading screen while a page's code downloads, in the browser. The server's renderer never shows it (it
 * waits for every page's code), yet React renders a fallback there all the same, and discards it: Emotion
 * would count the loading screen's styles (a plain body text's among them) as sent, and leave them out of the
 * page where the page itself uses them.
 */
const loadingScreen = typeof window === 'undefined' ? null : <LoadingScreen />;

/**
 * Every route change starts at the top of the page. The first page keeps the browser's own position: the
 * visitor may have scrolled the server's page before the app took it over, or come Back to a restored place.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    // A block body: Chromium's scrollTo now returns a promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Tells the layout when the page inside the same Suspense boundary has rendered (it commits only then). The
 * widgets it brings render as a transition: in slices, never one long task in front of the visitor's taps.
 */
function PageShown({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => startTransition(() => onShown(true)), [onShown]);
  return null;
}

export function Layout() {
  const t = useT();
  // Renders again in a new language, and with it the bar, the footer and the floating widgets; each page
  // follows on its own (usePageTitle), since the router hands the same page element down again.
  const language = useLanguage();
  const { pathname } = useLocation();
  // A page other than the one the server sent reads the whole catalogue: its download starts here, with the
  // new page's chunk, not once that chunk has arrived (a no-op on the server's own page, and once fetched).
  useSiteCatalogues().preloadFor(language, pathname);
  const [pageShown, setPageShown] = useState(false);
  // A test keeps the phone's bar of floating actions in the page, after the test (FloatingActions).
  const onTest = useMatch(appPaths.test) !== null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Box
        component="a"
        href={`#${mainContentId}`}
        sx={{
          '&:not(:focus)': visuallyHidden,
          position: 'absolute',
          zIndex: 1200,
          top: 8,
          left: 8,
          p: 1.5,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          fontWeight: 600,
          borderRadius: 1,
        }}
      >
        {t.nav.skipToContent}
      </Box>
      <NavBar />
      {/* At least a screen tall, so the footer never sits in view while a page is loading and then jumps;
          room at the bottom so the last controls can scroll clear of the floating buttons. During a test, a
          screen less the bar above and the floating actions below, which wait in the page after the test: on a
          short question they still end the first screen. */}
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        sx={{
          flex: 1,
          minHeight: '100vh',
          pb: 10,
          outline: 'none',
          ...(onTest && {
            minHeight: 'calc(100vh - 168px)',
            pb: 2,
            [phoneQuery]: { minHeight: `calc(100vh - ${56 + floatingBarHeight + 9}px)` },
          }),
        }}
      >
        <Suspense fallback={loadingScreen}>
          <Outlet />
          <PageShown onShown={setPageShown} />
        </Suspense>
      </Box>
      {onTest ? (
        // The room the docked actions take, kept from the server's page on, so that nothing moves when they
        // arrive: the phone's bar (its cells, padding and border), or the 104 px the main area leaves them.
        <Box sx={{ minHeight: 104, [phoneQuery]: { minHeight: floatingBarHeight + 9 } }}>
          {pageShown && <FloatingActions docked />}
        </Box>
      ) : (
        pageShown && <FloatingActions docked={false} />
      )}
      <Footer />
    </Box>
  );
}
