import { PLATFORM_OPS_WORKFLOW_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { requestAsyncEndpoint } from 'shared-kit/runtime';

/**
 * Enables purchase orders for a tenant (POST /po-onboarding with tenant_id): an
 * asynchronous call, polled every 3 s with the request_id header until COMPLETED, whose JSON result
 * is returned. Failures are not toasted here: the screen says 'Something went wrong' (docs/platform-ops.md#auction-and-po-onboarding-the-screen).
 *
 * @throws ApiError when the call fails
 * @example const result = await onboardPo({ tenant_id: 'T09' }, signal);
 */
export function onboardPo(body: { tenant_id: string }, signal: AbortSignal) {
  return requestAsyncEndpoint(PLATFORM_OPS_WORKFLOW_ENDPOINTS.poOnboarding, { body }, { signal, suppressToast: true });
}
