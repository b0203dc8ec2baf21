import { CHIP_LABEL_MAX_LENGTH, MASKED_CARD_LENGTH, chipLabel, maskCard, safeFileName } from './text';

describe('text shaping (spec 02 §2.3, §5, §9)', () => {
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
