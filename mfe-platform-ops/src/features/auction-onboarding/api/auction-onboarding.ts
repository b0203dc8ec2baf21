import { PLATFORM_OPS_WORKFLOW_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { requestAsyncEndpoint } from 'shared-kit/runtime';

/**
 * Enables auctions for a tenant (POST /auction-onboarding with tenant_id and tenant_system_email):
 * an asynchronous call, polled every 3 s with the request_id header until COMPLETED,
 * whose JSON result is returned. Failures are not toasted here: the screen says 'Something went
 * wrong' (docs/platform-ops.md#auction-and-po-onboarding-the-screen).
 *
 * @throws ApiError when the call fails
 * @example const result = await onboardAuction({ tenant_id: 'T09', tenant_system_email: 'system@acme.test' }, signal);
 */
export function onboardAuction(body: { tenant_id: string; tenant_system_email: string }, signal: AbortSignal) {
  return requestAsyncEndpoint(PLATFORM_OPS_WORKFLOW_ENDPOINTS.auctionOnboarding, { body }, { signal, suppressToast: true });
}
