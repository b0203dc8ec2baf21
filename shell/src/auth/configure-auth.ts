import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { setTokenProvider, type RuntimeConfig } from 'shared-kit';
import { createLocalTokenRefresher } from './local-token-refresher';

/**
 * Configures Amplify from the runtime config (spec 01 §4 "App start") and installs the API
 * client's token provider (the session's Cognito ID token).
 */
export function configureAuth(config: RuntimeConfig): void {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config.auth;
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
  });
  if (userPoolEndpoint) {
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(createLocalTokenRefresher(userPoolEndpoint, userPoolClientId));
  }
  setTokenProvider(async () => {
    try {
      return (await fetchAuthSession()).tokens?.idToken?.toString();
    } catch {
      return undefined;
    }
  });
}
