// The clients search's SQL (docs/grid.md#server-mode): user text travels only as parameters, and
// the unpaid statuses are written in the text so that migration 019's partial index can serve the
// sums.
import { compileClientCount, compileClientQuery, resolveClientQuery } from '../../src/billing/client-query/compile-client-query.js';
import type { GridQueryState } from '../../src/contract.js';

const NOW = Date.parse('2025-06-15T16:00:00Z');
const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };

describe('compileClientQuery', () => {
  it('never writes search text, set values or amounts into the statement', () => {
    const hostile = "x'); drop table clients; --";
    const { query, sort } = resolveClientQuery(
      { ...EMPTY, search: hostile, sets: { billingCountry: [hostile] }, amounts: { awaitingPaymentInUsd: { from: '1', to: '2' } }, sort: { field: 'hoursAwaitingPayment', direction: 'desc' } },
      NOW,
    );
    const window = compileClientQuery(query, sort, { key: '12', nameKey: hostile, tenantId: hostile }, 10);
    expect(window.text).not.toContain('drop table');
    expect(window.values).toContain(hostile);
    expect(window.values).toContain('2025-06-15T16:00:00.000Z');
    expect(window.text).toContain("invoice_status in ('AWAITING_PAYMENT', 'OVERDUE')");
  });

  it('joins the awaited sums only when a clause reads them', () => {
    const byName = resolveClientQuery({ ...EMPTY, search: 'acme' }, NOW);
    expect(compileClientCount(byName.query).text).not.toContain('invoices');
    const byAmount = resolveClientQuery({ ...EMPTY, amounts: { awaitingPaymentInUsd: { from: '1', to: '2' } } }, NOW);
    expect(compileClientCount(byAmount.query).text).toContain('invoices');
  });

  it('tests a word in a bounded number of arms with no list longer than the statuses, whatever the word', () => {
    const countOf = (search: string) => compileClientCount(resolveClientQuery({ ...EMPTY, search }, NOW).query);
    // Digits reach the texts and dates (one like of the row's texts) and the amount and hours (one
    // like of its numbers); the texts are made once per row, not once per word, from the texts the
    // rows keep (no date is written out in the statement).
    const digits = countOf('0 1 2 3 4 5 6 7 8 9');
    expect(digits.text.split(' like ').length - 1).toBe(10 * 2);
    expect(digits.text.split('search_day_text(').length - 1).toBe(0);
    expect([digits.text.split('c.search_text').length - 1, digits.text.split('t.search_text').length - 1]).toEqual([1, 1]);
    expect(digits.values.filter((value) => Array.isArray(value))).toEqual([]);
    expect(JSON.stringify(digits.values).length).toBeLessThan(300);
    // 'a' reaches the statuses too ('Active', 'Deactivated', 'Trial Period', ...): one list of them.
    const letter = countOf('a');
    const lists = letter.values.filter((value) => Array.isArray(value)) as string[][];
    expect(lists).toHaveLength(1);
    expect(lists[0]!.length).toBeLessThanOrEqual(10);
  });
});
