import type { BatchRetryPaymentResponse, InvoiceDetails, RetryPaymentResponse } from '../../src/contract.js';
import { invoicesWhere, invoiceState, makeRetryable } from '../support/invoice-fixtures.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

describe('card payments (FINANCE)', () => {
  let t: TestApp;
  let candidates: string[];
  beforeAll(async () => {
    t = await createSeededApp();
    // OVERDUE invoices with an amount, one per client (each test gives its client the card it needs).
    const { rows } = await t.database.db.query<{ invoice_number: string }>(
      `select distinct on (tenant_id) invoice_number from invoices where invoice_status = 'OVERDUE' and invoiced_amount > 0 order by tenant_id, invoice_number`,
    );
    candidates = rows.map((row) => row.invoice_number);
    expect(candidates.length).toBeGreaterThanOrEqual(6);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const take = () => {
    const next = candidates.shift();
    if (!next) throw new Error('out of OVERDUE invoices');
    return next;
  };
  const retry = (invoiceNumber: string) => t.as('FINANCE', { method: 'POST', url: `/billing/invoices/${invoiceNumber}/retry-payment` });
  const batch = (invoiceNumbers: string[]) => t.as('FINANCE', { method: 'POST', url: '/billing/invoices/batch-retry-payment', payload: { invoiceNumbers } });
  const payments = async (invoiceNumber: string) =>
    (
      await t.database.db.query<{ status: string; details: string; card_last4: string; amount: number; requested_by: string }>(
        `select status, details, card_last4, amount::float8 as amount, requested_by from payments where invoice_number = $1 and requested_by <> 'billing-run' order by created_at`,
        [invoiceNumber],
      )
    ).rows;

  describe('POST /billing/invoices/:invoiceNumber/retry-payment', () => {
    it("pays an OVERDUE invoice with a good card: 'Payment Successful', PAID, history and a payments row", async () => {
      const number = take();
      await makeRetryable(t.database.db, number, '4242');
      const { owed } = await invoiceState(t.database.db, number);
      const response = await retry(number);
      expect(response.statusCode).toBe(200);
      const body = response.json<RetryPaymentResponse>();
      expect(body).toMatchObject({ success: true, message: 'Payment Successful' });
      expect(body.invoice).toMatchObject({ invoiceNumber: number, invoiceStatus: 'PAID', amountOwed: 0, cardPaymentStatus: 'SUCCEEDED' });
      expect(body.invoice.cardPaymentDetails).toMatchObject({ details: 'Approved', cardLast4Digits: '4242' });
      expect(await payments(number)).toEqual([{ status: 'SUCCEEDED', details: 'Approved', card_last4: '4242', amount: owed, requested_by: 'finance.user@px.local' }]);
      const { rows } = await t.database.db.query('select from_status, to_status, source from invoice_status_history where invoice_number = $1', [number]);
      expect(rows).toEqual([{ from_status: 'OVERDUE', to_status: 'PAID', source: 'CARD_PAYMENT' }]);
    });

    it.each([
      ['0002', 'Your card was declined.'],
      ['9995', 'Your card has insufficient funds.'],
      ['0119', 'An error occurred while processing your card. Try again in a little bit.'],
    ])("answers 'Payment Failed' for test card %s and keeps the invoice OVERDUE", async (last4, details) => {
      const number = take();
      await makeRetryable(t.database.db, number, last4);
      const body = (await retry(number)).json<RetryPaymentResponse>();
      expect(body).toMatchObject({ success: false, message: 'Payment Failed', reason: details });
      expect(body.invoice).toMatchObject({ invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE' });
      expect(body.invoice.lastFailedPayment).toEqual({ reason: details, cardType: 'Visa', cardLast4Digits: last4, failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
      expect((await payments(number)).map((payment) => [payment.status, payment.details])).toEqual([['FAILURE', details]]);
    });

    it('keeps the last failed payment (reason, time, card) on the row and the details after a later payment succeeds', async () => {
      const number = take();
      await makeRetryable(t.database.db, number, '9995');
      const failed = (await retry(number)).json<RetryPaymentResponse>();
      const failure = failed.invoice.lastFailedPayment;
      expect(failure).toMatchObject({ reason: 'Your card has insufficient funds.', cardType: 'Visa', cardLast4Digits: '9995' });
      expect(Date.parse(failure?.failedAt ?? '')).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'));

      await makeRetryable(t.database.db, number, '4242');
      const paid = (await retry(number)).json<RetryPaymentResponse>();
      expect(paid).toMatchObject({ success: true, reason: null, invoice: { invoiceStatus: 'PAID', cardPaymentStatus: 'SUCCEEDED' } });
      expect(paid.invoice.lastFailedPayment).toEqual(failure);
      const details = (await t.as('FINANCE', { method: 'GET', url: `/billing/invoices/${number}` })).json<InvoiceDetails>();
      expect(details.lastFailedPayment).toEqual(failure);
    });

    it('refuses an invoice that is not OVERDUE, or whose client has no card, with 409', async () => {
      const [paid] = await invoicesWhere(t.database.db, `invoice_status = 'PAID' and invoiced_amount > 0`, 1);
      const notOverdue = await retry(paid ?? '');
      expect(notOverdue.statusCode).toBe(409);
      expect(notOverdue.json().message).toBe(`Invoice ${paid} cannot be paid by card: Invoice is PAID, not OVERDUE`);

      const number = take();
      await t.database.db.query(`delete from payment_methods where type = 'CARD' and tenant_id = (select tenant_id from invoices where invoice_number = $1)`, [number]);
      const noCard = await retry(number);
      expect(noCard.statusCode).toBe(409);
      expect(noCard.json().message).toBe(`Invoice ${number} cannot be paid by card: No card on file`);
      expect(await payments(number)).toEqual([]);
    });

    it('answers 404 for an unknown invoice', async () => {
      expect((await retry('INV-000000-T99')).statusCode).toBe(404);
    });
  });

  describe('POST /billing/invoices/batch-retry-payment', () => {
    it('retries the eligible invoices and skips the others, with the bulk payment summary and its type', async () => {
      const good = take();
      const declined = take();
      await makeRetryable(t.database.db, good, '4444');
      await makeRetryable(t.database.db, declined, '0002');
      const [awaiting] = await invoicesWhere(t.database.db, `invoice_status = 'AWAITING_PAYMENT'`, 1);

      const response = await batch([good, declined, awaiting ?? '', 'INV-000000-T99']);
      expect(response.statusCode).toBe(200);
      const body = response.json<BatchRetryPaymentResponse>();
      expect(body).toMatchObject({
        message: '1 Payment(s) Succeeded, 2 Payment(s) Skipped, 1 Payment(s) Failed',
        type: 'error',
        succeeded: 1,
        skipped: 2,
        failed: 1,
      });
      const facts = (number: string) => ({ client: expect.any(String), amount: expect.any(Number), currencyCode: expect.any(String), invoiceNumber: number });
      expect(body.results).toEqual([
        { ...facts(good), outcome: 'SUCCEEDED', message: 'Approved' },
        { ...facts(declined), outcome: 'FAILED', message: 'Your card was declined.' },
        { ...facts(awaiting ?? ''), outcome: 'SKIPPED', message: 'Invoice is AWAITING_PAYMENT, not OVERDUE' },
        { invoiceNumber: 'INV-000000-T99', outcome: 'SKIPPED', message: 'Invoice not found', client: null, amount: null, currencyCode: null },
      ]);
      // Only the charge that went through counts: its amount owed before, in its currency.
      const charged = body.results[0];
      expect(body.amounts).toEqual([{ currencyCode: charged?.currencyCode, amount: charged?.amount }]);
      expect(await invoiceState(t.database.db, good)).toEqual({ status: 'PAID', owed: 0, card: 'SUCCEEDED' });
      expect(await invoiceState(t.database.db, declined)).toMatchObject({ status: 'OVERDUE', card: 'FAILURE' });
    });

    it("skips an OVERDUE invoice whose last card payment did not fail: type 'warning'", async () => {
      const good = take();
      const neverCharged = take();
      await makeRetryable(t.database.db, good, '4242');
      await makeRetryable(t.database.db, neverCharged, '4242');
      await t.database.db.query('update invoices set card_payment_status = null where invoice_number = $1', [neverCharged]);
      const body = (await batch([good, neverCharged])).json<BatchRetryPaymentResponse>();
      expect(body).toMatchObject({ message: '1 Payment(s) Succeeded, 1 Payment(s) Skipped, 0 Payment(s) Failed', type: 'warning' });
      expect(body.results[1]).toMatchObject({ invoiceNumber: neverCharged, outcome: 'SKIPPED', message: 'The last card payment did not fail' });
    });

    it("answers type 'success' when every payment succeeded", async () => {
      const number = take();
      await makeRetryable(t.database.db, number, '8431');
      expect((await batch([number])).json()).toMatchObject({ message: '1 Payment(s) Succeeded, 0 Payment(s) Skipped, 0 Payment(s) Failed', type: 'success' });
    });

    it('refuses an empty or repeated selection with 400', async () => {
      expect((await batch([])).json()).toMatchObject({ message: 'Invoice numbers: choose at least one', field: 'invoiceNumbers' });
      expect((await batch(['INV-1', 'INV-1'])).statusCode).toBe(400);
    });
  });
});
