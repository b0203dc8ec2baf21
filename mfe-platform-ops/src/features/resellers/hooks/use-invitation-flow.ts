import { useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INVITATION_MESSAGES, hasInvitationQuery, locatorInput, type VerifyInvitationBody } from 'shared-kit/contract/platform-ops';
import { ApiError, getRuntimeConfig, providerWebsite } from 'shared-kit/runtime';
import { useUnsavedChangesGuard } from 'shared-kit/ui';
import { useAcceptInvitation, useInvitation, useLocateTenant, useResendActivation } from '../api/resellers';
import { INITIAL_INVITATION_FLOW, acceptBody, hasUnsentChoice, invitationFailure, invitationFlow, locateFailure, type InvitationChoice } from '../lib/invitation-flow';
import { invitationView } from '../lib/invitation-view';

/**
 * The public Reseller Invitation (docs/resellers.md#invitation-codes): the invitation of the
 * address's `invitationCode` and `user`, which view it calls for, and the form's state (the
 * `invitationFlow` reducer) with the calls that move it. Without both query parameters, or for an
 * unknown (404) or refused (400) or invalid invitation, `goTo` takes the visitor to the provider's
 * site. Leaving with a choice made or a website typed, before the acceptance, asks first.
 *
 * @example const flow = useInvitationFlow((url) => window.location.replace(url));
 */
export function useInvitationFlow(goTo: (url: string) => void) {
  const [params] = useSearchParams();
  const query: VerifyInvitationBody | null = hasInvitationQuery(params)
    ? { invitationCode: (params.get('invitationCode') ?? '').trim(), user: (params.get('user') ?? '').trim() }
    : null;
  const invitation = useInvitation(query);
  const locateCall = useLocateTenant();
  const acceptCall = useAcceptInvitation();
  const resendCall = useResendActivation();
  const [state, dispatch] = useReducer(invitationFlow, INITIAL_INVITATION_FLOW);
  useUnsavedChangesGuard(hasUnsentChoice(state));

  const failedForGood = invitation.error instanceof ApiError && (invitation.error.status === 404 || invitation.error.status === 400);
  const view = query === null || failedForGood ? 'redirect' : invitation.data ? invitationView(invitation.data) : null;
  useEffect(() => {
    if (view === 'redirect') goTo(providerWebsite(getRuntimeConfig()));
  }, [view, goTo]);

  const locate = async () => {
    if (!query) return;
    const siteUrl = locatorInput(state.site);
    if (siteUrl === null) {
      dispatch({ type: 'locateFailed', message: INVITATION_MESSAGES.enterSiteUrl });
      return;
    }
    dispatch({ type: 'locateSent' });
    try {
      dispatch({ type: 'located', tenant: await locateCall.mutateAsync({ body: { ...query, siteUrl } }) });
    } catch (error) {
      dispatch({ type: 'locateFailed', message: locateFailure(error) });
    }
  };

  const accept = async () => {
    if (!query || !state.choice) return;
    dispatch({ type: 'acceptSent' });
    try {
      dispatch({ type: 'accepted', invitation: await acceptCall.mutateAsync({ body: acceptBody(query, state) }) });
    } catch (error) {
      dispatch({ type: 'acceptFailed', message: invitationFailure(error) });
      // Accepted meanwhile: the invitation is loaded again and shows its warning.
      if (error instanceof ApiError && error.status === 409) void invitation.refetch();
    }
  };

  const resend = async () => {
    if (!query) return;
    dispatch({ type: 'resendSent' });
    try {
      dispatch({ type: 'resent', message: (await resendCall.mutateAsync({ body: query })).message });
    } catch (error) {
      dispatch({ type: 'resendFailed', message: invitationFailure(error) });
    }
  };

  return {
    state,
    /** The verify query: its invitation, error and refetch. */
    invitation,
    /** What to show: `null` while loading (or failed for a retry), else see `InvitationView`. */
    view,
    /** Whether the invitation failed for good (404, 400): the visitor is sent away, no retry offered. */
    failedForGood,
    locating: locateCall.isPending,
    accepting: acceptCall.isPending,
    resending: resendCall.isPending,
    choose: (choice: InvitationChoice) => dispatch({ type: 'choose', choice }),
    typeSite: (site: string) => dispatch({ type: 'typeSite', site }),
    /** Locate Website with the typed URL (trimmed; empty is refused without a call). */
    locate: () => void locate(),
    /** Accept Reseller Invitation with the choice and the located tenant. */
    accept: () => void accept(),
    /** Resend Activation Email. */
    resend: () => void resend(),
  };
}
