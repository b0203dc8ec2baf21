import { SETTINGS_FILE_FIELD, TENANT_ID_HEADER, type SettingsPreview, PLATFORM_OPS_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { fetchEndpointFile, requestEndpoint, type ExportedFile } from 'shared-kit/runtime';

/** The body of the preview and submit calls: the spreadsheet as the `file` part, sent as multipart (their declarations say so). */
const spreadsheetBody = (file: File) => ({ [SETTINGS_FILE_FIELD]: file });

const headersOf = (tenantId: string) => ({ [TENANT_ID_HEADER]: tenantId });

/**
 * GET /settings-excel/tenant-settings with the tenant_id header (docs/platform-ops.md#tenant-config-the-screen):
 * the tenant's settings as XLSX, named as the server names it.
 *
 * @throws ApiError when the call fails (no toast: the page words the failure)
 */
export function downloadTenantSettings(tenantId: string): Promise<ExportedFile> {
  return fetchEndpointFile(PLATFORM_OPS_ENDPOINTS.tenantSettingsExcel, { headers: headersOf(tenantId) }, { suppressToast: true });
}

/**
 * GET /settings-excel/excel-template (docs/platform-ops.md#tenant-config-the-screen): the settings template as XLSX.
 *
 * @throws ApiError when the call fails (no toast)
 */
export function downloadSettingsTemplate(): Promise<ExportedFile> {
  return fetchEndpointFile(PLATFORM_OPS_ENDPOINTS.settingsExcelTemplate, {}, { suppressToast: true });
}

/**
 * POST /settings-excel/preview, multipart with the file and the tenant_id header (docs/platform-ops.md#tenant-config-the-screen):
 * the sheet as JSON and its diff against the live settings; nothing is written.
 *
 * @throws ApiError when the call fails
 */
export function previewTenantSettings(tenantId: string, file: File): Promise<SettingsPreview | undefined> {
  return requestEndpoint(PLATFORM_OPS_ENDPOINTS.previewTenantSettings, { headers: headersOf(tenantId), body: spreadsheetBody(file) });
}

/**
 * POST /settings-excel/submit, multipart with the file and the tenant_id header (docs/platform-ops.md#tenant-config-the-screen): writes
 * the sheet's settings; answers 'Data for tenant {id} updated successfully!'.
 *
 * @throws ApiError when the call fails
 */
export function submitTenantSettings(tenantId: string, file: File): Promise<{ message?: string } | undefined> {
  return requestEndpoint(PLATFORM_OPS_ENDPOINTS.submitTenantSettings, { headers: headersOf(tenantId), body: spreadsheetBody(file) });
}
