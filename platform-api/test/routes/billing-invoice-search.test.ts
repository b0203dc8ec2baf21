// POST /billing/invoices/search and /search/export (docs/grid.md#server-mode): the invoices grid's
// state evaluated by the database, on six invoices written here; every expected list is worked out
// by hand.
import ExcelJS from 'exceljs';
import { ROLES } from '../../src/auth/roles.js';
import { INVOICE_SEARCH_MESSAGES, type GridQueryState, type InvoiceSearchResponse } from '../../src/contract.js';
import { writeSearchData } from '../support/invoice-search-data.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

/** A cell's value with an inline string (written as a one-run rich text) as its text. */
const plainText = (value: unknown): unknown =>
  value && typeof value === 'object' && 'richText' in value ? (value as { richText: Array<{ text: string }> }).richText.map((run) => run.text).join('') : value;

// 12:00 in New York on 2025-06-15: today is the 15th in US Eastern time.
const NOW = new Date('2025-06-15T16:00:00Z');

const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };
const GRID_DEFAULT: GridQueryState = { ...EMPTY, sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] }, sort: { field: 'invoiceDate', direction: 'desc' } };

describe('invoices search (FINANCE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => NOW,
      prepare: ({ db }) =>
        writeSearchData(db, {
          currencies: [
            { code: 'USD', symbol: '$', usdRate: 1 },
            { code: 'MXN', symbol: 'MX$', usdRate: 17.2 },
          ],
          clients: [
            { tenantId: 'T01', name: 'Acme Phones', currencyCode: 'USD', referrer: null },
            { tenantId: 'T02', name: 'Beta Mobile', currencyCode: 'MXN', referrer: 'T01' },
            { tenantId: 'T03', name: 'Gamma Tel', currencyCode: 'USD', referrer: 'T01' },
          ],
          invoices: [
            { invoiceNumber: 'INV-1001', tenantId: 'T01', invoiceDate: '2025-06-15', status: 'AWAITING_PAYMENT', card: null, invoicedAmount: 100, amountOwed: 100 },
            { invoiceNumber: 'INV-1002', tenantId: 'T01', invoiceDate: '2025-06-10', status: 'OVERDUE', card: 'FAILURE', invoicedAmount: 250.5, amountOwed: 250.5 },
            // MX$10,022 is US$582.67 at 17.2; MX$1,720 is US$100.
            { invoiceNumber: 'INV-1003', tenantId: 'T02', invoiceDate: '2025-06-14', status: 'AWAITING_PAYMENT', card: null, invoicedAmount: 10022, amountOwed: 10022 },
            { invoiceNumber: 'INV-1004', tenantId: 'T02', invoiceDate: '2025-05-01', status: 'PAID', card: 'SUCCEEDED', invoicedAmount: 1720, amountOwed: 0 },
            { invoiceNumber: 'INV-1005', tenantId: 'T03', invoiceDate: '2025-06-09', status: 'VOIDED', card: null, invoicedAmount: 99.99, amountOwed: 0 },
            { invoiceNumber: 'INV-1006', tenantId: 'T03', invoiceDate: '2025-06-15', status: 'AWAITING_PAYMENT', card: null, invoicedAmount: 100, amountOwed: 100 },
          ],
        }),
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const SEARCH = '/billing/invoices/search';
  const EXPORT = '/billing/invoices/search/export';
  const post = (url: string, payload: object) => t.as('FINANCE', { method: 'POST', url, payload });
  const search = async (state: Partial<GridQueryState>, extra: object = {}) => {
    const response = await post(SEARCH, { state: { ...EMPTY, ...state }, limit: 50, ...extra });
    expect(response.statusCode).toBe(200);
    return response.json<InvoiceSearchResponse>();
  };
  const numbers = (answer: InvoiceSearchResponse) => answer.rows.map((row) => row.invoiceNumber);
  const sheetOf = async (file: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Invoices');
    if (!sheet) throw new Error('the export has no Invoices sheet');
    return sheet;
  };
  const refusal = async (payload: object) => {
    const response = await post(SEARCH, payload);
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('answers 401 without a token and 403 to every other role', async () => {
    for (const url of [SEARCH, EXPORT]) {
      const payload = url === SEARCH ? { state: EMPTY, limit: 1 } : { state: EMPTY };
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      for (const role of ROLES.filter((candidate) => candidate !== 'FINANCE')) {
        expect([url, role, (await t.as(role, { method: 'POST', url, payload })).statusCode]).toEqual([url, role, 403]);
      }
    }
  });

  it('pages the grid default (awaiting or overdue, newest first) by keyset, ties by invoice number, with the total and the unfiltered count', async () => {
    const first = await post(SEARCH, { state: GRID_DEFAULT, limit: 2 });
    const page1 = first.json<InvoiceSearchResponse>();
    expect(numbers(page1)).toEqual(['INV-1001', 'INV-1006']);
    expect([page1.total, page1.all]).toEqual([4, 6]);
    expect(page1.next).toEqual(expect.any(String));
    expect(page1.rows[0]).toMatchObject({ client: 'Acme Phones', invoicedAmount: 100, currencyCode: 'USD', usdRate: 1, referrer: null });
    const page2 = await search(GRID_DEFAULT, { after: page1.next, limit: 2 });
    expect(numbers(page2)).toEqual(['INV-1003', 'INV-1002']);
    expect(page2.next).toBeNull();
    expect(page2.setCounts).toBeUndefined();
  });

  it('sorts money in US dollars at the stored rate and pages through ties without losing or repeating a row', async () => {
    const sort = { field: 'invoicedAmountInUsd', direction: 'desc' } as const;
    const seen: string[][] = [];
    let after: string | null = null;
    do {
      const page: InvoiceSearchResponse = await search({ sort }, { after, limit: 2 });
      seen.push(numbers(page));
      after = page.next;
    } while (after);
    // 582.67, 250.50, then three at 100.00 by number, then 99.99.
    expect(seen).toEqual([
      ['INV-1003', 'INV-1002'],
      ['INV-1001', 'INV-1004'],
      ['INV-1006', 'INV-1005'],
    ]);
  });

  it('puts blanks last in both directions', async () => {
    expect(numbers(await search({ sort: { field: 'referrer', direction: 'asc' } }))).toEqual(['INV-1003', 'INV-1004', 'INV-1005', 'INV-1006', 'INV-1001', 'INV-1002']);
    expect(numbers(await search({ sort: { field: 'cardPaymentStatus', direction: 'desc' } }))).toEqual(['INV-1004', 'INV-1002', 'INV-1001', 'INV-1003', 'INV-1005', 'INV-1006']);
  });

  it('finds rows by quick search words in any searched column: names, status labels, dates, amounts without symbols', async () => {
    expect(numbers(await search({ search: 'beta' }))).toEqual(['INV-1003', 'INV-1004']);
    expect(numbers(await search({ search: 'Payment Failed' }))).toEqual(['INV-1002']);
    expect(numbers(await search({ search: '06/15/2025' }))).toEqual(['INV-1001', 'INV-1006']);
    expect(numbers(await search({ search: 'Jun 14 2025' }))).toEqual(['INV-1001', 'INV-1003', 'INV-1006']);
    expect(numbers(await search({ search: '$10,022' }))).toEqual(['INV-1003']);
    expect(numbers(await search({ search: 'gamma 99.99' }))).toEqual(['INV-1005']);
  });

  it('reads search text literally: LIKE wildcards and quotes match only themselves', async () => {
    expect((await search({ search: '100%' })).total).toBe(0);
    expect((await search({ search: 'inv_100' })).total).toBe(0);
    expect((await search({ search: "x' or '1'='1" })).total).toBe(0);
  });

  it('finds each invoice of a pasted list of invoice numbers', async () => {
    expect(numbers(await search({ search: 'inv-1005 INV-1003 INV-9999' }))).toEqual(['INV-1003', 'INV-1005']);
  });

  it("applies set filters with '(Blanks)', amount ranges in US dollars and date presets in US Eastern days", async () => {
    expect(numbers(await search({ sets: { referrer: ['(Blanks)'] } }))).toEqual(['INV-1001', 'INV-1002']);
    expect(numbers(await search({ sets: { cardPaymentStatus: ['FAILURE', '(Blanks)'] } }))).toEqual(['INV-1001', 'INV-1002', 'INV-1003', 'INV-1005', 'INV-1006']);
    expect(numbers(await search({ amounts: { invoicedAmountInUsd: { from: '100', to: '200' } } }))).toEqual(['INV-1001', 'INV-1004', 'INV-1006']);
    expect(numbers(await search({ dates: { invoiceDate: { preset: 'today' } } }))).toEqual(['INV-1001', 'INV-1006']);
    expect(numbers(await search({ dates: { invoiceDate: { preset: 'last7' } } }))).toEqual(['INV-1001', 'INV-1002', 'INV-1003', 'INV-1005', 'INV-1006']);
    expect(numbers(await search({ dates: { invoiceDate: { preset: 'custom', from: '06/10/2025', to: '06/14/2025' } } }))).toEqual(['INV-1002', 'INV-1003']);
  });

  it("limits to one client's invoices and answers the counts behind the filter values when asked", async () => {
    const one = await search({}, { tenantId: 'T02', counts: true });
    expect(numbers(one)).toEqual(['INV-1003', 'INV-1004']);
    expect([one.total, one.all]).toEqual([2, 2]);
    expect(one.setCounts?.invoiceStatus).toEqual({ AWAITING_PAYMENT: 1, PAID: 1 });
    expect(one.setCountsCapped).toBeUndefined();
  });

  describe('filter value counts follow the search and the other filters (docs/grid.md "Filter value counts")', () => {
    it('counts only the invoices a search selects: beta leaves INV-1003 and INV-1004', async () => {
      const beta = await search({ search: 'beta' }, { counts: true });
      expect(numbers(beta)).toEqual(['INV-1003', 'INV-1004']);
      expect(beta.setCounts).toEqual({
        client: { 'Beta Mobile': 2 },
        referrer: { 'Acme Phones': 2 },
        invoiceStatus: { AWAITING_PAYMENT: 1, PAID: 1 },
        cardPaymentStatus: { SUCCEEDED: 1, '(Blanks)': 1 },
      });
      expect(beta.setCountsCapped).toBeUndefined();
    });

    it("counts a field's values among the rows the other filters leave, its own filter left out", async () => {
      // The client filter leaves INV-1001 (awaiting) and INV-1002 (overdue, card declined).
      const acme = await search({ sets: { client: ['Acme Phones'] } }, { counts: true });
      expect(numbers(acme)).toEqual(['INV-1001', 'INV-1002']);
      expect(acme.setCounts).toEqual({
        client: { 'Acme Phones': 2, 'Beta Mobile': 2, 'Gamma Tel': 2 },
        referrer: { '(Blanks)': 2 },
        invoiceStatus: { AWAITING_PAYMENT: 1, OVERDUE: 1, PAYMENT_FAILED: 1 },
        cardPaymentStatus: { FAILURE: 1, '(Blanks)': 1 },
      });
    });

    it('counts under a search and two filters, and lists a selected value none of the rows has with 0', async () => {
      // 2025 is in every invoice's dates. Acme's paid invoices: none. The statuses are those of
      // Acme's two; the clients those of the paid INV-1004.
      const state = { search: '2025', sets: { client: ['Acme Phones'], invoiceStatus: ['PAID'] } };
      const answer = await search(state, { counts: true });
      expect([numbers(answer), answer.total]).toEqual([[], 0]);
      expect(answer.setCounts).toEqual({
        client: { 'Beta Mobile': 1, 'Acme Phones': 0 },
        referrer: {},
        invoiceStatus: { AWAITING_PAYMENT: 1, OVERDUE: 1, PAYMENT_FAILED: 1, PAID: 0 },
        cardPaymentStatus: {},
      });
      // A date filter too: from June 10, Acme keeps INV-1001 and INV-1002, the paid INV-1004 (May 1) goes.
      const june = await search({ ...state, dates: { invoiceDate: { preset: 'custom', from: '06/10/2025', to: '06/30/2025' } } }, { counts: true });
      expect(june.setCounts?.client).toEqual({ 'Acme Phones': 0 });
      expect(june.setCounts?.invoiceStatus).toEqual({ AWAITING_PAYMENT: 1, OVERDUE: 1, PAYMENT_FAILED: 1, PAID: 0 });
    });

    it('answers the grid default with the counts of its awaiting and overdue invoices, the statuses of the whole list', async () => {
      const answer = await search(GRID_DEFAULT, { counts: true, limit: 1 });
      expect(answer.setCounts).toEqual({
        client: { 'Acme Phones': 2, 'Beta Mobile': 1, 'Gamma Tel': 1 },
        referrer: { 'Acme Phones': 2, '(Blanks)': 2 },
        invoiceStatus: { AWAITING_PAYMENT: 3, OVERDUE: 1, PAYMENT_FAILED: 1, PAID: 1, VOIDED: 1 },
        cardPaymentStatus: { FAILURE: 1, '(Blanks)': 3 },
      });
    });
  });

  describe('PAYMENT FAILED in the Status filter (docs/grid.md "Status filter")', () => {
    it('lists the failed card payments when PAYMENT_FAILED alone is chosen, with their total and counts', async () => {
      const failed = await search({ sets: { invoiceStatus: ['PAYMENT_FAILED'] } }, { counts: true });
      expect([numbers(failed), failed.total]).toEqual([['INV-1002'], 1]);
      expect(failed.amountOwed).toEqual([{ currencyCode: 'USD', amount: 250.5 }]);
      expect(failed.setCounts?.client).toEqual({ 'Acme Phones': 1 });
      expect(failed.setCounts?.cardPaymentStatus).toEqual({ FAILURE: 1 });
    });

    it('keeps a failed payment in the default view (awaiting and overdue) and adds its status to other chosen ones', async () => {
      expect(numbers(await search(GRID_DEFAULT))).toEqual(['INV-1001', 'INV-1006', 'INV-1003', 'INV-1002']);
      expect(numbers(await search({ sets: { invoiceStatus: ['PAYMENT_FAILED', 'PAID'] } }))).toEqual(['INV-1002', 'INV-1004']);
      expect(numbers(await search({ sets: { invoiceStatus: ['AWAITING_PAYMENT'] } }))).toEqual(['INV-1001', 'INV-1003', 'INV-1006']);
    });

    it('counts a failed payment under both its status and PAYMENT_FAILED, in the whole list and under a search', async () => {
      const whole = await search({}, { counts: true });
      expect(whole.setCounts?.invoiceStatus).toEqual({ AWAITING_PAYMENT: 3, OVERDUE: 1, PAYMENT_FAILED: 1, PAID: 1, VOIDED: 1 });
      const acme = await search({ search: 'acme' }, { counts: true });
      // acme: Acme's two invoices, and the four whose referrer is Acme Phones.
      expect(acme.setCounts?.invoiceStatus).toEqual({ AWAITING_PAYMENT: 3, OVERDUE: 1, PAYMENT_FAILED: 1, PAID: 1, VOIDED: 1 });
      const gamma = await search({ search: 'gamma' }, { counts: true });
      expect(gamma.setCounts?.invoiceStatus).toEqual({ AWAITING_PAYMENT: 1, VOIDED: 1 });
    });

    it('exports the failed card payments when PAYMENT_FAILED alone is chosen', async () => {
      const response = await post(EXPORT, { state: { ...EMPTY, sets: { invoiceStatus: ['PAYMENT_FAILED'] } } });
      expect(response.statusCode).toBe(200);
      const sheet = await sheetOf(response.rawPayload);
      expect(sheet.rowCount).toBe(2);
      expect((sheet.getRow(2).values as unknown[]).slice(1, 6).map(plainText)).toEqual(['INV-1002', 'Acme Phones', undefined, new Date('2025-06-10T00:00:00Z'), 'Payment Failed']);
    });

    it('does not count a paid invoice whose card payment once failed as PAYMENT_FAILED', async () => {
      await t.database.db.query(`update invoices set card_payment_status = 'FAILURE' where invoice_number = 'INV-1004'`);
      try {
        expect(numbers(await search({ sets: { invoiceStatus: ['PAYMENT_FAILED'] } }))).toEqual(['INV-1002']);
        const counts = await search({}, { counts: true });
        expect(counts.setCounts?.invoiceStatus).toEqual({ AWAITING_PAYMENT: 3, OVERDUE: 1, PAYMENT_FAILED: 1, PAID: 1, VOIDED: 1 });
        expect(counts.setCounts?.cardPaymentStatus).toEqual({ FAILURE: 2, '(Blanks)': 4 });
      } finally {
        await t.database.db.query(`update invoices set card_payment_status = 'SUCCEEDED' where invoice_number = 'INV-1004'`);
      }
    });
  });

  it('counts again once the list changes', async () => {
    const before = await search({}, { counts: true });
    expect([before.all, before.total, before.setCounts?.invoiceStatus?.OVERDUE]).toEqual([6, 6, 1]);
    await t.database.db.query(
      `insert into invoices (invoice_number, tenant_id, invoice_date, due_date, billing_period_start_date, billing_period_end_date, sub_total, invoiced_amount, amount_owed, invoice_status)
       values ('INV-1007', 'T03', '2025-06-01', '2025-07-01', '2025-05-01', '2025-05-31', 5, 5, 5, 'OVERDUE')`,
    );
    try {
      const after = await search({}, { counts: true });
      expect([after.all, after.total, after.setCounts?.invoiceStatus?.OVERDUE]).toEqual([7, 7, 2]);
    } finally {
      await t.database.db.query(`delete from invoices where invoice_number = 'INV-1007'`);
    }
    expect((await search({})).all).toBe(6);
  });

  it('refuses a limit out of 1-500, a cursor it did not answer and unknown fields', async () => {
    expect(await refusal({ state: EMPTY, limit: 0 })).toBe('limit must be an integer from 1 to 500');
    expect(await refusal({ state: EMPTY, limit: 501 })).toBe(INVOICE_SEARCH_MESSAGES.limit);
    expect(await refusal({ state: EMPTY, limit: 5, after: 'not-a-cursor' })).toBe('The cursor does not belong to this search; ask for the first window again');
    const { next } = await search({ sort: { field: 'invoiceDate', direction: 'desc' } }, { limit: 1 });
    expect(await refusal({ state: { ...EMPTY, sort: { field: 'invoiceDate', direction: 'asc' } }, limit: 1, after: next })).toBe(INVOICE_SEARCH_MESSAGES.badCursor);
    expect(await refusal({ state: { ...EMPTY, sort: { field: 'color', direction: 'asc' } }, limit: 1 })).toBe("Unknown sort field 'color'");
    expect(await refusal({ state: { ...EMPTY, sets: { color: ['red'] } }, limit: 1 })).toBe("Unknown set filter field 'color'");
    expect(await refusal({ state: { ...EMPTY, dates: { color: { preset: 'today' } } }, limit: 1 })).toBe("Unknown date filter field 'color'");
    expect(await refusal({ state: { ...EMPTY, amounts: { color: { from: '1', to: '2' } } }, limit: 1 })).toBe("Unknown amount filter field 'color'");
    expect(await refusal({ state: { ...EMPTY, stock: 'outOfStock' }, limit: 1 })).toBe('The invoices list has no stock filter');
  });

  describe('a window at a row offset (a jump to a place of the list)', () => {
    const BY_AMOUNT: Partial<GridQueryState> = { sort: { field: 'invoicedAmountInUsd', direction: 'desc' } };
    // 582.67, 250.50, three at 100.00 by number, 99.99.
    const BY_AMOUNT_ORDER = ['INV-1003', 'INV-1002', 'INV-1001', 'INV-1004', 'INV-1006', 'INV-1005'];

    /** Every row of a search, walking its cursor one row at a time. */
    const walked = async (state: Partial<GridQueryState>) => {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page: InvoiceSearchResponse = await search(state, { after, limit: 1 });
        seen.push(...numbers(page));
        after = page.next;
      } while (after);
      return seen;
    };

    it('answers 401 without a token and 403 to every other role', async () => {
      const payload = { state: EMPTY, limit: 2, offset: 3 };
      expect((await t.app.inject({ method: 'POST', url: SEARCH, payload })).statusCode).toBe(401);
      for (const role of ROLES.filter((candidate) => candidate !== 'FINANCE')) {
        expect([role, (await t.as(role, { method: 'POST', url: SEARCH, payload })).statusCode]).toEqual([role, 403]);
      }
    });

    it('answers the rows at that position of the walked order, with the cursor after its last row to scroll on by keyset', async () => {
      expect(await walked(BY_AMOUNT)).toEqual(BY_AMOUNT_ORDER);
      for (let offset = 0; offset < BY_AMOUNT_ORDER.length; offset += 1) {
        const jump = await search(BY_AMOUNT, { offset, limit: 2 });
        expect([offset, numbers(jump), jump.total, jump.all]).toEqual([offset, BY_AMOUNT_ORDER.slice(offset, offset + 2), 6, 6]);
        if (offset + 2 >= BY_AMOUNT_ORDER.length) {
          expect(jump.next).toBeNull();
          continue;
        }
        const on = await search(BY_AMOUNT, { after: jump.next, limit: 2 });
        expect([offset, numbers(on)]).toEqual([offset, BY_AMOUNT_ORDER.slice(offset + 2, offset + 4)]);
      }
      // In the middle of the three ties at US$100.00: INV-1004 then INV-1006, then on to INV-1005.
      const tie = await search(BY_AMOUNT, { offset: 3, limit: 2 });
      expect(numbers(tie)).toEqual(['INV-1004', 'INV-1006']);
      expect(numbers(await search(BY_AMOUNT, { after: tie.next, limit: 2 }))).toEqual(['INV-1005']);
    });

    it("jumps within a filtered search and one client's invoices; an offset of 0 is the first window", async () => {
      // The grid default: INV-1001, INV-1006 (06/15), INV-1003 (06/14), INV-1002 (06/10).
      const jump = await search(GRID_DEFAULT, { offset: 2, limit: 1 });
      expect([numbers(jump), jump.total, jump.all]).toEqual([['INV-1003'], 4, 6]);
      expect(numbers(await search(GRID_DEFAULT, { after: jump.next, limit: 5 }))).toEqual(['INV-1002']);
      expect(numbers(await search(GRID_DEFAULT, { offset: 0, after: null, limit: 2 }))).toEqual(['INV-1001', 'INV-1006']);
      const client = await search({ sort: { field: 'invoiceNumber', direction: 'desc' } }, { tenantId: 'T01', offset: 1, limit: 5 });
      expect([numbers(client), client.total, client.next]).toEqual([['INV-1001'], 2, null]);
    });

    it('answers no rows and no cursor at or beyond the total, with the counts', async () => {
      for (const offset of [6, 7, 1_000_000]) {
        const beyond = await search(BY_AMOUNT, { offset, limit: 3, counts: true });
        expect([offset, beyond.rows, beyond.next, beyond.total, beyond.all, beyond.setCounts?.invoiceStatus]).toEqual([
          offset, [], null, 6, 6, { AWAITING_PAYMENT: 3, OVERDUE: 1, PAYMENT_FAILED: 1, PAID: 1, VOIDED: 1 },
        ]);
      }
      expect((await search(GRID_DEFAULT, { offset: 4, limit: 3 })).rows).toEqual([]);
    });

    it('refuses both after and offset, and an offset that is not an integer from 0 to 2^53 - 1 (1e308 too), answering nothing else', async () => {
      const { next } = await search(BY_AMOUNT, { limit: 2 });
      const both = await post(SEARCH, { state: { ...EMPTY, ...BY_AMOUNT }, after: next, offset: 4, limit: 2 });
      expect([both.statusCode, both.json()]).toEqual([
        400,
        { statusCode: 400, error: 'Bad Request', message: 'Send either after (the cursor of the previous window) or offset (a row position), not both', field: 'offset' },
      ]);
      expect(both.json<{ message: string }>().message).toBe(INVOICE_SEARCH_MESSAGES.afterAndOffset);
      for (const offset of [-1, 1.5, '2']) {
        const refused = await post(SEARCH, { state: EMPTY, offset, limit: 2 });
        expect([offset, refused.statusCode, Object.keys(refused.json()).sort(), refused.json().field]).toEqual([offset, 400, ['error', 'field', 'message', 'statusCode'], 'offset']);
      }
      // Beyond any row position (a number the database's integers cannot hold answered 500 before).
      for (const offset of [1e308, 2 ** 53]) {
        const refused = await post(SEARCH, { state: EMPTY, offset, limit: 2 });
        expect([offset, refused.statusCode, refused.json().message]).toEqual([offset, 400, 'offset must be an integer from 0 to 9007199254740991']);
      }
    });
  });

  it('refuses a search of more than 10 words, and a text over 20,000 characters, in plain words, searching and exporting nothing', async () => {
    const eleven = 'x0: 0 x1: 1 x2: 2 x3: 3 x4: 4 x5';
    expect(await refusal({ state: { ...EMPTY, search: eleven }, limit: 1 })).toBe('Search for at most 10 words at a time; this search has 11.');
    const exported = await post(EXPORT, { state: { ...EMPTY, search: eleven } });
    expect([exported.statusCode, exported.json<{ message: string }>().message]).toEqual([400, 'Search for at most 10 words at a time; this search has 11.']);
    // Ten words are searched (and find nothing here).
    expect((await search({ search: 'x0: 0 x1: 1 x2: 2 x3: 3 x4: 4' })).total).toBe(0);
    expect(await refusal({ state: { ...EMPTY, search: `acme ${' '.repeat(19_996)}` }, limit: 1 })).toBe(
      'The search can be at most 20,000 characters long; this one has 20,001.',
    );
  });

  it('refuses amount and date filters that do not resolve, with the filter messages of the grid', async () => {
    expect(await refusal({ state: { ...EMPTY, amounts: { amountOwedInUsd: { from: 'abc', to: '5' } } }, limit: 1 })).toBe(
      "Amount filter 'amountOwedInUsd': Must be a valid number",
    );
    expect(await refusal({ state: { ...EMPTY, amounts: { amountOwedInUsd: { from: '10', to: '2' } } }, limit: 1 })).toBe(
      "Amount filter 'amountOwedInUsd': From must be smaller than To; To must be greater than From",
    );
    expect(await refusal({ state: { ...EMPTY, dates: { dueDate: { preset: 'custom', from: '06/10/2025' } } }, limit: 1 })).toMatch(/^Date filter 'dueDate': .*Invalid Dates/);
  });

  it('exports the whole selection in the order of the sort as an .xlsx with typed cells and a Currency column', async () => {
    const response = await post(EXPORT, { state: { ...EMPTY, search: 'beta', sort: { field: 'invoicedAmountInUsd', direction: 'asc' } } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Invoices_Export_06_15_2025.xlsx"');
    const sheet = await sheetOf(response.rawPayload);
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(plainText);
    expect(values(1)).toEqual([
      'Invoice Number', 'Client', 'Referrer', 'Invoice Date', 'Status', 'Due Date', 'Billing Period Start Date', 'Invoiced Amount', 'Amount Owed',
      'Card Payment Status', 'Card Details', 'Billing Period End Date', 'Billing Period Orders (USD)', 'Currency',
    ]);
    expect(sheet.rowCount).toBe(3);
    // US$100.00 before US$582.67.
    expect(values(2).slice(0, 5)).toEqual(['INV-1004', 'Beta Mobile', 'Acme Phones', new Date('2025-05-01T00:00:00Z'), 'Paid']);
    expect(values(2)[7]).toBe(1720);
    expect(values(2)[13]).toBe('MXN');
    expect(values(3)[0]).toBe('INV-1003');
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
  });

  it("leaves client and referrer out of one client's export and refuses a bad filter before writing", async () => {
    const response = await post(EXPORT, { state: EMPTY, tenantId: 'T01' });
    const sheet = await sheetOf(response.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4).map(plainText)).toEqual(['Invoice Number', 'Invoice Date', 'Status']);
    expect(sheet.rowCount).toBe(3);
    const refused = await post(EXPORT, { state: { ...EMPTY, sort: { field: 'color', direction: 'asc' } } });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([400, "Unknown sort field 'color'"]);
  });
});
