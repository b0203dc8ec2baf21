/**
 * Tenant settings as a spreadsheet (docs/platform-ops.md#tenant-settings): sheet
 * `Settings`, row 1 `key | value`, then one setting a row. Written with exceljs; read back through
 * the one spreadsheet reader (`src/spreadsheets/`), .xlsx or .xls.
 *
 * Text that a spreadsheet program would run as a formula (starting with = + - @ tab CR LF, after any
 * leading apostrophes) is written with one more leading apostrophe and read back without it, so a
 * download and its upload give the same values. Both columns are formatted as Text (`@`), so what a
 * person types there stays text.
 */
import ExcelJS from 'exceljs';
import { FORMULA_TRIGGERS, SETTINGS_SHEET_HEADER, SETTINGS_SHEET_NAME, SETTING_KEY_MAX_LENGTH, SETTING_VALUE_MAX_LENGTH, type TenantSettings } from '../contract.js';
import { badRequest } from '../lib/http-error.js';
import { readSpreadsheet, type CellValue, type SpreadsheetLimits } from '../spreadsheets/read-spreadsheet.js';

const needsApostrophe = (text: string): boolean => FORMULA_TRIGGERS.some((trigger) => text.replace(/^'+/, '').startsWith(trigger));

/**
 * A setting's value as written to a cell (see the module comment).
 *
 * @example settingCellText('=1+1') // "'=1+1"
 * @example settingCellText("'abc") // "'abc"
 */
export function settingCellText(value: string): string {
  return needsApostrophe(value) ? `'${value}` : value;
}

/**
 * A cell read back as a setting's value: the inverse of {@link settingCellText}; numbers and booleans
 * as their text, an empty cell as ''.
 *
 * @example settingFromCell("'=1+1") // '=1+1'
 * @example settingFromCell(40) // '40'
 */
export function settingFromCell(cell: CellValue): string {
  if (cell === null) return '';
  const text = String(cell);
  return text.startsWith("'") && needsApostrophe(text.slice(1)) ? text.slice(1) : text;
}

/**
 * The settings workbook of a tenant (or the template): sheet Settings, header key | value, one row a
 * setting in the map's order, every cell text.
 *
 * @returns the .xlsx file's bytes.
 */
export async function settingsWorkbook(settings: Readonly<TenantSettings>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'platform-api';
  const sheet = workbook.addWorksheet(SETTINGS_SHEET_NAME);
  sheet.columns = [
    { header: SETTINGS_SHEET_HEADER[0], key: 'key', width: 40, style: { numFmt: '@' } },
    { header: SETTINGS_SHEET_HEADER[1], key: 'value', width: 60, style: { numFmt: '@' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const [key, value] of Object.entries(settings)) sheet.addRow([settingCellText(key), settingCellText(value)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows of a settings sheet at most (header included): 20,000. */
export const SETTINGS_SHEET_MAX_ROWS = 20_000;

/** Limits of a settings upload: the reader's defaults, 2 columns' worth of width room (10), 20,000 rows. */
export const SETTINGS_SHEET_LIMITS: Partial<SpreadsheetLimits> = { maxRows: SETTINGS_SHEET_MAX_ROWS, maxColumns: 10, maxSheets: 20, maxCellChars: SETTING_VALUE_MAX_LENGTH };

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Reads an uploaded settings spreadsheet (.xlsx or .xls): the sheet named Settings (any case), else
 * the first; row 1 must read key | value; each later row is a key (trimmed) and its value (cells as
 * text, empty as ''); wholly empty rows are skipped. The map is built without a prototype in
 * between, so a key such as `__proto__` is an ordinary setting.
 *
 * @returns the settings in sheet order.
 * @throws HttpError 400 (413 for size) for an unreadable or oversized file (see `readSpreadsheet`), a
 *   workbook without sheets, a header other than key | value, a value without a key, a key over 200
 *   characters or with control characters, or a key given twice (each naming its row).
 */
export async function readSettingsSheet(bytes: Uint8Array, fileName: string): Promise<TenantSettings> {
  const workbook = await readSpreadsheet(bytes, fileName, { accept: ['xlsx', 'xls'], limits: SETTINGS_SHEET_LIMITS });
  const sheet = workbook.sheets.find((candidate) => candidate.name.toLowerCase() === SETTINGS_SHEET_NAME.toLowerCase()) ?? workbook.sheets[0];
  if (!sheet) throw badRequest('The spreadsheet has no sheet');
  const [header = [], ...rows] = sheet.rows;
  const headerText = header.slice(0, 2).map((cell) => String(cell ?? '').trim().toLowerCase());
  if (headerText[0] !== SETTINGS_SHEET_HEADER[0] || headerText[1] !== SETTINGS_SHEET_HEADER[1]) {
    throw badRequest(`Row 1 of sheet ${sheet.name} must read ${SETTINGS_SHEET_HEADER.join(' | ')}`);
  }
  const settings = new Map<string, string>();
  rows.forEach((row, index) => {
    const rowNumber = index + 2;
    const key = settingFromCell(row[0] ?? null).trim();
    const value = settingFromCell(row[1] ?? null);
    if (key === '') {
      if (row.some((cell) => cell !== null && String(cell).trim() !== '')) throw badRequest(`Row ${rowNumber}: the key is empty`);
      return;
    }
    if (key.length > SETTING_KEY_MAX_LENGTH) throw badRequest(`Row ${rowNumber}: the key is longer than ${SETTING_KEY_MAX_LENGTH} characters`);
    if (CONTROL_CHARACTER.test(key)) throw badRequest(`Row ${rowNumber}: the key holds a control character`);
    if (value.includes('\u0000')) throw badRequest(`Row ${rowNumber}: the value holds the NUL character`);
    if (settings.has(key)) throw badRequest(`Row ${rowNumber}: the key ${key} is given twice`);
    settings.set(key, value);
  });
  return Object.fromEntries(settings);
}
