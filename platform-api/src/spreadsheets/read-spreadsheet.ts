/**
 * The one spreadsheet reader of every upload (Tenant Config, docs/platform-ops.md#tenant-settings;
 * the schema uploads, docs/platform-ops.md#schema-sync): .xlsx (exceljs), .xls (npm `xlsx`, which
 * reads the old binary format exceljs cannot) and .csv. Workbooks are read in a worker thread with
 * memory and time limits ({@link SpreadsheetLimits}) that answers plain JSON, which is validated here
 * before use, so a crafted file (xlsx 0.18.5's published prototype-pollution and ReDoS advisories)
 * can neither change this process's objects nor block it. Anything refused is a 400 (413 for a file
 * over the size limit) with a message naming the problem; the caller has changed nothing yet.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { HttpError, badRequest } from '../lib/http-error.js';
import { parseCsv } from './csv.js';
import { SPREADSHEET_WORKER_SOURCE } from './spreadsheet-worker-source.js';

/** The formats the reader knows. */
export type SpreadsheetFormat = 'xlsx' | 'xls' | 'csv';

/** A cell as read: text, number, boolean (dates as ISO-8601 text), or `null` when empty. */
export type CellValue = string | number | boolean | null;

/** One sheet: its name and its rows from row 1, trailing empty rows removed. */
export interface ParsedSheet {
  name: string;
  rows: CellValue[][];
}

/** A workbook as read: its format and sheets in workbook order (a .csv is one sheet named after the file). */
export interface ParsedWorkbook {
  format: SpreadsheetFormat;
  sheets: ParsedSheet[];
}

/** Limits of {@link readSpreadsheet}. */
export interface SpreadsheetLimits {
  /** Largest file, bytes. */
  maxBytes: number;
  maxSheets: number;
  /** Rows per sheet, counting the header row. */
  maxRows: number;
  /** Cells per row. */
  maxColumns: number;
  /** Characters per cell. */
  maxCellChars: number;
  /**
   * Bytes an .xlsx may unpack to, by the sizes its ZIP directory declares (checked before reading, so
   * a ZIP bomb never reaches the worker).
   */
  maxUnpackedBytes: number;
  /**
   * Heap of the reading worker, MB (its old generation; V8 stops it with an error beyond). The last
   * line only: Node can abort the whole process when a worker reaches its heap limit
   * (nodejs/node#47224), so the size limits above are chosen to stay far below it.
   */
  maxMemoryMb: number;
  /** Time the worker may take, ms; it is stopped afterwards. */
  timeoutMs: number;
}

/**
 * Default limits: 5 MiB, 20 sheets, 20,000 rows, 100 columns, 32,768 characters a cell, 30 MiB
 * unpacked, 256 MB of worker heap, 20 s.
 */
export const DEFAULT_SPREADSHEET_LIMITS: Readonly<SpreadsheetLimits> = {
  maxBytes: 5 * 1024 * 1024,
  maxUnpackedBytes: 30 * 1024 * 1024,
  maxSheets: 20,
  maxRows: 20_000,
  maxColumns: 100,
  maxCellChars: 32_768,
  maxMemoryMb: 256,
  timeoutMs: 20_000,
};

/** Options of {@link readSpreadsheet}. */
export interface ReadSpreadsheetOptions {
  /** Formats the caller accepts (e.g. settings: xlsx and xls). */
  accept: readonly SpreadsheetFormat[];
  /** Limits over {@link DEFAULT_SPREADSHEET_LIMITS}. */
  limits?: Partial<SpreadsheetLimits>;
}

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const XLS_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * The format of a file by its name's extension, or `null` for any other name.
 *
 * @example formatOfFileName('Settings.XLSX') // 'xlsx'
 */
export function formatOfFileName(fileName: string): SpreadsheetFormat | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'xls' || extension === 'csv' ? extension : null;
}

/**
 * A size in bytes as MB (from 1 MiB) or KB.
 *
 * @example sizeLabel(5 * 1024 * 1024) // '5 MB'
 */
export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

const LABELS: Record<SpreadsheetFormat, string> = { xlsx: '.xlsx', xls: '.xls', csv: '.csv' };

const moduleRequire = createRequire(import.meta.url);
let modulePaths: { exceljs: string; xlsx: string } | undefined;
const resolveModules = () => (modulePaths ??= { exceljs: moduleRequire.resolve('exceljs'), xlsx: moduleRequire.resolve('xlsx') });

