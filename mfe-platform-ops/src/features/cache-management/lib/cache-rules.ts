import { CACHE_MESSAGES } from 'shared-kit/contract/platform-ops';

/** The two tabs of the cache page (the tab is evict or reload). */
export type CacheTab = 'evict' | 'reload';

/** The cache page's messages (docs/platform-ops.md#cache-management-the-screen), as the contract words them. */
export { CACHE_MESSAGES };

/**
 * The typed text without its asterisks: the prefix the key lists are filtered by (docs/platform-ops.md#cache-management-the-screen).
 *
 * @example typedPrefix('T01|conf*') // 'T01|conf'
 */
export function typedPrefix(typed: string): string {
  return typed.replace(/\*/g, '');
}

/**
 * The Redis keys offered while evicting (docs/platform-ops.md#cache-management-the-screen): those of the chosen tenant (starting
 * with it) that also start with the typed prefix (asterisks removed). Without a tenant, none.
 *
 * @example evictKeyOptions(['T01|a', 'T01|b', 'T02|a'], 'T01', 'T01|a') // ['T01|a']
 */
export function evictKeyOptions(keys: readonly string[], tenantId: string | undefined, typed: string): string[] {
  if (!tenantId) return [];
  const prefix = typedPrefix(typed);
  return keys.filter((key) => key.startsWith(tenantId) && key.startsWith(prefix));
}

/**
 * The cache names offered while reloading (docs/platform-ops.md#cache-management-the-screen): the master list's keys starting
 * with the typed text, its asterisks removed.
 *
 * @example reloadKeyOptions(['splash-config', 'tenant-config'], 'ten*') // ['tenant-config']
 */
export function reloadKeyOptions(keys: readonly string[], typed: string): string[] {
  const prefix = typedPrefix(typed);
  return keys.filter((key) => key.startsWith(prefix));
}

/**
 * Whether the tenant dropdown is disabled (with at most one tenant).
 *
 * @example isTenantChoiceDisabled(1) // true
 */
export function isTenantChoiceDisabled(tenantCount: number): boolean {
  return tenantCount <= 1;
}
