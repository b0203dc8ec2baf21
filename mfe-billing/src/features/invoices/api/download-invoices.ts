import { ENDPOINTS, type InvoiceMatching } from 'shared-kit/contract';
import { EXCEL_ACCEPT_HEADER, fetchEndpointFile, type ExportedFile } from 'shared-kit/runtime';
import { exportFileName } from '../../../lib/spreadsheet';

/** Formats of the invoice download (spec 02 §7 "Download invoices"). */
export type InvoiceDownloadFormat = 'xlsx' | 'zip';

const ACCEPT: Record<InvoiceDownloadFormat, string> = { xlsx: EXCEL_ACCEPT_HEADER, zip: 'application/zip' };

/**
 * POST /billing/invoices/download with the selected invoiceNumbers, or with `matching` (every
 * invoice the search and filters match, select all in server mode): one workbook (xlsx) or the
 * invoice PDFs in a zip. The server's file name wins; else Invoices_{MM_DD_YYYY}.{format} (the grid's Export is
 * Invoices_Export_{MM_DD_YYYY}.xlsx: the two never overwrite each other).
 *
 * @throws ApiError when the call fails (no toast: the screen shows its own message)
 */
export function downloadInvoices(selection: string[] | InvoiceMatching, format: InvoiceDownloadFormat): Promise<ExportedFile> {
  return fetchEndpointFile(
    ENDPOINTS.downloadInvoices,
    { body: Array.isArray(selection) ? { invoiceNumbers: selection, format } : { matching: selection, format } },
    { accept: ACCEPT[format], fileName: exportFileName('invoicesDownload', format), suppressToast: true },
  );
}
