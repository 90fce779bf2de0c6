import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { Layout } from '../layout/Layout';
import { HomeRoute } from './HomeRoute';

const NotFoundPage = lazy(() =>
  import('../../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** Shown when the layout itself fails: the error screen alone, still a landmark. */
function ShellError() {
  return (
    <main className="app-main app-main--bare">
      <RouteErrorPage />
    </main>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ShellError />,
    children: [
      {
        // A failing screen shows the error inside the layout, so navigation stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'home', element: <HomeRoute /> },
          { path: 'not-found', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
