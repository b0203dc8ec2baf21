// Same answers (docs/grid.md#server-mode): for generated invoices and grid states, the invoices
// search evaluated by the database (POST /billing/invoices/search, paged through its cursor)
// answers the same rows in the same order as the grid's own engine in the browser (shared-kit's
// search index and visibleRows) over the same rows, given in invoice-number order (the server's
// tie-breaker), and the same Total Amount Owed (what the rows shown owe, per currency in the order
// they first appear); a window at a random row offset answers the engine's rows at that position,
// and its cursor goes on with the rows after them; and the same filter value counts (each set field's
// values among the rows the search and the other filters leave, PAYMENT_FAILED beside the stored
// statuses).
import fc from 'fast-check';
import { createSearchIndex } from '../../../shared-kit/src/ui/search-engine/search-index';
import { visibleRows } from '../../../shared-kit/src/ui/grid/grid-model';
import {
  INVOICE_SEARCH_FIELDS,
  SEARCH_VIEWS,
  amountInUsd,
  amountsByCurrency,
  invoiceDisplayStatus,
  type GridQueryState,
  type InvoiceRow,
  type InvoiceSearchResponse,
} from '../../src/contract.js';
import { resolveInvoiceQuery, type InvoiceCursor, type WindowPlan } from '../../src/billing/invoice-query/compile-invoice-query.js';
import { searchWindow } from '../../src/billing/invoice-query/search-invoices.js';
import { writeSearchData, type SearchClient, type SearchInvoice } from '../support/invoice-search-data.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import {
  CURRENCIES,
  NOW,
  allWindows,
  checkSameAnswers,
  clearSearchData,
  dayArb,
  engineSetCounts,
  gridStateArb,
  searchAnswer,
  searchTextArb,
  sentState,
  setValues,
} from '../grid-query/same-answers-kit.js';

const NAMES = ['Acme Phones', 'acme tel', 'Beta Mobile', 'Gamma', 'Zeta Ltd 100'];
const STATUSES = ['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED', 'WRITTEN_OFF'] as const;
const CARDS = ['SUCCEEDED', 'FAILURE', 'REQUESTED', null] as const;

const cents = fc.integer({ min: 0, max: 200_000 }).map((n) => n / 100);

const clientsArb = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 3, maxLength: 4 }),
    fc.array(fc.constantFrom('USD', 'MXN', 'EUR'), { minLength: 4, maxLength: 4 }),
    fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 4, maxLength: 4 }),
  )
  .map(([names, codes, referrers]): SearchClient[] =>
    names.map((name, index) => {
      const referrer = referrers[index]!;
      return { tenantId: `T0${index + 1}`, name, currencyCode: codes[index]!, referrer: referrer >= 0 && referrer < names.length && referrer !== index ? `T0${referrer + 1}` : null };
    }),
  );

const invoiceArb = (clients: number) =>
  fc.record({
    number: fc.integer({ min: 1, max: 40 }),
    client: fc.integer({ min: 0, max: clients - 1 }),
    day: dayArb,
    status: fc.constantFrom(...STATUSES),
    card: fc.constantFrom(...CARDS),
    invoiced: cents,
    owedShare: fc.constantFrom(0, 0.5, 1),
    orders: fc.integer({ min: 0, max: 30 }),
    ordersUsd: cents,
  });

const dataArb = clientsArb.chain((clients) =>
  fc.uniqueArray(invoiceArb(clients.length), { minLength: 6, maxLength: 25, selector: (invoice) => invoice.number }).map((drafts) => ({
    clients,
    invoices: drafts.map(
      (draft): SearchInvoice => ({
        invoiceNumber: `INV-${String(draft.number).padStart(4, '0')}`,
        tenantId: clients[draft.client]!.tenantId,
        invoiceDate: draft.day,
        status: draft.status,
        card: draft.card,
        invoicedAmount: draft.invoiced,
        amountOwed: Math.round(draft.invoiced * draft.owedShare * 100) / 100,
        billingPeriodOrders: draft.orders,
        billingPeriodOrdersUsd: draft.ordersUsd,
      }),
    ),
  })),
);

const WORDS = ['acme', 'ph', 'beta', 'tel', 'inv-00', 'payment', 'failed', 'overdue', 'awaiting', 'paid', 'jun', 'may', '06/1', '2025', '$1,0', '100', '.5', '12', 'ltd', '0.00', 'requested', 'a', 'e', '1', '.'];
const searchArb = searchTextArb(WORDS, 3, [
  { arbitrary: fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 2, maxLength: 4 }).map((ns) => ns.map((n) => `inv-${String(n).padStart(4, '0')}`).join(' ')), weight: 1 },
  // A word of a client's name: found in the client or the referrer column.
  { arbitrary: fc.constantFrom('acme', 'beta', 'gamma', 'zeta', 'tel', 'ltd', 'phones', 'mobile'), weight: 2 },
]);
/** The Status filter's values: the stored statuses and PAYMENT_FAILED (docs/grid.md "Status filter"). */
const STATUS_FILTER_VALUES = [...STATUSES, 'PAYMENT_FAILED'];
/** One set filter, on a field with values of that field, or two (a client and statuses). */
const setsArb = fc.oneof(
  { arbitrary: fc.constant({}), weight: 4 },
  { arbitrary: setValues(NAMES).map((values) => ({ client: values })), weight: 1 },
  { arbitrary: setValues(NAMES).map((values) => ({ referrer: values })), weight: 1 },
  { arbitrary: setValues(STATUS_FILTER_VALUES).map((values) => ({ invoiceStatus: values })), weight: 1 },
  { arbitrary: setValues(['SUCCEEDED', 'FAILURE', 'REQUESTED']).map((values) => ({ cardPaymentStatus: values })), weight: 1 },
  { arbitrary: fc.tuple(setValues(NAMES), setValues(STATUS_FILTER_VALUES)).map(([client, invoiceStatus]) => ({ client, invoiceStatus })), weight: 1 },
);
/**
 * What the invoices grid's Status filter sees of a row, as its column's `filterValues` gives it
 * (mfe-billing's `statusFilterValues`): the stored status and, when the chip shows PAYMENT_FAILED, that too.
 */
