import { ADMIN_OPERATION_MESSAGES, deployEndpointKey, type DeployStep, type DeployVariant, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/** The release ledger (versions and pull requests); a failed load shows 'Something went wrong'. */
export function useReleaseLedger() {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.releaseLedger, undefined, { errorToast: ADMIN_OPERATION_MESSAGES.failed });
}

/**
 * One variant of a deployment step (POST /code-deployment/{step}[-pr|
 * -approve|-merge]); `mutateAsync({ body })` resolves with the admin operation's answer. A refusal
 * shows the server's message (e.g. 'Version v1.4.0 is already merged to prod'), else 'Something
 * went wrong'.
 */
export function useDeployCall(step: DeployStep, variant: DeployVariant) {
  const endpoint = PLATFORM_OPS_ENDPOINTS[deployEndpointKey(step, variant)] as typeof PLATFORM_OPS_ENDPOINTS.releaseToProd;
  return useEndpointMutation(endpoint, { errorToast: ADMIN_OPERATION_MESSAGES.failed });
}
