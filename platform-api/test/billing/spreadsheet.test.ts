import { readBack } from '../support/read-workbook.js';
import * as XLSX from 'xlsx';
import { buildWorkbook } from '../../src/billing/spreadsheet.js';

describe('buildWorkbook (typed cells)', () => {
  const file = buildWorkbook([
    {
      name: 'Clients',
      header: ['Name', { title: 'Effective Date', type: 'date' }, { title: 'Awaiting', type: 'amount' }, { title: 'Orders', type: 'count' }, 'Currency'],
      rows: [
        ['+Plus Mobile', '2023-09-18', 10022, 3, 'MXN'],
        ['--', null, -3.5, 0, 'USD'],
        ['=1+1', '2024-02-29', 0.1, 12, 'EUR'],
        ['@x', '--', 1250.5, 7, 'GBP'],
      ],
    },
  ]);

  it('writes formula-looking text as string cells, read back exactly as written (no apostrophe, no formula)', async () => {
    const cells = await readBack(file);
    for (const [address, text] of [['A2', '+Plus Mobile'], ['A3', '--'], ['A4', '=1+1'], ['A5', '@x']] as const) {
      expect(cells.get(address)).toEqual({ type: 'String', value: text, numFmt: undefined });
    }
    const sheet = XLSX.read(file).Sheets.Clients!;
    expect(sheet.A4).toMatchObject({ t: 's', v: '=1+1' });
    expect(sheet.A4?.f).toBeUndefined();
  });

  it('writes dates as real dates with the console date format, the day the grid shows', async () => {
    const cells = await readBack(file);
    expect(cells.get('B2')).toEqual({ type: 'Date', value: new Date('2023-09-18T00:00:00Z'), numFmt: 'mmm dd yyyy' });
    expect(cells.get('B4')).toEqual({ type: 'Date', value: new Date('2024-02-29T00:00:00Z'), numFmt: 'mmm dd yyyy' });
    expect(cells.has('B3')).toBe(false);
    // Text that is no date stays text.
    expect(cells.get('B5')).toMatchObject({ type: 'String', value: '--' });
    expect(XLSX.read(file).Sheets.Clients!.B2?.w).toBe('Sep 18 2023');
  });

  it('writes amounts as numbers with 2 decimals and counts as integers, beside the currency column', async () => {
    const cells = await readBack(file);
    expect(cells.get('C2')).toEqual({ type: 'Number', value: 10022, numFmt: '#,##0.00' });
    expect(cells.get('C3')).toEqual({ type: 'Number', value: -3.5, numFmt: '#,##0.00' });
    expect(cells.get('D4')).toEqual({ type: 'Number', value: 12, numFmt: '0' });
    expect(cells.get('E2')).toMatchObject({ type: 'String', value: 'MXN' });
    const sheet = XLSX.read(file).Sheets.Clients!;
    expect([sheet.C2?.w, sheet.C3?.w, sheet.C4?.w]).toEqual(['10,022.00', '-3.50', '0.10']);
  });

  it('keeps the header as text in row 1', async () => {
    const cells = await readBack(file);
    expect(['A1', 'B1', 'C1', 'D1', 'E1'].map((address) => cells.get(address)?.value)).toEqual(['Name', 'Effective Date', 'Awaiting', 'Orders', 'Currency']);
  });
});