const statusFilterValues = (row: InvoiceRow): readonly string[] =>
  invoiceDisplayStatus(row) === 'PAYMENT_FAILED' ? [row.invoiceStatus, 'PAYMENT_FAILED'] : [row.invoiceStatus];
const stateArb = fc
  .tuple(
    gridStateArb({ fields: INVOICE_SEARCH_FIELDS, search: searchArb, sets: setsArb, sortFreq: 6, maxAmountCents: 200_000, maxLimit: 7 }),
    /** A row position to jump to: within the rows or beyond them. */
    fc.integer({ min: 0, max: 30 }),
  )
  .map(([state, offset]) => ({ ...state, offset }));

type GridRow = InvoiceRow & { invoicedAmountInUsd: number; amountOwedInUsd: number };

describe('the invoices search answers as the grid engine does', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const SEARCH = '/billing/invoices/search';

  /** Every row of a state, window after window. */
  const serverRows = async (state: GridQueryState, limit: number): Promise<string[]> =>
    (await allWindows<InvoiceSearchResponse>(t, SEARCH, state, limit)).flatMap((answer) => answer.rows.map((row) => row.invoiceNumber));

  /** Every row of a state, window after window, read with one plan (the route picks it by the count). */
  const planRows = async (state: GridQueryState, limit: number, plan: WindowPlan): Promise<string[]> => {
    const resolved = resolveInvoiceQuery(state, null, NOW.getTime());
    const numbers: string[] = [];
    let after: InvoiceCursor | null = null;
    for (let page = 0; page < 100; page += 1) {
      const rows = await searchWindow(t.database.db, resolved, after, limit, plan);
      numbers.push(...rows.map((row) => row.invoice_number));
      const last = rows[rows.length - 1];
      if (rows.length < limit || !last) return numbers;
      after = { key: last.k, invoiceNumber: last.invoice_number };
    }
    throw new Error('the search never ended');
  };

  it(
    'same rows, same order, same Total Amount Owed, for generated invoices and states (both window plans)',
    async () => {
      await checkSameAnswers(
        dataArb,
        stateArb,
        async (data, generated) => {
          const db = t.database.db;
          await clearSearchData(db);
          await writeSearchData(db, { currencies: CURRENCIES, ...data });
          const state = sentState(generated);

          const all = (await db.query<{ row: string }>('select invoice_number from invoices')).rows.length;
          const rows = (await searchAnswer<InvoiceSearchResponse>(t, SEARCH, { state: { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' }, limit: 500 })).rows;
          expect(rows).toHaveLength(all);
          const gridRows: GridRow[] = rows
            .map((row) => ({ ...row, invoicedAmountInUsd: amountInUsd(row.invoicedAmount, row.usdRate), amountOwedInUsd: amountInUsd(row.amountOwed, row.usdRate) }))
            .sort((a, b) => (a.invoiceNumber < b.invoiceNumber ? -1 : 1));
          const index = createSearchIndex(gridRows, SEARCH_VIEWS.invoice, {
            numberFields: ['invoicedAmountInUsd', 'amountOwedInUsd', 'billingPeriodOrdersInUsd'],
            dateFields: [...INVOICE_SEARCH_FIELDS.dates],
            setValues: { invoiceStatus: statusFilterValues },
          });
          const shown = visibleRows(index, state, { now: NOW.getTime() });
          const expected = shown.map((row) => row.invoiceNumber);
          expect(await serverRows(state, generated.limit)).toEqual(expected);
          expect(await planRows(state, generated.limit, 'in-order')).toEqual(expected);
          expect(await planRows(state, generated.limit, 'matches-first')).toEqual(expected);
          // A jump: the rows at the offset, by the route and by each plan, then on by the cursor.
          const { offset, limit } = generated;
          const jumped = await searchAnswer<InvoiceSearchResponse>(t, SEARCH, { state, limit, offset });
          expect([offset, jumped.rows.map((row) => row.invoiceNumber)]).toEqual([offset, expected.slice(offset, offset + limit)]);
          expect(jumped.next === null).toBe(offset + limit >= expected.length);
          if (jumped.next) {
            const on = await searchAnswer<InvoiceSearchResponse>(t, SEARCH, { state, limit, after: jumped.next });
            expect(on.rows.map((row) => row.invoiceNumber)).toEqual(expected.slice(offset + limit, offset + 2 * limit));
          }
          const resolved = resolveInvoiceQuery(state, null, NOW.getTime());
          for (const plan of ['in-order', 'matches-first'] as const) {
            const window = await searchWindow(db, resolved, null, limit, plan, offset);
            expect([plan, offset, window.map((row) => row.invoice_number)]).toEqual([plan, offset, expected.slice(offset, offset + limit)]);
          }
          const first = await searchAnswer<InvoiceSearchResponse>(t, SEARCH, { state, limit: generated.limit, counts: true });
          expect(first.amountOwed).toEqual(amountsByCurrency(shown.map((row) => ({ currencyCode: row.currencyCode, amount: row.amountOwed }))));
          // The filter value counts: per set field, over the rows the search and the other filters leave.
          expect(first.setCounts).toEqual(engineSetCounts(index, state, INVOICE_SEARCH_FIELDS.sets));
          return expected.length;
        },
        30_000,
      );
    },
    SETUP_TIMEOUT_MS,
  );
});
