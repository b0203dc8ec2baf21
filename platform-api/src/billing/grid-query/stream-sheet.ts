/**
 * The streamed .xlsx of a search's selection (docs/billing.md#clients-and-invoices-grids), as the
 * clients and the invoices exports write it: one sheet, its rows written window by window as the
 * search reads them, so memory stays flat however many rows there are.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** Rows read and written per window of an export of a search. */
export const EXPORT_WINDOW = 1000;
/** Rows of an export's first window: fewer, so that the file's first bytes leave sooner. */
export const EXPORT_FIRST_WINDOW = 100;

/** Time left to the compression after each window, ms. */
const COMPRESSION_TURN_MS = 5;

/** Resolves when `stream` can take more (drain) or is gone (close), whichever comes first. */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** A cell of the sheet: text, a number, a day (a `Date` at 00:00 UTC) or empty. */
export type SheetCell = string | number | Date | null;

/** A column of the sheet: its header, key and style (a number format), as ExcelJS takes them. */
export type SheetColumn = Pick<Partial<ExcelJS.Column>, 'header' | 'key' | 'style'>;

/**
 * A cell as the writer takes it: text as an inline string (`t="inlineStr"`, a plain string cell that
 * a spreadsheet never runs as a formula, written as it comes so memory stays flat); other values as
 * they are. (Without shared strings, exceljs would write text as a formula's cached result,
 * `t="str"`.)
 */
function asCellValue(cell: SheetCell): ExcelJS.CellValue {
  return typeof cell === 'string' ? { richText: [{ text: cell }] } : cell;
}

/**
 * Streams an .xlsx of one sheet `sheetName` with `columns`: the answer starts at once, and each
 * item `windows` yields (the cells of one window's rows) is written as it comes, waiting while the
 * reader is slower. An error of `windows` ends the stream with that error. When the stream is
 * destroyed (the reader went away), no further window is asked for and `windows` is closed, so an
 * abandoned export stops reading the database.
 */
export function streamSheet(sheetName: string, columns: SheetColumn[], windows: AsyncIterable<SheetCell[][]>): Readable {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  // The header row is written as a row of its own, so its titles are inline strings too.
  sheet.columns = columns.map(({ header: _header, ...column }) => column);
  const write = async () => {
    sheet.addRow(columns.map((column) => asCellValue(typeof column.header === 'string' ? column.header : null))).commit();
    for await (const rows of windows) {
      if (out.destroyed) return;
      for (const cells of rows) sheet.addRow(cells.map(asCellValue)).commit();
      // An in-process database (PGlite) answers without giving the event loop a turn, and the zip
      // compresses one chunk per turn: leave it a few milliseconds, so the compressed bytes reach the
      // socket window by window instead of the rows piling up uncompressed until the end.
      await new Promise<void>((resolve) => setTimeout(resolve, COMPRESSION_TURN_MS));
      if (out.writableNeedDrain && !out.destroyed) await drainedOrClosed(out);
      // Leaving the loop closes `windows`: no more statements for a reader that went away.
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
