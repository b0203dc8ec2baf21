import { dayNumber, INVOICE_COLUMNS, type InvoiceRow, SEARCH_VIEWS } from 'shared-kit/contract';
import { createSearchIndex } from '../search-engine/search-index';
import {
  filterChips,
  gridIndexFields,
  gridSearchView,
  isFiltered,
  rowCountTexts,
  setFilterValues,
  visibleRows,
  withAmountFilter,
  withDateFilter,
  withSearch,
  withSetFilter,
  withNextSort,
  withSort,
  withoutFilters,
  type GridColumnModel,
} from './grid-model';
import { EMPTY_GRID_STATE, type GridUrlState } from './grid-state';

const row = (over: Partial<InvoiceRow>): InvoiceRow => ({
  invoiceNumber: 'INV-1',
  tenantId: 'T01',
  client: 'Acme Devices',
  referrer: null,
  invoiceDate: '2024-01-05',
  dueDate: '2024-02-04',
  billingPeriodStartDate: '2023-12-01',
  billingPeriodEndDate: '2023-12-31',
  billingPeriodOrders: 12,
  billingPeriodOrdersInUsd: 25000,
  invoicedAmount: 500,
  amountOwed: 500,
  invoiceStatus: 'AWAITING_PAYMENT',
  cardPaymentStatus: null,
  hasCardOnFile: true,
  cardPaymentDetails: null,
  lastFailedPayment: null,
  currency: '$',
  currencyCode: 'USD',
  usdRate: 1,
  ...over,
});

