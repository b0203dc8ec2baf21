import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient, useSessionStore, type RuntimeConfig } from 'shared-kit/runtime';
import { mockApi } from 'shared-kit/testing';
import { fetchAuthSession, getCurrentUser, signIn } from 'aws-amplify/auth';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMEMBERED_PATH_KEY } from '../src/routing/remembered-path';
import { idTokenWithGroups, renderAt, resetBrowserState, signInAs, TEST_CONFIG } from './fixtures';
import { serveRegistry } from './registry-fixtures';
import { fakeFederation, loadedRemotes } from './remote-pages';

jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetBrowserState();
  fakeFederation();
  serveRegistry();
  // The console's frame asks for the job centre's jobs; nothing reaches the network.
  mockApi({ 'GET /jobs': { data: [] } });
});

describe('landing by role', () => {
  it.each([
    [['PLATFORM_ADMIN'], '/dashboard'],
    [['FINANCE'], '/clients'],
    [['CLIENT_SUCCESS'], '/client-form'],
    [['ORG_ADMIN'], '/internal-user-management'],
    [[], '/dashboard'],
    [['PLATFORM_ADMIN', 'ORG_ADMIN'], '/dashboard'],
  ])('sends a signed-in user with groups %j from / to %s', async (groups, landing) => {
    signInAs(groups);
    renderAt('/');
    await waitFor(() => expect(location()).toBe(landing));
  });
});

