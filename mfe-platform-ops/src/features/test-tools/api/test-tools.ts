import { BUYER_DECRYPT_MESSAGES, SYNC_SETTINGS_MESSAGES, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/**
 * A few of a tenant's encrypted buyer names to copy into Buyer Decrypt (GET /buyer/encrypted),
 * loaded once a tenant ID is given; no toast (the list is a help, not the task).
 */
export function useEncryptedBuyers(tenantId: string) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.encryptedBuyers, { query: { tenant_id: tenantId } }, { enabled: tenantId !== '', retry: false });
}

/**
 * Decrypt (POST buyer/decrypt, body tenant_id and encrypted): a failure
 * shows the server's message, else 'Something went wrong' (docs/platform-ops.md#messages-when-a-call-fails).
 */
export function useDecryptBuyer() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.buyerDecrypt, { errorToast: BUYER_DECRYPT_MESSAGES.failed });
}

/**
 * Sync (POST /setting-sync with the four fields): a failure shows the
 * server's message, else 'Something went wrong'.
 */
export function useSyncSettings() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.settingSync, { errorToast: SYNC_SETTINGS_MESSAGES.failed });
}
