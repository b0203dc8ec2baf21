import { CHIP_LABEL_MAX_LENGTH, MASKED_CARD_LENGTH, chipLabel, datedFileName, maskCard, safeFileName } from './text';

describe('text shaping', () => {
  it('cuts chip labels at 24 characters', () => {
    expect(CHIP_LABEL_MAX_LENGTH).toBe(24);
    expect(chipLabel('Northwind Devices International')).toBe('Northwind Devices Intern...');
    expect(chipLabel('x'.repeat(24))).toBe('x'.repeat(24));
    expect(chipLabel('x'.repeat(25))).toBe(`${'x'.repeat(24)}...`);
  });
  it('masks card details as the last four padded to 16 with *', () => {
    expect(MASKED_CARD_LENGTH).toBe(16);
    expect(maskCard('4242')).toBe('************4242');
    expect(maskCard('4000 0000 0000 0002')).toBe('************0002');
    expect(maskCard(42)).toBe('**************42');
    expect(maskCard(null)).toBe('--');
    expect(maskCard('')).toBe('--');
  });
  it('replaces forbidden and control characters in file names with _', () => {
    expect(safeFileName('GMV_Report_01/05/2024.xlsx')).toBe('GMV_Report_01_05_2024.xlsx');
    expect(safeFileName('a<b>c:d"e\\f|g?h*i.pdf')).toBe('a_b_c_d_e_f_g_h_i.pdf');
    expect(safeFileName('tab\there\nnull\u0000del\u007f.csv')).toBe('tab_here_null_del_.csv');
    expect(safeFileName('Invoice INV-1 (Acme).pdf')).toBe('Invoice INV-1 (Acme).pdf');
  });
});

describe('datedFileName (one naming of the files the console saves)', () => {
  it('stamps the base with the US Eastern day as MM_DD_YYYY', () => {
    expect(datedFileName('GMV_Report', 'xlsx', new Date('2024-01-05T15:00:00Z'))).toBe('GMV_Report_01_05_2024.xlsx');
    // 02:00 UTC on Jan 6 is still Jan 5 in New York.
    expect(datedFileName('Invoices_Export', 'xlsx', new Date('2024-01-06T02:00:00Z'))).toBe('Invoices_Export_01_05_2024.xlsx');
  });

  it('replaces characters a file system forbids', () => {
    expect(datedFileName('Acme: Q1/Q2', 'zip', new Date('2024-01-05T15:00:00Z'))).toBe('Acme_ Q1_Q2_01_05_2024.zip');
  });
});
