import ExcelJS from 'exceljs';

const TYPE_NAMES = new Map(Object.entries(ExcelJS.ValueType).map(([name, code]) => [code, name]));

/** A cell as a spreadsheet program reads it: exceljs's type name, value and number format. */
export interface ReadCell {
  type: string;
  value: unknown;
  numFmt: string | undefined;
}

/** The cells of the first sheet of an .xlsx file as exceljs reads them back, by address ('A1'). */
export async function readBack(file: Buffer): Promise<Map<string, ReadCell>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const cells = new Map<string, ReadCell>();
  book.worksheets[0]?.eachRow((row) =>
    row.eachCell((cell) => cells.set(cell.address, { type: TYPE_NAMES.get(cell.type) ?? 'Unknown', value: cell.value, numFmt: cell.numFmt || undefined })),
  );
  return cells;
}
