import { Amplify } from 'aws-amplify';
import { fetchAuthSession, getCurrentUser, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import {
  apiClient,
  getIdToken,
  getRuntimeConfig,
  useSessionStore,
  type RuntimeConfig,
} from 'shared-kit/runtime';
import { startApp } from '../src/app/app-start';
import { LOGIN_MESSAGE_KEY } from '../src/auth/login-message';
import { idTokenWithGroups, resetBrowserState, TEST_CONFIG } from './fixtures';
import { fakeResponse } from './fake-response';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: { setTokenRefresher: jest.fn() } },
}));

const userInfo = jest.spyOn(apiClient, 'get');
const setTokenRefresher = jest.mocked(cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher);

function serveConfig(config: RuntimeConfig | null) {
  global.fetch = jest.fn(async (url: string) => {
    if (url === '/config.json' && config) return fakeResponse(config, 200);
    return fakeResponse('not found', 404);
  }) as unknown as typeof fetch;
}

function signedInAmplifyUser(groups: string[] | undefined) {
  jest.mocked(getCurrentUser).mockResolvedValue({ username: 'ops.lead@px.local', userId: 'u1' });
  const token = idTokenWithGroups(groups, 'ops.lead@px.local');
  jest.mocked(fetchAuthSession).mockResolvedValue({ tokens: { idToken: token, accessToken: token } } as never);
}

beforeEach(() => {
  resetBrowserState();
  jest.clearAllMocks();
  jest.mocked(signOut).mockResolvedValue(undefined);
});

describe('app start', () => {
  it('loads the config, configures Amplify with the local endpoint, then restores the user and authorities', async () => {
    serveConfig(TEST_CONFIG);
    signedInAmplifyUser(['PLATFORM_ADMIN', 'ORG_ADMIN']);
    userInfo.mockResolvedValue({ data: { username: 'ops.lead', email: 'ops.lead@px.local', groups: ['PLATFORM_ADMIN', 'ORG_ADMIN'], authorities: ['TENANT_WRITE', 'USER_OFFBOARD'] } });

    await expect(startApp()).resolves.toEqual(TEST_CONFIG);

    expect(getRuntimeConfig()).toEqual(TEST_CONFIG);
    expect(Amplify.configure).toHaveBeenCalledWith({
      Auth: { Cognito: { userPoolId: 'local_pool', userPoolClientId: 'client-1', userPoolEndpoint: 'http://cognito.test' } },
    });
    expect(setTokenRefresher).toHaveBeenCalledWith(expect.any(Function));
    expect(userInfo).toHaveBeenCalledWith('/account/user-info');
    expect(useSessionStore.getState().user).toEqual({
      username: 'ops.lead',
      email: 'ops.lead@px.local',
      groups: ['PLATFORM_ADMIN', 'ORG_ADMIN'],
      roles: { PLATFORM_ADMIN: true, FINANCE: false, CLIENT_SUCCESS: false, ORG_ADMIN: true },
      isSignedIn: true,
      authorities: ['TENANT_WRITE', 'USER_OFFBOARD'],
    });
    // The API client sends the session's ID token.
    await expect(getIdToken()).resolves.toBe('id-token-for-ops.lead@px.local');
  });

  it('uses a real Cognito pool without a custom endpoint or refresher', async () => {
    const { userPoolEndpoint: _none, ...auth } = TEST_CONFIG.auth;
    serveConfig({ ...TEST_CONFIG, auth: { ...auth, authFlowType: 'USER_SRP_AUTH' } });
    jest.mocked(getCurrentUser).mockRejectedValue(Object.assign(new Error('not signed in'), { name: 'UserUnAuthenticatedException' }));
    await startApp();
    expect(Amplify.configure).toHaveBeenCalledWith({ Auth: { Cognito: { userPoolId: 'local_pool', userPoolClientId: 'client-1' } } });
    expect(setTokenRefresher).not.toHaveBeenCalled();
  });

  it('leaves a visitor without a session signed out', async () => {
    serveConfig(TEST_CONFIG);
    jest.mocked(getCurrentUser).mockRejectedValue(Object.assign(new Error('not signed in'), { name: 'UserUnAuthenticatedException' }));
    await startApp();
    expect(useSessionStore.getState().user).toBeNull();
    expect(userInfo).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out when the authorities cannot be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serveConfig(TEST_CONFIG);
    signedInAmplifyUser(['FINANCE']);
    userInfo.mockRejectedValue(new Error('Network Error'));
    await startApp();
    expect(useSessionStore.getState().user).toBeNull();
    expect(signOut).toHaveBeenCalled();
    jest.mocked(console.error).mockRestore();
  });

  it('rejects a stored storefront-buyer session with the wrong-website message', async () => {
    serveConfig(TEST_CONFIG);
    signedInAmplifyUser(['STOREFRONT_BUYER']);
    await startApp();
    expect(useSessionStore.getState().user).toBeNull();
    expect(signOut).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(LOGIN_MESSAGE_KEY)!)).toEqual({
      message: 'You have logged into wrong website. Kindly login into https://buy.example.com',
      severity: 'error',
      messageType: 'toast',
    });
  });

  it('fails when the config cannot be loaded', async () => {
    serveConfig(null);
    await expect(startApp()).rejects.toThrow('HTTP 404');
    expect(Amplify.configure).not.toHaveBeenCalled();
  });
});
