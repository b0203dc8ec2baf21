// POST /billing/clients/search and /search/export (docs/grid.md#server-mode): the clients grid's
// state evaluated by the database, on four clients written here; every expected list and figure is
// worked out by hand.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { ROLES } from '../../src/auth/roles.js';
import { CLIENT_SEARCH_MESSAGES, type ClientRow, type ClientSearchResponse, type GridQueryState } from '../../src/contract.js';
import { writeClientSearchData } from '../support/client-search-data.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

/** A cell's value with an inline string (written as a one-run rich text) as its text. */
const plainText = (value: unknown): unknown =>
  value && typeof value === 'object' && 'richText' in value ? (value as { richText: Array<{ text: string }> }).richText.map((run) => run.text).join('') : value;

// 12:00 in New York on 2025-06-15.
const NOW = new Date('2025-06-15T16:00:00Z');
const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };

describe('clients search (FINANCE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => NOW,
      prepare: ({ db }) =>
        writeClientSearchData(db, {
          currencies: [
            { code: 'USD', symbol: '$', usdRate: 1 },
            { code: 'MXN', symbol: 'MX$', usdRate: 17.2 },
          ],
          clients: [
            {
              tenantId: 'T01', name: 'Acme Phones', legalName: 'Acme Phones Inc.', status: 'ACTIVE', currencyCode: 'USD', country: 'US', state: 'NY',
              terms: { signed: '2024-01-05', effective: '2024-01-10', trialEnd: '2024-02-09', end: null },
            },
            {
              tenantId: 'T02', name: 'beta Mobile', status: 'TRIAL_PERIOD', currencyCode: 'MXN', country: 'MX', state: null,
              terms: { signed: '2025-05-20', effective: '2025-06-01', trialEnd: '2025-07-01', end: '2026-05-31' },
            },
            { tenantId: 'T03', name: 'Gamma Tel', status: 'DEACTIVATED', currencyCode: 'USD', country: 'US', state: 'CA' },
            {
              tenantId: 'T04', name: 'Delta', status: 'ONBOARDING', currencyCode: 'USD', country: null, state: null,
              terms: { signed: null, effective: '2025-06-10', trialEnd: null, end: null },
            },
          ],
          invoices: [
            // Acme owes 100 + 250.50 = $350.50, the oldest since 2025-05-01: 45 days and 16 hours = 1096 hours.
            { invoiceNumber: 'INV-1', tenantId: 'T01', invoiceDate: '2025-06-01', status: 'AWAITING_PAYMENT', card: null, invoicedAmount: 100, amountOwed: 100 },
            { invoiceNumber: 'INV-2', tenantId: 'T01', invoiceDate: '2025-05-01', status: 'OVERDUE', card: 'FAILURE', invoicedAmount: 250.5, amountOwed: 250.5 },
            { invoiceNumber: 'INV-3', tenantId: 'T01', invoiceDate: '2025-04-01', status: 'PAID', card: 'SUCCEEDED', invoicedAmount: 900, amountOwed: 0 },
            // beta owes MX$10,022 (US$582.67 at 17.2) since 2025-06-14: 40 hours.
            { invoiceNumber: 'INV-4', tenantId: 'T02', invoiceDate: '2025-06-14', status: 'AWAITING_PAYMENT', card: null, invoicedAmount: 10022, amountOwed: 10022 },
            // A voided invoice is not awaited: Gamma owes nothing.
            { invoiceNumber: 'INV-5', tenantId: 'T03', invoiceDate: '2025-06-09', status: 'VOIDED', card: null, invoicedAmount: 99.99, amountOwed: 99.99 },
          ],
        }),
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const SEARCH = '/billing/clients/search';
  const EXPORT = '/billing/clients/search/export';
  const post = (url: string, payload: object) => t.as('FINANCE', { method: 'POST', url, payload });
  const search = async (state: Partial<GridQueryState>, extra: object = {}) => {
    const response = await post(SEARCH, { state: { ...EMPTY, ...state }, limit: 50, ...extra });
    expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
    return response.json<ClientSearchResponse>();
  };
  const ids = (answer: ClientSearchResponse) => answer.rows.map((row) => row.tenantId);
  const found = async (state: Partial<GridQueryState>) => ids(await search(state));
  const refusal = async (payload: object) => {
    const response = await post(SEARCH, payload);
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string }>().message;
  };
  const sheetOf = async (file: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clients');
    if (!sheet) throw new Error('the export has no Clients sheet');
    return sheet;
  };
  const values = (sheet: ExcelJS.Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(plainText)));
    return rows;
  };

  it('answers 401 without a token and 403 to every other role, and changes nothing', async () => {
    for (const url of [SEARCH, EXPORT]) {
      const payload = url === SEARCH ? { state: EMPTY, limit: 1 } : { state: EMPTY };
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      for (const role of ROLES.filter((candidate) => candidate !== 'FINANCE')) {
        expect([url, role, (await t.as(role, { method: 'POST', url, payload })).statusCode]).toEqual([url, role, 403]);
      }
    }
    expect((await search({})).all).toBe(4);
  });

  it('answers the rows of the clients grid, in its order (lower-cased name), with the total, the unfiltered count and Total Awaiting Payments', async () => {
    const answer = await search({});
    expect(ids(answer)).toEqual(['T01', 'T02', 'T04', 'T03']);
    expect([answer.total, answer.all, answer.next]).toEqual([4, 4, null]);
    const list = (await t.as('FINANCE', { method: 'GET', url: '/billing/clients' })).json<ClientRow[]>();
    expect(answer.rows).toEqual(list);
    expect(answer.rows[0]).toMatchObject({ clientName: 'Acme Phones', awaitingPayment: 350.5, hoursAwaitingPayment: 1096, effectiveDate: '2024-01-10', usdRate: 1 });
    expect(answer.rows[1]).toMatchObject({ awaitingPayment: 10022, hoursAwaitingPayment: 40, currency: 'MX$', usdRate: 17.2 });
    // US$350.50 + US$582.67.
    expect(answer.awaitingTotals?.usd).toBe(933.17);
    expect(answer.awaitingTotals?.byCurrency).toEqual(expect.arrayContaining([{ currencyCode: 'USD', amount: 350.5 }, { currencyCode: 'MXN', amount: 10022 }]));
    expect(answer.awaitingTotals?.byCurrency).toHaveLength(2);
    expect(answer.setCounts).toBeUndefined();
  });

  it('sorts the amount awaited in US dollars at the stored rate and pages by keyset, ties in the list order', async () => {
    const sort = { field: 'awaitingPaymentInUsd', direction: 'desc' } as const;
    const pages: string[][] = [];
    let after: string | null = null;
    do {
      const page: ClientSearchResponse = await search({ sort }, { after, limit: 1 });
      pages.push(ids(page));
      expect(page.awaitingTotals === undefined).toBe(after !== null);
      after = page.next;
    } while (after);
    // US$582.67, US$350.50, then the two at 0 by name: Delta, Gamma Tel.
    expect(pages).toEqual([['T02'], ['T01'], ['T04'], ['T03']]);
  });

  it('puts blanks last in both directions and sorts dates and hours', async () => {
    expect(await found({ sort: { field: 'billingCountry', direction: 'asc' } })).toEqual(['T02', 'T01', 'T03', 'T04']);
    expect(await found({ sort: { field: 'billingCountry', direction: 'desc' } })).toEqual(['T01', 'T03', 'T02', 'T04']);
    expect(await found({ sort: { field: 'effectiveDate', direction: 'desc' } })).toEqual(['T04', 'T02', 'T01', 'T03']);
    expect(await found({ sort: { field: 'hoursAwaitingPayment', direction: 'asc' } })).toEqual(['T04', 'T03', 'T02', 'T01']);
    expect(await found({ sort: { field: 'clientName', direction: 'desc' } })).toEqual(['T03', 'T04', 'T02', 'T01']);
  });

  it('finds clients by quick search words in any searched column: names, status labels, currency, amounts, hours and dates', async () => {
    expect(await found({ search: 'BETA' })).toEqual(['T02']);
    expect(await found({ search: 'inc.' })).toEqual(['T01']);
    expect(await found({ search: 'trial period' })).toEqual(['T02']);
    expect(await found({ search: 'mx$' })).toEqual(['T02']);
    expect(await found({ search: '$10,022' })).toEqual(['T02']);
    expect(await found({ search: 'acme 350.5' })).toEqual(['T01']);
    expect(await found({ search: '1096' })).toEqual(['T01']);
    expect(await found({ search: '06/10/2025' })).toEqual(['T04']);
    // Each word in some column: beta's '10' is in MX$10,022.00, 'jun' and '2025' in its dates.
    expect(await found({ search: 'Jun 10 2025' })).toEqual(['T02', 'T04']);
    expect(await found({ search: '05/31/2026' })).toEqual(['T02']);
    expect(await found({ search: 'ca' })).toEqual(['T03']);
  });

  it('reads search text literally: LIKE wildcards and quotes match only themselves', async () => {
    expect((await search({ search: '100%' })).total).toBe(0);
    expect((await search({ search: 'acme_phones' })).total).toBe(0);
    expect((await search({ search: "x' or '1'='1" })).total).toBe(0);
  });

  it("applies set filters with '(Blanks)', the amount filter in US dollars and date filters, with Total Awaiting Payments of what they select", async () => {
    expect(await found({ sets: { status: ['ACTIVE', 'ONBOARDING'] } })).toEqual(['T01', 'T04']);
    expect(await found({ sets: { billingCountry: ['(Blanks)'] } })).toEqual(['T04']);
    expect(await found({ sets: { billingCountry: ['US', '(Blanks)'] } })).toEqual(['T01', 'T04', 'T03']);
    const owing = await search({ amounts: { awaitingPaymentInUsd: { from: '300', to: '600' } } });
    expect([ids(owing), owing.total, owing.all]).toEqual([['T01', 'T02'], 2, 4]);
    const usd = await search({ sets: { currencyCode: ['USD'] } });
    expect(usd.awaitingTotals).toEqual({ usd: 350.5, byCurrency: [{ currencyCode: 'USD', amount: 350.5 }] });
    expect(await found({ dates: { effectiveDate: { preset: 'last28' } } })).toEqual(['T02', 'T04']);
    expect(await found({ dates: { effectiveDate: { preset: 'custom', from: '06/05/2025', to: '06/15/2025' } } })).toEqual(['T04']);
  });

  it('answers the clients per set-filter value among those the search and the other filters leave (docs/grid.md "Filter value counts")', async () => {
    const whole = await search({}, { counts: true });
    expect(whole.setCounts).toEqual({
      status: { ACTIVE: 1, TRIAL_PERIOD: 1, DEACTIVATED: 1, ONBOARDING: 1 },
      billingCountry: { US: 2, MX: 1, '(Blanks)': 1 },
      currencyCode: { USD: 3, MXN: 1 },
    });
    const acme = await search({ search: 'acme' }, { counts: true });
    expect(acme.total).toBe(1);
    expect(acme.setCounts).toEqual({ status: { ACTIVE: 1 }, billingCountry: { US: 1 }, currencyCode: { USD: 1 } });
    // USD and US leave Acme Phones and Gamma Tel; each field is counted without its own filter.
    const usInUsd = await search({ sets: { currencyCode: ['USD'], billingCountry: ['US'] } }, { counts: true });
    expect(ids(usInUsd)).toEqual(['T01', 'T03']);
    expect(usInUsd.setCounts).toEqual({
      status: { ACTIVE: 1, DEACTIVATED: 1 },
      // The USD clients: Acme Phones and Gamma Tel in the US, Delta without a country.
      billingCountry: { US: 2, '(Blanks)': 1 },
      // The US clients: Acme Phones and Gamma Tel.
      currencyCode: { USD: 2 },
    });
  });

  it('lists a value its own filter selects with 0 when none of the clients the others leave has it', async () => {
    const answer = await search({ sets: { status: ['ONBOARDING'], currencyCode: ['MXN'] } }, { counts: true });
    expect(answer.total).toBe(0);
    expect(answer.setCounts).toEqual({ status: { TRIAL_PERIOD: 1, ONBOARDING: 0 }, billingCountry: {}, currencyCode: { USD: 1, MXN: 0 } });
  });

  it('refuses a limit out of 1-500, a cursor it did not answer and unknown fields', async () => {
    expect(await refusal({ state: EMPTY, limit: 0 })).toBe('limit must be an integer from 1 to 500');
    expect(await refusal({ state: EMPTY, limit: 501 })).toBe(CLIENT_SEARCH_MESSAGES.limit);
    expect(await refusal({ state: EMPTY, limit: 5, after: 'not-a-cursor' })).toBe('The cursor does not belong to this search; ask for the first window again');
    const { next } = await search({ sort: { field: 'clientName', direction: 'desc' } }, { limit: 1 });
    expect(await refusal({ state: { ...EMPTY, sort: { field: 'clientName', direction: 'asc' } }, limit: 1, after: next })).toBe(CLIENT_SEARCH_MESSAGES.badCursor);
    expect(await refusal({ state: EMPTY, limit: 1, after: next })).toBe(CLIENT_SEARCH_MESSAGES.badCursor);
    expect(await refusal({ state: { ...EMPTY, sort: { field: 'color', direction: 'asc' } }, limit: 1 })).toBe("Unknown sort field 'color'");
    expect(await refusal({ state: { ...EMPTY, sets: { color: ['red'] } }, limit: 1 })).toBe("Unknown set filter field 'color'");
    expect(await refusal({ state: { ...EMPTY, dates: { color: { preset: 'today' } } }, limit: 1 })).toBe("Unknown date filter field 'color'");
    expect(await refusal({ state: { ...EMPTY, amounts: { awaitingPayment: { from: '1', to: '2' } } }, limit: 1 })).toBe("Unknown amount filter field 'awaitingPayment'");
    expect(await refusal({ state: { ...EMPTY, stock: 'inStock' }, limit: 1 })).toBe('The clients list has no stock filter');
  });

  describe('a window at a row offset (a jump to a place of the list)', () => {
    const BY_AWAITED: Partial<GridQueryState> = { sort: { field: 'awaitingPaymentInUsd', direction: 'desc' } };
    // US$582.67, US$350.50, then the two at 0 by name: Delta, Gamma Tel.
    const BY_AWAITED_ORDER = ['T02', 'T01', 'T04', 'T03'];

    /** Every row of a search, walking its cursor one row at a time. */
    const walked = async (state: Partial<GridQueryState>) => {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page: ClientSearchResponse = await search(state, { after, limit: 1 });
        seen.push(...ids(page));
        after = page.next;
      } while (after);
      return seen;
    };

    it('answers 401 without a token and 403 to every other role', async () => {
      const payload = { state: EMPTY, limit: 2, offset: 1 };
      expect((await t.app.inject({ method: 'POST', url: SEARCH, payload })).statusCode).toBe(401);
      for (const role of ROLES.filter((candidate) => candidate !== 'FINANCE')) {
        expect([role, (await t.as(role, { method: 'POST', url: SEARCH, payload })).statusCode]).toEqual([role, 403]);
      }
    });

    it('answers the rows at that position of the walked order, with the cursor after its last row to scroll on by keyset', async () => {
      for (const state of [BY_AWAITED, {}]) {
        const order = await walked(state);
        expect(order).toEqual(state === BY_AWAITED ? BY_AWAITED_ORDER : ['T01', 'T02', 'T04', 'T03']);
        for (let offset = 0; offset < order.length; offset += 1) {
          const jump = await search(state, { offset, limit: 2 });
          expect([offset, ids(jump), jump.total, jump.all, jump.awaitingTotals]).toEqual([offset, order.slice(offset, offset + 2), 4, 4, undefined]);
          if (offset + 2 >= order.length) {
            expect(jump.next).toBeNull();
            continue;
          }
          expect([offset, ids(await search(state, { after: jump.next, limit: 2 }))]).toEqual([offset, order.slice(offset + 2, offset + 4)]);
        }
      }
      // The rows of a jumped window are the grid's rows, figures and all.
      const [beta] = (await search(BY_AWAITED, { offset: 0, limit: 1 })).rows;
      expect(beta).toMatchObject({ tenantId: 'T02', awaitingPayment: 10022, hoursAwaitingPayment: 40 });
      const [acme] = (await search(BY_AWAITED, { offset: 1, limit: 1 })).rows;
      expect(acme).toMatchObject({ tenantId: 'T01', awaitingPayment: 350.5, hoursAwaitingPayment: 1096 });
    });

    it('jumps within a filtered search, and answers no rows and no cursor at or beyond the total', async () => {
      const usd = { sets: { currencyCode: ['USD'] } };
      // Acme Phones, Delta, Gamma Tel.
      const jump = await search(usd, { offset: 1, limit: 1 });
      expect([ids(jump), jump.total, jump.all]).toEqual([['T04'], 3, 4]);
      expect(ids(await search(usd, { after: jump.next, limit: 5 }))).toEqual(['T03']);
      for (const offset of [3, 4, 1_000_000]) {
        const beyond = await search(usd, { offset, limit: 2, counts: true });
        expect([offset, beyond.rows, beyond.next, beyond.total, beyond.setCounts?.currencyCode]).toEqual([offset, [], null, 3, { USD: 3, MXN: 1 }]);
      }
    });

    it('refuses both after and offset, and an offset that is not an integer from 0 to 2^53 - 1 (1e308 too), answering nothing else', async () => {
      const { next } = await search(BY_AWAITED, { limit: 1 });
      const both = await post(SEARCH, { state: { ...EMPTY, ...BY_AWAITED }, after: next, offset: 2, limit: 1 });
      expect([both.statusCode, both.json()]).toEqual([
        400,
        { statusCode: 400, error: 'Bad Request', message: 'Send either after (the cursor of the previous window) or offset (a row position), not both', field: 'offset' },
      ]);
      expect(both.json<{ message: string }>().message).toBe(CLIENT_SEARCH_MESSAGES.afterAndOffset);
      for (const offset of [-1, 0.5, '1']) {
        const refused = await post(SEARCH, { state: EMPTY, offset, limit: 1 });
        expect([offset, refused.statusCode, Object.keys(refused.json()).sort(), refused.json().field]).toEqual([offset, 400, ['error', 'field', 'message', 'statusCode'], 'offset']);
      }
      // Beyond any row position (a number the database's integers cannot hold answered 500 before).
      for (const offset of [1e308, 2 ** 53]) {
        const refused = await post(SEARCH, { state: EMPTY, offset, limit: 1 });
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
    expect(await refusal({ state: { ...EMPTY, amounts: { awaitingPaymentInUsd: { from: 'abc', to: '5' } } }, limit: 1 })).toBe(
      "Amount filter 'awaitingPaymentInUsd': Must be a valid number",
    );
    expect(await refusal({ state: { ...EMPTY, amounts: { awaitingPaymentInUsd: { from: '10', to: '2' } } }, limit: 1 })).toBe(
      "Amount filter 'awaitingPaymentInUsd': From must be smaller than To; To must be greater than From",
    );
    expect(await refusal({ state: { ...EMPTY, dates: { endDate: { preset: 'custom', from: '06/10/2025' } } }, limit: 1 })).toMatch(/^Date filter 'endDate': .*Invalid Dates/);
  });

  it('exports the whole list as the clients export does, cell for cell, streamed', async () => {
    const streamed = await post(EXPORT, { state: EMPTY });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(streamed.headers['content-disposition']).toBe('attachment; filename="Clients_Export_06_15_2025.xlsx"');
    const whole = await t.as('FINANCE', { method: 'GET', url: '/billing/clients/export' });
    const sheet = await sheetOf(streamed.rawPayload);
    expect(values(sheet)).toEqual(values(await sheetOf(whole.rawPayload)));
    expect(values(sheet)[1]).toEqual([
      // 1096 hours awaiting: 45.67 days.
      'Acme Phones', 'Acme Phones Inc.', 'Active', 350.5, 45.67, new Date('2024-01-10T00:00:00Z'), new Date('2024-02-09T00:00:00Z'), undefined, 'US', 'NY', 'USD',
    ]);
    expect([sheet.getRow(2).getCell(4).numFmt, sheet.getRow(2).getCell(6).numFmt]).toEqual(['#,##0.00', 'mmm dd yyyy']);
  });

  it('writes text as plain inline strings (never t="str"), so formula-looking text stays text', async () => {
    const { rows } = await t.database.db.query<{ name: string }>(`select official_legal_name as name from clients where tenant_id = 'T04'`);
    await t.database.db.query(`update clients set official_legal_name = '=HYPERLINK("http://x.example","y")' where tenant_id = 'T04'`);
    try {
      const response = await post(EXPORT, { state: EMPTY });
      const zip = await JSZip.loadAsync(response.rawPayload);
      const xml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
      expect(xml).not.toContain('t="str"');
      expect(xml).toContain('t="inlineStr"');
      expect(xml).not.toContain('<f>');
      const legalNames = values(await sheetOf(response.rawPayload)).map((row) => row[1]);
      expect(legalNames).toContain('=HYPERLINK("http://x.example","y")');
    } finally {
      await t.database.db.query('update clients set official_legal_name = $1 where tenant_id = $2', [rows[0]?.name, 'T04']);
    }
  });

  it('exports the selection of a state in the order of its sort, and refuses a bad filter before writing', async () => {
    const response = await post(EXPORT, { state: { ...EMPTY, sets: { currencyCode: ['USD'] }, sort: { field: 'clientName', direction: 'desc' } } });
    const rows = values(await sheetOf(response.rawPayload));
    expect(rows.map((row) => row[0])).toEqual(['Client Name', 'Gamma Tel', 'Delta', 'Acme Phones']);
    const refused = await post(EXPORT, { state: { ...EMPTY, sort: { field: 'color', direction: 'asc' } } });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([400, "Unknown sort field 'color'"]);
  });
});

describe('clients search export across its windows (FINANCE)', () => {
  // 250 clients: a first window of 100, then the other 150 in the next window.
  const NAMES = Array.from({ length: 250 }, (_, n) => `Client ${String(n).padStart(3, '0')}`);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => NOW,
      prepare: ({ db }) =>
        writeClientSearchData(db, {
          currencies: [{ code: 'USD', symbol: '$', usdRate: 1 }],
          clients: NAMES.map((name, n) => ({ tenantId: `T${String(n).padStart(3, '0')}`, name, status: 'ACTIVE', currencyCode: 'USD', country: 'US', state: null })),
          invoices: [],
        }),
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('writes every client once, in the order of the sort, across the windows it is read in', async () => {
    const response = await t.as('FINANCE', { method: 'POST', url: '/billing/clients/search/export', payload: { state: { ...EMPTY, sort: { field: 'clientName', direction: 'desc' } } } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names: unknown[] = [];
    workbook.getWorksheet('Clients')?.eachRow((row) => names.push(plainText((row.values as unknown[])[1])));
    expect(names).toEqual(['Client Name', ...[...NAMES].reverse()]);
  });
});
