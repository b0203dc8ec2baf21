import { Statistic } from 'antd';
import { formatCurrency, type ClientRow } from 'shared-kit';

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

export function TotalAwaitingPayments({ clients }: { clients: readonly ClientRow[] }) {
  const totals = totalsByCurrency(clients);
  const text = totals.length
    ? totals.map((entry) => `${formatCurrency(Math.round(entry.total * 100) / 100, { symbol: entry.currency })}${totals.length > 1 ? ` ${entry.currencyCode}` : ''}`).join(' + ')
    : formatCurrency(0, { symbol: '$' });
  return <Statistic title="Total Awaiting Payments" value={text} />;
}
