/**
 * Token refresh for a local user pool (cognito-local). Recent Amplify versions refresh with a
 * Cognito API that cognito-local lacks, so in local mode the shell refreshes with the classic
 * InitiateAuth REFRESH_TOKEN_AUTH flow instead.
 */
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { decodeJwtPayload } from 'shared-kit/contract';

/** The refresher signature Amplify's token orchestrator accepts. */
export type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type CognitoTokens = Awaited<ReturnType<TokenRefresher>>;

interface InitiateAuthResponse {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
  message?: string;
}

function jwt(token: string): CognitoTokens['accessToken'] {
  return { payload: decodeJwtPayload(token) as CognitoTokens['accessToken']['payload'], toString: () => token };
}

/**
 * A token refresher that calls InitiateAuth (REFRESH_TOKEN_AUTH) on `endpoint` by fetch.
 *
 * @throws Error with the pool's message when the refresh token is missing or rejected.
 */
export function createLocalTokenRefresher(endpoint: string, clientId: string): TokenRefresher {
  return async ({ tokens, username }) => {
    const refreshToken = tokens.refreshToken;
    if (!refreshToken) throw new Error('No refresh token');
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    });
    const body = (await response.json().catch(() => ({}))) as InitiateAuthResponse;
    const result = body.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) throw new Error(body.message ?? `Token refresh failed: HTTP ${response.status}`);
    const accessToken = jwt(result.AccessToken);
    const issuedAt = Number(accessToken.payload.iat ?? Math.floor(Date.now() / 1000));
    return {
      accessToken,
      ...(result.IdToken ? { idToken: jwt(result.IdToken) } : {}),
      clockDrift: issuedAt * 1000 - Date.now(),
      refreshToken: result.RefreshToken ?? refreshToken,
      username,
    };
  };
}
