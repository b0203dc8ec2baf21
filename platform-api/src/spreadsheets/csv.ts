import { badRequest } from '../lib/http-error.js';

/** A cell of a .csv file: its text, or `null` when empty. */
type CsvCell = string | null;

/** The limits {@link parseCsv} checks: those of the same names of the spreadsheet reader's limits. */
export interface CsvLimits {
  /** Rows, counting the header row. */
  maxRows: number;
  /** Cells per row. */
  maxColumns: number;
  /** Characters per cell. */
  maxCellChars: number;
}

/**
 * Parses CSV (RFC 4180: comma-separated, `"` quotes, `""` an escaped quote, CRLF or LF line ends,
 * an optional UTF-8 byte-order mark) into rows of text cells (empty cells `null`), in one pass.
 *
 * @throws HttpError 400 for bytes that are not UTF-8 text, a NUL character, an unterminated quote,
 *   or more rows, columns or longer cells than `limits`.
 */
export function parseCsv(bytes: Uint8Array, limits: CsvLimits): CsvCell[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not a .csv spreadsheet: it is not UTF-8 text');
  }
  if (text.includes('\u0000')) throw badRequest('The file is not a .csv spreadsheet: it holds a NUL character');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows: CsvCell[][] = [];
  let row: CsvCell[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endCell = () => {
    if (cell.length > limits.maxCellChars) throw badRequest(`Row ${rows.length + 1} has a cell longer than ${limits.maxCellChars} characters`);
    row.push(cell === '' ? null : cell);
    if (row.length > limits.maxColumns) throw badRequest(`Row ${rows.length + 1} has more than ${limits.maxColumns} columns`);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    if (rows.length > limits.maxRows) throw badRequest(`The sheet has more than ${limits.maxRows} rows`);
    row = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += char;
    if (cell.length > limits.maxCellChars) throw badRequest(`Row ${rows.length + 1} has a cell longer than ${limits.maxCellChars} characters`);
    index += 1;
  }
  if (quoted) throw badRequest('The .csv file ends inside a quoted cell');
  if (cell !== '' || row.length > 0) endRow();
  while (rows.length > 0 && (rows[rows.length - 1] as CsvCell[]).every((value) => value === null)) rows.pop();
  return rows;
}
