import * as XLSX from 'xlsx';

/** MIME type of .xlsx files. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell value of an exported sheet. */
export type CellValue = string | number | boolean | null;

/** One sheet: a header row and data rows. */
export interface SheetData {
  name: string;
  header: string[];
  rows: CellValue[][];
}

const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Escapes a text cell that a spreadsheet would run as a formula (starting with = + - @ tab CR or
 * LF) by prefixing a single quote; other values are returned unchanged (ARCHITECTURE.md "Quality
 * bars": exported spreadsheets escape such cells).
 *
 * @example escapeCell('=HYPERLINK("http://x")') // "'=HYPERLINK(\"http://x\")"
 * @example escapeCell(-12.5) // -12.5 (numbers are data, not text)
 */
export function escapeCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Builds an .xlsx workbook from sheets, escaping every text cell (see {@link escapeCell}).
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
