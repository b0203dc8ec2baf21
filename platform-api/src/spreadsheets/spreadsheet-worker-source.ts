/**
 * The source of the worker that reads .xlsx (exceljs) and .xls (xlsx) workbooks, run with
 * `new Worker(source, { eval: true })` so the same text runs under tsx, jest and the esbuild bundle
 * (no worker file to locate). Plain CommonJS JavaScript on purpose: it is never compiled.
 *
 * workerData: `{ modules: { exceljs, xlsx } }` (absolute paths), both loaded at start; then it
 * waits for one job, `{ format: 'xlsx' | 'xls', bytes: Uint8Array, limits: { maxSheets, maxRows,
 * maxColumns, maxCellChars } }`, so a worker can be started before the file arrives (one worker per
 * file all the same: it reads one and is stopped). It posts one message: `{ ok:
 * true, sheets: [{ name, rows: (string | number | boolean | null)[][] }] }` with only plain arrays,
 * strings, numbers, booleans and nulls (dates as ISO-8601 text), or `{ ok: false, code, message }`.
 * Whatever a crafted file does to this worker's prototypes stays in this worker: only the
 * structured clone of that message leaves it, and the caller validates it before use.
 */
export const SPREADSHEET_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.modules.exceljs);
const XLSX = require(workerData.modules.xlsx);
let format, bytes, limits;

class Refusal extends Error {
  constructor(code, message) { super(message); this.code = code; }
}

function text(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object') {
    if (Array.isArray(value.richText)) return value.richText.map((run) => String(run && run.text !== undefined ? run.text : '')).join('');
    if ('result' in value) return text(value.result);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('text' in value) return text(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

function checkRow(rowNumber, cells) {
  if (rowNumber > limits.maxRows) throw new Refusal('TOO_MANY_ROWS', 'A sheet has more than ' + limits.maxRows + ' rows');
  if (cells.length > limits.maxColumns) throw new Refusal('TOO_MANY_COLUMNS', 'Row ' + rowNumber + ' has more than ' + limits.maxColumns + ' columns');
  for (const cell of cells) {
    if (typeof cell === 'string' && cell.length > limits.maxCellChars) {
      throw new Refusal('CELL_TOO_LONG', 'Row ' + rowNumber + ' has a cell longer than ' + limits.maxCellChars + ' characters');
    }
  }
}

function trimEnd(rows) {
  while (rows.length > 0 && rows[rows.length - 1].every((cell) => cell === null || cell === '')) rows.pop();
  return rows;
}

async function readXlsx() {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (workbook.worksheets.length > limits.maxSheets) throw new Refusal('TOO_MANY_SHEETS', 'The workbook has more than ' + limits.maxSheets + ' sheets');
  return workbook.worksheets.map((sheet) => {
    if (sheet.rowCount > limits.maxRows) throw new Refusal('TOO_MANY_ROWS', 'Sheet ' + sheet.name + ' has more than ' + limits.maxRows + ' rows');
    const rows = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells = [];
      const count = row.cellCount;
      if (count > limits.maxColumns) throw new Refusal('TOO_MANY_COLUMNS', 'Row ' + rowNumber + ' has more than ' + limits.maxColumns + ' columns');
      for (let column = 1; column <= count; column += 1) cells.push(text(row.getCell(column).value));
      checkRow(rowNumber, cells);
      while (rows.length < rowNumber - 1) rows.push([]);
      rows.push(cells);
    });
    return { name: String(sheet.name), rows: trimEnd(rows) };
  });
}

function readXls() {
  const workbook = XLSX.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false, cellStyles: false, bookVBA: false, sheetRows: limits.maxRows + 1,
  });
  if (workbook.SheetNames.length > limits.maxSheets) throw new Refusal('TOO_MANY_SHEETS', 'The workbook has more than ' + limits.maxSheets + ' sheets');
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const rows = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true }) : [];
    if (rows.length > limits.maxRows) throw new Refusal('TOO_MANY_ROWS', 'Sheet ' + name + ' has more than ' + limits.maxRows + ' rows');
    const plain = rows.map((row, index) => {
      const cells = Array.from(Array.isArray(row) ? row : [], (cell) => text(cell));
      checkRow(index + 1, cells);
      return cells;
    });
    return { name: String(name), rows: trimEnd(plain) };
  });
}

parentPort.once('message', async (job) => {
  ({ format, bytes, limits } = job);
  try {
    const sheets = format === 'xls' ? readXls() : await readXlsx();
    parentPort.postMessage({ ok: true, sheets });
  } catch (error) {
    if (error instanceof Refusal) parentPort.postMessage({ ok: false, code: error.code, message: error.message });
    else parentPort.postMessage({ ok: false, code: 'UNREADABLE', message: String(error && error.message ? error.message : error).slice(0, 200) });
  }
});
`;
