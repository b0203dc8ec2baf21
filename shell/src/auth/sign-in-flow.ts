import { confirmSignIn, signIn, signOut, type SignInOutput } from 'aws-amplify/auth';
import { wrongWebsiteMessage } from 'shared-kit/contract';
import { type RuntimeConfig } from 'shared-kit/runtime/core';
import { preloadConsole, preloadLanding } from '../remotes/preload';
import { endSession } from './session-end';
import { loadSignedInUser, quietSignOut, startSession, WrongWebsiteError } from './session';

/** Amplify's step for the NEW_PASSWORD_REQUIRED challenge (docs/sign-in.md#new-password). */
export const NEW_PASSWORD_STEP = 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED';

/** What the sign-in page does next. */
export type SignInOutcome = 'signed-in' | 'new-password-required' | 'rejected';

/**
 * Signs in with the flow type of the runtime config (`USER_PASSWORD_AUTH` for cognito-local, SRP
 * for AWS Cognito). A stale Amplify session left behind is signed out first.
 *
 * @throws the auth service's error (its message is shown as an error toast).
 */
export async function submitSignIn(config: RuntimeConfig, username: string, password: string): Promise<SignInOutcome> {
  const attempt = () => signIn({ username, password, options: { authFlowType: config.auth.authFlowType } });
  let result: SignInOutput;
  try {
    result = await attempt();
  } catch (error) {
    if ((error as { name?: string })?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await attempt();
  }
  return next(config, result);
}

/**
 * Answers the NEW_PASSWORD_REQUIRED challenge with `newPassword`.
 *
 * @throws the auth service's error.
 */
export async function submitNewPassword(config: RuntimeConfig, newPassword: string): Promise<SignInOutcome> {
  return next(config, await confirmSignIn({ challengeResponse: newPassword }));
}

async function next(config: RuntimeConfig, result: SignInOutput): Promise<SignInOutcome> {
  const step = result.nextStep.signInStep;
  if (step === NEW_PASSWORD_STEP) return 'new-password-required';
  if (!result.isSignedIn && step !== 'DONE') throw new Error(`Unsupported sign-in step: ${step}`);
  return finishSignIn(config);
}

/**
 * Builds the session after Amplify signed the user in. A user without a tenant-role account is
 * signed out with 'You have logged into wrong website. Kindly login into {website}'
 * (docs/sign-in.md#wrong-website).
 *
 * @throws the error of the user-info call, after signing out.
 */
export async function finishSignIn(config: RuntimeConfig): Promise<SignInOutcome> {
  try {
    const user = await loadSignedInUser(preloadLanding);
    // The sign-in card stays (its button busy) until the console's frame can be drawn at once.
    await preloadConsole();
    startSession(user);
    return 'signed-in';
  } catch (error) {
    if (error instanceof WrongWebsiteError) {
      await endSession({ message: wrongWebsiteMessage(config.buyersWebsite), severity: 'error', messageType: 'toast' });
      return 'rejected';
    }
    await quietSignOut();
    throw error;
  }
}
