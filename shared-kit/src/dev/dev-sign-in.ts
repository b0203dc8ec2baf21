/**
 * Dev sign-in of a standalone remote: Cognito's InitiateAuth (USER_PASSWORD_AUTH) called directly,
 * so a remote's developers can work without the shell. Not used by the shell.
 */
import { decodeJwtPayload } from 'shared-kit/contract';
import { type AuthConfig } from 'shared-kit/runtime';

const STORAGE_KEY = 'PxDevIdToken';

/**
 * Signs in against the pool's endpoint with USER_PASSWORD_AUTH and keeps the ID token in
 * sessionStorage.
 *
 * @returns the ID token (JWT).
 * @throws Error with Cognito's message (e.g. 'Incorrect username or password.').
 */
export async function devSignIn(auth: AuthConfig, username: string, password: string): Promise<string> {
  const endpoint = auth.userPoolEndpoint ?? `https://cognito-idp.${auth.region}.amazonaws.com/`;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: auth.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { message?: string; AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (!response.ok || !token) throw new Error(body.message ?? 'Sign-in failed');
  sessionStorage.setItem(STORAGE_KEY, token);
  return token;
}

/** The stored dev ID token, or `undefined` when absent or expired. */
export function storedDevToken(): string | undefined {
  const token = sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  if (!token) return undefined;
  const exp = decodeJwtPayload(token).exp ?? 0;
  return exp * 1000 > Date.now() ? token : undefined;
}

/** Forgets the dev ID token. */
export function devSignOut(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