describe('guards', () => {
  it('sends a signed-out visitor to the sign-in page with the requested path remembered', async () => {
    renderAt('/invoices?search=INV-7');
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem(REMEMBERED_PATH_KEY)).toBe('/invoices?search=INV-7');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('lands on the remembered page after sign-in when the role may open it', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    jest.mocked(getCurrentUser).mockResolvedValue({ username: 'finance@px.local', userId: 'u1' });
    jest.mocked(fetchAuthSession).mockResolvedValue({ tokens: { idToken: idTokenWithGroups(['FINANCE']), accessToken: idTokenWithGroups(['FINANCE']) } } as never);
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { username: 'finance@px.local', email: 'finance@px.local', groups: ['FINANCE'], authorities: [] } });

    renderAt('/invoices?search=INV-7');
    await waitFor(() => expect(location()).toBe('/'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'finance@px.local' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo@12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(location()).toBe('/invoices?search=INV-7'));
    expect(await screen.findByRole('heading', { name: 'mfe-billing invoices' })).toBeInTheDocument();
    expect(sessionStorage.getItem(REMEMBERED_PATH_KEY)).toBeNull();
  });

  it('sends a signed-in user without the route role to / and on to their own landing page', async () => {
    signInAs(['FINANCE']);
    renderAt('/dashboard');
    await waitFor(() => expect(location()).toBe('/clients'));
    expect(loadedRemotes()).not.toContain('mfe-platform-ops');
  });

  it('does not remember the page a wrong-role user asked for: they land on their own page', async () => {
    signInAs(['FINANCE']);
    renderAt('/config-tenant?tab=upload');
    await waitFor(() => expect(location()).toBe('/clients'));
    // The remembered page is consumed by the redirect; it never outranks the user's own landing.
    expect(sessionStorage.getItem(REMEMBERED_PATH_KEY)).toBeNull();
  });

  it('opens a protected page for a user holding its role and loads only that remote', async () => {
    signInAs(['CLIENT_SUCCESS']);
    renderAt('/client-form/SUB-1');
    expect(await screen.findByRole('heading', { name: 'mfe-client-success client-form' })).toBeInTheDocument();
    expect(loadedRemotes()).toEqual(['mfe-client-success']);
  });

  it('serves both /invoice/{n} and /invoices/{n}', async () => {
    signInAs(['FINANCE']);
    renderAt('/invoice/INV-1');
    expect(await screen.findByRole('heading', { name: 'mfe-billing invoice-details' })).toBeInTheDocument();
  });

  it('sends unknown paths home', async () => {
    renderAt('/no-such-page');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it.each(['prod', 'staging', 'Test', undefined])("shows 'Page not found' for a test-only tool when the environment is %s", async (environment) => {
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/buyer-decrypt', { ...TEST_CONFIG, environment: environment as RuntimeConfig['environment'] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(location()).toBe('/buyer-decrypt');
    expect(document.title).toBe('Page not found · Admin Console');
    expect(screen.queryByRole('heading', { name: 'mfe-platform-ops buyer-decrypt' })).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('sends a visitor asking for a test-only tool in prod to the sign-in page, remembering nothing', async () => {
    renderAt('/pxnr-sync', { ...TEST_CONFIG, environment: 'prod' });
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem(REMEMBERED_PATH_KEY)).toBeNull();
  });

  it.each(['local', 'test'] as const)('opens test-only tools in the %s environment', async (environment) => {
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/buyer-decrypt', { ...TEST_CONFIG, environment });
    expect(await screen.findByRole('heading', { name: 'mfe-platform-ops buyer-decrypt' })).toBeInTheDocument();
  });
});

describe('public routes', () => {
  it.each([
    ['/new-client', 'mfe-client-success', 'new-client'],
    ['/register', 'mfe-platform-ops', 'reseller-invitation'],
  ])('%s shows the public page of %s without sign-in', async (path, remote, page) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: `${remote} ${page}` })).toBeInTheDocument();
    expect(location()).toBe(path);
    expect(loadedRemotes()).toEqual([remote]);
  });

  it('/reset-password is the shell reset-password page', async () => {
    renderAt('/reset-password');
    expect(await screen.findByRole('button', { name: 'Send Code' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('layout', () => {
  it('scrolls to the top on each navigation', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    signInAs(['FINANCE']);
    renderAt('/clients');
    await screen.findByRole('heading', { name: 'mfe-billing clients' });
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    await screen.findByRole('heading', { name: 'mfe-billing invoices' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the side-menu entries of every role the user holds', async () => {
    signInAs(['PLATFORM_ADMIN', 'ORG_ADMIN']);
    renderAt('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Side menu' });
    const labels = Array.from(menu.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual(['Admin Menu', 'Onboard New Tenant', 'Tenant Config', 'Internal User Management']);
  });

  it('shows Clients, Invoices and Reports to FINANCE and Client Forms to CLIENT_SUCCESS', async () => {
    signInAs(['FINANCE', 'CLIENT_SUCCESS']);
    renderAt('/clients');
    const menu = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(Array.from(menu.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Clients', '/clients'],
      ['Invoices', '/invoices'],
      ['Reports', '/reports'],
      ['Client Forms', '/client-form'],
    ]);
  });

  it('shows the user initials in the top bar', async () => {
    signInAs(['FINANCE']);
    renderAt('/clients');
    expect(await screen.findByLabelText('Signed in as jane.doe@px.local')).toHaveTextContent('JD');
  });

  it('Admin Menu goes to / which sends a platform admin to the dashboard', async () => {
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/new-tenant');
    await screen.findByRole('heading', { name: 'mfe-platform-ops new-tenant' });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Admin Menu' })));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('warns before the page unloads while the pendingTask flag is set', async () => {
    signInAs(['PLATFORM_ADMIN']);
    renderAt('/config-tenant');
    await screen.findByRole('heading', { name: 'mfe-platform-ops config-tenant' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true }) as Event & { returnValue: unknown };
      // jsdom's Event.returnValue is the legacy boolean; a BeforeUnloadEvent keeps the text.
      Object.defineProperty(event, 'returnValue', { value: '', writable: true });
      window.dispatchEvent(event);
      return event;
    };
    expect(unload().defaultPrevented).toBe(false);
    act(() => useSessionStore.getState().setFlag('pendingTask', true));
    const event = unload();
    expect(event.defaultPrevented).toBe(true);
    expect(event.returnValue).toBe('There is one task pending, do you want to leave anyways?');
    act(() => useSessionStore.getState().setFlag('pendingTask', false));
    expect(unload().defaultPrevented).toBe(false);
  });
});
