import { ENDPOINTS } from 'shared-kit/contract';
import { ADMIN_OPERATION_MESSAGES, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/** The tenant selector's list (GET /update-config/list-tenants); a failure shows 'Something went wrong'. */
export function useVersionTenants() {
  return useEndpointQuery(ENDPOINTS.listTenants, undefined, { errorToast: ADMIN_OPERATION_MESSAGES.failed });
}

/** The current app version and each tenant's config version; a failure shows 'Something went wrong'. */
export function useVersionLedger() {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.versionLedger, undefined, { errorToast: ADMIN_OPERATION_MESSAGES.failed });
}

/** Update App (POST /code-deployment/update-app-version); the page toasts the outcome itself. */
export function useUpdateAppVersion() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.updateAppVersion, { invalidates: [PLATFORM_OPS_ENDPOINTS.versionLedger] });
}

/** Update Config (POST /code-deployment/update-config-version); the page toasts the outcome itself. */
export function useUpdateConfigVersion() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.updateConfigVersion, { invalidates: [PLATFORM_OPS_ENDPOINTS.versionLedger] });
}
