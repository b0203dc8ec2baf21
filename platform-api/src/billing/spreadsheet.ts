import * as XLSX from 'xlsx';
import { escapeCell } from '../contract.js';

export { XLSX_MIME_TYPE } from '../contract.js';

/** A cell value of an exported sheet. */
export type CellValue = string | number | boolean | null;

/** One sheet: a header row and data rows. */
export interface SheetData {
  name: string;
  header: string[];
  rows: CellValue[][];
}

/**
 * Builds an .xlsx workbook from sheets, escaping every text cell that a spreadsheet would run as a
 * formula (shared-kit's `escapeCell`: text starting with = + - @ tab CR or LF gets a leading quote).
 *
 * @returns the file's bytes.
 */
export function buildWorkbook(sheets: readonly SheetData[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const rows = [sheet.header, ...sheet.rows].map((row) => row.map(escapeCell));
    const worksheet = XLSX.utils.aoa_to_sheet(rows);
    worksheet['!cols'] = sheet.header.map((title, index) => ({
      wch: Math.min(48, Math.max(title.length, ...sheet.rows.slice(0, 200).map((row) => String(row[index] ?? '').length)) + 2),
    }));
    XLSX.utils.book_append_sheet(workbook, worksheet, sheet.name.slice(0, 31));
  }
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
