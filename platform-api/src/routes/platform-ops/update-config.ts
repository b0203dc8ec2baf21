import type { FastifyInstance } from 'fastify';
import { actionContext } from '../../action-log/record-action.js';
import { UPDATE_CONFIG_SAVED_MESSAGE } from '../../contract.js';
import { badRequest } from '../../lib/http-error.js';
import { listConfigKeys, readTenantConfiguration } from '../../tenant-settings/tenant-settings-repository.js';
import { saveTenantSettings } from '../../tenant-settings/tenant-settings-service.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * Update Config (PLATFORM_ADMIN; docs/platform-ops.md#update-config):
 * - GET /update-config/list-configs: `{ config_keys }`, every key sorted;
 * - POST /update-config/tenant-config `{ tenant_id }`: `{ results }`, the configuration read through
 *   the cache (a setting changed in the database directly shows after an evict or reload); 404
 *   'Tenant not found!';
 * - POST /update-config `{ tenant_id, config }` (the changed keys plus the image keys): written in
 *   one transaction, the cached configuration evicted; `{ success: true, message: 'Updated successfully' }`. 400 when config is empty
 *   (the schema's minProperties) or changes tenant_id.
 */
export function updateConfigHandlers(app: FastifyInstance): HandlerGroup<'listConfigKeys' | 'tenantConfig' | 'saveConfig'> {
  return {
    listConfigKeys: async () => ({ config_keys: await listConfigKeys(app.db) }),

    tenantConfig: async (request) => ({ results: await readTenantConfiguration(app.db, app.cache, request.body.tenant_id) }),

    saveConfig: async (request) => {
      const { tenant_id: tenantId, config } = request.body;
      const settings = Object.fromEntries(Object.entries(config));
      if (settings.tenant_id !== undefined && settings.tenant_id !== tenantId) throw badRequest("The configuration's tenant_id cannot change: it must be the tenant being updated", 'tenant_id');
      await saveTenantSettings({ db: app.db, cache: app.cache }, actionContext(request), tenantId, settings, { endpoint: 'saveConfig', action: 'UPDATED' });
      return { success: true, message: UPDATE_CONFIG_SAVED_MESSAGE };
    },
  };
}
