/**
 * The signed-in user: identity from Amplify, roles from the ID token's `cognito:groups`,
 * authorities from the API (docs/sign-in.md#app-start, docs/api.md#roles-and-tokens).
 */
import { fetchAuthSession, getCurrentUser, signOut } from 'aws-amplify/auth';
import { API_PATHS, isTenantRoleAccount, roleMapFromGroups, type UserInfo } from 'shared-kit/contract';
import { useSessionStore, type UserSession } from 'shared-kit/runtime/core';
import { loadRuntime } from '../app/runtime';

/** The user holds no tenant-role account (e.g. a storefront buyer) and may not use the console. */
export class WrongWebsiteError extends Error {
  constructor(readonly groups: readonly string[]) {
    super('Not a tenant-role account');
    this.name = 'WrongWebsiteError';
  }
}

function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((g): g is string => typeof g === 'string');
  return typeof claim === 'string' && claim ? [claim] : [];
}

/**
 * Reads the current Amplify user and builds the session: groups from the ID token, then the
 * authorities from `GET /account/user-info`. `onGroups` hears the groups of a tenant-role account
 * before the user-info call goes out (the shell starts loading the landing page then).
 *
 * @throws WrongWebsiteError for a user without a tenant-role account; any Amplify or API error.
 */
export async function loadSignedInUser(onGroups?: (groups: readonly string[]) => void): Promise<UserSession> {
  const current = await getCurrentUser();
  const { tokens } = await fetchAuthSession();
  const idToken = tokens?.idToken;
  if (!idToken) throw new Error('The session has no identity token');
  const groups = groupsOf(idToken.payload['cognito:groups']);
  if (!isTenantRoleAccount(groups)) throw new WrongWebsiteError(groups);
  onGroups?.(groups);
  const { apiClient } = await loadRuntime();
  const { data } = await apiClient.get<UserInfo>(API_PATHS.userInfo);
  const tokenEmail = typeof idToken.payload.email === 'string' ? idToken.payload.email : '';
  return {
    username: data?.username || current.username,
    email: data?.email || tokenEmail || current.signInDetails?.loginId || '',
    groups,
    roles: roleMapFromGroups(groups),
    isSignedIn: true,
    authorities: Array.isArray(data?.authorities) ? data.authorities : [],
  };
}

let endedOnPurpose = false;

/** Publishes a signed-in user to the session store. */
export function startSession(user: UserSession): void {
  endedOnPurpose = false;
  useSessionStore.getState().setUser(user);
}

/** Marks that the session is being ended on purpose (logout, rejection), not lost. */
export function markSessionEnding(): void {
  endedOnPurpose = true;
}

/** Whether the last session was ended on purpose; such an end does not remember the open page. */
export function sessionEndedOnPurpose(): boolean {
  return endedOnPurpose;
}

/** Signs out of Amplify, logging (never throwing) a failure (docs/sign-in.md#logout-and-session-end). */
export async function quietSignOut(): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
}
