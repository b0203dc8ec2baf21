// Select all in the grid's server mode (docs/grid.md#server-mode): the bulk calls take `matching`
// (the grid state and an optional client) instead of invoice numbers and act on every invoice the
// search selects; the search answers what the matching invoices owe per currency. Invoices are
// written here and every expected figure is worked out by hand.
import * as XLSX from 'xlsx';
import { ROLES } from '../../src/auth/roles.js';
import {
  MATCHING_MESSAGES,
  STALE_PREVIEW,
  type BatchRetryPaymentResponse,
  type GridQueryState,
  type InvoiceSearchResponse,
  type UpdateInvoiceStatusResponse,
} from '../../src/contract.js';
import { invoiceState } from '../support/invoice-fixtures.js';
import { writeSearchData, type SearchInvoice } from '../support/invoice-search-data.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

// 12:00 in New York on 2025-06-15.
const NOW = new Date('2025-06-15T16:00:00Z');

const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };
const UNPAID = { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] };
const NEWEST_FIRST = { field: 'invoiceDate', direction: 'desc' } as const;

const invoice = (invoiceNumber: string, tenantId: string, invoiceDate: string, status: SearchInvoice['status'], card: SearchInvoice['card'], invoicedAmount: number, amountOwed = invoicedAmount): SearchInvoice => ({
  invoiceNumber,
  tenantId,
  invoiceDate,
  status,
  card,
  invoicedAmount,
  amountOwed,
});

/** Client T09 has this many AWAITING_PAYMENT invoices in USD, INV-9xxxxx, the n-th of n dollars. */
const BULK = 10_001;

