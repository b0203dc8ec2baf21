/**
 * Files of exports (docs/data-layer.md#files): the Excel accept header, the name an answer
 * gives its file, and the browser's download. `fetchEndpointFile` (./endpoint-request.ts) requests them.
 */
import { XLSX_MIME_TYPE } from '../../contract/endpoints/billing-clients';
import { safeFileName } from '../../contract/format/text';

/**
 * Accept header of export calls (docs/data-layer.md#files): .xlsx, then .xls.
 *
 * @example fetchEndpointFile(ENDPOINTS.downloadInvoices, { body }, { accept: EXCEL_ACCEPT_HEADER })
 */
export const EXCEL_ACCEPT_HEADER = `${XLSX_MIME_TYPE}, application/vnd.ms-excel`;

/** An exported file. */
export interface ExportedFile {
  blob: Blob;
  /** Safe file name (forbidden and control characters replaced by '_', docs/exports.md#safe-file-names). */
  fileName: string;
}

/**
 * The file name of a Content-Disposition header (`filename*=` or `filename=`), or `undefined`.
 *
 * @example fileNameFromDisposition('attachment; filename="clients.xlsx"') // 'clients.xlsx'
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : undefined;
}

/**
 * The text of a blob (`Blob.text()` where the platform has it, else a FileReader).
 *
 * @example const json = JSON.parse(await blobText(blob));
 */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unable to read the file'));
    reader.readAsText(blob);
  });
}

/**
 * The body of an error answer requested as a blob: its JSON, else its text (the generic handler
 * reads the server's message out of it).
 *
 * @example await errorBody(new Blob(['{"message":"Report not found"}'])) // { message: 'Report not found' }
 */
export async function errorBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    const text = await blobText(data);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return data;
}

/**
 * Saves a blob under `fileName` through a temporary link (the browser's download).
 *
 * @example downloadBlob(blob, 'clients.xlsx');
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next turn: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
