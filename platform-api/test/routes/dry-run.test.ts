// The dry-run convention (docs/api.md#dry-runs-and-previews) on today's bulk endpoints: with
// ?dryRun=true each one makes the checks of the real call and answers what it would do in its
// normal answer schema, marked dryRun: true; reading back through the API shows nothing changed.
import type { BatchRetryPaymentResponse, InternalUserRow, InvoiceDetails, InvoiceRow, OffboardAnswer, RetryPaymentResponse, UpdateInvoiceStatusResponse } from '../../src/contract.js';
import type { ChargeRequest, ChargeResult } from '../../src/billing/payment-gateway.js';
import { LocalPaymentGateway } from '../../src/local/local-payment-gateway.js';
import { invoicesWhere, makeRetryable } from '../support/invoice-fixtures.js';
import { createSeededApp, TEST_TODAY } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

/** The local test gateway, counting the charges it is asked for. */
class CountingGateway extends LocalPaymentGateway {
  chargeCalls = 0;
  override async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.chargeCalls += 1;
    return super.charge(request);
  }
}

let t: TestApp;
const gateway = new CountingGateway({ now: () => new Date(`${TEST_TODAY}T12:00:00Z`) });
beforeAll(async () => {
  t = await createSeededApp({ paymentGateway: gateway });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const finance = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.as('FINANCE', { method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const details = async (invoiceNumber: string) => (await finance('GET', `/billing/invoices/${invoiceNumber}`)).json<InvoiceDetails>();
const listEtag = async () => (await finance('GET', '/billing/invoices')).headers.etag;

describe('POST /billing/invoices/update-status?dryRun=true', () => {
  it('answers the rows as they would be, marked dryRun, and changes neither the invoices nor the list version', async () => {
    const numbers = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT' and i.amount_owed > 0", 2);
    expect(numbers).toHaveLength(2);
    const before = await Promise.all(numbers.map(details));
    const etag = await listEtag();

    const response = await finance('POST', '/billing/invoices/update-status?dryRun=true', { invoiceNumbers: numbers, status: 'PAID' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<UpdateInvoiceStatusResponse>();
    expect(answer.dryRun).toBe(true);
    expect(answer.message).toBe('Status would be updated to PAID for 2 invoices');
    expect(answer.invoices.map((row) => [row.invoiceNumber, row.invoiceStatus, row.amountOwed])).toEqual(numbers.map((number) => [number, 'PAID', 0]));

    expect(await Promise.all(numbers.map(details))).toEqual(before);
    expect(before.map((invoice) => invoice.invoiceStatus)).toEqual(['AWAITING_PAYMENT', 'AWAITING_PAYMENT']);
    expect(await listEtag()).toBe(etag);
  });

  it('names the one invoice it would change', async () => {
    const [number] = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT'", 1);
    const answer = (await finance('POST', '/billing/invoices/update-status?dryRun=true', { invoiceNumbers: [number], status: 'WRITTEN_OFF' })).json<UpdateInvoiceStatusResponse>();
    expect(answer.message).toBe(`Status would be updated to WRITTEN_OFF for ${number}`);
    expect((await details(number ?? '')).invoiceStatus).toBe('AWAITING_PAYMENT');
  });

  it('refuses what the real call refuses (409 by the status rules, 404 for unknown invoices), changing nothing', async () => {
    const numbers = await invoicesWhere(t.database.db, "i.invoice_status = 'VOIDED'", 1);
    const awaiting = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT'", 1);
    const mixed = [...numbers, ...awaiting];
    const before = await Promise.all(mixed.map(details));
    const dry = await finance('POST', '/billing/invoices/update-status?dryRun=true', { invoiceNumbers: mixed, status: 'PAID' });
    const real = await finance('POST', '/billing/invoices/update-status', { invoiceNumbers: mixed, status: 'PAID' });
    expect(dry.statusCode).toBe(409);
    expect(dry.json()).toEqual(real.json());
    expect(await Promise.all(mixed.map(details))).toEqual(before);

    const unknown = await finance('POST', '/billing/invoices/update-status?dryRun=true', { invoiceNumbers: ['INV-NOPE'], status: 'PAID' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Invoice(s) not found: INV-NOPE']);
  });

  it('dryRun=false is the real update', async () => {
    const [number] = await invoicesWhere(t.database.db, "i.invoice_status = 'AWAITING_PAYMENT'", 1);
    const answer = (await finance('POST', '/billing/invoices/update-status?dryRun=false', { invoiceNumbers: [number], status: 'PAID' })).json<UpdateInvoiceStatusResponse>();
    expect(answer).toMatchObject({ message: `Status updated successfully for ${number}` });
    expect(answer.dryRun).toBeUndefined();
    expect((await details(number ?? '')).invoiceStatus).toBe('PAID');
  });
});

describe('POST /billing/invoices/batch-retry-payment?dryRun=true', () => {
  it('answers WOULD_CHARGE with the amount and card, or SKIPPED with the reason, charges nothing and changes no invoice', async () => {
    const [eligible, paid] = [
      ...(await invoicesWhere(t.database.db, "i.invoice_status = 'OVERDUE' and i.invoiced_amount > 0", 1)),
      ...(await invoicesWhere(t.database.db, "i.invoice_status = 'PAID'", 1)),
    ];
    if (!eligible || !paid) throw new Error('the seed lacks an OVERDUE or a PAID invoice');
    await makeRetryable(t.database.db, eligible, '4242');
    const before = await Promise.all([eligible, paid].map(details));
    const charges = gateway.chargeCalls;

    const response = await finance('POST', '/billing/invoices/batch-retry-payment?dryRun=true', { invoiceNumbers: [eligible, paid] });
    expect(response.statusCode).toBe(200);
    const tenantId = before[0]?.tenantId ?? '';
    const row = (await finance('GET', `/billing/invoices?tenantId=${tenantId}`)).json<InvoiceRow[]>().find((invoice) => invoice.invoiceNumber === eligible);
    const owed = row?.amountOwed ?? Number.NaN;
    const currency = row?.currencyCode;
    expect(owed).toBeGreaterThan(0);
    expect(response.json<BatchRetryPaymentResponse>()).toEqual({
      message: '1 Payment(s) Would Be Charged, 1 Payment(s) Skipped',
      type: 'warning',
      succeeded: 0,
      skipped: 1,
      failed: 0,
      results: [
        { invoiceNumber: eligible, outcome: 'WOULD_CHARGE', message: `Would charge ${owed.toFixed(2)} ${currency} to Visa ending 4242`, client: row?.client, amount: owed, currencyCode: currency },
        { invoiceNumber: paid, outcome: 'SKIPPED', message: 'Invoice is PAID, not OVERDUE', client: before[1]?.clientName, amount: 0, currencyCode: before[1]?.currencyCode },
      ],
      amounts: [{ currencyCode: currency, amount: owed }],
      fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
      dryRun: true,
    });

    expect(gateway.chargeCalls).toBe(charges);
    expect(await Promise.all([eligible, paid].map(details))).toEqual(before);
    expect(before[0]).toMatchObject({ invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE' });
  });
});

describe('POST /internal-users/offboard?dryRun=true', () => {
  const orgAdmin = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.as('ORG_ADMIN', { method: 'POST', url, headers, payload: payload as object });
  const search = async (email: string) => (await orgAdmin('/internal-users/search', { email })).json<InternalUserRow[]>();

  it('answers COMPLETED at once with the rows as they would be, stores no request and leaves the users active', async () => {
    const { rows } = await t.database.db.query<InternalUserRow>(
      `select tenant_id as "tenantId", email, user_type as type, active from internal_users where user_type in ('ADMIN', 'SALES_REP') and active order by email limit 2`,
    );
    expect(rows).toHaveLength(2);
    const requests = (await t.database.db.query<{ count: number }>('select count(*)::int as count from async_requests')).rows[0]?.count;

    const response = await orgAdmin('/internal-users/offboard?dryRun=true', rows);
    expect(response.statusCode).toBe(200);
    const answer = response.json<OffboardAnswer>();
    expect(answer).toEqual({
      status: 'COMPLETED',
      requestId: '',
      message: '2 selected user(s) would be offboarded',
      response: rows.map((row) => ({ ...row, active: false })).sort((a, b) => a.email.localeCompare(b.email)),
      dryRun: true,
    });

    for (const row of rows) expect((await search(row.email)).find((found) => found.tenantId === row.tenantId)).toEqual({ ...row, active: true });
    expect((await t.database.db.query<{ count: number }>('select count(*)::int as count from async_requests')).rows[0]?.count).toBe(requests);
  });

  it('refuses protected users as the real call does (400), and a dry run with a request_id header (400)', async () => {
    const { rows } = await t.database.db.query<InternalUserRow>(
      `select tenant_id as "tenantId", email, user_type as type, active from internal_users where user_type = 'OWNER' order by email limit 1`,
    );
    const dry = await orgAdmin('/internal-users/offboard?dryRun=true', rows);
    const real = await orgAdmin('/internal-users/offboard', rows);
    expect(dry.statusCode).toBe(400);
    expect(dry.json()).toEqual(real.json());

    const polling = await orgAdmin('/internal-users/offboard?dryRun=true', rows, { request_id: '00000000-0000-4000-8000-000000000000' });
    expect([polling.statusCode, polling.json().message]).toEqual([400, 'A dry run cannot poll a request: send it without the request_id header']);
  });
});

describe('previews of the calls that change invoice money: the fingerprint the confirming call sends back', () => {
  const STALE = 'These invoices changed since the preview; preview again';
  /** One invoice of a client in `currency` (or not in USD when `currency` is 'other'), made AWAITING_PAYMENT for `amount`. */
  const awaitingIn = async (currency: 'USD' | 'other', amount: number, exclude: readonly string[] = []): Promise<{ number: string; code: string }> => {
    const { rows } = await t.database.db.query<{ number: string; code: string }>(
      `select i.invoice_number as number, c.currency_code as code from invoices i join clients c on c.tenant_id = i.tenant_id
       where (c.currency_code = 'USD') = $1 and i.invoiced_amount > 0 and i.card_payment_status is distinct from 'REQUESTED'
         and not (i.invoice_number = any($2::text[]))
       order by i.invoice_number limit 1`,
      [currency === 'USD', exclude],
    );
    const found = rows[0];
    if (!found) throw new Error(`the seed has no ${currency} invoice`);
    await t.database.db.query(
      `update invoices set invoice_status = 'AWAITING_PAYMENT', invoiced_amount = $2, amount_owed = $2, card_payment_status = null where invoice_number = $1`,
      [found.number, amount],
    );
    return found;
  };
  const history = async (invoiceNumber: string) =>
    (await t.database.db.query('select to_status from invoice_status_history where invoice_number = $1', [invoiceNumber])).rows;
  const markPaid = (numbers: readonly string[], query = '') => finance('POST', `/billing/invoices/update-status${query}`, { invoiceNumbers: numbers, status: 'PAID' });

  it('previews a mark-paid with the amounts per currency and a fingerprint; confirming with it changes exactly those invoices', async () => {
    const usd = await awaitingIn('USD', 1200);
    const other = await awaitingIn('other', 10022);
    const numbers = [usd.number, other.number];
    const preview = (await markPaid(numbers, '?dryRun=true')).json<UpdateInvoiceStatusResponse>();
    expect(preview).toMatchObject({
      dryRun: true,
      message: 'Status would be updated to PAID for 2 invoices',
      skipped: [],
      amounts: [
        { currencyCode: 'USD', amount: 1200 },
        { currencyCode: other.code, amount: 10022 },
      ],
    });
    expect(preview.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    // The same invoices in the same states: the same fingerprint.
    expect((await markPaid([...numbers].reverse(), '?dryRun=true')).json<UpdateInvoiceStatusResponse>().fingerprint).toBe(preview.fingerprint);

    const confirmed = await markPaid(numbers, `?fingerprint=${preview.fingerprint}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<UpdateInvoiceStatusResponse>()).toMatchObject({ message: 'Status updated successfully', skipped: [] });
    expect((await Promise.all(numbers.map(details))).map((invoice) => invoice.invoiceStatus)).toEqual(['PAID', 'PAID']);
  });

  it("refuses the confirmation with 409 when an invoice changed since the preview, changing none of them", async () => {
    const first = await awaitingIn('USD', 300);
    const second = await awaitingIn('USD', 400, [first.number]);
    const numbers = [first.number, second.number];
    const { fingerprint } = (await markPaid(numbers, '?dryRun=true')).json<UpdateInvoiceStatusResponse>();
    // Someone else writes one of them off meanwhile.
    expect((await finance('POST', '/billing/invoices/update-status', { invoiceNumbers: [second.number], status: 'WRITTEN_OFF' })).statusCode).toBe(200);
    const before = await Promise.all(numbers.map(details));
    const historyBefore = await history(first.number);

    const refused = await markPaid(numbers, `?fingerprint=${fingerprint}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, STALE]);
    expect(await Promise.all(numbers.map(details))).toEqual(before);
    expect(before.map((invoice) => invoice.invoiceStatus)).toEqual(['AWAITING_PAYMENT', 'WRITTEN_OFF']);
    expect(await history(first.number)).toEqual(historyBefore);
  });

  it('refuses with 409 a confirmation that sends another set of invoices than the preview', async () => {
    const first = await awaitingIn('USD', 500);
    const second = await awaitingIn('USD', 600, [first.number]);
    const { fingerprint } = (await markPaid([first.number], '?dryRun=true')).json<UpdateInvoiceStatusResponse>();
    const refused = await markPaid([first.number, second.number], `?fingerprint=${fingerprint}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, STALE]);
    expect((await Promise.all([first.number, second.number].map(details))).map((invoice) => invoice.invoiceStatus)).toEqual(['AWAITING_PAYMENT', 'AWAITING_PAYMENT']);
  });

  it('lists an invoice whose card payment is in progress as skipped, with the reason, and the confirmation leaves it alone', async () => {
    const free = await awaitingIn('USD', 700);
    const charging = await awaitingIn('USD', 800, [free.number]);
    await t.database.db.query(`update invoices set card_payment_status = 'REQUESTED' where invoice_number = $1`, [charging.number]);
    const preview = (await markPaid([free.number, charging.number], '?dryRun=true')).json<UpdateInvoiceStatusResponse>();
    expect(preview).toMatchObject({
      message: 'Status would be updated to PAID for 1 invoices',
      skipped: [{ invoiceNumber: charging.number, reason: 'A card payment is in progress; the status can be changed once it has finished' }],
      amounts: [{ currencyCode: 'USD', amount: 700 }],
    });
    expect(preview.invoices.map((row) => row.invoiceNumber)).toEqual([free.number]);

    const historyBefore = await history(charging.number);
    const confirmed = await markPaid([free.number, charging.number], `?fingerprint=${preview.fingerprint}`);
    expect(confirmed.statusCode).toBe(200);
    expect((await details(free.number)).invoiceStatus).toBe('PAID');
    expect(await details(charging.number)).toMatchObject({ invoiceStatus: 'AWAITING_PAYMENT', cardPaymentStatus: 'REQUESTED' });
    expect(await history(charging.number)).toEqual(historyBefore);
  });

  it('refuses a malformed fingerprint with 400, and previews only for FINANCE (401 without a token, 403 for the other roles)', async () => {
    const bad = await finance('POST', '/billing/invoices/update-status?fingerprint=xyz', { invoiceNumbers: ['INV-1'], status: 'PAID' });
    expect([bad.statusCode, bad.json().message, bad.json().field]).toEqual([400, 'Fingerprint is not in the expected format', 'fingerprint']);
    const url = '/billing/invoices/INV-1/retry-payment?dryRun=true';
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    for (const role of ['PLATFORM_ADMIN', 'CLIENT_SUCCESS', 'ORG_ADMIN'] as const) expect((await t.as(role, { method: 'POST', url })).statusCode).toBe(403);
  });

  describe('bulk Retry Payment', () => {
    it('refuses with 409 and charges nothing when an invoice changed since the preview', async () => {
      const [a, b] = await invoicesWhere(t.database.db, "i.invoice_status = 'OVERDUE' and i.invoiced_amount > 0 and i.card_payment_status is distinct from 'REQUESTED'", 2);
      if (!a || !b) throw new Error('the seed lacks two OVERDUE invoices');
      await makeRetryable(t.database.db, a, '4242');
      await makeRetryable(t.database.db, b, '4444');
      const preview = (await finance('POST', '/billing/invoices/batch-retry-payment?dryRun=true', { invoiceNumbers: [a, b] })).json<BatchRetryPaymentResponse>();
      expect(preview.results.map((result) => result.outcome)).toEqual(['WOULD_CHARGE', 'WOULD_CHARGE']);
      await finance('POST', '/billing/invoices/update-status', { invoiceNumbers: [b], status: 'PAID' });
      const charges = gateway.chargeCalls;
      const before = await details(a);

      const refused = await finance('POST', `/billing/invoices/batch-retry-payment?fingerprint=${preview.fingerprint}`, { invoiceNumbers: [a, b] });
      expect([refused.statusCode, refused.json().message]).toEqual([409, STALE]);
      expect(gateway.chargeCalls).toBe(charges);
      expect(await details(a)).toEqual(before);
    });
  });

  describe('Retry Card Payment (POST /billing/invoices/:invoiceNumber/retry-payment)', () => {
    const retry = (number: string, query: string) => finance('POST', `/billing/invoices/${number}/retry-payment${query}`);

    it('previews what would be charged, charging nothing; confirming with the fingerprint charges the card', async () => {
      const [number] = await invoicesWhere(t.database.db, "i.invoice_status = 'OVERDUE' and i.invoiced_amount > 0 and i.card_payment_status is distinct from 'REQUESTED'", 1);
      if (!number) throw new Error('the seed lacks an OVERDUE invoice');
      await makeRetryable(t.database.db, number, '4242');
      await t.database.db.query('update invoices set invoiced_amount = 250.5, amount_owed = 250.5 where invoice_number = $1', [number]);
      const before = await details(number);
      const charges = gateway.chargeCalls;

      const preview = await retry(number, '?dryRun=true');
      expect(preview.statusCode).toBe(200);
      const answer = preview.json<RetryPaymentResponse>();
      expect(answer).toMatchObject({
        dryRun: true,
        success: true,
        reason: null,
        message: `Would charge 250.50 ${before.currencyCode} to Visa ending 4242`,
        amounts: [{ currencyCode: before.currencyCode, amount: 250.5 }],
      });
      expect(gateway.chargeCalls).toBe(charges);
      expect(await details(number)).toEqual(before);

      const paid = await retry(number, `?fingerprint=${answer.fingerprint}`);
      expect(paid.json<RetryPaymentResponse>()).toMatchObject({ success: true, message: 'Payment Successful', reason: null, invoice: { invoiceStatus: 'PAID' } });
      expect(gateway.chargeCalls).toBe(charges + 1);
    });

    it('refuses with 409, charging nothing, when the invoice changed since the preview; the preview refuses what the real call refuses', async () => {
      const [number] = await invoicesWhere(t.database.db, "i.invoice_status = 'OVERDUE' and i.invoiced_amount > 0 and i.card_payment_status is distinct from 'REQUESTED'", 1);
      if (!number) throw new Error('the seed lacks an OVERDUE invoice');
      await makeRetryable(t.database.db, number, '4242');
      const { fingerprint } = (await retry(number, '?dryRun=true')).json<RetryPaymentResponse>();
      await t.database.db.query('update invoices set amount_owed = amount_owed - 1 where invoice_number = $1', [number]);
      const charges = gateway.chargeCalls;
      const before = await details(number);
      const refused = await retry(number, `?fingerprint=${fingerprint}`);
      expect([refused.statusCode, refused.json().message]).toEqual([409, STALE]);
      expect(gateway.chargeCalls).toBe(charges);
      expect(await details(number)).toEqual(before);

      const [paid] = await invoicesWhere(t.database.db, "i.invoice_status = 'PAID' and i.invoiced_amount > 0", 1);
      const dry = await retry(paid ?? '', '?dryRun=true');
      expect([dry.statusCode, dry.json().message]).toEqual([409, `Invoice ${paid} cannot be paid by card: Invoice is PAID, not OVERDUE`]);
      expect((await retry('INV-000000-T99', '?dryRun=true')).statusCode).toBe(404);
    });
  });
});
