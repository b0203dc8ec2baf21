import type { FastifyInstance } from 'fastify';
import { actionContext, recordAction } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import { decryptBuyerName } from '../../buyers/buyer-names.js';
import { encryptedBuyerSamples } from '../../buyers/buyer-repository.js';
import { BUYER_DECRYPT_MESSAGES, CURRENT_ENVIRONMENT, SYNC_SETTINGS_MESSAGES } from '../../contract.js';
import { trackJob } from '../../jobs/job-records.js';
import { HttpError } from '../../lib/http-error.js';
import { checkSettingsSync, syncTenantSettings } from '../../settings-sync/settings-sync.js';
import { assertTenantExists, evictTenantConfiguration } from '../../tenant-settings/tenant-settings-repository.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * Buyer Decrypt and Sync Settings (PLATFORM_ADMIN, test-only tools;
 * docs/platform-ops.md#buyer-decrypt-and-sync-settings):
 * - POST /buyer/decrypt `{ tenant_id, encrypted }`: the plain name and 'Decryption completed'; 404
 *   'Tenant not found!' for an unknown tenant, 400 for an altered ciphertext or another tenant's.
 *   Every decrypt, refused ones too, is an action-log entry (who, when, which tenant; never the name);
 * - GET /buyer/encrypted?tenant_id=: a few of the tenant's encrypted buyer names to copy;
 * - POST /setting-sync `{ source_env, destination_env, source_tenant_id, destination_tenant_id }`:
 *   copies the settings for real, 'Tenant sync successfull'; a job of the job centre.
 */
export function testToolHandlers(app: FastifyInstance): HandlerGroup<'buyerDecrypt' | 'encryptedBuyers' | 'settingSync'> {
  return {
    buyerDecrypt: async (request) => {
      const { tenant_id: tenantId, encrypted } = request.body;
      await assertTenantExists(app.db, tenantId);
      const entry = { ...actionContext(request), area: 'buyer-decrypt', endpoint: 'buyerDecrypt', action: 'DECRYPTED', targetIds: [tenantId] };
      let name: string;
      try {
        name = decryptBuyerName(tenantId, encrypted);
      } catch (error) {
        if (error instanceof HttpError) await recordAction(app.db, { ...entry, outcome: 'FAILED', note: error.message });
        throw error;
      }
      await recordAction(app.db, entry);
      return { tenant_id: tenantId, name, message: BUYER_DECRYPT_MESSAGES.completed };
    },

    encryptedBuyers: async (request) => {
      await assertTenantExists(app.db, request.query.tenant_id);
      return encryptedBuyerSamples(app.db, request.query.tenant_id);
    },

    settingSync: async (request) => {
      const body = request.body;
      // A refused sync (400, 404) starts no job.
      await checkSettingsSync(app.db, body);
      const job = {
        kind: 'settings-sync',
        area: 'platform-ops',
        title: `Settings sync ${body.source_env}/${body.source_tenant_id} to ${body.destination_env}/${body.destination_tenant_id}`,
        startedBy: actorOf(request.user),
        link: '/sync-settings',
      };
      return trackJob(app.db, job, async () => {
        const outcome = await syncTenantSettings(app.db, actionContext(request), body);
        if (body.destination_env === CURRENT_ENVIRONMENT) await evictTenantConfiguration(app.cache, body.destination_tenant_id);
        return { success: true, message: SYNC_SETTINGS_MESSAGES.synced, copied: outcome.copied };
      });
    },
  };
}
