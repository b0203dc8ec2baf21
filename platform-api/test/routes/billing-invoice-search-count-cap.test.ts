// POST /billing/invoices/search counts a search text with words only up to INVOICE_SEARCH_COUNT_CAP
// (docs/search.md#counts-of-a-word-search): 1,001 invoices of Acme Phones (US$1.00 owed each) and
// 1,000 of Beta Mobile (MX$2.50 owed each), so that one word selects one invoice beyond the cap and
// the other exactly the cap.
import ExcelJS from 'exceljs';
import { type GridQueryState, type InvoiceSearchResponse } from '../../src/contract.js';
import { writeSearchData } from '../support/invoice-search-data.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const NOW = new Date('2025-06-15T16:00:00Z');
const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };
const number = (n: number) => `INV-${String(n).padStart(5, '0')}`;

describe('invoices search: the count of a word search stops at the cap', () => {
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
          ],
          invoices: [],
        });
        // INV-00001..INV-01001 of T01, INV-01002..INV-02001 of T02, all awaiting payment.
        await db.query(
          `insert into invoices (invoice_number, tenant_id, invoice_date, due_date, billing_period_start_date, billing_period_end_date,
             billing_period_orders, billing_period_orders_usd, sub_total, invoiced_amount, amount_owed, invoice_status)
           select 'INV-' || lpad(n::text, 5, '0'), case when n <= 1001 then 'T01' else 'T02' end, date '2025-06-01', date '2025-07-01',
             date '2025-05-01', date '2025-05-31', 0, 0, a, a, a, 'AWAITING_PAYMENT'
           from generate_series(1, 2001) n, lateral (select case when n <= 1001 then 1.00 else 2.50 end as a) amount`,
        );
      },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const search = async (state: Partial<GridQueryState>, extra: object = {}) => {
    const response = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/search', payload: { state: { ...EMPTY, ...state }, limit: 100, ...extra } });
    expect(response.statusCode).toBe(200);
    return response.json<InvoiceSearchResponse>();
  };

  it('answers total 1000 with totalCapped and no Total Amount Owed when a word selects 1,001 invoices, and still pages through all 1,001', async () => {
    const first = await search({ search: 'acme' }, { counts: true });
    expect(first.total).toBe(1000);
    expect(first.totalCapped).toBe(true);
    expect(first.amountOwed).toBeUndefined();
    expect(first.all).toBe(2001);
    expect(first.rows.map((row) => row.invoiceNumber)).toEqual(Array.from({ length: 100 }, (_, i) => number(i + 1)));
    const seen = first.rows.map((row) => row.invoiceNumber);
    let after = first.next;
    while (after) {
      const answer = await search({ search: 'acme' }, { after });
      expect(answer.totalCapped).toBe(true);
      seen.push(...answer.rows.map((row) => row.invoiceNumber));
      after = answer.next;
    }
    expect(seen).toEqual(Array.from({ length: 1001 }, (_, i) => number(i + 1)));
  });

  it('answers the row at an offset beyond the capped total', async () => {
    const answer = await search({ search: 'acme' }, { offset: 1000 });
    expect(answer.rows.map((row) => row.invoiceNumber)).toEqual([number(1001)]);
    expect(answer.next).toBeNull();
  });

  it('counts exactly, with the Total Amount Owed, when a word selects exactly 1,000 invoices', async () => {
    const answer = await search({ search: 'beta' }, { counts: true });
    expect(answer.total).toBe(1000);
    expect(answer.totalCapped).toBeUndefined();
    // 1,000 × MX$2.50.
    expect(answer.amountOwed).toEqual([{ currencyCode: 'MXN', amount: 2500 }]);
  });

  it('counts filters without words exactly beyond the cap', async () => {
    const answer = await search({ sets: { client: ['Acme Phones'] } }, { counts: true });
    expect(answer.total).toBe(1001);
    expect(answer.totalCapped).toBeUndefined();
    // 1,001 × US$1.00.
    expect(answer.amountOwed).toEqual([{ currencyCode: 'USD', amount: 1001 }]);
  });

  describe('the filter value counts of a word search (docs/search.md "Counts of a word search")', () => {
    it('counts the first 1,000 invoices found beyond the cap and names every field so counted', async () => {
      const answer = await search({ search: 'acme' }, { counts: true });
      expect(answer.setCounts).toEqual({
        client: { 'Acme Phones': 1000 },
        referrer: { '(Blanks)': 1000 },
        invoiceStatus: { AWAITING_PAYMENT: 1000 },
        cardPaymentStatus: { '(Blanks)': 1000 },
      });
      expect(answer.setCountsCapped).toEqual(['client', 'referrer', 'invoiceStatus', 'cardPaymentStatus']);
    });

    it('counts exactly when a word selects exactly 1,000 invoices', async () => {
      const answer = await search({ search: 'beta' }, { counts: true });
      expect(answer.setCounts?.client).toEqual({ 'Beta Mobile': 1000 });
      expect(answer.setCountsCapped).toBeUndefined();
    });

    it("names only the field whose own filter left out leaves more than the cap", async () => {
      // acme and Beta Mobile: no invoice. The client's counts are read over acme alone (1,001).
      const answer = await search({ search: 'acme', sets: { client: ['Beta Mobile'] } }, { counts: true });
      expect([answer.total, answer.totalCapped]).toEqual([0, undefined]);
      expect(answer.setCounts).toEqual({ client: { 'Acme Phones': 1000, 'Beta Mobile': 0 }, referrer: {}, invoiceStatus: {}, cardPaymentStatus: {} });
      expect(answer.setCountsCapped).toEqual(['client']);
    });

    it('counts filters without words exactly beyond the cap', async () => {
      const answer = await search({ sets: { client: ['Acme Phones'] } }, { counts: true });
      expect(answer.setCounts?.invoiceStatus).toEqual({ AWAITING_PAYMENT: 1001 });
      expect(answer.setCounts?.client).toEqual({ 'Acme Phones': 1001, 'Beta Mobile': 1000 });
      expect(answer.setCountsCapped).toBeUndefined();
    });
  });

  it('exports every invoice a word selects, beyond the cap, once each and in order', async () => {
    const response = await t.as('FINANCE', { method: 'POST', url: '/billing/invoices/search/export', payload: { state: { ...EMPTY, search: 'acme' } } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Invoices')!;
    const numbers: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) numbers.push(row.getCell(1).text);
    });
    expect(numbers).toEqual(Array.from({ length: 1001 }, (_, i) => number(i + 1)));
  });
});
