/**
 * The query sheet of a schema upload (one .xlsx, .xls or .csv file;
 * docs/platform-ops.md#schema-sync), read through the one spreadsheet reader: the sheet named
 * Queries (any case), else the first; row 1 a header with a column named `query` (any case; other
 * columns are ignored, e.g. a note); then one statement a row in that column. Wholly empty rows are
 * skipped.
 */
import {
  MAX_SCHEMA_QUERIES,
  MAX_SCHEMA_QUERY_FILE_BYTES,
  MAX_SCHEMA_QUERY_LENGTH,
  SCHEMA_QUERY_SHEET_HEADER,
  SCHEMA_QUERY_SHEET_NAME,
  type SchemaQuery,
} from '../contract.js';
import { badRequest } from '../lib/http-error.js';
import { readSpreadsheet } from '../spreadsheets/read-spreadsheet.js';
import { normaliseSchemaQuery, schemaQueryProblem } from './query-rules.js';

/**
 * Reads and checks an uploaded query sheet.
 *
 * @returns the statements in sheet order, each with its row number (row 2 is the first statement).
 * @throws HttpError 400 (413 over 1 MiB) for a file of another kind or unreadable, a sheet without
 *   a `query` column, no statement at all, more than 200 statements, or a refused statement: 'Row
 *   {n}: {reason}' (see `query-rules.ts`).
 */
export async function readSchemaQuerySheet(bytes: Uint8Array, fileName: string): Promise<SchemaQuery[]> {
  const workbook = await readSpreadsheet(bytes, fileName, {
    accept: ['xlsx', 'xls', 'csv'],
    limits: { maxBytes: MAX_SCHEMA_QUERY_FILE_BYTES, maxRows: MAX_SCHEMA_QUERIES + 200, maxColumns: 20, maxCellChars: MAX_SCHEMA_QUERY_LENGTH + 100 },
  });
  const sheet = workbook.sheets.find((candidate) => candidate.name.toLowerCase() === SCHEMA_QUERY_SHEET_NAME.toLowerCase()) ?? workbook.sheets[0];
  if (!sheet) throw badRequest('The spreadsheet has no sheet');
  const [header = [], ...rows] = sheet.rows;
  const column = header.findIndex((cell) => String(cell ?? '').trim().toLowerCase() === SCHEMA_QUERY_SHEET_HEADER);
  if (column < 0) throw badRequest(`Row 1 of sheet ${sheet.name} must name a column ${SCHEMA_QUERY_SHEET_HEADER}`);
  const queries: SchemaQuery[] = [];
  rows.forEach((row, index) => {
    const rowNumber = index + 2;
    const cell = row[column] ?? null;
    const text = cell === null ? '' : String(cell);
    if (text.trim() === '') {
      if (row.some((other) => other !== null && String(other).trim() !== '')) throw badRequest(`Row ${rowNumber}: the query is empty`);
      return;
    }
    const problem = schemaQueryProblem(text);
    if (problem) throw badRequest(`Row ${rowNumber}: ${problem}`);
    queries.push({ row: rowNumber, query: normaliseSchemaQuery(text) });
  });
  if (queries.length === 0) throw badRequest('The file holds no query');
  if (queries.length > MAX_SCHEMA_QUERIES) throw badRequest(`The file holds more than ${MAX_SCHEMA_QUERIES} queries`);
  return queries;
}
