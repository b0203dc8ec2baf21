import { type VerifyInvitationBody, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/**
 * Onboard Reseller (spec 02 §7 "Reseller onboarding"): a failure toasts the server's message; the
 * page shows 'Reseller Onboarded Successfully' itself.
 */
export function useOnboardReseller() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.resellerOnboarding, { errorToast: true });
}

/** Sync of Pxnr Sync (spec 02 §7 "Pxnr sync"): a failure toasts the server's message. */
export function usePxnrSync() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.pxnrSync, { errorToast: true });
}

/**
 * The invitation of the link (spec 02 §7 "Verify invitation"), without a token; not retried (an
 * unknown invitation sends the visitor to the provider's site), not loaded while `body` is null.
 */
export function useInvitation(body: VerifyInvitationBody | null) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.verifyInvitation, { body: body ?? { invitationCode: '', user: '' } }, { enabled: body !== null, retry: false, staleTime: Infinity });
}

/** The website locator (spec 02 §5, §7 "Locate tenant"): the page shows the outcome inline, no toast. */
export function useLocateTenant() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.locateTenant);
}

/** Accept Reseller Invitation (spec 02 §7 "Accept invitation"): the page shows the outcome inline. */
export function useAcceptInvitation() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.acceptInvitation);
}

/** Resend of the supplier activation e-mail (spec 02 §4, §8): the page shows the outcome. */
export function useResendActivation() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.resendActivation);
}
