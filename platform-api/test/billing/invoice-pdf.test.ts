// The invoice PDF's line items (docs/billing.md#line-items): amounts as the console writes
// money in the invoice's currency, the description as the billing run wrote it (docs/formats.md).
import { lineItemCells } from '../../src/billing/invoice-pdf.js';

describe('lineItemCells', () => {
  it('writes unit prices and totals grouped by thousands with two decimals, in the invoice currency', () => {
    const lineItems = [
      { description: 'Marketplace fee 1.5% of shipped GMV $7,343.96', quantity: 1, unitPrice: 110.16, total: 110.16 },
      { description: 'Offline order service', quantity: 3, unitPrice: 1250, total: 3750 },
    ];
    expect(lineItemCells({ lineItems, currencyCode: 'USD' })).toEqual([
      ['Marketplace fee 1.5% of shipped GMV $7,343.96', '1', '$110.16', '$110.16'],
      ['Offline order service', '3', '$1,250.00', '$3,750.00'],
    ]);
    expect(lineItemCells({ lineItems: [{ description: 'Platform subscription (Nov 2026)', quantity: 1, unitPrice: 17200.5, total: 17200.5 }], currencyCode: 'MXN' })).toEqual([
      ['Platform subscription (Nov 2026)', '1', 'MX$17,200.50', 'MX$17,200.50'],
    ]);
  });
});
