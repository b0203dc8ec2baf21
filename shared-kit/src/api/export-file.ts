/**
 * Exports (spec 01 §7 "Export", spec 02 §7): requested as a blob with the Excel accept header, then
 * downloaded or previewed.
 */
import { XLSX_MIME_TYPE } from '../contract/endpoints/billing-clients';
import { safeFileName } from '../format/text';
import type { HttpMethod } from './call-api';
import { apiClient } from './client';
import { handleApiError } from './errors';

/**
 * MIME type of an .xlsx workbook.
 *
 * @example new Blob([bytes], { type: EXCEL_MIME_TYPE })
 */
export const EXCEL_MIME_TYPE = XLSX_MIME_TYPE;
/**
 * Accept header of export calls (spec 01 §7).
 *
 * @example apiClient.get(path, { responseType: 'blob', headers: { Accept: EXCEL_ACCEPT_HEADER } })
 */
export const EXCEL_ACCEPT_HEADER = `${EXCEL_MIME_TYPE}, application/vnd.ms-excel`;

/** Options of {@link exportFile}. */
export interface ExportOptions {
  method?: Extract<HttpMethod, 'GET' | 'POST'>;
  data?: unknown;
  params?: Record<string, unknown>;
  /** Accept header; {@link EXCEL_ACCEPT_HEADER} by default (a PDF preview passes its own). */
  accept?: string;
  /** Name to save under; else the answer's Content-Disposition name; else `export.xlsx`. */
  fileName?: string;
  /** Further request headers, e.g. `tenant_id` of the tenant-settings calls (spec 01 §6). */
  headers?: Record<string, string>;
  suppressToast?: boolean;
  signal?: AbortSignal;
}

/** An exported file. */
export interface ExportedFile {
  blob: Blob;
  /** Safe file name (forbidden and control characters replaced by '_', spec 02 §5). */
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

async function errorBody(data: unknown): Promise<unknown> {
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
 * Requests a file as a blob with the Excel accept header (spec 01 §7). Failures go through the
 * generic handler (error toast, then throw), with the error body read out of the blob first.
 *
 * @throws ApiError when the call fails
 * @example const { blob, fileName } = await exportFile(API_PATHS.billing.clientsExport);
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function exportFile(path: string, options: ExportOptions = {}): Promise<ExportedFile> {
  try {
    const response = await apiClient.request<Blob>({
      method: options.method ?? 'GET',
      url: path,
      data: options.data,
      params: options.params,
      headers: { ...options.headers, Accept: options.accept ?? EXCEL_ACCEPT_HEADER },
      responseType: 'blob',
      signal: options.signal,
    });
    const disposition = response.headers['content-disposition'] as string | undefined;
    const name = options.fileName ?? fileNameFromDisposition(disposition) ?? 'export.xlsx';
    return { blob: response.data, fileName: safeFileName(name) };
  } catch (error) {
    const response = (error as { response?: { data?: unknown } }).response;
    if (response) response.data = await errorBody(response.data);
    return handleApiError(error, { suppressToast: options.suppressToast });
  }
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

/**
 * Opens a blob in a new tab for preview (invoice preview). Returns the new window, or `null` when a
 * pop-up blocker refused it.
 *
 * @example previewBlob(new Blob([pdf], { type: 'application/pdf' }));
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export function previewBlob(blob: Blob): Window | null {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank', 'noopener');
  // The new tab keeps its own reference; release ours after it had time to load.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened;
}

/**
 * Exports and downloads in one go (spec 01 §7).
 *
 * @example await exportAndDownload(API_PATHS.billing.clientsExport, { fileName: 'Clients.xlsx' });
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function exportAndDownload(path: string, options: ExportOptions = {}): Promise<ExportedFile> {
  const file = await exportFile(path, options);
  downloadBlob(file.blob, file.fileName);
  return file;
}

/**
 * Exports and opens a preview in one go (spec 02 §2.4 "Invoice preview").
 *
 * @example await exportAndPreview(API_PATHS.billing.invoicePreview('INV-1'), { accept: 'application/pdf' });
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function exportAndPreview(path: string, options: ExportOptions = {}): Promise<ExportedFile> {
  const file = await exportFile(path, options);
  previewBlob(file.blob);
  return file;
}
