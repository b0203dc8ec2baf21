import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from 'shared-kit/contract';
import { usePendingTaskGuard } from 'shared-kit/ui';
import { wantNotices } from '../notices/notices';
import { Providers } from '../app/providers';
import { RemotePage } from '../remotes/remote-page';
import { ProtectedArea } from './guards';
import { existsHere } from './route-here';

const ActivityPage = lazy(() => import('../activity/activity-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The shell's pages of every signed-in user, by route-table page key. */
const SIGNED_IN_PAGES: Record<string, ReactElement> = {
  activity: (
    <Suspense fallback={<Spin />}>
      <ActivityPage />
    </Suspense>
  ),
};

/**
 * Everything but the shell's own public pages, loaded on first use (after sign-in, or for a
 * remote's public page): antd's theme and context, the remotes' public pages, every protected route
 * behind its role guard and the shell's pages of every signed-in user (Activity). Unknown paths
 * show 'Page not found' in the console's frame to a signed-in user, test-only tools too outside the
 * local and test environments.
 */
export default function ConsoleArea() {
  // While a screen sets the session's pendingTask flag, leaving the page asks first (docs/leaving.md).
  usePendingTaskGuard();
  useEffect(() => wantNotices(), []);
  return (
    <Providers>
      <Routes>
        {PUBLIC_ROUTES.filter((route) => route.owner !== 'shell').map((route) => (
          <Route key={route.path} path={route.path} element={<RemotePage remote={route.owner as Exclude<typeof route.owner, 'shell'>} page={route.page} />} />
        ))}
        <Route element={<ProtectedArea />}>
          {PROTECTED_ROUTES.filter(existsHere).map((route) => (
            <Route key={route.path} path={route.path} element={<RemotePage remote={route.remote} page={route.page} />} />
          ))}
          {SIGNED_IN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={SIGNED_IN_PAGES[route.page] ?? <Navigate to="/" replace />} />
          ))}
          <Route
            path="*"
            element={
              <Suspense fallback={<Spin />}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </Providers>
  );
}
