import { Spin } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from 'shared-kit/contract';
import { usePendingTaskGuard } from 'shared-kit/ui';
import { CrashMessage } from '../app/crash-message';
import { ErrorBoundary } from '../app/error-boundary';
import { RemotePage } from '../remotes/remote-page';
import { HomeRoute, ProtectedArea } from './guards';
import { ScrollToTop } from './scroll-to-top';

const ResetPasswordPage = lazy(() => import('../auth/reset-password-page'));

/** The shell's own public pages, by route-table page key. */
const SHELL_PAGES: Record<string, ReactElement> = {
  'sign-in': <HomeRoute />,
  'reset-password': <ResetPasswordPage />,
};

/** Shown while a lazily loaded piece of the shell arrives. */
export function PageSpinner() {
  return <Spin size="large" aria-label="Loading" style={{ display: 'block', margin: '96px auto' }} />;
}

/**
 * The console's routes, built from the route table (spec 01 §2): the shell's public pages, the
 * remotes' public pages (no sign-in), and every protected route behind its role guard. Unknown
 * paths go home. A render crash anywhere shows 'Something went wrong.'.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // While a screen sets the session's pendingTask flag, leaving the page asks first (spec 01 §4).
  usePendingTaskGuard();
  return (
    <>
      <ScrollToTop />
      <ErrorBoundary resetKey={pathname} fallback={() => <CrashMessage />}>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            {PUBLIC_ROUTES.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={route.owner === 'shell' ? (SHELL_PAGES[route.page] ?? <Navigate to="/" replace />) : <RemotePage remote={route.owner} page={route.page} />}
              />
            ))}
            <Route element={<ProtectedArea />}>
              {PROTECTED_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={<RemotePage remote={route.remote} page={route.page} />} />
              ))}
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