const ROWS = [
  row({ invoiceNumber: 'INV-1', client: 'Acme Devices', invoiceDate: '2024-01-05', invoicedAmount: 500 }),
  row({ invoiceNumber: 'INV-2', client: 'Globex', invoiceDate: '2024-03-10', invoicedAmount: 90, invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE' }),
  row({ invoiceNumber: 'INV-3', client: 'Acme Devices', invoiceDate: '2024-02-20', invoicedAmount: 1500, invoiceStatus: 'PAID' }),
];

const COLUMNS: GridColumnModel[] = [
  { field: 'invoiceNumber', name: 'Invoice Number', search: 'text' },
  { field: 'client', name: 'Client', search: 'text', filter: 'set' },
  { field: 'invoiceStatus', name: 'Status', filter: 'set', valueLabel: (value) => value.replace(/_/g, ' ') },
  { field: 'invoiceDate', name: 'Invoice Date', search: 'date', filter: 'date' },
  { field: 'invoicedAmount', name: 'Invoiced Amount', filter: 'amount' },
];

describe('grid model: columns declare the search', () => {
  it('makes the search view of the columns that declare a search type, in column order', () => {
    expect(gridSearchView('invoices', COLUMNS).columns.map((c) => [c.field, c.type])).toEqual([
      ['invoiceNumber', 'text'],
      ['client', 'text'],
      ['invoiceDate', 'date'],
    ]);
  });

  it('makes the invoice view of the spec from the invoice columns, which are declared once', () => {
    const view = gridSearchView('invoice', INVOICE_COLUMNS);
    expect(view.columns.map((c) => [c.field, c.type])).toEqual(SEARCH_VIEWS.invoice.columns.map((c) => [c.field, c.type]));
    expect(view.columns.map((c) => c.field)).not.toContain('cardPaymentDetails');
    expect(view.columns.find((c) => c.field === 'billingPeriodOrders')?.type).toBe('number');
  });

  it('indexes the fields of the amount and date filters', () => {
    expect(gridIndexFields(COLUMNS)).toEqual({ numberFields: ['invoicedAmount'], dateFields: ['invoiceDate'] });
  });
});

describe('grid model: the values a set filter lists (filter value counts)', () => {
  const rows = [
    ...ROWS,
    row({ invoiceNumber: 'INV-4', client: 'Globex', invoiceStatus: 'PAID' }),
    row({ invoiceNumber: 'INV-5', client: 'Globex', invoiceStatus: 'PAID', invoiceDate: '2024-06-01' }),
  ];
  const index = createSearchIndex(rows, gridSearchView('invoices', COLUMNS), gridIndexFields(COLUMNS));
  const listed = (state: GridUrlState, field: string) =>
    setFilterValues(index, state, COLUMNS.find((column) => column.field === field)!).map((value) => `${value.label} (${value.count})`);

  it('counts every row without other filters', () => {
    expect(listed(EMPTY_GRID_STATE, 'client')).toEqual(['Acme Devices (2)', 'Globex (3)']);
  });

  it('counts the rows the other filters leave: Globex has three invoices, two of them paid', () => {
    const paid = withSetFilter(EMPTY_GRID_STATE, 'invoiceStatus', ['PAID']);
    expect(listed(paid, 'client')).toEqual(['Acme Devices (1)', 'Globex (2)']);
    const paidIn2024H1 = withDateFilter(paid, 'invoiceDate', { preset: 'custom', from: '01/01/2024', to: '03/31/2024' });
    // INV-5 (June) is left out by the date filter: Globex keeps INV-4 only.
    expect(listed(paidIn2024H1, 'client')).toEqual(['Acme Devices (1)', 'Globex (1)']);
  });

  it("leaves the column's own filter out of its counts, and follows the search", () => {
    const overdue = withSetFilter(EMPTY_GRID_STATE, 'invoiceStatus', ['OVERDUE']);
    // The status filter lists every status of the rows it would choose among, not only OVERDUE.
    expect(listed(overdue, 'invoiceStatus')).toEqual(['AWAITING PAYMENT (1)', 'OVERDUE (1)', 'PAID (3)']);
    expect(listed(withSearch(overdue, 'acme'), 'invoiceStatus')).toEqual(['AWAITING PAYMENT (1)', 'OVERDUE (0)', 'PAID (1)']);
  });

  it('lists a selected value that none of the rows left has, with 0, so it can be cleared', () => {
    const state = withSetFilter(withSetFilter(EMPTY_GRID_STATE, 'client', ['Acme Devices']), 'invoiceStatus', ['OVERDUE']);
    expect(listed(state, 'client')).toEqual(['Acme Devices (0)', 'Globex (1)']);
  });
});

describe('grid model: the rows a state shows', () => {
  const index = createSearchIndex(ROWS, gridSearchView('invoices', COLUMNS), gridIndexFields(COLUMNS));
  const numbers = (state: GridUrlState, search?: string) => visibleRows(index, state, search === undefined ? {} : { search }).map((r) => r.invoiceNumber);

  it('searches the declared columns only', () => {
    expect(numbers(withSearch(EMPTY_GRID_STATE, 'acme'))).toEqual(['INV-1', 'INV-3']);
    // invoiceStatus declares no search type: its text is not searched.
    expect(numbers(withSearch(EMPTY_GRID_STATE, 'overdue'))).toEqual([]);
  });

  it('applies the search given instead of the state one (the text typed runs ahead of the applied one)', () => {
    expect(numbers(withSearch(EMPTY_GRID_STATE, 'acme'), 'globex')).toEqual(['INV-2']);
  });

  it('filters by set, date and amount, then sorts', () => {
    let state = withSetFilter(EMPTY_GRID_STATE, 'client', ['Acme Devices']);
    expect(numbers(state)).toEqual(['INV-1', 'INV-3']);
    state = withSort(state, 'invoiceDate', 'desc');
    expect(numbers(state)).toEqual(['INV-3', 'INV-1']);
    expect(numbers(withAmountFilter(state, 'invoicedAmount', { from: '1000', to: '2000' }))).toEqual(['INV-3']);
    expect(numbers(withDateFilter(state, 'invoiceDate', { preset: 'custom', from: '01/01/2024', to: '01/31/2024' }))).toEqual(['INV-1']);
    expect(numbers(withSort(state, 'invoiceDate', undefined))).toEqual(['INV-1', 'INV-3']);
  });

  it("a header click cycles its column ascending, descending, unsorted; another column's sort starts ascending", () => {
    const sorted = withSort(EMPTY_GRID_STATE, 'invoiceDate', 'desc');
    expect(withNextSort(EMPTY_GRID_STATE, 'dueDate').sort).toEqual({ field: 'dueDate', direction: 'asc' });
    expect(withNextSort(withNextSort(EMPTY_GRID_STATE, 'dueDate'), 'dueDate').sort).toEqual({ field: 'dueDate', direction: 'desc' });
    expect(withNextSort(sorted, 'invoiceDate').sort).toBeUndefined();
    expect(withNextSort(sorted, 'dueDate').sort).toEqual({ field: 'dueDate', direction: 'asc' });
  });

  it('leaves out a filter that does not resolve yet (a half-typed range)', () => {
    expect(numbers(withDateFilter(EMPTY_GRID_STATE, 'invoiceDate', { preset: 'custom', from: '01/0', to: '' }))).toEqual(['INV-1', 'INV-2', 'INV-3']);
  });

  it('resolves date presets against the clock given', () => {
    const now = Date.UTC(2024, 2, 12, 17);
    const state = withDateFilter(EMPTY_GRID_STATE, 'invoiceDate', { preset: 'last7' });
    expect(visibleRows(index, state, { now }).map((r) => r.invoiceNumber)).toEqual(['INV-2']);
    expect(dayNumber(2024, 3, 10)).toBeLessThan(dayNumber(2024, 3, 12));
  });
});

describe('grid model: chips and changes of state', () => {
  const state: GridUrlState = {
    ...EMPTY_GRID_STATE,
    search: 'acme',
    sort: { field: 'invoiceDate', direction: 'desc' },
    sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'], client: ['Globex Partners International Holdings'] },
    dates: { invoiceDate: { preset: 'last7' } },
    amounts: { invoicedAmount: { from: '10', to: '20' } },
    stock: 'outOfStock',
  };

  it('shows one chip per active filter, in column order, values by their label and cut to 24 characters', () => {
    expect(filterChips(state, COLUMNS).map((chip) => chip.label)).toEqual([
      'Client: Globex Partners Internat...',
      'Status: AWAITING PAYMENT, OVERDUE',
      'Invoice Date: Last 7 Days',
      'Invoiced Amount: 10 - 20',
      'Out of stock',
    ]);
  });

  it("removing a chip's filter leaves every other part of the state", () => {
    const [client, status, date, amount, stock] = filterChips(state, COLUMNS);
    expect(client!.without.sets).toEqual({ invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] });
    expect(status!.without.sets).toEqual({ client: ['Globex Partners International Holdings'] });
    expect(date!.without.dates).toEqual({});
    expect(amount!.without.amounts).toEqual({});
    expect(stock!.without.stock).toBe('all');
    for (const chip of [client, status, date, amount, stock]) {
      expect(chip!.without.search).toBe('acme');
      expect(chip!.without.sort).toEqual({ field: 'invoiceDate', direction: 'desc' });
    }
  });

  it("'Clear filters' removes every filter, keeps the search and the sort", () => {
    expect(withoutFilters(state)).toEqual({ ...EMPTY_GRID_STATE, search: 'acme', sort: { field: 'invoiceDate', direction: 'desc' } });
    expect(filterChips(withoutFilters(state), COLUMNS)).toEqual([]);
  });

  it('knows which column filters are set', () => {
    expect(COLUMNS.filter((column) => isFiltered(state, column)).map((c) => c.field)).toEqual(['client', 'invoiceStatus', 'invoiceDate', 'invoicedAmount']);
    expect(isFiltered(withSetFilter(state, 'client', []), COLUMNS[1]!)).toBe(false);
  });

  it('keeps no search of white space alone', () => {
    expect(withSearch(state, '   ').search).toBe('');
    expect(withSearch(state, ' inv ').search).toBe(' inv ');
  });
});

describe('row count', () => {
  it("reads 'N of M rows', then the selected count when rows are selected", () => {
    expect(rowCountTexts(6, 120, 0)).toEqual(['6 of 120 rows']);
    expect(rowCountTexts(6, 120, 2)).toEqual(['6 of 120 rows', '2 selected']);
    expect(rowCountTexts(1, 1, 0)).toEqual(['1 of 1 row']);
    expect(rowCountTexts(1250, 12000, 1100)).toEqual(['1,250 of 12,000 rows', '1,100 selected']);
    expect(rowCountTexts(1000, 60000, 0, true)).toEqual(['1,000+ of 60,000 rows']);
    expect(rowCountTexts(1000, 60000, 3, true)).toEqual(['1,000+ of 60,000 rows', '3 selected']);
  });
});
