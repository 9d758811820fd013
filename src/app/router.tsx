import { isValidElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyRoute, type LazyScreen } from './chunkLoad';
import { Layout } from './Layout';
import { RouteError } from '../features/site/RouteError';
import { appPaths, mainSitePaths } from './sitePaths';

// Each screen is its own chunk, so the first page downloads only what it shows; a chunk that fails to
// download (or takes over 120 s) shows 'Loading chunk {n} failed.' through RouteError.
const HomePage = lazyRoute('HomePage', () => import('../features/browse/HomePage'));
const CategoryPage = lazyRoute('CategoryPage', () => import('../features/browse/CategoryPage'));
const TestPage = lazyRoute('TestPage', () => import('./TestRoute'));
const SearchPage = lazyRoute('SearchPage', () => import('../features/search/SearchPage'));
const ServicePage = lazyRoute('ServicePage', () => import('../features/services/ServicePage'));
const NotFoundPage = lazyRoute('NotFoundPage', () => import('../components/NotFoundPage'));
const PrivacyPolicyPage = lazyRoute('PrivacyPolicyPage', () => import('../features/site/PrivacyPolicyPage'));
const TermsPage = lazyRoute('TermsPage', () => import('../features/site/TermsPage'));
const RedirectToMainSite = lazyRoute(
  'RedirectToMainSite',
  () => import('../features/site/RedirectToMainSite'),
);

/**
 * The content preview for clinical reviewers exists in development and in the reviewer build only: in a
 * production build this is the constant false, and the bundler drops the preview's code entirely.
 */
const previewEnabled = import.meta.env.DEV || import.meta.env.VITE_CONTENT_PREVIEW === 'true';
const previewRoutes = previewEnabled
  ? [
      {
        path: '/preview/*',
        errorElement: <RouteError />,
        lazy: () => import('../../preview/PreviewApp').then((module) => ({ Component: module.default })),
      },
    ]
  : [];

/** The app's routes: the browser's router below, a memory router in component tests. */
export function appRoutes(): RouteObject[] {
  return [
    ...previewRoutes,
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        ...mainSitePaths.map((path) => ({ path, element: <RedirectToMainSite /> })),
        { path: appPaths.home, element: <HomePage /> },
        { path: appPaths.tests, element: <HomePage /> },
        { path: appPaths.category, element: <CategoryPage /> },
        { path: appPaths.test, element: <TestPage /> },
        { path: appPaths.search, element: <SearchPage /> },
        { path: appPaths.service, element: <ServicePage /> },
        { path: appPaths.privacyPolicy, element: <PrivacyPolicyPage /> },
        { path: appPaths.terms, element: <TermsPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const screens = [
  HomePage,
  CategoryPage,
  TestPage,
  SearchPage,
  ServicePage,
  NotFoundPage,
  PrivacyPolicyPage,
  TermsPage,
  RedirectToMainSite,
];

/** Downloads every screen: the server does, so that it renders each page whole in one pass. */
export function preloadAllScreens(): Promise<unknown> {
  return Promise.all(screens.map((screen) => screen.preload()));
}

/** Downloads the screens `pathname` shows, so the app can take over the server's page without a pause. */
export function preloadScreensAt(pathname: string): Promise<unknown> {
  const matches = matchRoutes(appRoutes(), pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      const screen = isValidElement(element) ? (element.type as Partial<LazyScreen<object>>) : null;
      return screen?.preload?.();
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(appRoutes());
}
