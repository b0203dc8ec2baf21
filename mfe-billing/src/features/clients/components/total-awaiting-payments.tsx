import Statistic from 'antd/es/statistic';
import { formatCurrency, type ClientRow } from 'shared-kit/contract';
import { useVisibleRows, type VisibleRowsStore } from '../../../lib/visible-rows';

/**
 * 'Total Awaiting Payments' of the listed clients (spec 02 §2.1). Amounts are in each client's
 * currency, so one total is shown per currency.
 */
export function totalsByCurrency(clients: readonly ClientRow[]): Array<{ currencyCode: string; currency: string; total: number }> {
  const totals = new Map<string, { currencyCode: string; currency: string; total: number }>();
  for (const client of clients) {
    const entry = totals.get(client.currencyCode) ?? { currencyCode: client.currencyCode, currency: client.currency, total: 0 };
    entry.total += client.awaitingPayment;
    totals.set(client.currencyCode, entry);
  }
  return [...totals.values()].sort((a, b) => (a.currencyCode === 'USD' ? -1 : b.currencyCode === 'USD' ? 1 : a.currencyCode.localeCompare(b.currencyCode)));
}

/** The sum of the clients the grid shows, per currency. */
export function TotalAwaitingPayments({ store }: { store: VisibleRowsStore<ClientRow> }) {
  const clients = useVisibleRows(store);
  const totals = totalsByCurrency(clients);
  const text = totals.length
    ? totals.map((entry) => `${formatCurrency(Math.round(entry.total * 100) / 100, { symbol: entry.currency })}${totals.length > 1 ? ` ${entry.currencyCode}` : ''}`).join(' + ')
    : formatCurrency(0, { symbol: '$' });
  return <Statistic title="Total Awaiting Payments" value={text} styles={{ content: { fontSize: 18 } }} />;
}
