// The API warms the invoices search before it listens (server.ts): once warmed, the grid's first
// answer on its default state (AWAITING_PAYMENT and OVERDUE, newest first:
// docs/billing.md#clients-and-invoices-grids) reads only
// its window and rows, nothing of the whole list; a change of the invoices makes it count again.
import type { Queryable } from '../../src/db/database.js';
import { searchInvoices, warmInvoiceSearch } from '../../src/billing/invoice-query/search-invoices.js';
import { writeSearchData } from '../support/invoice-search-data.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const NOW = Date.parse('2025-06-15T16:00:00Z');
const DEFAULT_STATE = {
  search: '',
  sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] },
  dates: {},
  amounts: {},
  stock: 'all' as const,
  sort: { field: 'invoiceDate', direction: 'desc' as const },
};

let t: TestApp;
/** The test database, counting the statements that read invoices. */
let db: Queryable & { counted: string[] };

beforeAll(async () => {
  t = await createTestApp();
  await writeSearchData(t.database.db, {
    currencies: [{ code: 'USD', symbol: '$', usdRate: 1 }],
    clients: [{ tenantId: 'T01', name: 'Acme Phones', currencyCode: 'USD', referrer: null }],
    invoices: [
      { invoiceNumber: 'INV-1', tenantId: 'T01', invoiceDate: '2025-06-01', status: 'AWAITING_PAYMENT', card: null, invoicedAmount: 10, amountOwed: 10 },
      { invoiceNumber: 'INV-2', tenantId: 'T01', invoiceDate: '2025-06-02', status: 'PAID', card: null, invoicedAmount: 20, amountOwed: 0 },
    ],
  });
  const real = t.database.db;
  const counted: string[] = [];
  db = {
    counted,
    query: (sql, params) => {
      if (/\bfrom invoices i\b/.test(sql)) counted.push(sql);
      return real.query(sql, params);
    },
  };
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

it('after warming, the default first window reads no count of the whole list, only its window', async () => {
  await warmInvoiceSearch(db, NOW);
  db.counted.length = 0;
  const answer = await searchInvoices(db, { state: DEFAULT_STATE, limit: 200, counts: true }, NOW);
  expect(answer.rows.map((row) => row.invoiceNumber)).toEqual(['INV-1']);
  expect(answer.total).toBe(1);
  expect(answer.all).toBe(2);
  // The statuses of the whole list, and OVERDUE, which the default filter selects, with 0.
  expect(answer.setCounts?.invoiceStatus).toEqual({ AWAITING_PAYMENT: 1, OVERDUE: 0, PAID: 1 });
  expect(db.counted.filter((sql) => /count\(\*\)/.test(sql))).toEqual([]);
  // The window, then its rows.
  expect(db.counted).toHaveLength(2);
});

it('a change of the invoices makes the next answer count again, with the new figures', async () => {
  await warmInvoiceSearch(db, NOW);
  await t.database.db.query(`update invoices set invoice_status = 'OVERDUE' where invoice_number = 'INV-2'`);
  db.counted.length = 0;
  const answer = await searchInvoices(db, { state: DEFAULT_STATE, limit: 200, counts: true }, NOW);
  expect(answer.total).toBe(2);
  expect(answer.setCounts?.invoiceStatus).toEqual({ OVERDUE: 1, AWAITING_PAYMENT: 1 });
  expect(db.counted.filter((sql) => /count\(\*\)/.test(sql)).length).toBeGreaterThan(0);
});
