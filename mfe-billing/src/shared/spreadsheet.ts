/**
 * The spreadsheets the billing screens write in the browser: typed cells of
 * shared-kit's `worksheetOf` (real dates, amounts with 2 decimals, counts as integers, text as string
 * cells that never run as formulas and carry no visible apostrophe), and the names they are saved
 * under (shared-kit's `datedFileName`; docs/billing.md#spreadsheets-written-in-the-browser).
 */
import { XLSX_MIME_TYPE, datedFileName, sheetName, worksheetOf, type SheetColumn, type SheetValue } from 'shared-kit/contract';

/** A value of an exported row: text, number, boolean, `Date`, or empty (`null`, `undefined`, ''). */
export type SheetCell = SheetValue;

/**
 * Base names of the files the billing screens save; each download has its own, so two downloads of
 * one day never share a name. The file is `{base}_{MM_DD_YYYY}.{extension}` (see {@link exportFileName}),
 * the style of the spec's `GMV_Report_{date}` (docs/exports.md), whatever name the server suggests.
 */
export const EXPORT_FILE_BASES = {
  /** The invoices grid's Export (the rows the grid shows). */
  invoicesExport: 'Invoices_Export',
  /** The clients page's Export (every client). */
  clientsExport: 'Clients_Export',
  /** Download invoices (the selected invoices, .xlsx or .zip of PDFs). */
  invoicesDownload: 'Invoices',
} as const;

/**
 * The name a billing download is saved under, stamped with today's date (US Eastern time).
 *
 * @example exportFileName('invoicesExport', 'xlsx') // 'Invoices_Export_11_23_2026.xlsx'
 * @example exportFileName('invoicesDownload', 'zip') // 'Invoices_11_23_2026.zip'
 */
export function exportFileName(kind: keyof typeof EXPORT_FILE_BASES, extension: 'xlsx' | 'zip', day: Date = new Date()): string {
  return datedFileName(EXPORT_FILE_BASES[kind], extension, day);
}

/**
 * The name a report's EXPORT is saved under: the report's name in words joined by underscores,
 * ending in `_Report`, then the day, as the spec's `GMV_Report_{date}` (docs/exports.md).
 *
 * @example reportExportFileName('GMV Report', new Date('2024-05-20T15:00:00Z')) // 'GMV_Report_05_20_2024.xlsx'
 * @example reportExportFileName('Invoice Aging', new Date('2024-05-20T15:00:00Z')) // 'Invoice_Aging_Report_05_20_2024.xlsx'
 */
export function reportExportFileName(reportName: string, day: Date = new Date()): string {
  const words = reportName.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.at(-1)?.toLowerCase() !== 'report') words.push('Report');
  return datedFileName(words.join('_'), 'xlsx', day);
}

/**
 * An .xlsx file of one sheet: a header row then the data rows. A header entry is a title, or a
 * `{ title, type }` column whose type ('text' | 'date' | 'amount' | 'count') decides how its values
 * are written; without a type, numbers are numbers, `Date` values and 'YYYY-MM-DD' text are dates,
 * other text is text (string cells, written as they are: '=1+1' stays that text). The xlsx library is
 * loaded on demand so it stays out of the first bundle.
 *
 * @example await buildWorkbook('Invoices', ['Invoice Number', { title: 'Invoiced Amount', type: 'amount' }, 'Currency'], [['INV-1', 385, 'USD']])
 */
export async function buildWorkbook(name: string, header: ReadonlyArray<string | SheetColumn>, rows: ReadonlyArray<ReadonlyArray<SheetCell>>): Promise<Blob> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, worksheetOf(header, rows), sheetName(name));
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array', bookSST: true }) as ArrayBuffer;
  return new Blob([bytes], { type: XLSX_MIME_TYPE });
}
