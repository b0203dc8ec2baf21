// Same answers (docs/grid.md#server-mode), clients: for generated clients (with their contract
// dates and unpaid invoices) and grid states, the clients search evaluated by the database (POST
// /billing/clients/search, paged through its cursor) answers the same rows in the same order as the
// grid's own engine in the browser (shared-kit's search index and visibleRows, over the clients
// grid's view and amount column) over the same rows, given in the clients list's order (lower-cased
// name by code point, then tenant id: the server's tie-breaker), and the same filter value counts
// (each set field's values among the clients the search and the other filters leave).
import fc from 'fast-check';
import { createSearchIndex } from '../../../shared-kit/src/ui/search-engine/search-index';
import { visibleRows } from '../../../shared-kit/src/ui/grid/grid-model';
import {
  CLIENT_SEARCH_FIELDS,
  CLIENT_STATUSES,
  amountInUsd,
  CLIENTS_GRID_VIEW,
  type ClientRow,
  type ClientSearchResponse,
  type GridQueryState,
} from '../../src/contract.js';
import type { SearchInvoice } from '../support/invoice-search-data.js';
import { writeClientSearchData, type ClientSearchClient } from '../support/client-search-data.js';
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

const NAMES = ['Acme Phones', 'acme tel', 'Beta Mobile', 'Gamma', 'Zeta Ltd 100', 'beta mobile'];
const COUNTRIES = ['US', 'MX', 'CA', '', ' ', null];
const STATES = ['NY', 'CA', 'Jalisco', null];
const UNPAID_OR_NOT = ['AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED'] as const;

const cents = fc.integer({ min: 1, max: 200_000 }).map((n) => n / 100);

const clientArb = fc.record({
  name: fc.constantFrom(...NAMES),
  status: fc.constantFrom(...CLIENT_STATUSES),
  currencyCode: fc.constantFrom('USD', 'MXN', 'EUR'),
  country: fc.constantFrom(...COUNTRIES),
  state: fc.constantFrom(...STATES),
  terms: fc.option(fc.record({ signed: fc.option(dayArb, { nil: null }), effective: fc.option(dayArb, { nil: null }), trialEnd: fc.option(dayArb, { nil: null }), end: fc.option(dayArb, { nil: null }) }), {
    nil: undefined,
    freq: 4,
  }),
  invoices: fc.array(fc.record({ day: dayArb, status: fc.constantFrom(...UNPAID_OR_NOT), amount: cents }), { maxLength: 3 }),
});

const dataArb = fc.array(clientArb, { minLength: 3, maxLength: 8 }).map((drafts) => {
  const clients: ClientSearchClient[] = drafts.map((draft, index) => ({
    tenantId: `T${String(index + 1).padStart(2, '0')}`,
    name: draft.name,
    status: draft.status,
    currencyCode: draft.currencyCode,
    country: draft.country,
    state: draft.state,
    ...(draft.terms ? { terms: draft.terms } : {}),
  }));
  const invoices: SearchInvoice[] = drafts.flatMap((draft, index) =>
    draft.invoices.map((invoice, n) => ({
      invoiceNumber: `INV-${index + 1}-${n + 1}`,
      tenantId: clients[index]!.tenantId,
      invoiceDate: invoice.day,
      status: invoice.status,
      card: null,
      invoicedAmount: invoice.amount,
      amountOwed: invoice.amount,
    })),
  );
  return { clients, invoices };
});

const WORDS = [
  'acme', 'beta', 'tel', 'ltd', 'active', 'trial', 'period', 'pending', 'deactivat', 'onboarding', 'us', 'mx', 'ny', 'usd', 'mx$', '$', '€', 'jalisco',
  'jun', 'may', '06/1', '2025', '05/2', '$1,0', '100', '.5', '12', '0.00', '1', '0', 'a', 'e', '.',
];
const setsArb = fc.oneof(
  { arbitrary: fc.constant({}), weight: 3 },
  { arbitrary: setValues(CLIENT_STATUSES).map((values) => ({ status: values })), weight: 1 },
  { arbitrary: setValues(['US', 'MX', 'CA']).map((values) => ({ billingCountry: values })), weight: 1 },
  { arbitrary: setValues(['USD', 'MXN', 'EUR']).map((values) => ({ currencyCode: values })), weight: 1 },
  { arbitrary: fc.tuple(setValues(CLIENT_STATUSES), setValues(['US', 'MX', 'CA'])).map(([status, billingCountry]) => ({ status, billingCountry })), weight: 1 },
);
const stateArb = gridStateArb({ fields: CLIENT_SEARCH_FIELDS, search: searchTextArb(WORDS, 4), sets: setsArb, sortFreq: 5, maxAmountCents: 400_000, maxLimit: 4 });

/** The clients grid's view and its amount column, as the clients page builds its index. */
const VIEW = CLIENTS_GRID_VIEW;
const INDEX_FIELDS = { numberFields: ['awaitingPaymentInUsd'], dateFields: [] };
const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };

describe('the clients search answers as the grid engine does', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const SEARCH = '/billing/clients/search';

  /** Every row of a state, window after window, and the first window's Total Awaiting Payments in USD. */
  const serverRows = async (state: GridQueryState, limit: number): Promise<{ ids: string[]; usd: number | undefined }> => {
    const windows = await allWindows<ClientSearchResponse>(t, SEARCH, state, limit);
    return { ids: windows.flatMap((answer) => answer.rows.map((row) => row.tenantId)), usd: windows[0]?.awaitingTotals?.usd };
  };

  it(
    'same rows, same order, same Total Awaiting Payments, for generated clients and states',
    async () => {
      await checkSameAnswers(
        dataArb,
        stateArb,
        async (data, generated) => {
          const db = t.database.db;
          await clearSearchData(db);
          await writeClientSearchData(db, { currencies: CURRENCIES, ...data });
          const state = sentState(generated);

          const rows: ClientRow[] = (await searchAnswer<ClientSearchResponse>(t, SEARCH, { state: EMPTY, limit: 500 })).rows;
          expect(rows).toHaveLength(data.clients.length);
          const order = (row: ClientRow) => [row.clientName.toLowerCase(), row.tenantId] as const;
          const gridRows = rows
            .map((row) => ({ ...row, awaitingPaymentInUsd: amountInUsd(row.awaitingPayment, row.usdRate) }))
            .sort((a, b) => {
              const [x, y] = [order(a), order(b)];
              return x[0] !== y[0] ? (x[0] < y[0] ? -1 : 1) : x[1] < y[1] ? -1 : 1;
            });
          const index = createSearchIndex(gridRows, VIEW, INDEX_FIELDS);
          const expected = visibleRows(index, state, { now: NOW.getTime() });
          const answered = await serverRows(state, generated.limit);
          expect(answered.ids).toEqual(expected.map((row) => row.tenantId));
          // Total Awaiting Payments as the page adds up the rows it shows (cents of each client's USD amount).
          const usdCents = expected.reduce((sum, row) => sum + Math.round(amountInUsd(row.awaitingPayment, row.usdRate) * 100), 0);
          expect(answered.usd).toBe(usdCents / 100);
          // The filter value counts: per set field, over the clients the search and the other filters leave.
          const first = await searchAnswer<ClientSearchResponse>(t, SEARCH, { state, limit: 1, counts: true });
          expect(first.setCounts).toEqual(engineSetCounts(index, state, CLIENT_SEARCH_FIELDS.sets));
          return expected.length;
        },
        40_000,
      );
    },
    SETUP_TIMEOUT_MS,
  );
});
