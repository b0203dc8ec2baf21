import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmSignIn, fetchAuthSession, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import { AxiosError } from 'axios';
import { apiClient, useSessionStore } from 'shared-kit/runtime';
import { idTokenWithGroups, renderAt, resetBrowserState } from './fixtures';
import { serveRegistry } from './registry-fixtures';
import { fakeFederation } from './remote-pages';

jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const location = () => screen.getByTestId('location').textContent;
const userInfo = jest.spyOn(apiClient, 'get');

function amplifyUserWithGroups(groups: string[] | undefined, email = 'finance@px.local') {
  jest.mocked(getCurrentUser).mockResolvedValue({ username: email, userId: 'u1' });
  const token = idTokenWithGroups(groups, email);
  jest.mocked(fetchAuthSession).mockResolvedValue({ tokens: { idToken: token, accessToken: token } } as never);
  userInfo.mockResolvedValue({ data: { username: email, email, groups: groups ?? [], authorities: ['INVOICE_READ'] } });
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  resetBrowserState();
  jest.clearAllMocks();
  fakeFederation();
  serveRegistry();
  jest.mocked(signOut).mockResolvedValue(undefined);
});

describe('sign-in form', () => {
  it('checks the email on blur: empty, then not an e-mail address', async () => {
    renderAt('/');
    const email = screen.getByLabelText('Email');
    fireEvent.blur(email);
    expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('invalid email')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'finance@px.local' } });
    fireEvent.blur(email);
    await waitFor(() => expect(screen.queryByText('invalid email')).not.toBeInTheDocument());
  });

  it('refuses to submit without username and password', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
    expect(await screen.findByText('Password cannot be empty')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('has a forgot-password link to /reset-password', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('signs in with the configured flow type and lands by role with the authorities loaded', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyUserWithGroups(['FINANCE']);
    renderAt('/');
    fillAndSubmit('  finance@px.local ', 'Demo@12345');
    await waitFor(() => expect(location()).toBe('/clients'));
    expect(signIn).toHaveBeenCalledWith({ username: 'finance@px.local', password: 'Demo@12345', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(userInfo).toHaveBeenCalledWith('/account/user-info');
    expect(useSessionStore.getState().user).toMatchObject({ isSignedIn: true, groups: ['FINANCE'], authorities: ['INVOICE_READ'], roles: { FINANCE: true, PLATFORM_ADMIN: false } });
  });

  it('keeps the sign-in card on screen until the console frame replaces it: never a blank page', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyUserWithGroups(['FINANCE']);
    const { container } = renderAt('/');
    const blank: string[] = [];
    // Whatever React draws between the click and the landing page: the sign-in form or the frame.
    const observer = new MutationObserver(() => {
      const card = container.querySelector('form');
      const frame = container.querySelector('header') && container.querySelector('nav[aria-label="Side menu"]');
      if (!card && !frame) blank.push(container.innerHTML.slice(0, 200));
    });
    observer.observe(container, { childList: true, subtree: true });
    try {
      fillAndSubmit('finance@px.local', 'Demo@12345');
      await waitFor(() => expect(location()).toBe('/clients'));
      await screen.findByRole('heading', { name: 'mfe-billing clients' });
    } finally {
      observer.disconnect();
    }
    expect(blank).toEqual([]);
  });

  it('treats a user without groups as PLATFORM_ADMIN', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyUserWithGroups(undefined, 'legacy.admin@px.local');
    renderAt('/');
    fillAndSubmit('legacy.admin@px.local', 'Demo@12345');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it("shows the auth service's message in an error toast", async () => {
    jest.mocked(signIn).mockRejectedValue(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    renderAt('/');
    fillAndSubmit('finance@px.local', 'wrong');
    expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('signs a stale Amplify session out and signs in again', async () => {
    jest.mocked(signIn)
      .mockRejectedValueOnce(Object.assign(new Error('There is already a signed in user.'), { name: 'UserAlreadyAuthenticatedException' }))
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyUserWithGroups(['CLIENT_SUCCESS'], 'client.success@px.local');
    renderAt('/');
    fillAndSubmit('client.success@px.local', 'Demo@12345');
    await waitFor(() => expect(location()).toBe('/client-form'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('signs out and reports it when the authorities cannot be fetched', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyUserWithGroups(['FINANCE']);
    userInfo.mockRejectedValue(new AxiosError('Request failed with status code 503', 'ERR_BAD_RESPONSE', undefined, undefined, { status: 503, data: { message: 'Service unavailable' } } as never));
    renderAt('/');
    fillAndSubmit('finance@px.local', 'Demo@12345');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBeNull();
    expect(location()).toBe('/');
  });
});

describe('wrong website', () => {
  it('rejects a user without a tenant-role account, signs them out and names the buyers website', async () => {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyUserWithGroups(['STOREFRONT_BUYER'], 'buyer@px.local');
    localStorage.setItem('PxConfig', '{"siteTitle":"x"}');
    renderAt('/');
    fillAndSubmit('buyer@px.local', 'Demo@12345');
    expect(await screen.findByText('You have logged into wrong website. Kindly login into https://buy.example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://buy.example.com' })).toHaveAttribute('href', 'https://buy.example.com');
    expect(signOut).toHaveBeenCalled();
    expect(userInfo).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('PxConfig')).toBeNull();
    expect(location()).toBe('/');
  });
});

describe('new-password challenge', () => {
  const CHECKLIST = [
    'Atleast one uppercase letter.',
    'Atleast one lowercase letter.',
    'Atleast one number.',
    'Atleast one special character.',
    'Minimum length of 8 characters.',
  ];

  function checklistState() {
    const list = screen.getByRole('list', { name: 'Password rules' });
    return Object.fromEntries(
      within(list)
        .getAllByRole('listitem')
        .map((item) => [CHECKLIST.find((message) => item.textContent?.includes(message)), item.getAttribute('data-met')]),
    );
  }

  const submitButton = () => screen.getByRole('button', { name: 'Submit' });

  async function reachNewPasswordForm() {
    jest.mocked(signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } } as never);
    renderAt('/');
    fillAndSubmit('new.finance@px.local', 'Temp@12345');
    await screen.findByLabelText('New Password');
  }

  it('shows the live checklist with a Submit button disabled until every rule holds', async () => {
    await reachNewPasswordForm();
    const submit = submitButton();
    expect(submit).toBeDisabled();
    expect(Object.keys(checklistState())).toEqual(CHECKLIST);
    expect(Object.values(checklistState())).toEqual(['false', 'false', 'false', 'false', 'false']);

    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'abc1' } });
    await waitFor(() =>
      expect(checklistState()).toEqual({
        'Atleast one uppercase letter.': 'false',
        'Atleast one lowercase letter.': 'true',
        'Atleast one number.': 'true',
        'Atleast one special character.': 'false',
        'Minimum length of 8 characters.': 'false',
      }),
    );
    expect(submit).toBeDisabled();

    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Abcdef1!' } });
    await waitFor(() => expect(Object.values(checklistState())).toEqual(['true', 'true', 'true', 'true', 'true']));
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Abcdef1' } });
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Abcdef1!' } });
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it.each([
    ['Abcdefg!', 'Atleast one number.'],
    ['abcdef1!', 'Atleast one uppercase letter.'],
    ['ABCDEF1!', 'Atleast one lowercase letter.'],
    ['Abcdefg1', 'Atleast one special character.'],
    ['Abcd1!', 'Minimum length of 8 characters.'],
  ])('keeps Submit disabled for %s (fails "%s")', async (password, failing) => {
    await reachNewPasswordForm();
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: password } });
    await waitFor(() => expect(Object.values(checklistState()).filter((met) => met === 'true')).toHaveLength(4));
    expect(checklistState()[failing]).toBe('false');
    expect(submitButton()).toBeDisabled();
  });

  it('confirms the new password and lands on the role page', async () => {
    await reachNewPasswordForm();
    jest.mocked(confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyUserWithGroups(['FINANCE'], 'new.finance@px.local');
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Better@2024' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Better@2024' } });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/clients'));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'Better@2024' });
  });

  it('returns to the sign-in form when a wrong-website user has changed their password', async () => {
    await reachNewPasswordForm();
    jest.mocked(confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplifyUserWithGroups(['STOREFRONT_BUYER'], 'new.buyer@px.local');
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Better@2024' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Better@2024' } });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    expect(await screen.findByText('You have logged into wrong website. Kindly login into https://buy.example.com')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBeNull();
    expect(location()).toBe('/');
  });

  it("shows the auth service's message when the new password is refused", async () => {
    await reachNewPasswordForm();
    jest.mocked(confirmSignIn).mockRejectedValue(new Error('Password does not conform to policy'));
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Better@2024' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Better@2024' } });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    expect(await screen.findByText('Password does not conform to policy')).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
