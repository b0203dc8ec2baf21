import { ENDPOINTS } from 'shared-kit/contract';
import { PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { showToast, useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';
import { UPDATE_CONFIG_MESSAGES } from '../lib/config-rules';

/** The tenant selector's list (docs/platform-ops.md#update-config-the-screen); a failure shows 'Something went wrong'. */
export function useUpdateConfigTenants() {
  return useEndpointQuery(ENDPOINTS.listTenants, undefined, { errorToast: UPDATE_CONFIG_MESSAGES.failed });
}

/** Every configuration key (docs/platform-ops.md#update-config-the-screen), so keys a tenant lacks can be given a value. */
export function useConfigKeys() {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.listConfigKeys, undefined, { errorToast: UPDATE_CONFIG_MESSAGES.failed });
}

/** The chosen tenant's configuration (docs/platform-ops.md#update-config-the-screen), loaded once a tenant is chosen. */
export function useTenantConfig(tenantId: string | undefined) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.tenantConfig, { body: { tenant_id: tenantId ?? '' } }, { enabled: Boolean(tenantId), errorToast: UPDATE_CONFIG_MESSAGES.failed });
}

/**
 * SAVE CHANGES (docs/platform-ops.md#update-config-the-screen): shows 'Updated successfully' (the server's message
 * first), then reloads the tenant's configuration; a failure shows the server's message, else
 * 'Something went wrong'.
 */
export function useSaveConfig() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.saveConfig, {
    invalidates: [PLATFORM_OPS_ENDPOINTS.tenantConfig, PLATFORM_OPS_ENDPOINTS.listConfigKeys],
    errorToast: UPDATE_CONFIG_MESSAGES.failed,
    onSuccess: (answer) => showToast(answer.message || UPDATE_CONFIG_MESSAGES.saved, 'success'),
  });
}
