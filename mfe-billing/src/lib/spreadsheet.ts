/** Characters that make a spreadsheet read a text cell as a formula (formula injection). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\n'];

export type SheetCell = string | number | null | undefined;

/**
 * A cell value safe to write to a spreadsheet: text that starts with = + - @ tab CR or LF is
 * prefixed with a quote so it stays text; numbers stay numbers.
 */
export function escapeCell(value: SheetCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An .xlsx file of one sheet: a header row then the data rows, every cell escaped. The xlsx library
 * is loaded on demand so it stays out of the first bundle.
 */
export async function buildWorkbook(sheetName: string, header: string[], rows: SheetCell[][]): Promise<Blob> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([header.map(escapeCell), ...rows.map((row) => row.map(escapeCell))]);
  const book = XLSX.utils.book_new();
  // Sheet names hold at most 31 characters and none of : \ / ? * [ ]
  XLSX.utils.book_append_sheet(book, sheet, sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  return new Blob([bytes], { type: XLSX_MIME_TYPE });
}
