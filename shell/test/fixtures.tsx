/** Shared fixtures of the shell's tests: runtime config, users, the app under a memory router. */
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type DataRouter } from 'react-router-dom';
import { roleMapFromGroups } from 'shared-kit/contract';
import { QueryLayer, createConsoleQueryClient, setRuntimeConfig, useSessionStore, type RuntimeConfig, type UserSession } from 'shared-kit/runtime';
import { AppRoutes } from '../src/routing/app-routes';

export const TEST_CONFIG: RuntimeConfig = {
  environment: 'local',
  apiBaseUrl: 'http://api.test',
  testApiBaseUrl: 'http://test-api.test',
  buyersWebsite: 'https://buy.example.com',
  auth: {
    region: 'us-east-1',
    userPoolId: 'local_pool',
    userPoolClientId: 'client-1',
    userPoolEndpoint: 'http://cognito.test',
    authFlowType: 'USER_PASSWORD_AUTH',
  },
};

/** A signed-in session with the given `cognito:groups`. */
export function userWithGroups(groups: string[], email = 'jane.doe@px.local'): UserSession {
  return { username: email, email, groups, roles: roleMapFromGroups(groups), isSignedIn: true, authorities: ['READ'] };
}

/** Puts a signed-in user with `groups` into the session store. */
export function signInAs(groups: string[]): void {
  useSessionStore.getState().setUser(userWithGroups(groups));
}

/** Shows where the router currently is, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the console's routes at `path` (app start already done), as App does under its router,
 * with a query cache of its own so no answer of an earlier test is reused.
 */
export function renderAt(path: string, config: RuntimeConfig = TEST_CONFIG): RenderResult & { router: DataRouter } {
  setRuntimeConfig(config);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AppRoutes />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryLayer client={createConsoleQueryClient()}>
      <RouterProvider router={router} />
    </QueryLayer>,
  );
  return { ...result, router };
}

/** Clears storage and the session between tests. */
export function resetBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().reset();
}

/** An ID token as Amplify's fetchAuthSession returns it. */
export function idTokenWithGroups(groups: string[] | undefined, email = 'jane.doe@px.local') {
  const payload: Record<string, unknown> = { email };
  if (groups) payload['cognito:groups'] = groups;
  return { payload, toString: () => `id-token-for-${email}` };
}
