import { amountsByCurrency, BatchRetryPaymentBodySchema, DownloadInvoicesBodySchema, MATCHING_LIMITS, MATCHING_MESSAGES, STALE_PREVIEW, UpdateInvoiceStatusBodySchema } from './billing-invoices';

describe('amountsByCurrency', () => {
  it('totals each currency on its own, in the order the currencies first appear, to the cent', () => {
    expect(
      amountsByCurrency([
        { currencyCode: 'USD', amount: 0.1 },
        { currencyCode: 'MXN', amount: 10022 },
        { currencyCode: 'USD', amount: 0.2 },
        { currencyCode: 'USD', amount: 1199.7 },
      ]),
    ).toEqual([
      { currencyCode: 'USD', amount: 1200 },
      { currencyCode: 'MXN', amount: 10022 },
    ]);
  });

  it('answers no totals for no amounts', () => {
    expect(amountsByCurrency([])).toEqual([]);
  });
});

it('tells the user to preview again when the invoices changed since the preview', () => {
  expect(STALE_PREVIEW).toBe('These invoices changed since the preview; preview again');
});

describe('a selection by the search and filters', () => {
  it('takes the grid state and an optional client in place of invoice numbers in the three bulk calls', () => {
    for (const schema of [UpdateInvoiceStatusBodySchema, BatchRetryPaymentBodySchema, DownloadInvoicesBodySchema]) {
      expect(schema.required ?? []).not.toContain('invoiceNumbers');
      expect(Object.keys(schema.properties.matching.properties)).toEqual(['state', 'tenantId']);
      expect(schema.properties.matching.required).toEqual(['state']);
    }
  });

  it('caps status changes at 10,000, retry payments at 1,000 and downloads at 130, and says so with the count', () => {
    expect(MATCHING_LIMITS).toEqual({ status: 10_000, retryPayment: 1_000, download: 130 });
    expect(MATCHING_MESSAGES.tooMany(123_456, 10_000, 'changed')).toBe(
      '123,456 invoices match the search and filters; at most 10,000 can be changed at once. Narrow the search or filters',
    );
  });
});
