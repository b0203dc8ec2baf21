/**
 * Cells of the spreadsheets the console and the API write, shared so both write
 * the same file: typed cells (real dates, numbers with formats), text written as text, and the
 * formula-injection rule of docs/exports.md#text-cells-and-formulas (cells that start with
 * = + - @ tab CR LF never run as formulas).
 *
 * In an .xlsx file a text cell is a string cell: a spreadsheet shows it as written and never
 * evaluates it, whatever its first character, so exports write such text unchanged (no visible
 * apostrophe). CSV has no cell types: CSV writers escape with {@link escapeCell}.
 *
 * The cells are objects of the xlsx library's (SheetJS) worksheet shape, `{ t, v, z }`, and
 * {@link worksheetOf} builds a whole worksheet of them, so both sides hand it to that library's
 * `book_append_sheet` and `write` (with `bookSST: true`, strings as shared strings).
 */
import { easternCalendarDate } from './dates';

/** First characters that make a spreadsheet read a text cell as a formula. */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r', '\n'];

/**
 * A value safe for a CSV cell (a format without cell types): text that starts with one of the
 * {@link FORMULA_TRIGGERS} is prefixed with a single quote so it stays text; anything else (numbers,
 * booleans, null, other text) is returned unchanged. Spreadsheet (.xlsx) exports do not use it:
 * they write string cells ({@link sheetCell}).
 *
 * @example escapeCell('=HYPERLINK("http://x")') // "'=HYPERLINK(\"http://x\")"
 * @example escapeCell(-12.5) // -12.5 (numbers are data, not text)
 */
export function escapeCell<Value>(value: Value): Value | string {
  return typeof value === 'string' && FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

/**
 * How a column's values are written:
 * - `text`: always a string cell, even text that looks like a number or a date;
 * - `date`: a real date (a day serial number) with {@link SHEET_FORMATS}.date, the day the grid shows
 *   (US Eastern time for instants, docs/formats.md); text that is not a date stays text (e.g. '--');
 * - `amount`: a number with 2 decimals ({@link SHEET_FORMATS}.amount), in the row's currency;
 * - `count`: an integer ({@link SHEET_FORMATS}.count; a value that is not whole is kept as it is).
 *
 * A column without a type writes numbers as numbers (General format), `Date` values and
 * 'YYYY-MM-DD' text as dates, booleans as booleans and other text as text.
 */
export type SheetColumnType = 'text' | 'date' | 'amount' | 'count';

/** A column of an exported sheet: its header text and how its values are written. */
export interface SheetColumn {
  title: string;
  type?: SheetColumnType;
}

/** A value of an exported sheet's row. Empty text, `null` and `undefined` leave the cell empty. */
export type SheetValue = string | number | boolean | Date | null | undefined;

/**
 * Number formats of typed cells (Excel format codes): dates as the console shows them ('MMM dd yyyy',
 * docs/formats.md), amounts with 2 decimals (docs/formats.md), counts as integers.
 *
 * @example sheetCell(12.5, 'amount') // { t: 'n', v: 12.5, z: SHEET_FORMATS.amount }
 */
export const SHEET_FORMATS = { date: 'mmm dd yyyy', amount: '#,##0.00', count: '0' } as const;

/** A cell in the xlsx library's shape: type (`s` text, `n` number, `b` boolean), value, number format. */
export interface SheetCellObject {
  t: 's' | 'n' | 'b';
  v: string | number | boolean;
  z?: string;
}

/** A worksheet in the xlsx library's shape: cells by address (A1, B1, …), `!ref` and column widths. */
export type Worksheet = Record<string, SheetCellObject | string | Array<{ wch: number }>>;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;
// Day 0 of spreadsheet day serial numbers (1900 date system, with its 1900 leap-year quirk).
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * The spreadsheet day serial number of a calendar day 'YYYY-MM-DD' (1900 date system: 1 is Jan 1
 * 1900, 45000 is Mar 15 2023).
 *
 * @example daySerial('2023-09-18') // 45187
 */
export function daySerial(calendarDate: string): number {
  const [year, month, day] = calendarDate.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, day) - SERIAL_EPOCH) / MS_PER_DAY);
}

