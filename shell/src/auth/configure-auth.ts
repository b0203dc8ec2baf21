import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { setTokenProvider, type RuntimeConfig } from 'shared-kit/runtime/core';
import { createLocalTokenRefresher } from './local-token-refresher';

/** Amplify's error when there is no signed-in user. */
const NO_SESSION_ERROR = 'UserUnAuthenticatedException';

/**
 * Configures Amplify from the runtime config (docs/sign-in.md#app-start) and installs the API
 * client's token provider (the session's Cognito ID token; NotAuthorizedException and other
 * failures are thrown, not turned into a call without a token).
 */
export function configureAuth(config: RuntimeConfig): void {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config.auth;
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
  });
  if (userPoolEndpoint) {
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(createLocalTokenRefresher(userPoolEndpoint, userPoolClientId));
  }
  setTokenProvider(sessionIdToken);
}

/**
 * The session's ID token, or `undefined` when nobody is signed in. Every other failure is thrown:
 * shared-kit's data layer swallows a NotAuthorizedException and reports the rest, instead of the
 * call going out without a token (docs/sign-in.md#the-api-token).
 */
async function sessionIdToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === NO_SESSION_ERROR) return undefined;
    throw error;
  }
}
