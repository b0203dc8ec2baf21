import * as XLSX from 'xlsx';
import { blobBytes } from 'shared-kit/testing';
import { buildWorkbook, exportFileName, reportExportFileName } from './spreadsheet';

async function sheetOf(blob: Blob): Promise<XLSX.WorkSheet> {
  const book = XLSX.read(await blobBytes(blob), { type: 'array', cellDates: true });
  return book.Sheets[book.SheetNames[0]!]!;
}

describe('buildWorkbook (browser exports)', () => {
  it('with plain titles (the existing call) writes numbers as numbers, Date values and YYYY-MM-DD text as dates, text as written', async () => {
    const blob = await buildWorkbook('Invoices', ['Client', 'Invoice Date', 'Paid On', 'Amount'], [
      ['+Plus Mobile', '2024-05-01', new Date('2024-05-20T16:00:00Z'), 385],
      ['--', null, null, 12.5],
      ['=1+1', '2024-06-01', null, 0],
      ['@x', '2024-07-01', null, -5],
    ]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await sheetOf(blob);
    for (const [address, text] of [['A2', '+Plus Mobile'], ['A3', '--'], ['A4', '=1+1'], ['A5', '@x']] as const) {
      expect(sheet[address]).toMatchObject({ t: 's', v: text, w: text });
      expect(sheet[address]?.f).toBeUndefined();
    }
    expect(sheet.B2).toMatchObject({ t: 'd', w: 'May 01 2024' });
    expect(sheet.C2).toMatchObject({ t: 'd', w: 'May 20 2024' });
    expect(sheet.D2).toMatchObject({ t: 'n', v: 385 });
    expect(sheet.D5).toMatchObject({ t: 'n', v: -5 });
  });

  it('with typed columns writes amounts with 2 decimals and counts as integers', async () => {
    const sheet = await sheetOf(
      await buildWorkbook('Invoices', [{ title: 'Invoiced Amount', type: 'amount' }, { title: 'Orders', type: 'count' }, { title: 'Invoice Number', type: 'text' }, 'Currency'], [
        [385, 12, '2024-05-01', 'USD'],
        [10022, 3, 'INV-2', 'MXN'],
      ]),
    );
    expect(sheet.A2).toMatchObject({ t: 'n', v: 385, w: '385.00' });
    expect(sheet.A3).toMatchObject({ t: 'n', v: 10022, w: '10,022.00' });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 12, w: '12' });
    // A text column keeps date-looking text as text.
    expect(sheet.C2).toMatchObject({ t: 's', v: '2024-05-01' });
    expect(sheet.D3).toMatchObject({ t: 's', v: 'MXN' });
  });

  it('names the sheet within the spreadsheet rules', async () => {
    const blob = await buildWorkbook('Invoices: May/June', ['A'], [['x']]);
    expect(XLSX.read(await blobBytes(blob), { type: 'array' }).SheetNames).toEqual(['Invoices  May June']);
  });
});

describe('exportFileName', () => {
  const day = new Date('2024-05-20T16:00:00Z');

  it("gives the invoices grid's Export and Download invoices different names", () => {
    expect(exportFileName('invoicesExport', 'xlsx', day)).toBe('Invoices_Export_05_20_2024.xlsx');
    expect(exportFileName('invoicesDownload', 'xlsx', day)).toBe('Invoices_05_20_2024.xlsx');
    expect(exportFileName('invoicesDownload', 'zip', day)).toBe('Invoices_05_20_2024.zip');
  });

  it("keeps the spec's GMV_Report_{date} for reports", () => {
    expect(exportFileName('clientsExport', 'xlsx', day)).toBe('Clients_Export_05_20_2024.xlsx');
    expect(reportExportFileName('GMV Report', day)).toBe('GMV_Report_05_20_2024.xlsx');
    expect(reportExportFileName('Invoice Aging', day)).toBe('Invoice_Aging_Report_05_20_2024.xlsx');
  });
});
