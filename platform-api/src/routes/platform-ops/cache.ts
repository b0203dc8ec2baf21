import type { FastifyInstance } from 'fastify';
import { CACHE_KEY_SEPARATOR, CACHE_MESSAGES, CACHE_NAMES, TenantIdSchema, cacheKey, isValidCacheKeyPattern } from '../../contract.js';
import { actionContext, recordAction } from '../../action-log/record-action.js';
import { badRequest } from '../../lib/http-error.js';
import { SPLASH_CACHE, readSplashState } from '../../splash/splash-repository.js';
import { TENANT_CONFIG_CACHE, assertTenantExists, readTenantConfiguration } from '../../tenant-settings/tenant-settings-repository.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** The action-log area of Cache Management (read by PLATFORM_ADMIN; a tenant's history). */
const CACHE_AREA = 'cache-management';

const TENANT_ID = new RegExp(TenantIdSchema.pattern ?? '^$');

/**
 * Cache Management (PLATFORM_ADMIN; docs/platform-ops.md#cache-management). Keys are
 * `{tenantId}|{cacheName}` (shared-kit `cacheKey`), the cache names {@link CACHE_NAMES}.
 * - GET /cache/redis-keys?tenantId=: the tenant's keys now in the cache, sorted (404 'Tenant not found!');
 * - GET /cache/master-list-keys: the cache names, sorted;
 * - PUT /cache/evict `{ cacheKeyPattern }`: the pattern must hold a pipe with text on either side and
 *   start with a tenant id (no `*` before the pipe), else 400 'Invalid cacheKeyPattern'; removes the
 *   matching keys (`*` any text) and tells how many;
 * - PUT /cache/reload `{ tenantId, cacheName }`: loads that cache of the tenant from the database again.
 * Each eviction and reload writes its action-log entry (area cache-management) once the cache has
 * changed (docs/api.md#action-log).
 */
export function cacheHandlers(app: FastifyInstance): HandlerGroup<'redisCacheKeys' | 'redisMasterListKeys' | 'evictCache' | 'reloadCache'> {
  return {
    redisCacheKeys: async (request) => {
      const { tenantId } = request.query;
      await assertTenantExists(app.db, tenantId);
      return app.cache.keys(`${tenantId}${CACHE_KEY_SEPARATOR}*`);
    },

    redisMasterListKeys: async () => [...CACHE_NAMES].sort(),

    evictCache: async (request) => {
      const pattern = request.body.cacheKeyPattern.trim();
      if (!isValidCacheKeyPattern(pattern)) throw badRequest(CACHE_MESSAGES.invalidPattern);
      const tenantId = pattern.slice(0, pattern.indexOf(CACHE_KEY_SEPARATOR));
      if (!TENANT_ID.test(tenantId)) throw badRequest(CACHE_MESSAGES.invalidPattern);
      const keys = await app.cache.keys(pattern);
      const removed = await app.cache.delete(keys);
      const message = `Evicted ${removed} cache ${removed === 1 ? 'entry' : 'entries'} matching ${pattern}`;
      // The cache is not in the database: its entry follows the eviction.
      await app.db.transaction((tx) =>
        recordAction(tx, { ...actionContext(request), area: CACHE_AREA, endpoint: 'evictCache', action: 'CACHE_EVICTED', targetIds: [tenantId, ...keys], note: message }),
      );
      return { message };
    },

    reloadCache: async (request) => {
      const { tenantId, cacheName } = request.body;
      await assertTenantExists(app.db, tenantId);
      await app.cache.delete([cacheKey(tenantId, cacheName)]);
      if (cacheName === TENANT_CONFIG_CACHE) await readTenantConfiguration(app.db, app.cache, tenantId);
      else if (cacheName === SPLASH_CACHE) await readSplashState(app.db, app.cache, tenantId);
      const message = `Cache ${cacheKey(tenantId, cacheName)} reloaded`;
      await app.db.transaction((tx) =>
        recordAction(tx, { ...actionContext(request), area: CACHE_AREA, endpoint: 'reloadCache', action: 'CACHE_RELOADED', targetIds: [tenantId, cacheKey(tenantId, cacheName)], note: message }),
      );
      return { message };
    },
  };
}
