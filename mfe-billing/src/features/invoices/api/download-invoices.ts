import { API_PATHS, apiClient } from 'shared-kit';

/** Formats of the invoice download (spec 02 §7 "Download invoices"). */
export type InvoiceDownloadFormat = 'xlsx' | 'zip';

const ACCEPT: Record<InvoiceDownloadFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** POST /billing/invoices/download with the selected invoiceNumbers; answers the file. */
export async function downloadInvoices(invoiceNumbers: string[], format: InvoiceDownloadFormat): Promise<Blob> {
  const { data } = await apiClient.post<Blob>(
    API_PATHS.billing.downloadInvoices,
    { invoiceNumbers, format },
    { responseType: 'blob', headers: { Accept: ACCEPT[format] } },
  );
  return data;
}
