/**
 * The state of the open invitation's form and its transitions (docs/resellers.md#invitation-codes):
 * NOT YET / YES, the website located for YES, the acceptance and the resend of the activation
 * e-mail. A reducer over pure steps, read by `useInvitationFlow`, which makes the calls.
 */
import { INVITATION_MESSAGES, type AcceptInvitationBody, type Invitation, type LocatedTenant, type VerifyInvitationBody } from 'shared-kit/contract/platform-ops';
import { ApiError } from 'shared-kit/runtime';

/** The answer to 'Are you already a client of ours?': NOT YET or YES. */
export type InvitationChoice = 'NOT_YET' | 'YES';

/** Everything the invitation page holds between renders. */
export interface InvitationFlowState {
  choice: InvitationChoice | undefined;
  /** The website typed for YES, as typed. */
  site: string;
  /** The tenant the typed website belongs to, once located. */
  located: LocatedTenant | null;
  locateError: string | null;
  acceptError: string | null;
  /** The invitation as the accept call answered it: the confirmation is shown. */
  accepted: Invitation | null;
  /** The resend's answer ('Supplier Activation Email has been resent to …'). */
  resent: string | null;
  resendError: string | null;
}

/** What the visitor or an answer does to the page. */
export type InvitationFlowAction =
  | { type: 'choose'; choice: InvitationChoice }
  | { type: 'typeSite'; site: string }
  | { type: 'locateSent' }
  | { type: 'located'; tenant: LocatedTenant }
  | { type: 'locateFailed'; message: string }
  | { type: 'acceptSent' }
  | { type: 'accepted'; invitation: Invitation }
  | { type: 'acceptFailed'; message: string }
  | { type: 'resendSent' }
  | { type: 'resent'; message: string }
  | { type: 'resendFailed'; message: string };

/** The page as it opens: nothing chosen, typed, located or answered. */
export const INITIAL_INVITATION_FLOW: InvitationFlowState = {
  choice: undefined,
  site: '',
  located: null,
  locateError: null,
  acceptError: null,
  accepted: null,
  resent: null,
  resendError: null,
};

/**
 * The page after `action` (docs/resellers.md#invitation-codes). A new choice clears the last
 * acceptance refusal; a website typed anew drops the tenant located for the one before and its error.
 */
export function invitationFlow(state: InvitationFlowState, action: InvitationFlowAction): InvitationFlowState {
  switch (action.type) {
    case 'choose':
      return { ...state, choice: action.choice, acceptError: null };
    case 'typeSite':
      return { ...state, site: action.site, located: null, locateError: null };
    case 'locateSent':
      return { ...state, located: null, locateError: null };
    case 'located':
      return { ...state, located: action.tenant, locateError: null };
    case 'locateFailed':
      return { ...state, located: null, locateError: action.message };
    case 'acceptSent':
      return { ...state, acceptError: null };
    case 'accepted':
      return { ...state, accepted: action.invitation };
    case 'acceptFailed':
      return { ...state, acceptError: action.message };
    case 'resendSent':
      return { ...state, resendError: null };
    case 'resent':
      return { ...state, resent: action.message };
    case 'resendFailed':
      return { ...state, resendError: action.message };
  }
}

/** Whether Accept Reseller Invitation is enabled: NOT YET, or YES with the website located. */
export function canAccept(state: InvitationFlowState): boolean {
  return state.choice === 'NOT_YET' || (state.choice === 'YES' && state.located !== null);
}

/** Whether leaving loses a choice made or a website typed, not yet sent with an acceptance (docs/leaving.md). */
export function hasUnsentChoice(state: InvitationFlowState): boolean {
  return state.accepted === null && (state.choice !== undefined || state.site !== '');
}

/**
 * The body of Accept Reseller Invitation: NOT YET is not a PX tenant; YES names the located tenant
 * (`autoLookup` when one was located).
 *
 * @example acceptBody(query, { ...state, choice: 'NOT_YET' }) // { ...query, isPxTenant: false, pxTenantId: null, autoLookup: false }
 */
export function acceptBody(query: VerifyInvitationBody, state: InvitationFlowState): AcceptInvitationBody {
  const isPxTenant = state.choice === 'YES';
  return { ...query, isPxTenant, pxTenantId: isPxTenant ? (state.located?.pxTenantId ?? null) : null, autoLookup: isPxTenant && state.located !== null };
}

/** The message of a failed call of the page: the server's, else 'Invitation not found'. */
export function invitationFailure(error: unknown): string {
  return error instanceof Error && error.message ? error.message : INVITATION_MESSAGES.notFound;
}

/** The message of a failed website locator: the spec's not-found text for a 404, else {@link invitationFailure}. */
export function locateFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? INVITATION_MESSAGES.siteNotFound : invitationFailure(error);
}
