// The compiled statements of the invoices search carry every user value as a parameter: the text of
// a statement depends on the shape of the state (which filters, which sort, which kinds of column a
// search word can match), never on the text the user typed or chose (no string
// concatenation of user input).
import type { GridQueryState } from '../../src/contract.js';
import {
  compileAmountOwedTotals,
  compileFirstCurrencyAfter,
  compileInvoiceCount,
  compileInvoiceQuery,
  compileSetCounts,
  compileSetCountsTogether,
  resolveInvoiceQuery,
} from '../../src/billing/invoice-query/compile-invoice-query.js';

const NOW = Date.parse('2025-06-15T16:00:00Z');
// One word (the search splits on white space, so the statement has as many terms as with PLAIN).
const HOSTILE = "o'brien\";drop_table(invoices);--";
// A word of the same kinds of column as HOSTILE: not a number, with a character no invoice number or
// date holds (so neither searches the invoice's own text).
const PLAIN = "acme's";

const stateWith = (text: string, value: string): GridQueryState => ({
  search: `${text} ${text}x`,
  sets: { client: [value, '(Blanks)'], referrer: [value] },
  dates: { invoiceDate: { preset: 'custom', from: '06/01/2025', to: '06/14/2025' } },
  amounts: { amountOwedInUsd: { from: '1', to: '20' } },
  stock: 'all',
  sort: { field: 'client', direction: 'desc' },
});

