import { ENDPOINTS } from 'shared-kit/contract';
import { SPLASH_MESSAGES, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/**
 * The tenants of the dropdown (docs/platform-ops.md#splash-page-config-the-screen); a failure shows the server's message, else
 * 'Something went wrong, Unable to fetch tenant' (docs/platform-ops.md#messages-when-a-call-fails).
 */
export function useSplashTenants() {
  return useEndpointQuery(ENDPOINTS.listTenants, undefined, { errorToast: SPLASH_MESSAGES.fetchTenantFailed });
}

/** The chosen tenant's splash pages (which sites show one), loaded once a tenant is chosen. */
export function useSplashState(tenantId: string | undefined) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.splashConfig, { query: { tenantId: tenantId ?? '' } }, { enabled: Boolean(tenantId), errorToast: true });
}

/**
 * ADD SPLASH PAGE / REMOVE SPLASH PAGE (docs/platform-ops.md#splash-page-config-the-screen): resolves with the answer (its Status
 * says whether it worked); the page words the outcome itself (docs/platform-ops.md#messages-when-a-call-fails), so no toast
 * here. The shown state reloads afterwards.
 */
export function useChangeSplash() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.updateSplashConfig, { invalidates: [PLATFORM_OPS_ENDPOINTS.splashConfig] });
}
