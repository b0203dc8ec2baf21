import { ENDPOINTS, type InvoiceMatching } from 'shared-kit/contract';
import { EXCEL_ACCEPT_HEADER, fetchEndpointFile, type ExportedFile } from 'shared-kit/runtime';
import { exportFileName } from '../../../shared/spreadsheet';

/** Formats of the invoice download (docs/billing.md#export-file-names). */
export type InvoiceDownloadFormat = 'xlsx' | 'zip';

const ACCEPT: Record<InvoiceDownloadFormat, string> = { xlsx: EXCEL_ACCEPT_HEADER, zip: 'application/zip' };

/**
 * POST /billing/invoices/download with the selected invoiceNumbers, or with `matching` (every
 * invoice the search and filters match, select all in server mode): one workbook (xlsx) or the
 * invoice PDFs in a zip, saved as Invoices_{MM_DD_YYYY}.{format} whatever the server suggests (the grid's
 * Export is Invoices_Export_{MM_DD_YYYY}.xlsx: the two never overwrite each other; docs/exports.md).
 *
 * @throws ApiError when the call fails (no toast: the screen shows its own message)
 */
export async function downloadInvoices(selection: string[] | InvoiceMatching, format: InvoiceDownloadFormat): Promise<ExportedFile> {
  const fileName = exportFileName('invoicesDownload', format);
  const file = await fetchEndpointFile(
    ENDPOINTS.downloadInvoices,
    { body: Array.isArray(selection) ? { invoiceNumbers: selection, format } : { matching: selection, format } },
    { accept: ACCEPT[format], fileName, suppressToast: true },
  );
  return { ...file, fileName };
}