function dateCell(value: string | Date): SheetCellObject | undefined {
  const day = easternCalendarDate(value);
  return day ? { t: 'n', v: daySerial(day), z: SHEET_FORMATS.date } : undefined;
}

/**
 * The cell of one value in a column of `type` (see {@link SheetColumnType}); `undefined` for an empty
 * cell. Text is written as it is, as a string cell, never prefixed: '=1+1' stays the text '=1+1'.
 *
 * @example sheetCell('2023-09-18', 'date') // { t: 'n', v: 45187, z: 'mmm dd yyyy' }
 * @example sheetCell(1250.5, 'amount') // { t: 'n', v: 1250.5, z: '#,##0.00' }
 * @example sheetCell('+Plus Mobile') // { t: 's', v: '+Plus Mobile' }
 */
export function sheetCell(value: SheetValue, type?: SheetColumnType): SheetCellObject | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (type === 'text') return { t: 's', v: value instanceof Date ? value.toISOString() : String(value) };
  if (value instanceof Date || (type === 'date' && typeof value === 'string') || (type === undefined && typeof value === 'string' && CALENDAR_DATE.test(value))) {
    const cell = dateCell(value);
    if (cell) return cell;
    return { t: 's', v: value instanceof Date ? 'Invalid Date' : value };
  }
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { t: 's', v: String(value) };
    if (type === 'amount') return { t: 'n', v: value, z: SHEET_FORMATS.amount };
    // A count that is not whole (never expected) keeps its value rather than showing a rounded one.
    if (type === 'count') return Number.isInteger(value) ? { t: 'n', v: value, z: SHEET_FORMATS.count } : { t: 'n', v: value };
    return { t: 'n', v: value };
  }
  return { t: 's', v: value };
}

/**
 * The column letters of a 0-based column index.
 *
 * @example columnLetters(0) // 'A'
 * @example columnLetters(27) // 'AB'
 */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const MAX_COLUMN_WIDTH = 48;
const DATE_COLUMN_WIDTH = 12;

function shownLength(cell: SheetCellObject | undefined): number {
  if (!cell) return 0;
  if (cell.z === SHEET_FORMATS.date) return DATE_COLUMN_WIDTH;
  if (cell.z === SHEET_FORMATS.amount && typeof cell.v === 'number') return cell.v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).length;
  return String(cell.v).length;
}

/**
 * A worksheet of a header row (plain titles or {@link SheetColumn}s) and data rows, every value
 * written by {@link sheetCell} with its column's type, the header as text, and column widths fitted
 * to the header and the first 200 rows (at most 48 characters).
 *
 * @example XLSX.utils.book_append_sheet(book, worksheetOf([{ title: 'Due Date', type: 'date' }], [['2024-05-31']]), 'Invoices')
 */
export function worksheetOf(header: ReadonlyArray<string | SheetColumn>, rows: ReadonlyArray<ReadonlyArray<SheetValue>>): Worksheet {
  const columns: SheetColumn[] = header.map((column) => (typeof column === 'string' ? { title: column } : column));
  const sheet: Worksheet = {};
  const widths = columns.map((column) => column.title.length);
  columns.forEach((column, index) => {
    sheet[`${columnLetters(index)}1`] = { t: 's', v: column.title };
  });
  const width = Math.max(columns.length, ...rows.map((row) => row.length), 1);
  rows.forEach((row, rowIndex) => {
    row.forEach((value, index) => {
      const cell = sheetCell(value, columns[index]?.type);
      if (!cell) return;
      sheet[`${columnLetters(index)}${rowIndex + 2}`] = cell;
      if (rowIndex < 200) widths[index] = Math.max(widths[index] ?? 0, shownLength(cell));
    });
  });
  sheet['!ref'] = `A1:${columnLetters(width - 1)}${rows.length + 1}`;
  sheet['!cols'] = widths.map((chars) => ({ wch: Math.min(MAX_COLUMN_WIDTH, chars + 2) }));
  return sheet;
}

/**
 * A sheet name the spreadsheet accepts: at most 31 characters and none of : \ / ? * [ ].
 *
 * @example sheetName('Invoices: May/June') // 'Invoices  May June'
 */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}
