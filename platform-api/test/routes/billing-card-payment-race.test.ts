import type { LightMyRequestResponse } from 'fastify';
import type { BatchRetryPaymentResponse, RetryPaymentResponse, UpdateInvoiceStatusResponse } from '../../src/contract.js';
import { CHARGED_AFTER_SETTLEMENT, NOT_CHARGED_DETAILS, settleStaleCardPayments, STALE_CARD_PAYMENT_MS } from '../../src/billing/payment-service.js';
import { invoiceState, makeRetryable } from '../support/invoice-fixtures.js';
import { ObservedGateway } from '../support/observed-gateway.js';
import { createSeededApp, TEST_TODAY } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const MINUTE_MS = 60_000;

interface PaymentState {
  paymentId: string;
  status: string;
  details: string;
  refundRequired: boolean;
  refundReason: string | null;
}

describe('card payments, status changes and stale payments', () => {
  let t: TestApp;
  let gateway: ObservedGateway;
  let candidates: string[];
  beforeAll(async () => {
    gateway = new ObservedGateway(() => new Date(`${TEST_TODAY}T12:00:00Z`));
    t = await createSeededApp({ paymentGateway: gateway });
    const { rows } = await t.database.db.query<{ invoice_number: string }>(
      `select distinct on (tenant_id) invoice_number from invoices where invoice_status = 'OVERDUE' and invoiced_amount > 0 order by tenant_id, invoice_number`,
    );
    candidates = rows.map((row) => row.invoice_number);
    expect(candidates.length).toBeGreaterThanOrEqual(10);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());
  beforeEach(() => {
    gateway.duringNextCharge = null;
    gateway.lookupFails = false;
    gateway.lookups.length = 0;
  });

  /** An OVERDUE invoice whose client has one working card and no payment of the console yet. */
  const take = async () => {
    const next = candidates.shift();
    if (!next) throw new Error('out of OVERDUE invoices');
    await makeRetryable(t.database.db, next, '4242');
    return next;
  };
  const retry = (invoiceNumber: string) => t.as('FINANCE', { method: 'POST', url: `/billing/invoices/${invoiceNumber}/retry-payment` });
  const batch = (invoiceNumbers: string[]) => t.as('FINANCE', { method: 'POST', url: '/billing/invoices/batch-retry-payment', payload: { invoiceNumbers } });
  const updateStatus = (payload: object) => t.as('FINANCE', { method: 'POST', url: '/billing/invoices/update-status', payload });
  const payments = async (invoiceNumber: string) =>
    (
      await t.database.db.query<PaymentState>(
        `select payment_id as "paymentId", status, details, refund_required as "refundRequired", refund_reason as "refundReason"
         from payments where invoice_number = $1 and requested_by <> 'billing-run' order by created_at, completed_at`,
        [invoiceNumber],
      )
    ).rows;
  const history = async (invoiceNumber: string) =>
    (
      await t.database.db.query<{ from_status: string; to_status: string; changed_by: string; source: string }>(
        'select from_status, to_status, changed_by, source from invoice_status_history where invoice_number = $1 order by history_id',
        [invoiceNumber],
      )
    ).rows;
  /** Leaves the invoice as a charge recorded `ageMs` ago and never finished would have left it. */
  const leaveRequested = async (invoiceNumber: string, paymentId: string, ageMs: number) => {
    await t.database.db.query(
      `insert into payments (payment_id, invoice_number, tenant_id, payment_method_id, amount, currency_code, status, details,
         card_type, card_last4, card_expiry_month, card_expiry_year, requested_by, created_at)
       select $2, i.invoice_number, i.tenant_id, m.payment_method_id, i.amount_owed, c.currency_code, 'REQUESTED', 'Charge requested',
         m.card_type, m.card_last4, m.card_expiry_month, m.card_expiry_year, 'earlier.user@px.local', now() - $3::int * interval '1 millisecond'
       from invoices i join clients c on c.tenant_id = i.tenant_id join payment_methods m on m.tenant_id = i.tenant_id and m.type = 'CARD'
       where i.invoice_number = $1`,
      [invoiceNumber, paymentId, ageMs],
    );
    await t.database.db.query(`update invoices set card_payment_status = 'REQUESTED', last_payment_id = $2 where invoice_number = $1`, [invoiceNumber, paymentId]);
  };
  const inProgress = (invoiceNumber: string) => `A card payment is in progress for ${invoiceNumber}; the status can be changed once it has finished`;

  describe('a status change while the card is being charged', () => {
    it('is refused with 409, and the charge then marks the invoice PAID once', async () => {
      const number = await take();
      const during: LightMyRequestResponse[] = [];
      gateway.duringNextCharge = async () => {
        during.push(await updateStatus({ invoiceNumbers: [number], status: 'VOIDED' }));
        during.push(await updateStatus({ invoiceNumbers: [number] }));
      };
      const response = await retry(number);
      expect(during.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
        [409, inProgress(number)],
        [409, inProgress(number)],
      ]);
      expect(response.json<RetryPaymentResponse>()).toMatchObject({ success: true, message: 'Payment Successful', invoice: { invoiceStatus: 'PAID' } });
      expect(await history(number)).toEqual([{ from_status: 'OVERDUE', to_status: 'PAID', changed_by: 'finance.user@px.local', source: 'CARD_PAYMENT' }]);
      expect(await payments(number)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', refundRequired: false })]);
    });

    it('skips the invoice being charged in a batch, with the reason, and changes the others', async () => {
      const number = await take();
      const other = await take();
      let during: LightMyRequestResponse | undefined;
      gateway.duringNextCharge = async () => {
        during = await updateStatus({ invoiceNumbers: [other, number], status: 'PAID' });
      };
      await retry(number);
      expect(during?.statusCode).toBe(200);
      const answer = during?.json<UpdateInvoiceStatusResponse>();
      expect(answer?.skipped).toEqual([{ invoiceNumber: number, reason: 'A card payment is in progress; the status can be changed once it has finished' }]);
      expect(answer?.invoices.map((row) => [row.invoiceNumber, row.invoiceStatus])).toEqual([[other, 'PAID']]);
      expect((await invoiceState(t.database.db, other)).status).toBe('PAID');
      // The charge, not the batch, made the skipped invoice PAID.
      expect(await history(number)).toEqual([{ from_status: 'OVERDUE', to_status: 'PAID', changed_by: 'finance.user@px.local', source: 'CARD_PAYMENT' }]);
    });

    it('refuses a batch whose every invoice is being charged, changing none of them', async () => {
      const number = await take();
      const second = await take();
      await leaveRequested(second, `pay_race_${second}`, 1000);
      let during: LightMyRequestResponse | undefined;
      gateway.duringNextCharge = async () => {
        during = await updateStatus({ invoiceNumbers: [second, number], status: 'PAID' });
      };
      await retry(number);
      expect(during?.statusCode).toBe(409);
      expect(during?.json().message).toBe(`A card payment is in progress for ${second}, ${number}; the status can be changed once it has finished`);
      expect(await history(second)).toEqual([]);
      expect((await invoiceState(t.database.db, second)).status).toBe('OVERDUE');
    });
  });

  describe('a charge whose invoice changed anyway', () => {
    it('leaves a VOIDED invoice VOIDED and marks the payment for refund (409 for a single retry)', async () => {
      const number = await take();
      gateway.duringNextCharge = async () => {
        // A change the status guard cannot see (made straight in the database).
        await t.database.db.query(`update invoices set invoice_status = 'VOIDED', amount_owed = 0 where invoice_number = $1`, [number]);
      };
      const response = await retry(number);
      const reason = `Invoice ${number} became VOIDED while the card was charged`;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`The card was charged but the payment was not applied: ${reason}. It is marked for refund.`);
      expect(await invoiceState(t.database.db, number)).toEqual({ status: 'VOIDED', owed: 0, card: 'FAILURE' });
      expect(await payments(number)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', details: 'Approved', refundRequired: true, refundReason: reason })]);
      expect(await history(number)).toEqual([]);
      // No longer in progress: the status can change again.
      expect((await updateStatus({ invoiceNumbers: [number], status: 'AWAITING_PAYMENT' })).statusCode).toBe(200);
    });

    it('counts such a charge as failed in a bulk retry', async () => {
      const number = await take();
      gateway.duringNextCharge = async () => {
        await t.database.db.query(`update invoices set invoice_status = 'WRITTEN_OFF', amount_owed = 0 where invoice_number = $1`, [number]);
      };
      const body = (await batch([number])).json<BatchRetryPaymentResponse>();
      expect(body).toMatchObject({ message: '0 Payment(s) Succeeded, 0 Payment(s) Skipped, 1 Payment(s) Failed', type: 'error' });
      expect(body.results).toEqual([
        {
          invoiceNumber: number,
          outcome: 'FAILED',
          message: `The card was charged but the payment was not applied: Invoice ${number} became WRITTEN_OFF while the card was charged. It is marked for refund.`,
          client: expect.any(String),
          amount: expect.any(Number),
          currencyCode: expect.any(String),
        },
      ]);
      expect((await invoiceState(t.database.db, number)).status).toBe('WRITTEN_OFF');
    });

    it('marks for refund a charge that comes back after its attempt was settled as not charged and replaced', async () => {
      const number = await take();
      let replacement: LightMyRequestResponse | undefined;
      gateway.duringNextCharge = async () => {
        // The first charge hangs past the stale limit; another user's retry settles it and charges again.
        await t.database.db.query(`update payments set created_at = now() - interval '11 minutes' where invoice_number = $1 and status = 'REQUESTED'`, [number]);
        replacement = await retry(number);
      };
      const first = await retry(number);

      expect(replacement?.json<RetryPaymentResponse>()).toMatchObject({ success: true, message: 'Payment Successful' });
      expect(first.statusCode).toBe(409);
      expect(first.json().message).toBe(`The card was charged but the payment was not applied: ${CHARGED_AFTER_SETTLEMENT}. It is marked for refund.`);
      const [settled, charged] = await payments(number);
      expect(settled).toMatchObject({ status: 'SUCCEEDED', details: 'Approved', refundRequired: true, refundReason: CHARGED_AFTER_SETTLEMENT });
      expect(charged).toMatchObject({ status: 'SUCCEEDED', details: 'Approved', refundRequired: false });
      expect(await invoiceState(t.database.db, number)).toEqual({ status: 'PAID', owed: 0, card: 'SUCCEEDED' });
      expect(await history(number)).toHaveLength(1);
    });
  });

  describe(`a payment still REQUESTED after ${STALE_CARD_PAYMENT_MS / MINUTE_MS} minutes (its process stopped)`, () => {
    it('is settled with the gateway before a new charge: a charge the gateway made marks the invoice PAID, nothing is charged twice', async () => {
      const number = await take();
      const { rows } = await t.database.db.query<{ tenant_id: string; owed: number }>('select tenant_id, amount_owed::float8 as owed from invoices where invoice_number = $1', [number]);
      await leaveRequested(number, 'pay_stale_charged', STALE_CARD_PAYMENT_MS + MINUTE_MS);
      await gateway.local.charge({
        invoiceNumber: number,
        tenantId: rows[0]?.tenant_id ?? '',
        amount: rows[0]?.owed ?? 0,
        currencyCode: 'USD',
        card: { paymentMethodId: 'pm', cardType: 'Visa', cardLast4Digits: '4242', cardExpiryMonth: 12, cardExpiryYear: 2030 },
        idempotencyKey: 'pay_stale_charged',
      });

      const response = await retry(number);
      expect(gateway.lookups).toEqual(['pay_stale_charged']);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`Invoice ${number} cannot be paid by card: Invoice is PAID, not OVERDUE`);
      expect(await payments(number)).toEqual([{ paymentId: 'pay_stale_charged', status: 'SUCCEEDED', details: 'Approved', refundRequired: false, refundReason: null }]);
      expect(await invoiceState(t.database.db, number)).toEqual({ status: 'PAID', owed: 0, card: 'SUCCEEDED' });
      expect(await history(number)).toEqual([{ from_status: 'OVERDUE', to_status: 'PAID', changed_by: 'earlier.user@px.local', source: 'CARD_PAYMENT' }]);
    });

    it('counts as not charged when the gateway never received it, and the new charge goes through', async () => {
      const number = await take();
      await leaveRequested(number, 'pay_stale_lost', STALE_CARD_PAYMENT_MS + MINUTE_MS);
      const response = await retry(number);
      expect(response.json<RetryPaymentResponse>()).toMatchObject({ success: true, message: 'Payment Successful' });
      expect((await payments(number)).map((payment) => [payment.paymentId === 'pay_stale_lost', payment.status, payment.details])).toEqual([
        [true, 'FAILURE', NOT_CHARGED_DETAILS],
        [false, 'SUCCEEDED', 'Approved'],
      ]);
    });

    it('is settled before a status change, which then goes through', async () => {
      const number = await take();
      await leaveRequested(number, 'pay_stale_before_status', STALE_CARD_PAYMENT_MS + MINUTE_MS);
      const response = await updateStatus({ invoiceNumbers: [number], status: 'VOIDED' });
      expect(response.statusCode).toBe(200);
      expect(await invoiceState(t.database.db, number)).toEqual({ status: 'VOIDED', owed: 0, card: 'FAILURE' });
      expect(await payments(number)).toEqual([expect.objectContaining({ paymentId: 'pay_stale_before_status', status: 'FAILURE', details: NOT_CHARGED_DETAILS })]);
    });

    it('stays REQUESTED, refusing charges and status changes, while the gateway cannot be asked', async () => {
      const number = await take();
      await leaveRequested(number, 'pay_stale_unknown', STALE_CARD_PAYMENT_MS + MINUTE_MS);
      gateway.lookupFails = true;
      const charge = await retry(number);
      expect(charge.statusCode).toBe(409);
      expect(charge.json().message).toBe(`Invoice ${number} cannot be paid by card: A card payment is already in progress`);
      const status = await updateStatus({ invoiceNumbers: [number], status: 'PAID' });
      expect(status.statusCode).toBe(409);
      expect(status.json().message).toBe(inProgress(number));
      expect(await invoiceState(t.database.db, number)).toMatchObject({ status: 'OVERDUE', card: 'REQUESTED' });
      expect(await payments(number)).toEqual([expect.objectContaining({ status: 'REQUESTED' })]);
    });
  });

  it(`does not ask the gateway about a payment REQUESTED less than ${STALE_CARD_PAYMENT_MS / MINUTE_MS} minutes ago, and refuses a second charge`, async () => {
    const number = await take();
    await leaveRequested(number, 'pay_recent', STALE_CARD_PAYMENT_MS - MINUTE_MS);
    const response = await retry(number);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Invoice ${number} cannot be paid by card: A card payment is already in progress`);
    expect(gateway.lookups).toEqual([]);
    expect(await payments(number)).toEqual([expect.objectContaining({ paymentId: 'pay_recent', status: 'REQUESTED' })]);
  });

  it('settles every stale payment at once (the hourly sweep), leaving recent ones', async () => {
    const stale = [await take(), await take()];
    const recent = await take();
    await leaveRequested(stale[0] ?? '', 'pay_sweep_1', STALE_CARD_PAYMENT_MS + MINUTE_MS);
    await leaveRequested(stale[1] ?? '', 'pay_sweep_2', 2 * STALE_CARD_PAYMENT_MS);
    await leaveRequested(recent, 'pay_sweep_recent', MINUTE_MS);
    // Stale payments left by earlier tests are settled too.
    expect(await settleStaleCardPayments({ db: t.database.db, gateway })).toBe(gateway.lookups.length);
    expect(gateway.lookups).toEqual(expect.arrayContaining(['pay_sweep_1', 'pay_sweep_2']));
    expect(gateway.lookups).not.toContain('pay_sweep_recent');
    expect((await invoiceState(t.database.db, recent)).card).toBe('REQUESTED');
    expect((await invoiceState(t.database.db, stale[0] ?? '')).card).toBe('FAILURE');
  });
});
