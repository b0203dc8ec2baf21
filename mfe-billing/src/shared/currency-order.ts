import type { CurrencyAmount } from 'shared-kit/contract';

/**
 * Amounts per currency in the order the billing screens list them: USD first, then by ISO-4217
 * code. One order everywhere (Total Awaiting Payments, Total Amount Owed, the bulk previews), so a
 * total does not move when the rows are sorted or filtered.
 *
 * @example usdFirst([{ currencyCode: 'MXN', amount: 1 }, { currencyCode: 'USD', amount: 2 }, { currencyCode: 'EUR', amount: 3 }]) // USD, EUR, MXN
 */
export function usdFirst(amounts: readonly CurrencyAmount[]): CurrencyAmount[] {
  return [...amounts].sort((a, b) => (a.currencyCode === 'USD' ? -1 : b.currencyCode === 'USD' ? 1 : a.currencyCode.localeCompare(b.currencyCode)));
}
