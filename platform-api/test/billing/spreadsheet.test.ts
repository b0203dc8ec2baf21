import * as XLSX from 'xlsx';
import { formatHours } from '../../src/billing/exports.js';
import { buildWorkbook, escapeCell } from '../../src/billing/spreadsheet.js';

describe('escapeCell', () => {
  it.each(['=SUM(A1:A2)', '+1 Wireless', '-2+3', '@Home Devices', '\tTabbed', '\rReturn', '\nNewline'])('prefixes %j with a single quote', (text) => {
    expect(escapeCell(text)).toBe(`'${text}`);
  });

  it('leaves other text, numbers (even negative) and empty cells alone', () => {
    expect(escapeCell('Acme Phones')).toBe('Acme Phones');
    expect(escapeCell('a=b')).toBe('a=b');
    expect(escapeCell(-12.5)).toBe(-12.5);
    expect(escapeCell(null)).toBeNull();
  });
});

describe('buildWorkbook', () => {
  it('writes an .xlsx readable by the xlsx library, with formula-like text escaped and numbers kept', () => {
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

describe('formatHours (Days Awaiting Payment of the clients workbook, spec 02 §9)', () => {
  it.each([
    [0, '0h'],
    [5, '5h'],
    [23, '23h'],
    [24, '1d 0h'],
    [50, '2d 2h'],
    [50.5, '2d 2h'],
    [23.9, '23h'],
    [-5, '0h'],
    [Number.NaN, '--'],
    [Infinity, '--'],
  ])('%p hours -> %p, as the console shows them', (hours, text) => {
    expect(formatHours(hours)).toBe(text);
  });
});
