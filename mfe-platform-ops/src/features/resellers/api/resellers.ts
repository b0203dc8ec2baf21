import { type VerifyInvitationBody, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/**
 * Onboard Reseller (docs/resellers.md#reseller-onboarding-and-pxnr-sync): a failure toasts the server's message; the
 * page shows 'Reseller Onboarded Successfully' itself.
 */
export function useOnboardReseller() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.resellerOnboarding, { errorToast: true });
}

/** Sync of Pxnr Sync (docs/resellers.md#reseller-onboarding-and-pxnr-sync): a failure toasts the server's message. */
export function usePxnrSync() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.pxnrSync, { errorToast: true });
}

/**
 * The invitation of the link (docs/resellers.md#what-the-public-invitation-calls-reveal), without a token; not retried (an
 * unknown invitation sends the visitor to the provider's site), not loaded while `body` is null.
 */
export function useInvitation(body: VerifyInvitationBody | null) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.verifyInvitation, { body: body ?? { invitationCode: '', user: '' } }, { enabled: body !== null, retry: false, staleTime: Infinity });
}

/** The website locator (docs/resellers.md#what-the-public-invitation-calls-reveal): the page shows the outcome inline, no toast. */
export function useLocateTenant() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.locateTenant);
}

/** Accept Reseller Invitation (docs/resellers.md#invitation-codes): the page shows the outcome inline. */
export function useAcceptInvitation() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.acceptInvitation);
}

/** Resend of the supplier activation e-mail (docs/resellers.md#resend-limit): the page shows the outcome. */
export function useResendActivation() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.resendActivation);
}
