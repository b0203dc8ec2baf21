import { escapeCell } from './spreadsheet-cells';

describe('escapeCell (exported spreadsheets escape cells that start with = + - @ tab CR LF)', () => {
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
