import { lazy, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { canOpen, landingPath } from 'shared-kit/contract';
import { useSessionStore } from 'shared-kit/runtime/core';
import { SignInPage } from '../auth/sign-in-page';
import { sessionEndedOnPurpose } from '../auth/session';
import { ACCESS_REFUSED_STATE, wasRefused } from './access-refused';
import { forgetRememberedPath, rememberedPath, rememberPath } from './remembered-path';
import { routeHere } from './route-here';

const ConsoleLayout = lazy(() => import(/* webpackChunkName: "console" */ '../layout/console-layout'));

/**
 * Goes to / and, unless `remember` is null, remembers the page the visitor asked for; `refused`
 * (a signed-in user whose roles may not open it) travels on so the landing page can say why.
 */
function GoHome({ remember, refused = false }: { remember: string | null; refused?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) rememberPath(remember);
    navigate('/', { replace: true, state: refused ? ACCESS_REFUSED_STATE : null });
  }, [remember, refused, navigate]);
  return null;
}

/**
 * Sends a signed-in user to their landing page, which consumes the remembered path; after a
 * refusal the landing page shows 'You do not have access to that page'.
 */
function Land({ to, refused }: { to: string; refused: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    forgetRememberedPath();
    navigate(to, { replace: true, state: refused ? ACCESS_REFUSED_STATE : null });
  }, [to, refused, navigate]);
  return null;
}

/**
 * The home route /: the sign-in page for visitors; a signed-in user goes to the remembered page if
 * their role may open it, else to their role's landing page. The sign-in
 * card stays on screen until the console's frame replaces it: never a blank page in between.
 */
export function HomeRoute() {
  const user = useSessionStore((s) => s.user);
  const { state } = useLocation();
  return (
    <>
      <SignInPage />
      {user?.isSignedIn && <Land to={landingPath(user.roles, rememberedPath())} refused={wasRefused(state)} />}
    </>
  );
}

/**
 * Guards every protected route: each demands exactly one role. Signed-out or unauthorised visitors
 * go to / with the requested path (pathname and search) remembered; a signed-in user refused for
 * their roles lands on their own page, which says 'You do not have access to that page'.
 * Test-only tools exist only in the local and test environments (elsewhere their paths are unknown
 * ones: {@link routeHere}). The shell's pages of every signed-in user (`SIGNED_IN_ROUTES`, e.g.
 * /activity) demand only a signed-in session. A path
 * outside the route table shows 'Page not found' in the console's frame to a signed-in user; a
 * visitor goes to the sign-in page.
 */
export function ProtectedArea() {
  const user = useSessionStore((s) => s.user);
  const { pathname, search } = useLocation();
  const route = routeHere(pathname);
  if (!route) return user?.isSignedIn ? <ConsoleLayout /> : <Navigate to="/" replace />;
  if (route.kind === 'signed-in') {
    if (!user?.isSignedIn) return <GoHome remember={!user && sessionEndedOnPurpose() ? null : pathname + search} />;
    return <ConsoleLayout />;
  }
  if (route.kind !== 'protected') {
    return <Navigate to="/" replace />;
  }
  if (!user?.isSignedIn || !canOpen(route, user.roles)) {
    const endedOnPurpose = !user && sessionEndedOnPurpose();
    return <GoHome remember={endedOnPurpose ? null : pathname + search} refused={Boolean(user?.isSignedIn)} />;
  }
  return <ConsoleLayout />;
}
