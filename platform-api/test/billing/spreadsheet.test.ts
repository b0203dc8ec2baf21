import * as XLSX from 'xlsx';
import { buildWorkbook } from '../../src/billing/spreadsheet.js';

describe('buildWorkbook', () => {
  it('writes an .xlsx readable by the xlsx library, with formula-like text escaped (shared-kit escapeCell) and numbers kept', () => {
    const file = buildWorkbook([{ name: 'Clients', header: ['Name', 'Amount'], rows: [['=cmd|calc', 10.5], ['Plain', -3]] }]);
    const book = XLSX.read(file);
    expect(book.SheetNames).toEqual(['Clients']);
    const sheet = book.Sheets.Clients;
    if (!sheet) throw new Error('no sheet');
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Name', 'Amount'],
      ["'=cmd|calc", 10.5],
      ['Plain', -3],
    ]);
    expect(sheet.A2?.f).toBeUndefined();
  });
});
