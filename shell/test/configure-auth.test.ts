import { fetchAuthSession } from 'aws-amplify/auth';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ENDPOINTS } from 'shared-kit/contract';
import { apiClient, isQuietFailure, requestEndpoint, setRuntimeConfig } from 'shared-kit/runtime';
import { configureAuth } from '../src/auth/configure-auth';
import { idTokenWithGroups, TEST_CONFIG } from './fixtures';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth', () => jest.requireActual('./amplify-mock').amplifyAuthMock());
jest.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: { setTokenRefresher: jest.fn() } },
}));

const sent: InternalAxiosRequestConfig[] = [];
const originalAdapter = apiClient.defaults.adapter;

beforeAll(() => {
  // The server answers 401 to a call without a bearer token, as platform-api does.
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const authorised = Boolean(config.headers.get('Authorization'));
    return {
      data: authorised ? { items: [] } : { statusCode: 401, message: 'Unauthorized' },
      status: authorised ? 200 : 401,
      statusText: '',
      headers: {},
      config,
    };
  };
  apiClient.defaults.adapter = adapter;
});

afterAll(() => {
  apiClient.defaults.adapter = originalAdapter;
});

beforeEach(() => {
  sent.length = 0;
  jest.clearAllMocks();
  setRuntimeConfig(TEST_CONFIG);
  configureAuth(TEST_CONFIG);
});

describe('API token of the session', () => {
  it("sends the session's ID token as the bearer token", async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue({ tokens: { idToken: idTokenWithGroups(['FINANCE']) } } as never);
    await expect(requestEndpoint(ENDPOINTS.userInfo)).resolves.toEqual({ items: [] });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer id-token-for-jane.doe@px.local');
  });

  it('lets a NotAuthorizedException reach the data layer, which swallows it without sending the call', async () => {
    jest.mocked(fetchAuthSession).mockRejectedValue(Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' }));
    const error = await requestEndpoint(ENDPOINTS.userInfo).catch((e: unknown) => e);
    expect(error).toMatchObject({ data: { error: 'NotAuthorizedException' } });
    expect(isQuietFailure(error)).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('reports any other failure to get the session instead of calling without a token', async () => {
    jest.mocked(fetchAuthSession).mockRejectedValue(new Error('Network error'));
    await expect(requestEndpoint(ENDPOINTS.userInfo)).rejects.toMatchObject({ data: { error: 'Connection Error', message: 'Network error', path: '/account/user-info' } });
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['there are no tokens', () => jest.mocked(fetchAuthSession).mockResolvedValue({ tokens: undefined } as never)],
    ['nobody is signed in', () => jest.mocked(fetchAuthSession).mockRejectedValue(Object.assign(new Error('User needs to be authenticated'), { name: 'UserUnAuthenticatedException' }))],
  ])('sends the call without a token when %s', async (_case, arrange) => {
    arrange();
    await expect(requestEndpoint(ENDPOINTS.userInfo)).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Authorization')).toBeFalsy();
  });
});
