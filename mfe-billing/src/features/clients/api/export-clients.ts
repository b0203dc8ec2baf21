import { API_PATHS } from 'shared-kit/contract';
import { exportAndDownload, type ExportedFile } from 'shared-kit/runtime';

/**
 * GET /billing/clients/export: the clients as an .xlsx file, downloaded under the server's file name
 * (spec 02 §7 "Clients export"). Failures show the generic error toast.
 *
 * @throws ApiError when the call fails
 */
export function exportClients(): Promise<ExportedFile> {
  return exportAndDownload(API_PATHS.billing.clientsExport);
}
