import { ENDPOINTS } from 'shared-kit/contract';
import { CACHE_MESSAGES, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { showToast, useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';

/**
 * The tenants of Tenant Name (docs/platform-ops.md#cache-management-the-screen); a failure shows the server's message, else
 * 'Something went wrong, Unable to fetch tenants' (the page then goes to /dashboard; docs/platform-ops.md#messages-when-a-call-fails).
 */
export function useCacheTenants() {
  return useEndpointQuery(ENDPOINTS.listTenants, undefined, { errorToast: CACHE_MESSAGES.fetchTenantsFailed });
}

/**
 * The chosen tenant's Redis keys for the Evict tab (docs/platform-ops.md#cache-management-the-screen), loaded once a tenant is
 * chosen; a failure shows '...Unable to fetch redis cache keys' (docs/platform-ops.md#messages-when-a-call-fails).
 */
export function useRedisKeys(tenantId: string | undefined, enabled: boolean) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.redisCacheKeys, { query: { tenantId: tenantId ?? '' } }, { enabled: enabled && Boolean(tenantId), errorToast: CACHE_MESSAGES.fetchKeysFailed });
}

/** The master list of cache names for the Reload tab (an array, sorted). */
export function useMasterListKeys(enabled: boolean) {
  return useEndpointQuery(PLATFORM_OPS_ENDPOINTS.redisMasterListKeys, undefined, { enabled, errorToast: CACHE_MESSAGES.fetchKeysFailed });
}

/**
 * EVICT CACHE ENTRY (PUT evict with cacheKeyPattern): the answer's message is
 * shown; a failure shows the server's message, else 'Something went wrong, Unable to Evict Cache
 * Entry'. The tenant's key list reloads.
 */
export function useEvictCache() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.evictCache, {
    invalidates: [PLATFORM_OPS_ENDPOINTS.redisCacheKeys],
    errorToast: CACHE_MESSAGES.evictFailed,
    onSuccess: (answer) => showToast(answer.message, 'success'),
  });
}

/**
 * RELOAD CACHE (PUT reload with tenantId and cacheName): the answer's message is
 * shown; a failure shows the server's message, else 'Something went wrong, Unable to Reload Cache'.
 */
export function useReloadCache() {
  return useEndpointMutation(PLATFORM_OPS_ENDPOINTS.reloadCache, {
    invalidates: [PLATFORM_OPS_ENDPOINTS.redisCacheKeys],
    errorToast: CACHE_MESSAGES.reloadFailed,
    onSuccess: (answer) => showToast(answer.message, 'success'),
  });
}
