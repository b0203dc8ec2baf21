import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, PageSpinner } from '../routing/app-routes';

const ConfigUnavailablePage = lazy(() => import('./config-unavailable'));

/** The console once the app start finished. antd loads with the signed-in console, not before. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
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
