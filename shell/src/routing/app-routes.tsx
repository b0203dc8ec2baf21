import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PUBLIC_ROUTES } from 'shared-kit/contract';
import { LeaveBlocker } from './leave-blocker';
import { ErrorBoundary } from '../errors/error-boundary';
import { Notices } from '../notices/notices';
import { ClearToastsOnLeave } from './clear-toasts-on-leave';
import { DocumentTitle } from './document-title';
import { HomeRoute } from './guards';
import { ScrollToTop } from './scroll-to-top';
import '../auth/auth-pages.css';

const ResetPasswordPage = lazy(() => import('../auth/reset-password-page'));
const ConsoleArea = lazy(() => import(/* webpackChunkName: "console" */ './console-area'));
const CrashMessage = lazy(() => import('../errors/crash-message'));

/** The shell's own public pages, by route-table page key: drawn without antd. */
const SHELL_PAGES: Record<string, ReactElement> = {
  'sign-in': <HomeRoute />,
  'reset-password': <ResetPasswordPage />,
};

/**
 * Shown while a lazily loaded piece of the shell arrives (antd's large Spin, drawn without antd, and
 * 'Loading…'). The page's HTML (scripts/webpack/index.html) holds the same markup, so a visitor
 * sees it before any of the console's code has arrived, and React's first render keeps it as it is.
 */
export function PageSpinner() {
  return (
    <div className="px-starting" role="status" aria-label="Loading">
      <span className="px-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span>Loading…</span>
    </div>
  );
}

/**
 * The console's routes, built from the route table (docs/navigation.md): the shell's public pages
 * (light, no antd), and everything else in the console area, loaded on first use (where unknown
 * paths show 'Page not found'). Each page names the browser tab. A render crash anywhere shows
 * 'Something went wrong.'.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <ClearToastsOnLeave />
      <LeaveBlocker />
      <ErrorBoundary
        resetKey={pathname}
        fallback={() => (
          <Suspense fallback={null}>
            <CrashMessage />
          </Suspense>
        )}
      >
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            {PUBLIC_ROUTES.filter((route) => route.owner === 'shell').map((route) => (
              <Route key={route.path} path={route.path} element={SHELL_PAGES[route.page] ?? <Navigate to="/" replace />} />
            ))}
            <Route path="*" element={<ConsoleArea />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
      <Notices />
    </>
  );
}
