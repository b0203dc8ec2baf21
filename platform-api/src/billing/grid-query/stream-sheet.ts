/**
 * The streamed .xlsx of a search's selection (issue 16 "Export streams"), as the clients and the
 * invoices exports write it: one sheet, its rows written window by window as the search reads
 * them, so memory stays flat however many rows there are.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** Time left to the compression after each window, ms. */
const COMPRESSION_TURN_MS = 5;

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
 * reader is slower. An error of `windows` ends the stream with that error.
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
      for (const cells of rows) sheet.addRow(cells.map(asCellValue)).commit();
      // An in-process database (PGlite) answers without giving the event loop a turn, and the zip
      // compresses one chunk per turn: leave it a few milliseconds, so the compressed bytes reach the
      // socket window by window instead of the rows piling up uncompressed until the end.
      await new Promise<void>((resolve) => setTimeout(resolve, COMPRESSION_TURN_MS));
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