function isCell(value: unknown): value is CellValue {
  return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * Checks the worker's answer shape and the limits again (the worker is not trusted): an array of
 * `{ name: string, rows: CellValue[][] }`, copied into fresh arrays.
 *
 * @throws HttpError 400 when anything does not fit.
 */
export function validateSheets(value: unknown, limits: SpreadsheetLimits): ParsedSheet[] {
  const unreadable = () => badRequest('The spreadsheet cannot be read: its contents are not a table of cells');
  if (!Array.isArray(value)) throw unreadable();
  if (value.length > limits.maxSheets) throw badRequest(`The spreadsheet has more than ${limits.maxSheets} sheets`);
  return value.map((sheet: unknown) => {
    if (sheet === null || typeof sheet !== 'object') throw unreadable();
    const { name, rows } = sheet as { name?: unknown; rows?: unknown };
    if (typeof name !== 'string' || !Array.isArray(rows)) throw unreadable();
    if (rows.length > limits.maxRows) throw badRequest(`Sheet ${name} has more than ${limits.maxRows} rows`);
    const copied = rows.map((row: unknown, index) => {
      if (!Array.isArray(row)) throw unreadable();
      if (row.length > limits.maxColumns) throw badRequest(`Row ${index + 1} of sheet ${name} has more than ${limits.maxColumns} columns`);
      return row.map((cell: unknown) => {
        if (!isCell(cell)) throw unreadable();
        if (typeof cell === 'string' && cell.length > limits.maxCellChars) throw badRequest(`Row ${index + 1} of sheet ${name} has a cell longer than ${limits.maxCellChars} characters`);
        return cell;
      });
    });
    return { name, rows: copied };
  });
}

/**
 * The bytes a ZIP (an .xlsx) unpacks to, summed from its central directory; `null` when the
 * directory cannot be read (not a ZIP, truncated, or ZIP64, which no settings sheet needs).
 */
export function zipUnpackedBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const earliest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return null;
    const unpacked = view.getUint32(at + 24, true);
    if (unpacked === 0xffffffff) return null;
    total += unpacked;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

type WorkerAnswer = { ok: true; sheets: unknown } | { ok: false; code: string; message: string };

function startWorker(maxMemoryMb: number): Worker {
  return new Worker(SPREADSHEET_WORKER_SOURCE, {
    eval: true,
    workerData: { modules: resolveModules() },
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
}

/**
 * A worker started ahead of the next file (with the default heap limit), its libraries already
 * loaded, so a reading does not wait for them; it does not keep the process alive while idle. Each
 * worker still reads exactly one file and is then stopped.
 */
let spare: Worker | null = null;

function prepareSpare(): void {
  if (spare) return;
  const worker = startWorker(DEFAULT_SPREADSHEET_LIMITS.maxMemoryMb);
  worker.unref();
  const drop = () => {
    if (spare === worker) spare = null;
  };
  worker.once('error', drop);
  worker.once('exit', drop);
  spare = worker;
}

function takeWorker(maxMemoryMb: number): Worker {
  if (spare && maxMemoryMb === DEFAULT_SPREADSHEET_LIMITS.maxMemoryMb) {
    const worker = spare;
    spare = null;
    worker.ref();
    return worker;
  }
  return startWorker(maxMemoryMb);
}

function readInWorker(format: 'xlsx' | 'xls', bytes: Uint8Array, limits: SpreadsheetLimits): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker(limits.maxMemoryMb);
    worker.postMessage({
      format,
      bytes,
      limits: { maxSheets: limits.maxSheets, maxRows: limits.maxRows, maxColumns: limits.maxColumns, maxCellChars: limits.maxCellChars },
    });
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
      prepareSpare();
    };
    const timer = setTimeout(
      () => finish(() => reject(badRequest(`The spreadsheet took longer than ${limits.timeoutMs / 1000} s to read`))),
      limits.timeoutMs,
    );
    worker.on('message', (answer: WorkerAnswer) =>
      finish(() => {
        if (answer && answer.ok === true) resolve(answer.sheets);
        else reject(badRequest(`The spreadsheet cannot be read: ${answer && typeof answer.message === 'string' ? answer.message : 'unknown problem'}`));
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? badRequest(`The spreadsheet needs more than ${limits.maxMemoryMb} MB to read`)
            : badRequest('The spreadsheet cannot be read'),
        ),
      ),
    );
    worker.on('exit', () => finish(() => reject(badRequest('The spreadsheet cannot be read'))));
  });
}

/**
 * Reads an uploaded spreadsheet into plain sheets of cells.
 *
 * The format comes from the file's name and must match its bytes (.xlsx a ZIP, .xls an OLE2
 * compound file, .csv UTF-8 text without NUL); .xlsx and .xls are read in a worker thread under
 * `limits.maxMemoryMb` and `limits.timeoutMs`, .csv here (a linear parser, no regular expressions).
 *
 * @param bytes the file's bytes.
 * @param fileName the name the browser sent (its extension chooses the format).
 * @throws HttpError 413 over `limits.maxBytes`; 400 for an empty file, a format not in `accept`, bytes
 *   that are not that format, an .xlsx unpacking to more than `limits.maxUnpackedBytes`, a file that
 *   cannot be read, more sheets, rows, columns or longer cells than the limits, or a reading that
 *   needs more memory or time than allowed.
 */
export async function readSpreadsheet(bytes: Uint8Array, fileName: string, options: ReadSpreadsheetOptions): Promise<ParsedWorkbook> {
  const limits: SpreadsheetLimits = { ...DEFAULT_SPREADSHEET_LIMITS, ...options.limits };
  const accepted = options.accept.map((format) => LABELS[format]).join(', ');
  const format = formatOfFileName(fileName);
  if (!format || !options.accept.includes(format)) throw badRequest(`Only ${accepted} files are accepted`);
  if (bytes.byteLength > limits.maxBytes) throw new HttpError(413, `The spreadsheet is larger than ${sizeLabel(limits.maxBytes)}`);
  if (bytes.byteLength === 0) throw badRequest('The spreadsheet is empty');
  if (format === 'csv') {
    const sheets = validateSheets([{ name: fileName.replace(/\.csv$/i, ''), rows: parseCsv(bytes, limits) }], limits);
    return { format, sheets };
  }
  const magicFits = format === 'xlsx' ? startsWith(bytes, XLSX_MAGIC) : startsWith(bytes, XLS_MAGIC);
  if (!magicFits) throw badRequest(`The file is not a ${LABELS[format]} spreadsheet`);
  if (format === 'xlsx') {
    const unpacked = zipUnpackedBytes(bytes);
    if (unpacked === null) throw badRequest('The spreadsheet cannot be read: its ZIP directory is damaged');
    if (unpacked > limits.maxUnpackedBytes) throw badRequest(`The spreadsheet unpacks to more than ${sizeLabel(limits.maxUnpackedBytes)}`);
  }
  return { format, sheets: validateSheets(await readInWorker(format, bytes, limits), limits) };
}
