import Statistic from 'antd/es/statistic';
import { Typography } from 'antd';
import { amountInUsd, amountsByCurrency, formatAmountsByCurrency, formatMoney, type ClientRow, type CurrencyAmount } from 'shared-kit/contract';
import { usdFirst } from '../../../shared/currency-order';

/** A sum of awaited amounts: in USD at the stored rates, and per currency as the clients owe it. */
export interface AwaitingTotals {
  /** Dollars: each client's amount converted at its stored rate (to cents), then added. */
  usd: number;
  /** Per currency, in any order (the view lists them USD first, then by code). */
  byCurrency: CurrencyAmount[];
}

/**
 * 'Total Awaiting Payments' of the listed clients. The clients owe in their own currencies, so the
 * total is given in USD at each currency's stored rate, with the amounts per currency beside it;
 * never a plain sum of amounts in different currencies (docs/billing.md#money-in-several-currencies).
 */
export function awaitingTotals(clients: readonly ClientRow[]): AwaitingTotals {
  const usdCents = clients.reduce((sum, client) => sum + Math.round(amountInUsd(client.awaitingPayment, client.usdRate) * 100), 0);
  const byCurrency = amountsByCurrency(clients.map((client) => ({ currencyCode: client.currencyCode, amount: client.awaitingPayment })));
  return { usd: usdCents / 100, byCurrency };
}

/** Says how a total of several currencies was made; the amounts per currency follow it. */
export const TOTAL_IN_USD_NOTE = 'Converted to USD at stored rates. Per currency:';

/**
 * 'Total Awaiting Payments' of totals made elsewhere (in server mode, by the API over every client
 * the search and filters select): the USD total and, when another currency is owed, the amounts
 * owed per currency, USD first, then by code (a currency nobody owes anything in is left out).
 */
export function AwaitingTotalsView({ totals }: { totals: AwaitingTotals }) {
  const owed = usdFirst(totals.byCurrency.filter((entry) => entry.amount !== 0));
  const mixed = owed.some((entry) => entry.currencyCode !== 'USD');
  return (
    <div>
      <Statistic title="Total Awaiting Payments" value={formatMoney(totals.usd, 'USD')} styles={{ content: { fontSize: 18 } }} />
      {mixed && (
        <Typography.Text type="secondary" data-testid="awaiting-by-currency">
          {TOTAL_IN_USD_NOTE} {formatAmountsByCurrency(owed)}
        </Typography.Text>
      )}
    </div>
  );
}
