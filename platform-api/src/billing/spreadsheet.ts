import * as XLSX from 'xlsx';
import { sheetName, worksheetOf, type SheetColumn, type SheetValue } from '../contract.js';

export { XLSX_MIME_TYPE } from '../contract.js';

/** A cell value of an exported sheet: text, number, boolean, `Date`, or empty (`null`). */
export type CellValue = SheetValue;

/** One sheet: a header row (titles or typed columns) and data rows. */
export interface SheetData {
  name: string;
  header: ReadonlyArray<string | SheetColumn>;
  rows: ReadonlyArray<ReadonlyArray<CellValue>>;
}

/**
 * Builds an .xlsx workbook from sheets with shared-kit's typed cells (`worksheetOf`;
 * docs/billing.md#clients-and-invoices-grids): a `{ title, type }` header column writes its values
 * as real dates ('mmm dd yyyy', the day the console shows), amounts with 2 decimals or integer
 * counts; untyped numbers stay numbers and 'YYYY-MM-DD' text becomes a date. Text is written as
 * string cells (shared strings): a spreadsheet never runs them as formulas, so formula-like text
 * ('=1+1', '+Plus Mobile') is kept as written, without a visible apostrophe.
 *
 * @returns the file's bytes.
 */
export function buildWorkbook(sheets: readonly SheetData[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) XLSX.utils.book_append_sheet(workbook, worksheetOf(sheet.header, sheet.rows), sheetName(sheet.name));
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
}
