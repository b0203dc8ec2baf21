import type { FastifyInstance, FastifyReply } from 'fastify';
import { actionContext } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import { trackJob } from '../../jobs/job-records.js';
import { MAX_SETTINGS_FILE_BYTES, SETTINGS_FILE_FIELD, XLSX_MIME_TYPE, defaultTenantSettings, tenantSettingsUpdatedMessage } from '../../contract.js';
import { acceptSpreadsheetUploads, uploadedSpreadsheet } from '../../spreadsheets/upload-file.js';
import { readSettingsSheet, settingsWorkbook } from '../../tenant-settings/settings-sheet.js';
import { assertTenantExists, loadTenantConfiguration } from '../../tenant-settings/tenant-settings-repository.js';
import { previewTenantSettings, saveTenantSettings, settingsForTenant } from '../../tenant-settings/tenant-settings-service.js';
import type { HandlerGroup } from '../register-endpoints.js';

const PREVIEW_PATH = '/settings-excel/preview';
const SUBMIT_PATH = '/settings-excel/submit';

/**
 * Tenant Config spreadsheets (PLATFORM_ADMIN;
 * docs/platform-ops.md#tenant-settings):
 * - GET /settings-excel/excel-template: the default configuration's keys and values, tenant_id empty;
 * - GET /settings-excel/tenant-settings (header tenant_id): the tenant's configuration from the
 *   database (404 'Tenant not found!');
 * - POST /settings-excel/preview (multipart `file`, .xlsx or .xls, at most 5 MB): the sheet as JSON and
 *   its diff, nothing written;
 * - POST /settings-excel/submit: the same sheet written in one transaction, the tenant's cached
 *   configuration evicted; 'Data for tenant {id} updated successfully!'. The save is a job of the
 *   job centre ('Settings upload for tenant {id}', SUCCEEDED or FAILED).
 * A malformed or oversized sheet answers 400 (413) and changes nothing.
 */
export function settingsExcelHandlers(
  app: FastifyInstance,
): HandlerGroup<'settingsExcelTemplate' | 'tenantSettingsExcel' | 'previewTenantSettings' | 'submitTenantSettings'> {
  acceptSpreadsheetUploads(app, { urls: [PREVIEW_PATH, SUBMIT_PATH], field: SETTINGS_FILE_FIELD, maxBytes: MAX_SETTINGS_FILE_BYTES });
  const asWorkbook = (reply: FastifyReply, fileName: string) => reply.type(XLSX_MIME_TYPE).header('content-disposition', `attachment; filename="${fileName}"`);
  return {
    settingsExcelTemplate: async (_request, reply) => {
      asWorkbook(reply, 'tenant-settings-template.xlsx');
      return settingsWorkbook({ ...defaultTenantSettings(), tenant_id: '' });
    },

    tenantSettingsExcel: async (request, reply) => {
      const tenantId = request.headers.tenant_id;
      await assertTenantExists(app.db, tenantId);
      const bytes = await settingsWorkbook(await loadTenantConfiguration(app.db, tenantId));
      asWorkbook(reply, `tenant-settings-${tenantId}.xlsx`);
      return bytes;
    },

    previewTenantSettings: async (request) => {
      const tenantId = request.headers.tenant_id;
      await assertTenantExists(app.db, tenantId);
      const file = uploadedSpreadsheet(request);
      return previewTenantSettings(app.db, tenantId, await readSettingsSheet(file.bytes, file.fileName));
    },

    submitTenantSettings: async (request) => {
      const tenantId = request.headers.tenant_id;
      await assertTenantExists(app.db, tenantId);
      const file = uploadedSpreadsheet(request);
      const settings = settingsForTenant(tenantId, await readSettingsSheet(file.bytes, file.fileName));
      // The save is a job of the job centre; a sheet refused before it (400) is not.
      const job = { kind: 'settings-upload', area: 'platform-ops', title: `Settings upload for tenant ${tenantId}`, startedBy: actorOf(request.user), link: '/config-tenant' };
      return trackJob(app.db, job, async () => {
        await saveTenantSettings({ db: app.db, cache: app.cache }, actionContext(request), tenantId, settings, { endpoint: 'submitTenantSettings', action: 'UPLOADED' });
        return { message: tenantSettingsUpdatedMessage(tenantId) };
      });
    },
  };
}
