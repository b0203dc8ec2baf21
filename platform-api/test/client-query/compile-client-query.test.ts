// The clients search's SQL (issue 16): user text travels only as parameters, and the unpaid
// statuses are written in the text so that migration 019's partial index can serve the sums.
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
});