describe('compileInvoiceQuery', () => {
  it('writes the same statement whatever the user typed, the typed values only among the parameters', () => {
    const plain = resolveInvoiceQuery(stateWith(PLAIN, 'Acme Phones'), 'T01', NOW);
    const hostile = resolveInvoiceQuery(stateWith(HOSTILE, HOSTILE), 'T01', NOW);
    const cursor = { key: HOSTILE, invoiceNumber: HOSTILE };
    const a = compileInvoiceQuery(plain.query, plain.sort, { key: 'acme', invoiceNumber: 'INV-1' }, 50);
    const b = compileInvoiceQuery(hostile.query, hostile.sort, cursor, 50);
    expect(b.text).toBe(a.text);
    expect(b.text).not.toContain('brien');
    expect(b.values).toEqual(expect.arrayContaining([HOSTILE, `%o'brien";drop\\_table(invoices);--%`, 'T01', '2025-06-01', '2025-06-14', 1, 20, 50]));
    expect(compileInvoiceCount(hostile.query).text).toBe(compileInvoiceCount(plain.query).text);
  });

  it("writes the Total Amount Owed's statements the same whatever the user typed or the currencies seen", () => {
    const plain = resolveInvoiceQuery(stateWith(PLAIN, 'Acme Phones'), 'T01', NOW);
    const hostile = resolveInvoiceQuery(stateWith(HOSTILE, HOSTILE), 'T01', NOW);
    const totals = compileAmountOwedTotals(hostile.query);
    expect(totals.text).toBe(compileAmountOwedTotals(plain.query).text);
    expect(totals.text).not.toContain('brien');
    const next = compileFirstCurrencyAfter(hostile.query, hostile.sort, [HOSTILE]);
    expect(next.text).toBe(compileFirstCurrencyAfter(plain.query, plain.sort, ['USD']).text);
    expect(next.text).not.toContain('brien');
    expect(next.values).toContainEqual([HOSTILE]);
  });

  it('escapes LIKE wildcards in search terms so they match literally', () => {
    const { query, sort } = resolveInvoiceQuery({ search: '50%_off\\', sets: {}, dates: {}, amounts: {}, stock: 'all' }, null, NOW);
    expect(compileInvoiceQuery(query, sort, null, 10).values).toContain('%50\\%\\_off\\\\%');
  });

  it('counts set-filter values with the tenant as a parameter', () => {
    const { query } = resolveInvoiceQuery({ search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' }, HOSTILE, NOW);
    const counts = compileSetCounts('referrer', query);
    expect(counts.text).not.toContain('brien');
    expect(counts.values).toEqual([HOSTILE, '(Blanks)']);
  });

  it("writes the set counts under a search and filters the same whatever the user typed, the field's own filter left out", () => {
    const plain = resolveInvoiceQuery(stateWith(PLAIN, 'Acme Phones'), 'T01', NOW);
    const hostile = resolveInvoiceQuery(stateWith(HOSTILE, HOSTILE), 'T01', NOW);
    for (const field of ['client', 'referrer', 'invoiceStatus', 'cardPaymentStatus']) {
      const counts = compileSetCounts(field, hostile.query, 1000);
      expect([field, counts.text]).toEqual([field, compileSetCounts(field, plain.query, 1000).text]);
      expect(counts.text).not.toContain('brien');
      expect(counts.values).toEqual(expect.arrayContaining(['T01', '2025-06-01', '2025-06-14', 1, 20, 1000, '(Blanks)']));
    }
    // The client filter applies to the referrer's counts, not to its own; and the other way round.
    const filtered = (field: string, column: string) => compileSetCounts(field, hostile.query).text.includes(`${column} = any(`);
    expect([filtered('referrer', 'c.client_name'), filtered('referrer', 'r.client_name')]).toEqual([true, false]);
    expect([filtered('client', 'c.client_name'), filtered('client', 'r.client_name')]).toEqual([false, true]);
  });

  it('reads the matches of a word search once for the counts of every field without a filter of its own', () => {
    const { query } = resolveInvoiceQuery({ search: '0 1 2', sets: {}, dates: {}, amounts: {}, stock: 'all' }, null, NOW);
    const fields = ['client', 'referrer', 'invoiceStatus', 'cardPaymentStatus'];
    const together = compileSetCountsTogether(fields, query, 1000);
    const one = compileSetCounts('client', query, 1000);
    // The search's three words, three likes each: once in the statement, not once per field.
    expect(together.text.split(' like ').length - 1).toBe(9);
    expect(one.text.split(' like ').length - 1).toBe(9);
    expect(together.values).toEqual(expect.arrayContaining([1000, '(Blanks)', ...fields]));
  });

  it('refuses to count together a field whose own filter is set (its counts are read over other invoices)', () => {
    const { query } = resolveInvoiceQuery({ search: '0', sets: { client: ['Acme Phones'] }, dates: {}, amounts: {}, stock: 'all' }, null, NOW);
    expect(() => compileSetCountsTogether(['client', 'referrer'], query, 1000)).toThrow("The set filter of 'client' is set");
    expect(() => compileSetCountsTogether(['referrer', 'nope'], query, 1000)).toThrow("Unknown set filter field 'nope'");
    expect(compileSetCountsTogether(['client'], query, 1000).text).not.toContain('c.client_name = any(');
  });

  describe('the cost of a quick search (docs/search.md#cost)', () => {
    const countOf = (search: string) => compileInvoiceCount(resolveInvoiceQuery({ search, sets: {}, dates: {}, amounts: {}, stock: 'all' }, null, NOW).query);
    const occurrences = (text: string, part: string) => text.split(part).length - 1;

    it('tests a word of digits, which every kind of column but the labels can hold, in three likes and no list', () => {
      // The parser's most words; '0' alone is found in 94% of the days from 1900 to 2199.
      const compiled = countOf('0 1 2 3 4 5 6 7 8 9');
      // Per word: the invoice's text, its numbers, and the clients' names (client and referrer, one table per statement).
      expect(occurrences(compiled.text, ' like ')).toBe(30);
      expect(occurrences(compiled.text, 'any($')).toBe(0);
      expect(occurrences(compiled.text, 'with search_client_names as materialized')).toBe(1);
      expect(compiled.values.filter((value) => Array.isArray(value))).toEqual([]);
    });

    it('tests a word of letters in two likes and the status pairs whose labels hold it', () => {
      const compiled = countOf('ment');
      // 'Awaiting Payment' (alone, or shown 'Payment Requested' or 'Payment Failed' under a card status), 'Payment Failed' and 'Payment Requested'.
      expect(occurrences(compiled.text, ' like ')).toBe(2);
      expect(occurrences(compiled.text, 'any($')).toBe(1);
      const pairs = compiled.values.find((value) => Array.isArray(value)) as string[];
      expect(pairs.length).toBeGreaterThan(0);
      expect(pairs.length).toBeLessThanOrEqual(20);
    });

    it('grows by a bounded statement and a few short parameters a word, whatever the words', () => {
      const one = countOf('0');
      const ten = countOf('0 1 2 3 4 5 6 7 8 9');
      expect(ten.text.length - one.text.length).toBeLessThanOrEqual(9 * 400);
      expect(JSON.stringify(ten.values).length).toBeLessThan(200);
    });
  });
});
