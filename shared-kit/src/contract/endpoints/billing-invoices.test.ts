import { amountsByCurrency, STALE_PREVIEW } from './billing-invoices';

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
