import { generateInventory, generateInvoices, seededRandom } from '../../../../test/fixtures/generators';
import { BLANKS_LABEL, dayNumber, type InvoiceRow, SEARCH_VIEWS } from 'shared-kit/contract';
import { distinctValues } from './set-filter';
import { filterByAmount } from './amount-range-filter';
import { filterByDays } from './day-range-filter';
import { filterByStock } from './stock-filter';
import { quickSearch } from './quick-search';
import { rowsOf } from './ids';
import { runQuery } from './query';
import { createSearchIndex, prepareQuickSearch } from '../search-index';
import { sortIds } from '../sort';

const invoice = (over: Partial<InvoiceRow>): InvoiceRow => ({
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
  invoicedAmount: 1234.5,
  amountOwed: 1234.5,
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

const ROWS: InvoiceRow[] = [
  invoice({}),
  invoice({ invoiceNumber: 'INV-2', client: 'Globex Mobile', referrer: 'Acme Devices', invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE', invoicedAmount: 99, amountOwed: 99, invoiceDate: '2024-03-10' }),
  invoice({ invoiceNumber: 'INV-3', client: 'Initech Supply', referrer: '', invoiceStatus: 'PAID', cardPaymentStatus: 'SUCCEEDED', invoicedAmount: -20, amountOwed: 0, invoiceDate: '2023-11-30' }),
  invoice({ invoiceNumber: 'INV-4', client: 'Hooli Phones', invoiceStatus: 'WRITTEN_OFF', invoicedAmount: 0, amountOwed: 0, invoiceDate: '' }),
];

const numbersOf = (rows: InvoiceRow[]) => rows.map((r) => r.invoiceNumber);

describe('quick search', () => {
  const index = createSearchIndex(ROWS, SEARCH_VIEWS.invoice);
  const search = (text: string) => numbersOf(rowsOf(index, runQuery(index, { search: text })));

  it('matches text columns case-insensitively, every word somewhere in the row', () => {
    expect(search('acme')).toEqual(['INV-1', 'INV-2']); // INV-2 by its referrer
    expect(search('ACME globex')).toEqual(['INV-2']);
    expect(search('acme hooli')).toEqual([]);
  });
  it('does not match across two columns', () => {
    // 'Devices' ends the client column and 'INV' starts no other column of the same row right after it.
    expect(search('devicesinv')).toEqual([]);
  });
  it('matches labels as shown, PAYMENT FAILED included, and their codes', () => {
    expect(search('awaiting payment')).toEqual(['INV-1']);
    expect(search('payment failed')).toEqual(['INV-2']);
    expect(search('written_off')).toEqual(['INV-4']);
    expect(search('failed')).toEqual(['INV-2']);
  });
  it('matches currency as typed with or without grouping and symbol, negatives too', () => {
    expect(search('1,234.50')).toEqual(['INV-1']);
    expect(search('1234.5')).toEqual(['INV-1']);
    expect(search('$1,234')).toEqual(['INV-1']);
    expect(search('-20.00')).toEqual(['INV-3']);
  });
  it('matches dates as displayed (MMM DD YYYY) and as MM/DD/YYYY', () => {
    expect(search('mar 10 2024')).toEqual(['INV-2']);
    expect(search('03/10/2024')).toEqual(['INV-2']);
    expect(search('nov 30')).toEqual(['INV-3']);
  });
  it('matches numbers', () => {
    expect(search('25,000')).toEqual(['INV-1', 'INV-2', 'INV-3', 'INV-4']);
  });
  it('gives the same answers when a search narrows the previous one', () => {
    const random = seededRandom(9);
    const rows = generateInvoices(3000, 4);
    const big = createSearchIndex(rows, SEARCH_VIEWS.invoice);
    const words = ['acme', 'ac', 'acm', 'overdue', 'over', 'devices', 'dev', '2024', 'inv-1', 'inv-10', 'paid', 'jan', 'failed', 'glo', 'globex'];
    const fresh = createSearchIndex(rows, SEARCH_VIEWS.invoice);
    for (let i = 0; i < 60; i += 1) {
      const terms = [words[Math.floor(random() * words.length)]!, ...(random() < 0.5 ? [words[Math.floor(random() * words.length)]!] : [])];
      fresh.lastQuick = undefined;
      expect(Array.from(quickSearch(big, terms))).toEqual(Array.from(quickSearch(fresh, terms)));
    }
  });
});

describe('searchable texts built ahead in slices (prepareQuickSearch)', () => {
  const rows = generateInvoices(2500, 7);
  // A client's first word, an invoice number, a status label and an amount of the generated rows.
  const terms = [[rows[0]!.client.split(' ')[0]!.toLowerCase()], [rows[12]!.invoiceNumber.toLowerCase()], ['overdue'], [rows[5]!.invoicedAmount.toFixed(2)]];

  it('finds the same rows whether the texts were built in slices, at once, or on the first search', () => {
    const sliced = createSearchIndex(rows, SEARCH_VIEWS.invoice);
    const slices: boolean[] = [];
    for (let done = false; !done; ) slices.push((done = prepareQuickSearch(sliced, 1000)));
    // 2,500 rows in slices of 1,000: two partial slices, then the last one finishes.
    expect(slices).toEqual([false, false, true]);
    const atOnce = createSearchIndex(rows, SEARCH_VIEWS.invoice);
    expect(prepareQuickSearch(atOnce)).toBe(true);
    const lazy = createSearchIndex(rows, SEARCH_VIEWS.invoice);
    for (const term of terms) {
      const expected = [...quickSearch(lazy, term)];
      expect(expected.length).toBeGreaterThan(0);
      expect([...quickSearch(sliced, term)]).toEqual(expected);
      expect([...quickSearch(atOnce, term)]).toEqual(expected);
    }
  });

  it('a search after some slices builds the rest and finds rows of every part of the list', () => {
    const index = createSearchIndex(rows, SEARCH_VIEWS.invoice);
    expect(prepareQuickSearch(index, 100)).toBe(false);
    const last = rows[rows.length - 1]!;
    expect(rowsOf(index, quickSearch(index, [last.invoiceNumber.toLowerCase()])).map((row) => row.invoiceNumber)).toEqual([last.invoiceNumber]);
    expect(prepareQuickSearch(index, 1)).toBe(true);
  });
});

describe('exact-match and array columns of the customer view', () => {
  const customers = [
    { buyerName: 'Best Buy Back', salesRepEmail: 'rep@example.com', users: [{ email: 'ann@bb.com' }, { email: 'bob@bb.com' }], active: true, createDate: '2024-01-05' },
    { buyerName: 'Phone Barn', salesRepEmail: 'rep@example.com.au', users: ['carol@pb.com'], active: false, createDate: '2024-01-06' },
  ];
  const index = createSearchIndex(customers, SEARCH_VIEWS.customer);
  const names = (text: string) => rowsOf(index, runQuery(index, { search: text })).map((r) => r.buyerName);
  it('matches an exact column only by its whole value', () => {
    expect(names('rep@example.com')).toEqual(['Best Buy Back']);
    expect(names('rep@')).toEqual([]);
    expect(names('REP@EXAMPLE.COM.AU')).toEqual(['Phone Barn']);
  });
  it('matches array elements', () => {
    expect(names('bob@bb')).toEqual(['Best Buy Back']);
    expect(names('carol')).toEqual(['Phone Barn']);
  });
  it('labels active and inactive buyers', () => {
    expect(names('inactive')).toEqual(['Phone Barn']);
  });
});

describe('multiple-value search', () => {
  const rows = generateInventory(2000, 5);
  const index = createSearchIndex(rows, SEARCH_VIEWS.inventory);
  it('finds the pasted SKUs exactly', () => {
    const wanted = [rows[10]!.itemNumber, rows[500]!.itemNumber, rows[1999]!.itemNumber];
    const found = rowsOf(index, runQuery(index, { search: `${wanted.join('\n')}\n999999999` })).map((r) => r.itemNumber);
    expect(found).toEqual(wanted);
  });
  it('takes the SKU: prefix with a single SKU as an exact match', () => {
    const sku = rows[7]!.itemNumber;
    expect(rowsOf(index, runQuery(index, { search: `SKU: ${sku}` })).map((r) => r.itemNumber)).toEqual([sku]);
    // A quick search for the same digits also finds longer SKUs containing them.
    expect(runQuery(index, { search: sku.slice(0, 4) }).length).toBeGreaterThan(1);
  });
  it('finds order numbers with a prefix', () => {
    const orders = [
      { phonexOrderNumber: 'PX-1001', refOrderNumber: 'REF-9', buyerId: 7, paymentStatus: 'PAID' },
      { phonexOrderNumber: 'PX-1002', refOrderNumber: 'REF-10', buyerId: 8, paymentStatus: 'PARTIALLY_PAID' },
      { phonexOrderNumber: 'PX-10021', refOrderNumber: 'REF-11', buyerId: 7, paymentStatus: 'UNPAID' },
    ];
    const orderIndex = createSearchIndex(orders, SEARCH_VIEWS.orders, { lookups: { buyerId: { '7': 'Best Buy Back' } } });
    const found = (text: string) => rowsOf(orderIndex, runQuery(orderIndex, { search: text })).map((r) => r.phonexOrderNumber);
    expect(found('PX-1002 REF-9')).toEqual(['PX-1001', 'PX-1002']);
    expect(found('Order: px-1002')).toEqual(['PX-1002']);
    expect(found('px-1002')).toEqual(['PX-1002', 'PX-10021']);
    expect(found('best buy')).toEqual(['PX-1001', 'PX-10021']);
    expect(found('partially paid')).toEqual(['PX-1002']);
  });
  it('finds every pasted invoice number on the invoice view, and nothing else', () => {
    const invoices = ['INV-202401-T01', 'INV-202402-T01', 'INV-202401-T02', 'INV-202401-T011'].map((invoiceNumber) => ({ invoiceNumber, client: 'Acme', invoiceStatus: 'PAID', cardPaymentStatus: null }));
    const invoiceIndex = createSearchIndex(invoices, SEARCH_VIEWS.invoice);
    const found = (text: string) => rowsOf(invoiceIndex, runQuery(invoiceIndex, { search: text })).map((r) => r.invoiceNumber);
    expect(found('inv-202401-t01 INV-202401-T02 INV-209912-T99')).toEqual(['INV-202401-T01', 'INV-202401-T02']);
    // A single number is a quick search: it also finds the longer number that contains it.
    expect(found('INV-202401-T01')).toEqual(['INV-202401-T01', 'INV-202401-T011']);
  });
});

describe('filters', () => {
  const index = createSearchIndex(ROWS, SEARCH_VIEWS.invoice);
  it('filters by set values with (Blanks)', () => {
    expect(numbersOf(rowsOf(index, runQuery(index, { sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] } })))).toEqual(['INV-1', 'INV-2']);
    expect(numbersOf(rowsOf(index, runQuery(index, { sets: { referrer: [BLANKS_LABEL] } })))).toEqual(['INV-1', 'INV-3', 'INV-4']);
  });
  it('lists distinct values with blanks grouped under (Blanks), last', () => {
    expect(distinctValues(index, 'referrer')).toEqual([
      { value: 'Acme Devices', label: 'Acme Devices', count: 1 },
      { value: '(Blanks)', label: '(Blanks)', count: 3 },
    ]);
  });
  it('filters by US Eastern day range, dropping rows without a date', () => {
    const jan5 = dayNumber(2024, 1, 5);
    expect(numbersOf(rowsOf(index, filterByDays(index, 'invoiceDate', { from: jan5, to: dayNumber(2024, 3, 10) })))).toEqual(['INV-1', 'INV-2']);
    expect(numbersOf(rowsOf(index, filterByDays(index, 'invoiceDate', { from: jan5, to: jan5 })))).toEqual(['INV-1']);
    expect(() => filterByDays(index, 'client', { from: 0, to: 1 })).toThrow('client is not an indexed date field');
  });
  it('converts timestamps to the Eastern day', () => {
    const stamped = createSearchIndex([{ clientName: 'Late', createDate: '2024-03-10T03:30:00Z' }], SEARCH_VIEWS.clientForms);
    expect(filterByDays(stamped, 'createDate', { from: dayNumber(2024, 3, 9), to: dayNumber(2024, 3, 9) }).length).toBe(1);
  });
  it('filters by amount range, inclusive', () => {
    expect(numbersOf(rowsOf(index, filterByAmount(index, 'invoicedAmount', { from: 0, to: 1000 })))).toEqual(['INV-2', 'INV-4']);
    expect(numbersOf(rowsOf(index, runQuery(index, { amounts: { invoicedAmount: { from: 99, to: 1234.5 } } })))).toEqual(['INV-1', 'INV-2']);
  });
  it('composes search and filters', () => {
    expect(numbersOf(rowsOf(index, runQuery(index, { search: 'acme', sets: { invoiceStatus: ['OVERDUE'] }, amounts: { invoicedAmount: { from: 0, to: 100 } } })))).toEqual(['INV-2']);
  });
  it('filters out-of-stock rows: in stock when the stock field is above 0', () => {
    const items = [
      { itemNumber: '1', quantity: 3 },
      { itemNumber: '2', quantity: 0 },
      { itemNumber: '3', quantity: -1 },
      { itemNumber: '4', quantity: null },
    ];
    const stockIndex = createSearchIndex(items, SEARCH_VIEWS.inventory);
    expect(rowsOf(stockIndex, filterByStock(stockIndex, 'inStock')).map((r) => r.itemNumber)).toEqual(['1']);
    expect(rowsOf(stockIndex, runQuery(stockIndex, { stock: 'outOfStock' })).map((r) => r.itemNumber)).toEqual(['2', '3', '4']);
    expect(() => filterByStock(index, 'inStock')).toThrow('invoice has no stock field');
  });
});

describe('sorting', () => {
  const index = createSearchIndex(ROWS, SEARCH_VIEWS.invoice);
  const all = runQuery(index, {});
  it('sorts dates by instant, missing last', () => {
    expect(numbersOf(rowsOf(index, sortIds(index, all, 'invoiceDate', 'desc')))).toEqual(['INV-2', 'INV-1', 'INV-3', 'INV-4']);
    expect(numbersOf(rowsOf(index, sortIds(index, all, 'invoiceDate', 'asc')))).toEqual(['INV-3', 'INV-1', 'INV-2', 'INV-4']);
  });
  it('sorts numbers and text', () => {
    expect(numbersOf(rowsOf(index, sortIds(index, all, 'invoicedAmount', 'asc')))).toEqual(['INV-3', 'INV-4', 'INV-2', 'INV-1']);
    expect(numbersOf(rowsOf(index, sortIds(index, all, 'client', 'asc')))).toEqual(['INV-1', 'INV-2', 'INV-4', 'INV-3']);
  });
});
