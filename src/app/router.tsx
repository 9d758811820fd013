import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../features/site/Layout';
import { RouteError } from '../features/site/RouteError';

// Each screen is its own chunk, so the first page downloads only what it shows.
const HomePage = lazy(() => import('../features/browse/HomePage'));
const CategoryPage = lazy(() => import('../features/browse/CategoryPage'));
const TestPage = lazy(() => import('../features/tests/TestPage'));
const NotFoundPage = lazy(() => import('../features/site/NotFoundPage'));
const RedirectToMainSite = lazy(() => import('../features/site/RedirectToMainSite'));

/** Paths that belong to the provider's main website (spec route table). */
export const mainSitePaths = [
  '/',
  '/wellness',
  '/wellness/:slug',
  '/booking',
  '/checkout/:serviceId',
  '/payments/:provider',
  '/payment/confirmation',
  '/screening',
  '/about-us',
];

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        ...mainSitePaths.map((path) => ({ path, element: <RedirectToMainSite /> })),
        { path: '/categories', element: <HomePage /> },
        { path: '/tests', element: <HomePage /> },
        { path: '/categories/:slug', element: <CategoryPage /> },
        { path: '/tests/:slug', element: <TestPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
