import { fireEvent, screen, waitFor } from '@testing-library/react';
import { signOut } from 'aws-amplify/auth';
import { useSessionStore } from 'shared-kit/runtime';
import { mockApi } from 'shared-kit/testing';
import { LOGIN_MESSAGE_KEY, storeLoginMessage } from '../src/auth/login-message';
import { REMEMBERED_PATH_KEY } from '../src/routing/remembered-path';
import { renderAt, resetBrowserState, signInAs } from './fixtures';
import { serveRegistry } from './registry-fixtures';
import { fakeFederation } from './remote-pages';

jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const location = () => screen.getByTestId('location').textContent;

/** A fake IndexedDB holding the given databases; records deletions. */
function fakeIndexedDb(names: string[]) {
  const deleted: string[] = [];
  const factory = {
    databases: async () => names.map((name) => ({ name, version: 1 })),
    deleteDatabase: (name: string) => {
      const request: { onsuccess?: () => void; onerror?: () => void; onblocked?: () => void } = {};
      setTimeout(() => {
        deleted.push(name);
        request.onsuccess?.();
      }, 0);
      return request;
    },
  };
  Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true });
  return deleted;
}

beforeEach(() => {
  resetBrowserState();
  jest.clearAllMocks();
  fakeFederation();
  serveRegistry();
  // The console's frame asks for the job centre's jobs; nothing reaches the network.
  mockApi({ 'GET /jobs': { data: [] } });
});

afterEach(() => {
  delete (globalThis as { indexedDB?: unknown }).indexedDB;
});

async function openConsoleAndLogOut() {
  signInAs(['FINANCE']);
  renderAt('/invoices');
  await screen.findByRole('heading', { name: 'mfe-billing invoices' });
  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' })).toBeInTheDocument();
}

describe('logout and session end', () => {
  it('asks first, then signs out, clears local storage, deletes the local database and says so on the sign-in page', async () => {
    const deleted = fakeIndexedDb(['px-local', 'px-cache']);
    jest.mocked(signOut).mockResolvedValue(undefined);
    localStorage.setItem('PxConfig', '{"siteTitle":"Console"}');
    localStorage.setItem('PxCurrencySymbol', '$');

    await openConsoleAndLogOut();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('You logged out successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://buy.example.com' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('PxConfig')).toBeNull();
    expect(localStorage.getItem('PxCurrencySymbol')).toBeNull();
    expect(deleted.sort()).toEqual(['px-cache', 'px-local']);
    expect(useSessionStore.getState().user).toBeNull();
    // Shown once: the stored message is gone, and a deliberate logout remembers no page.
    expect(localStorage.getItem(LOGIN_MESSAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(REMEMBERED_PATH_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('stores the login message with message, severity and message type', async () => {
    jest.mocked(signOut).mockResolvedValue(undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await openConsoleAndLogOut();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(setItem).toHaveBeenCalledWith(
      LOGIN_MESSAGE_KEY,
      JSON.stringify({ message: 'You logged out successfully!', severity: 'success', messageType: 'toast' }),
    );
    setItem.mockRestore();
  });

  it('only logs a failed sign-out and still ends the session', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(signOut).mockRejectedValue(new Error('Network error'));
    localStorage.setItem('PxConfig', '{}');
    await openConsoleAndLogOut();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You logged out successfully!')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Sign-out failed', expect.any(Error));
    expect(localStorage.getItem('PxConfig')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    consoleError.mockRestore();
  });

  it('keeps the session when the user answers No', async () => {
    await openConsoleAndLogOut();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryAllByText('Are you sure you want to log out?')).toHaveLength(0));
    expect(signOut).not.toHaveBeenCalled();
    expect(location()).toBe('/invoices');
    expect(useSessionStore.getState().user?.isSignedIn).toBe(true);
  });

  it('shows a stored login message once on the sign-in page, in the message bar when stored so', async () => {
    storeLoginMessage({ message: 'Your session has expired.', severity: 'warning', messageType: 'bar' });
    const first = renderAt('/');
    expect(await screen.findByText('Your session has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://buy.example.com' })).toHaveAttribute('href', 'https://buy.example.com');
    expect(localStorage.getItem(LOGIN_MESSAGE_KEY)).toBeNull();
    first.unmount();
    renderAt('/');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryAllByText('Your session has expired.')).toHaveLength(0);
  });
});
