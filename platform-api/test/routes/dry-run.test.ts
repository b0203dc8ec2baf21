// The dry-run convention (ARCHITECTURE.md "One dry-run convention") on today's bulk endpoints: with
// ?dryRun=true each one makes the checks of the real call and answers what it would do in its
// normal answer schema, marked dryRun: true; reading back through the API shows nothing changed.
import type { BatchRetryPaymentResponse, InternalUserRow, InvoiceDetails, InvoiceRow, OffboardAnswer, UpdateInvoiceStatusResponse } from '../../src/contract.js';
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
        { invoiceNumber: eligible, outcome: 'WOULD_CHARGE', message: `Would charge ${owed.toFixed(2)} ${currency} to Visa ending 4242` },
        { invoiceNumber: paid, outcome: 'SKIPPED', message: 'Invoice is PAID, not OVERDUE' },
      ],
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
