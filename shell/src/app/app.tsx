import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppRoutes, PageSpinner } from '../routing/app-routes';

const ConfigUnavailablePage = lazy(() => import('./config-unavailable'));

/**
 * The console once the app start finished, under react-router's data router (so that the one
 * leave blocker sees Back and Forward too, docs/leaving.md); the route table's routes and the
 * remotes' pages render as descendant routes of its one splat route. antd loads with the signed-in
 * console, not before.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return <RouterProvider router={router} />;
}

/** Shown while the app starts (config, current user, authorities). */
export function Starting() {
  return <PageSpinner />;
}

/** Shown when the runtime configuration cannot be loaded: nothing works without it. */
export function ConfigUnavailable() {
  return (
    <Suspense fallback={null}>
      <ConfigUnavailablePage />
    </Suspense>
  );
}
