import { ADMIN_OPERATION_MESSAGES, ENDPOINTS } from 'shared-kit/contract';
import { useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/** The tenant selector's list (GET /update-config/list-tenants); a failure shows 'Something went wrong'. */
export function useVersionTenants() {
  return useEndpointQuery(ENDPOINTS.listTenants, undefined, { errorToast: ADMIN_OPERATION_MESSAGES.failed });
}

/** The current app version and each tenant's config version; a failure shows 'Something went wrong'. */
export function useVersionLedger() {
  return useEndpointQuery(ENDPOINTS.versionLedger, undefined, { errorToast: ADMIN_OPERATION_MESSAGES.failed });
}

/** Update App (POST /code-deployment/update-app-version); the page toasts the outcome itself. */
export function useUpdateAppVersion() {
  return useEndpointMutation(ENDPOINTS.updateAppVersion, { invalidates: [ENDPOINTS.versionLedger] });
}

/** Update Config (POST /code-deployment/update-config-version); the page toasts the outcome itself. */
export function useUpdateConfigVersion() {
  return useEndpointMutation(ENDPOINTS.updateConfigVersion, { invalidates: [ENDPOINTS.versionLedger] });
}
