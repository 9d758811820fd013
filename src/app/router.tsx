import { Component, isValidElement, Suspense, useEffect, type ReactNode } from 'react';
import { matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyRoute, type LazyScreen } from '../lib/chunkLoad';
import { Layout } from './Layout';
import { RouteError } from '../features/site/RouteError';
import { appPaths, mainSitePaths } from '../core/sitePaths';

// Each screen is its own chunk, so the first page downloads only what it shows; a chunk that fails to
// download (or takes over 120 s) shows 'Loading chunk {n} failed.' through RouteError.
const HomePage = lazyRoute('HomePage', () => import('../features/browse/HomePage'));
const CategoryPage = lazyRoute('CategoryPage', () => import('../features/browse/CategoryPage'));
const ScreeningPage = lazyRoute('ScreeningPage', () => import('./ScreeningRoute'));
const SearchPage = lazyRoute('SearchPage', () => import('../features/search/SearchPage'));
const ServicePage = lazyRoute('ServicePage', () => import('../features/services/ServicePage'));
const NotFoundPage = lazyRoute('NotFoundPage', () => import('../components/NotFoundPage'));
const PrivacyPolicyPage = lazyRoute('PrivacyPolicyPage', () => import('../features/site/PrivacyPolicyPage'));
const TermsPage = lazyRoute('TermsPage', () => import('../features/site/TermsPage'));
const MyResultsPage = lazyRoute('MyResultsPage', () => import('./MyResultsRoute'));
const RedirectToMainSite = lazyRoute(
  'RedirectToMainSite',
  () => import('../features/site/RedirectToMainSite'),
);

class ErrorBoundary extends Component<
  { location: string; children: ReactNode },
  { failed: boolean; error: unknown; location: string }
> {
  override state = { failed: false, error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  // Another address is another try, as with the routers' own error boundaries.
  static getDerivedStateFromProps(
    props: { location: string },
    state: { failed: boolean; error: unknown; location: string },
  ) {
    return props.location === state.location
      ? null
      : { failed: false, error: undefined, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * What the routes under it throw while rendering, a failed or timed-out chunk among it, shows RouteError in
 * their place (the error element of React Router's data routers; the app uses the declarative router, which is
 * a third of the data router's size).
 */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary location={pathname + search}>{children}</ErrorBoundary>;
}

/**
 * The content preview for clinical reviewers exists in development and in the reviewer build only: in a
 * production build this is the constant false, and the bundler drops the preview's code entirely.
 */
const previewEnabled = import.meta.env.DEV || import.meta.env.VITE_CONTENT_PREVIEW === 'true';
const PreviewApp = previewEnabled ? lazyRoute('PreviewApp', () => import('../../preview/PreviewApp')) : null;
const previewRoutes: RouteObject[] = PreviewApp
  ? [
      {
        path: '/preview/*',
        element: (
          <RouteErrorBoundary>
            <Suspense fallback={null}>
              <PreviewApp />
            </Suspense>
          </RouteErrorBoundary>
        ),
      },
    ]
  : [];

/** The app's routes: the browser's router (AppRoutes), the server's renderer, a memory router in component tests. */
export function appRoutes(): RouteObject[] {
  return [
    ...previewRoutes,
    {
      element: (
        <RouteErrorBoundary>
          <Layout />
        </RouteErrorBoundary>
      ),
      children: [
        ...mainSitePaths.map((path) => ({ path, element: <RedirectToMainSite /> })),
        { path: appPaths.home, element: <HomePage /> },
        { path: appPaths.tests, element: <HomePage /> },
        { path: appPaths.category, element: <CategoryPage /> },
        { path: appPaths.test, element: <ScreeningPage /> },
        { path: appPaths.search, element: <SearchPage /> },
        { path: appPaths.service, element: <ServicePage /> },
        { path: appPaths.privacyPolicy, element: <PrivacyPolicyPage /> },
        { path: appPaths.terms, element: <TermsPage /> },
        { path: appPaths.myResults, element: <MyResultsPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const routes = appRoutes();

/**
 * The browser's router hears the address bar only from when it has rendered: a back or forward press, or an
 * address the page set, before then (while the page's code downloads, or while React takes the page over)
 * went unheard. Once mounted, the router catches up with the address.
 */
function CatchUpWithAddress() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const shown = pathname + search + hash;
  useEffect(() => {
    const address = window.location.pathname + window.location.search + window.location.hash;
    if (address !== shown) void navigate(address, { replace: true });
    // Once, when mounted: later changes reach the router through its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The app's screens at the router's address (inside a BrowserRouter, or the server's StaticRouter). */
export function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <CatchUpWithAddress />
    </>
  );
}

const screens = [
  HomePage,
  CategoryPage,
  ScreeningPage,
  SearchPage,
  ServicePage,
  NotFoundPage,
  PrivacyPolicyPage,
  TermsPage,
  MyResultsPage,
  RedirectToMainSite,
];

/** Downloads every screen: the server does, so that it renders each page whole in one pass. */
export function preloadAllScreens(): Promise<unknown> {
  return Promise.all(screens.map((screen) => screen.preload()));
}

/** Whether no screen has `pathname`: the not-found screen renders (the server answers 404). */
export function isUnknownPath(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.path === '*');
}

/** Downloads the screens `pathname` shows, so the app can take over the server's page without a pause. */
export function preloadScreensAt(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      const screen = isValidElement(element) ? (element.type as Partial<LazyScreen<object>>) : null;
      return screen?.preload?.();
    }),
  );
}
