import { createLocalTokenRefresher } from '../src/auth/local-token-refresher';
import { fakeResponse } from './fake-response';

function jwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
}

describe('local token refresher', () => {
  it('refreshes with InitiateAuth REFRESH_TOKEN_AUTH against the local pool endpoint', async () => {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = jwt({ iat: now, exp: now + 3600, username: 'u1' });
    const idToken = jwt({ iat: now, 'cognito:groups': ['FINANCE'] });
    const fetchMock = jest.fn(async () => fakeResponse({ AuthenticationResult: { AccessToken: accessToken, IdToken: idToken } }, 200));
    global.fetch = fetchMock as unknown as typeof fetch;

    const refresh = createLocalTokenRefresher('http://localhost:9229', 'client-1');
    const tokens = await refresh({ tokens: { refreshToken: 'r-1', clockDrift: 0, username: 'u1' } as never, username: 'u1' });

    expect(fetchMock).toHaveBeenCalledWith('http://localhost:9229', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'client-1', AuthParameters: { REFRESH_TOKEN: 'r-1' } }),
    });
    expect(tokens.accessToken.toString()).toBe(accessToken);
    expect(tokens.idToken?.toString()).toBe(idToken);
    expect(tokens.idToken?.payload['cognito:groups']).toEqual(['FINANCE']);
    expect(tokens.refreshToken).toBe('r-1');
    expect(tokens.username).toBe('u1');
    expect(Math.abs(tokens.clockDrift)).toBeLessThan(5000);
  });

  it("fails with the pool's message when the refresh token is refused", async () => {
    global.fetch = jest.fn(async () => fakeResponse({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }, 400)) as unknown as typeof fetch;
    const refresh = createLocalTokenRefresher('http://localhost:9229', 'client-1');
    await expect(refresh({ tokens: { refreshToken: 'old', clockDrift: 0, username: 'u1' } as never, username: 'u1' })).rejects.toThrow('Refresh Token has expired');
  });
});
