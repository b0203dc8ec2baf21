import { API_PATHS, apiClient } from 'shared-kit';
import { XLSX_MIME_TYPE } from '../../../lib/spreadsheet';

/** GET /billing/clients/export: the clients as an .xlsx file (spec 02 §7 "Clients export"). */
export async function exportClients(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(API_PATHS.billing.clientsExport, { responseType: 'blob', headers: { Accept: XLSX_MIME_TYPE } });
  return data;
}
