import { wrongWebsiteMessage } from 'shared-kit/contract';
import { loadRuntimeConfig, type RuntimeConfig } from 'shared-kit/runtime/core';
import { configureAuth } from '../auth/configure-auth';
import { preloadLanding } from '../remotes/preload';
import { endSession } from '../auth/session-end';
import { loadSignedInUser, quietSignOut, startSession, WrongWebsiteError } from '../auth/session';

/**
 * App start (docs/sign-in.md#app-start): load the runtime config, configure Amplify, then restore
 * the signed-in user and fetch the authorities. Any failure after the config leaves the visitor
 * signed out.
 *
 * @returns the runtime config.
 * @throws Error only when the runtime config cannot be loaded.
 */
export async function startApp(): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig();
  configureAuth(config);
  await restoreSession(config);
  return config;
}

async function restoreSession(config: RuntimeConfig): Promise<void> {
  try {
    startSession(await loadSignedInUser(preloadLanding));
  } catch (error) {
    if (error instanceof WrongWebsiteError) {
      await endSession({ message: wrongWebsiteMessage(config.buyersWebsite), severity: 'error', messageType: 'toast' });
      return;
    }
    // Not signed in at all is the normal case; anything else leaves stale tokens behind that would
    // block the next sign-in.
    if ((error as { name?: string })?.name !== 'UserUnAuthenticatedException') {
      console.error('Unable to restore the session', error);
      await quietSignOut();
    }
  }
}
