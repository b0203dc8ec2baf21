import { columnLetters, daySerial, escapeCell, sheetCell, sheetName, worksheetOf } from './spreadsheet-cells';

describe('escapeCell (CSV cells that start with = + - @ tab CR LF)', () => {
  it.each(['=SUM(A1:A2)', '+1 Wireless', '-2+3', '@Home Devices', '\tTabbed', '\rReturn', '\nNewline'])('prefixes %j with a single quote', (text) => {
    expect(escapeCell(text)).toBe(`'${text}`);
  });

  it('leaves other text, numbers (even negative), booleans and empty cells alone', () => {
    expect(escapeCell('Acme Phones')).toBe('Acme Phones');
    expect(escapeCell('a=b')).toBe('a=b');
    expect(escapeCell(-12.5)).toBe(-12.5);
    expect(escapeCell(true)).toBe(true);
    expect(escapeCell(null)).toBeNull();
  });
});

describe('sheetCell (typed cells of .xlsx exports)', () => {
  it.each(['+Plus Mobile', '--', '=1+1', '@x', '-5'])('writes formula-looking text %j as a string cell, unchanged (no apostrophe)', (value) => {
    expect(sheetCell(value)).toEqual({ t: 's', v: value });
    expect(sheetCell(value, 'text')).toEqual({ t: 's', v: value });
  });

  it('writes calendar dates as day serial numbers with the console date format (45187 is Sep 18 2023)', () => {
    expect(sheetCell('2023-09-18', 'date')).toEqual({ t: 'n', v: 45187, z: 'mmm dd yyyy' });
    // Untyped 'YYYY-MM-DD' text is a date as well.
    expect(sheetCell('2023-09-14')).toEqual({ t: 'n', v: 45183, z: 'mmm dd yyyy' });
    // 1900 date system: Jan 1 1900 is 1 and Mar 1 1900 is 61 (after the system's Feb 29 1900).
    expect(daySerial('1900-03-01')).toBe(61);
  });

  it('writes an instant as the US Eastern day the grid shows', () => {
    // 03:30 UTC on Mar 10 is the evening of Mar 9 in New York.
    expect(sheetCell(new Date('2024-03-10T03:30:00Z'))).toEqual({ t: 'n', v: 45360, z: 'mmm dd yyyy' });
    expect(sheetCell('2024-03-10T03:30:00Z', 'date')).toEqual({ t: 'n', v: 45360, z: 'mmm dd yyyy' });
  });

  it('keeps text that is not a date as text in a date column, and text columns never turn into dates', () => {
    expect(sheetCell('--', 'date')).toEqual({ t: 's', v: '--' });
    expect(sheetCell('2023-09-18', 'text')).toEqual({ t: 's', v: '2023-09-18' });
  });

  it('writes amounts with 2 decimals, counts as integers, other numbers as numbers', () => {
    expect(sheetCell(10022, 'amount')).toEqual({ t: 'n', v: 10022, z: '#,##0.00' });
    expect(sheetCell(-5.5, 'amount')).toEqual({ t: 'n', v: -5.5, z: '#,##0.00' });
    expect(sheetCell(12, 'count')).toEqual({ t: 'n', v: 12, z: '0' });
    expect(sheetCell(2.5)).toEqual({ t: 'n', v: 2.5 });
    expect(sheetCell(true)).toEqual({ t: 'b', v: true });
  });

  it('leaves empty values out', () => {
    for (const empty of [null, undefined, '']) expect(sheetCell(empty, 'amount')).toBeUndefined();
  });
});

describe('worksheetOf', () => {
  it('puts the header in row 1 and the values below, typed by their column, with the range and widths', () => {
    const sheet = worksheetOf(['Client', { title: 'Due Date', type: 'date' }, { title: 'Amount', type: 'amount' }], [
      ['+Plus Mobile', '2024-05-31', 10022],
      ['Acme', null, 5],
    ]);
    expect(sheet.A1).toEqual({ t: 's', v: 'Client' });
    expect(sheet.B1).toEqual({ t: 's', v: 'Due Date' });
    expect(sheet.A2).toEqual({ t: 's', v: '+Plus Mobile' });
    expect(sheet.B2).toEqual({ t: 'n', v: 45443, z: 'mmm dd yyyy' });
    expect(sheet.C2).toEqual({ t: 'n', v: 10022, z: '#,##0.00' });
    expect(sheet.B3).toBeUndefined();
    expect(sheet['!ref']).toBe('A1:C3');
    // '+Plus Mobile' is 12 characters, a date 12, '10,022.00' 9 (header 'Amount' is 6): each plus 2.
    expect(sheet['!cols']).toEqual([{ wch: 14 }, { wch: 14 }, { wch: 11 }]);
  });

  it('names columns past Z with two letters and keeps sheet names within the spreadsheet rules', () => {
    expect([columnLetters(0), columnLetters(25), columnLetters(26), columnLetters(27), columnLetters(701), columnLetters(702)]).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(sheetName('Invoices: May/June')).toBe('Invoices  May June');
    expect(sheetName('A report name longer than thirty-one characters')).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
  });
});