describe('bulk calls on every invoice the search and filters match (FINANCE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => NOW,
      prepare: async ({ db }) => {
        await writeSearchData(db, {
          currencies: [
            { code: 'USD', symbol: '$', usdRate: 1 },
            { code: 'MXN', symbol: 'MX$', usdRate: 17.2 },
          ],
          clients: [
            { tenantId: 'T01', name: 'Acme Phones', currencyCode: 'USD', referrer: null },
            { tenantId: 'T02', name: 'Beta Mobile', currencyCode: 'MXN', referrer: null },
            { tenantId: 'T03', name: 'Gamma Tel', currencyCode: 'USD', referrer: null },
            { tenantId: 'T04', name: 'Delta Cell', currencyCode: 'USD', referrer: null },
            { tenantId: 'T05', name: 'Echo Wireless', currencyCode: 'USD', referrer: null },
            { tenantId: 'T06', name: 'Foxtrot Mobile', currencyCode: 'MXN', referrer: null },
            { tenantId: 'T09', name: 'Bulk Buyer', currencyCode: 'USD', referrer: null },
          ],
          invoices: [
            invoice('INV-1001', 'T01', '2025-06-15', 'AWAITING_PAYMENT', null, 100),
            invoice('INV-1002', 'T01', '2025-06-10', 'OVERDUE', 'FAILURE', 250.5),
            invoice('INV-1003', 'T02', '2025-06-14', 'AWAITING_PAYMENT', null, 10022),
            invoice('INV-1004', 'T02', '2025-05-01', 'PAID', 'SUCCEEDED', 1720, 0),
            invoice('INV-1005', 'T03', '2025-06-09', 'VOIDED', null, 99.99, 0),
            invoice('INV-1006', 'T03', '2025-06-15', 'AWAITING_PAYMENT', null, 100),
            invoice('INV-1007', 'T03', '2025-06-12', 'OVERDUE', 'FAILURE', 40.25),
            invoice('INV-4001', 'T04', '2025-06-01', 'AWAITING_PAYMENT', null, 60),
            invoice('INV-4002', 'T04', '2025-06-03', 'OVERDUE', null, 40.25),
            invoice('INV-4003', 'T04', '2025-06-05', 'PAID', null, 10, 0),
            invoice('INV-5001', 'T05', '2025-06-01', 'AWAITING_PAYMENT', null, 75),
            invoice('INV-5002', 'T05', '2025-06-02', 'OVERDUE', null, 25),
            invoice('INV-6001', 'T06', '2025-05-01', 'OVERDUE', 'FAILURE', 1720),
            invoice('INV-6002', 'T06', '2025-05-02', 'OVERDUE', null, 500),
          ],
        });
        await db.query(
          `insert into payment_methods (payment_method_id, tenant_id, type, card_type, card_last4, card_expiry_month, card_expiry_year, is_default)
           values ('pm_T06', 'T06', 'CARD', 'Visa', '4242', 12, 2030, true)`,
        );
        await db.query(
          `insert into invoices (invoice_number, tenant_id, invoice_date, due_date, billing_period_start_date, billing_period_end_date, sub_total, invoiced_amount, amount_owed, invoice_status)
           select 'INV-9' || lpad(n::text, 5, '0'), 'T09', date '2025-06-01', date '2025-07-01', date '2025-05-01', date '2025-05-31', n, n, n, 'AWAITING_PAYMENT'
           from generate_series(1, ${BULK}) n`,
        );
      },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.as('FINANCE', { method: 'POST', url, payload });
  const STATUS = '/billing/invoices/update-status';
  const RETRY = '/billing/invoices/batch-retry-payment';
  const DOWNLOAD = '/billing/invoices/download';
  const statuses = async (tenantId: string) =>
    (await t.database.db.query<{ n: string; s: string }>('select invoice_number as n, invoice_status as s from invoices where tenant_id = $1 order by 1', [tenantId])).rows.map(
      (row) => `${row.n} ${row.s}`,
    );
  const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

  describe("the search's Total Amount Owed", () => {
    const THREE = { client: ['Acme Phones', 'Beta Mobile', 'Gamma Tel'] };
    const search = async (state: Partial<GridQueryState>, extra: object = {}) => {
      const response = await post('/billing/invoices/search', { state: { ...EMPTY, ...state }, limit: 50, counts: true, ...extra });
      expect(response.statusCode).toBe(200);
      return response.json<InvoiceSearchResponse>();
    };

    it('answers what the matching invoices owe, one total per currency, in the order the currencies first appear in the sort', async () => {
      // Unpaid, newest first: INV-1001 (USD) leads. USD 100 + 100 + 40.25 + 250.50; MXN 10,022.
      const newest = await search({ sets: { ...THREE, ...UNPAID }, sort: NEWEST_FIRST });
      expect(newest.rows.map((row) => row.invoiceNumber)).toEqual(['INV-1001', 'INV-1006', 'INV-1003', 'INV-1007', 'INV-1002']);
      expect(newest.amountOwed).toEqual([
        { currencyCode: 'USD', amount: 490.75 },
        { currencyCode: 'MXN', amount: 10022 },
      ]);
      // By amount in US dollars, largest first: MX$10,022 (US$582.67) leads.
      const largest = await search({ sets: { ...THREE, ...UNPAID }, sort: { field: 'invoicedAmountInUsd', direction: 'desc' } });
      expect(largest.amountOwed).toEqual([
        { currencyCode: 'MXN', amount: 10022 },
        { currencyCode: 'USD', amount: 490.75 },
      ]);
    });

    it('finds the order of currencies beyond the first window, and totals all matching rows, not the window', async () => {
      const first = await search({ sets: { ...THREE, ...UNPAID }, sort: NEWEST_FIRST }, { limit: 1 });
      expect(first.rows.map((row) => row.invoiceNumber)).toEqual(['INV-1001']);
      expect(first.amountOwed).toEqual([
        { currencyCode: 'USD', amount: 490.75 },
        { currencyCode: 'MXN', amount: 10022 },
      ]);
    });

    it("counts paid invoices' zero, limits to one client, answers none for no match, and only with counts", async () => {
      expect((await search({}, { tenantId: 'T02' })).amountOwed).toEqual([{ currencyCode: 'MXN', amount: 10022 }]);
      expect((await search({ search: 'no-such-invoice' })).amountOwed).toEqual([]);
      const response = await post('/billing/invoices/search', { state: EMPTY, limit: 1, tenantId: 'T02' });
      expect(response.json<InvoiceSearchResponse>().amountOwed).toBeUndefined();
    });

    it('answers again once an invoice changes', async () => {
      expect((await search({}, { tenantId: 'T02' })).amountOwed).toEqual([{ currencyCode: 'MXN', amount: 10022 }]);
      await t.database.db.query(`update invoices set amount_owed = 22.1 where invoice_number = 'INV-1003'`);
      try {
        expect((await search({}, { tenantId: 'T02' })).amountOwed).toEqual([{ currencyCode: 'MXN', amount: 22.1 }]);
      } finally {
        await t.database.db.query(`update invoices set amount_owed = 10022 where invoice_number = 'INV-1003'`);
      }
    });
  });

  describe('Mark as Paid / Mark as Unpaid on every matching invoice', () => {
    const T04_UNPAID = { matching: { state: { ...EMPTY, sets: UNPAID, sort: NEWEST_FIRST }, tenantId: 'T04' }, status: 'PAID' };

    it('answers 401 without a token and 403 to every other role, changing nothing', async () => {
      expect((await t.app.inject({ method: 'POST', url: STATUS, payload: T04_UNPAID })).statusCode).toBe(401);
      for (const role of ROLES.filter((candidate) => candidate !== 'FINANCE')) {
        expect([role, (await t.as(role, { method: 'POST', url: STATUS, payload: T04_UNPAID })).statusCode]).toEqual([role, 403]);
      }
      expect(await statuses('T04')).toEqual(['INV-4001 AWAITING_PAYMENT', 'INV-4002 OVERDUE', 'INV-4003 PAID']);
    });

    it('previews every matching invoice in the order of the sort, with the count and the amount per currency, changing nothing', async () => {
      const preview = await post(`${STATUS}?dryRun=true`, T04_UNPAID);
      expect(preview.statusCode).toBe(200);
      const answer = preview.json<UpdateInvoiceStatusResponse>();
      expect(answer.message).toBe('Status would be updated to PAID for 2 invoices');
      expect(answer.invoices.map((row) => [row.invoiceNumber, row.invoiceStatus])).toEqual([
        ['INV-4002', 'PAID'],
        ['INV-4001', 'PAID'],
      ]);
      expect([answer.count, answer.skippedCount, answer.amounts]).toEqual([2, 0, [{ currencyCode: 'USD', amount: 100.25 }]]);
      expect(answer.fingerprint).toMatch(/^[0-9a-f]{16}$/);
      expect(await statuses('T04')).toEqual(['INV-4001 AWAITING_PAYMENT', 'INV-4002 OVERDUE', 'INV-4003 PAID']);
    });

    it('changes every matching invoice once confirmed with the preview fingerprint', async () => {
      const { fingerprint } = (await post(`${STATUS}?dryRun=true`, T04_UNPAID)).json<UpdateInvoiceStatusResponse>();
      const response = await post(`${STATUS}?fingerprint=${fingerprint}`, T04_UNPAID);
      expect(response.statusCode).toBe(200);
      expect(response.json<UpdateInvoiceStatusResponse>()).toMatchObject({ message: 'Status updated successfully', count: 2, amounts: [{ currencyCode: 'USD', amount: 100.25 }] });
      expect(await statuses('T04')).toEqual(['INV-4001 PAID', 'INV-4002 PAID', 'INV-4003 PAID']);
      expect((await invoiceState(t.database.db, 'INV-4002')).owed).toBe(0);
    });

    it('refuses with 409 when any matching invoice changed since the preview, or another one started to match, changing nothing', async () => {
      const body = { matching: { state: { ...EMPTY, sets: UNPAID }, tenantId: 'T05' }, status: 'PAID' };
      const first = (await post(`${STATUS}?dryRun=true`, body)).json<UpdateInvoiceStatusResponse>();
      await t.database.db.query(`update invoices set amount_owed = 20 where invoice_number = 'INV-5002'`);
      const stale = await post(`${STATUS}?fingerprint=${first.fingerprint}`, body);
      expect([stale.statusCode, message(stale)]).toEqual([409, STALE_PREVIEW]);
      expect(await statuses('T05')).toEqual(['INV-5001 AWAITING_PAYMENT', 'INV-5002 OVERDUE']);

      const second = (await post(`${STATUS}?dryRun=true`, body)).json<UpdateInvoiceStatusResponse>();
      await t.database.db.query(
        `insert into invoices (invoice_number, tenant_id, invoice_date, due_date, billing_period_start_date, billing_period_end_date, sub_total, invoiced_amount, amount_owed, invoice_status)
         values ('INV-5003', 'T05', '2025-06-03', '2025-07-03', '2025-05-01', '2025-05-31', 5, 5, 5, 'AWAITING_PAYMENT')`,
      );
      const grown = await post(`${STATUS}?fingerprint=${second.fingerprint}`, body);
      expect([grown.statusCode, message(grown)]).toEqual([409, STALE_PREVIEW]);
      expect(await statuses('T05')).toEqual(['INV-5001 AWAITING_PAYMENT', 'INV-5002 OVERDUE', 'INV-5003 AWAITING_PAYMENT']);
    });

    it('applies the bulk rules to the matching invoices however many they are', async () => {
      const one = await post(`${STATUS}?dryRun=true`, { matching: { state: { ...EMPTY, search: 'INV-1006' } }, status: 'WRITTEN_OFF' });
      expect([one.statusCode, message(one)]).toEqual([409, 'Several invoices can only be marked PAID or AWAITING_PAYMENT together, not WRITTEN_OFF']);
      const unpaid = await post(`${STATUS}?dryRun=true`, { matching: { state: EMPTY, tenantId: 'T03' }, status: 'AWAITING_PAYMENT' });
      expect([unpaid.statusCode, message(unpaid)]).toEqual([
        409,
        'Only PAID, VOIDED or WRITTEN OFF invoices can be marked as unpaid: INV-1006 (AWAITING_PAYMENT), INV-1007 (OVERDUE)',
      ]);
    });

    it('lists the first 50 invoices and counts and totals all of them', async () => {
      // T09's invoices of 1 to 60 dollars: 60 invoices, 1 + 2 + ... + 60 = 1,830 dollars.
      const body = {
        matching: { state: { ...EMPTY, amounts: { invoicedAmountInUsd: { from: '1', to: '60' } }, sort: { field: 'invoicedAmount', direction: 'asc' } }, tenantId: 'T09' },
        status: 'PAID',
      };
      const answer = (await post(`${STATUS}?dryRun=true`, body)).json<UpdateInvoiceStatusResponse>();
      expect(answer.message).toBe('Status would be updated to PAID for 60 invoices');
      expect([answer.count, answer.invoices.length, answer.invoices[0]?.invoiceNumber, answer.invoices[49]?.invoiceNumber]).toEqual([60, 50, 'INV-900001', 'INV-900050']);
      expect(answer.amounts).toEqual([{ currencyCode: 'USD', amount: 1830 }]);
    });

    it('refuses more than 10,000 matching invoices with 400 naming the count and the limit, changing nothing', async () => {
      const response = await post(STATUS, { matching: { state: EMPTY, tenantId: 'T09' }, status: 'PAID' });
      expect([response.statusCode, message(response)]).toEqual([400, '10,001 invoices match the search and filters; at most 10,000 can be changed at once. Narrow the search or filters']);
      const { rows } = await t.database.db.query<{ n: number }>(`select count(*)::int as n from invoices where tenant_id = 'T09' and invoice_status = 'AWAITING_PAYMENT'`);
      expect(rows[0]?.n).toBe(BULK);
    });

    it('refuses both or neither of invoiceNumbers and matching, no match, and a state the search refuses', async () => {
      const both = await post(STATUS, { invoiceNumbers: ['INV-1001'], matching: { state: EMPTY }, status: 'PAID' });
      expect([both.statusCode, message(both)]).toEqual([400, MATCHING_MESSAGES.exactlyOne]);
      expect(message(await post(STATUS, { status: 'PAID' }))).toBe('Send either invoiceNumbers or matching (the search and filters), not both and not neither');
      const none = await post(STATUS, { matching: { state: { ...EMPTY, search: 'no-such-invoice' } } });
      expect([none.statusCode, message(none)]).toEqual([400, 'No invoices match the search and filters']);
      const bad = await post(STATUS, { matching: { state: { ...EMPTY, sort: { field: 'color', direction: 'asc' } } } });
      expect([bad.statusCode, message(bad)]).toEqual([400, "Unknown sort field 'color'"]);
      const extra = await post(STATUS, { matching: { state: EMPTY, color: 'red' } });
      expect(extra.statusCode).toBe(400);
      expect(await statuses('T01')).toEqual(['INV-1001 AWAITING_PAYMENT', 'INV-1002 OVERDUE']);
    });
  });

  describe('Retry Payment on every matching invoice', () => {
    const T06_OVERDUE = { matching: { state: { ...EMPTY, sets: { invoiceStatus: ['OVERDUE'] } }, tenantId: 'T06' } };

    it('answers 401 without a token and 403 to every other role', async () => {
      expect((await t.app.inject({ method: 'POST', url: RETRY, payload: T06_OVERDUE })).statusCode).toBe(401);
      for (const role of ROLES.filter((candidate) => candidate !== 'FINANCE')) {
        expect([role, (await t.as(role, { method: 'POST', url: RETRY, payload: T06_OVERDUE })).statusCode]).toEqual([role, 403]);
      }
    });

    it('previews the cards it would charge and the skipped invoices with counts, then charges on confirmation', async () => {
      const preview = (await post(`${RETRY}?dryRun=true`, T06_OVERDUE)).json<BatchRetryPaymentResponse>();
      expect(preview.results.map((result) => [result.invoiceNumber, result.outcome, result.message])).toEqual([
        ['INV-6001', 'WOULD_CHARGE', 'Would charge 1720.00 MXN to Visa ending 4242'],
        ['INV-6002', 'SKIPPED', 'The last card payment did not fail'],
      ]);
      expect([preview.count, preview.skippedCount, preview.amounts]).toEqual([1, 1, [{ currencyCode: 'MXN', amount: 1720 }]]);
      expect(await statuses('T06')).toEqual(['INV-6001 OVERDUE', 'INV-6002 OVERDUE']);
      const paid = await post(`${RETRY}?fingerprint=${preview.fingerprint}`, T06_OVERDUE);
      expect(paid.statusCode).toBe(200);
      expect(paid.json<BatchRetryPaymentResponse>()).toMatchObject({ succeeded: 1, skipped: 1, failed: 0, count: 1, skippedCount: 1 });
      expect(await statuses('T06')).toEqual(['INV-6001 PAID', 'INV-6002 OVERDUE']);
    });

    it('refuses a stale preview with 409 and more than 1,000 matching invoices with 400, charging nothing', async () => {
      const body = { matching: { state: { ...EMPTY, sets: { invoiceStatus: ['OVERDUE'] } }, tenantId: 'T03' } };
      const preview = (await post(`${RETRY}?dryRun=true`, body)).json<BatchRetryPaymentResponse>();
      await t.database.db.query(`update invoices set card_payment_status = null where invoice_number = 'INV-1007'`);
      const stale = await post(`${RETRY}?fingerprint=${preview.fingerprint}`, body);
      expect([stale.statusCode, message(stale)]).toEqual([409, STALE_PREVIEW]);
      const tooMany = await post(RETRY, { matching: { state: EMPTY, tenantId: 'T09' } });
      expect([tooMany.statusCode, message(tooMany)]).toEqual([400, '10,001 invoices match the search and filters; at most 1,000 can be paid at once. Narrow the search or filters']);
      const { rows } = await t.database.db.query<{ n: number }>(`select count(*)::int as n from payments where tenant_id in ('T03', 'T09')`);
      expect(rows[0]?.n).toBe(0);
    });
  });

  describe('Download invoices of every matching invoice', () => {
    it('answers 401 without a token and 403 to every other role', async () => {
      const payload = { matching: { state: { ...EMPTY, search: 'beta' } } };
      expect((await t.app.inject({ method: 'POST', url: DOWNLOAD, payload })).statusCode).toBe(401);
      for (const role of ROLES.filter((candidate) => candidate !== 'FINANCE')) {
        expect([role, (await t.as(role, { method: 'POST', url: DOWNLOAD, payload })).statusCode]).toEqual([role, 403]);
      }
    });

    it('downloads the matching invoices in the order of the sort', async () => {
      const response = await post(DOWNLOAD, { matching: { state: { ...EMPTY, search: 'beta', sort: NEWEST_FIRST } }, format: 'xlsx' });
      expect(response.statusCode).toBe(200);
      const book = XLSX.read(response.rawPayload);
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Invoices ?? {});
      expect(rows.map((row) => row['Invoice Number'])).toEqual(['INV-1003', 'INV-1004']);
    });

    it('accepts 130 matching invoices and refuses 131 with 400 naming the count', async () => {
      const upTo = (to: string) => ({ matching: { state: { ...EMPTY, amounts: { invoicedAmountInUsd: { from: '1', to } } }, tenantId: 'T09' }, format: 'zip' });
      const tooMany = await post(DOWNLOAD, upTo('131'));
      expect([tooMany.statusCode, message(tooMany)]).toEqual([400, '131 invoices match the search and filters; at most 130 can be downloaded at once. Narrow the search or filters']);
      const ok = await post(DOWNLOAD, { ...upTo('130'), format: 'xlsx' });
      expect(ok.statusCode).toBe(200);
      expect(XLSX.utils.sheet_to_json(XLSX.read(ok.rawPayload).Sheets.Invoices ?? {})).toHaveLength(130);
    });
  });
});
