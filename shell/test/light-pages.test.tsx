/**
 * The pages shown before sign-in load no antd (shell/README.md#the-first-page-is-light), and
 * signing in starts loading the landing page's remote before the user-info call has answered.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchAuthSession, getCurrentUser, signIn } from 'aws-amplify/auth';
import { apiClient } from 'shared-kit/runtime';
import { loadRemotePages } from '../src/remotes/load-remote';
import { REMEMBERED_PATH_KEY } from '../src/routing/remembered-path';
import { idTokenWithGroups, renderAt, resetBrowserState } from './fixtures';
import { fakePagesModule } from './fake-pages';

jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('../src/remotes/load-remote', () => ({ loadRemotePages: jest.fn() }));

// Any module of the sign-in path that imports antd (or shared-kit's antd-based ui entry) makes
// that import throw, and the page would not render.
const antdLoads: string[] = [];
jest.mock('antd', () => {
  antdLoads.push('antd');
  throw new Error('antd must not load before sign-in');
});
jest.mock('shared-kit/ui', () => {
  antdLoads.push('shared-kit/ui');
  throw new Error('shared-kit/ui must not load before sign-in');
});

const loader = jest.mocked(loadRemotePages);
const userInfo = jest.spyOn(apiClient, 'get');

beforeEach(() => {
  resetBrowserState();
  jest.clearAllMocks();
  loader.mockImplementation(async (remote) => fakePagesModule(remote));
});

describe('pages before sign-in load no antd', () => {
  it('the sign-in page validates like before: empty fields, then a bad e-mail address on blur', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    // On blur, not while typing (antd's validateTrigger="onBlur").
    expect(screen.getByText('Username cannot be empty')).toBeInTheDocument();
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText('invalid email')).toBeInTheDocument();
    // The password is checked on every change.
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.queryByText('Password cannot be empty')).not.toBeInTheDocument());
    expect(signIn).not.toHaveBeenCalled();
    expect(antdLoads).toEqual([]);
  });

  it("the password eye shows and hides what was typed, as antd's did", () => {
    renderAt('/');
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'Demo@12345' } });
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Demo@12345');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('the reset-password page renders both steps', async () => {
    renderAt('/reset-password?resetPswdFromEmail=true&email=finance%40px.local');
    expect(await screen.findByLabelText('Verification Code')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Verification Code and New Password are both required.
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(antdLoads).toEqual([]);
  });
});

describe('preloading after sign-in', () => {
  function signedInAs(groups: string[], email: string) {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    jest.mocked(getCurrentUser).mockResolvedValue({ username: email, userId: 'u1' });
    const token = idTokenWithGroups(groups, email);
    jest.mocked(fetchAuthSession).mockResolvedValue({ tokens: { idToken: token, accessToken: token } } as never);
    // The user-info call does not answer during the test.
    userInfo.mockReturnValue(new Promise(() => undefined));
  }

  function submit(email: string) {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo@12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it("loads the role's remote while the user-info call is still out", async () => {
    signedInAs(['CLIENT_SUCCESS'], 'client.success@px.local');
    renderAt('/');
    submit('client.success@px.local');
    await waitFor(() => expect(loader).toHaveBeenCalledWith('mfe-client-success'));
    expect(userInfo).toHaveBeenCalledWith('/account/user-info');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads the remote of the remembered page when the role may open it', async () => {
    signedInAs(['PLATFORM_ADMIN', 'FINANCE'], 'ops.finance@px.local');
    sessionStorage.setItem(REMEMBERED_PATH_KEY, '/invoices?search=INV-7');
    renderAt('/');
    submit('ops.finance@px.local');
    await waitFor(() => expect(loader).toHaveBeenCalledWith('mfe-billing'));
    expect(loader).not.toHaveBeenCalledWith('mfe-platform-ops');
  });

  it('loads nothing for a user without a tenant-role account', async () => {
    signedInAs(['STOREFRONT_BUYER'], 'buyer@px.local');
    renderAt('/');
    submit('buyer@px.local');
    await waitFor(() => expect(jest.mocked(fetchAuthSession)).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy'));
    expect(loader).not.toHaveBeenCalled();
    expect(userInfo).not.toHaveBeenCalled();
  });
});
