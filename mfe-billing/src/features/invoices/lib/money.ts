import { amountInUsd, amountsByCurrency, formatAmountsByCurrency, formatMoney, type CurrencyAmount, type InvoiceRow } from 'shared-kit/contract';
import { usdFirst } from '../../../shared/currency-order';

/**
 * Amounts of several currencies, each in its own currency's format and never added together, USD
 * first, then by code: '$1,200.00 · €5.00 · MX$10,022.00'; '--' when there are none (shared-kit's
 * formatAmountsByCurrency).
 */
export function moneyByCurrencyText(amounts: readonly CurrencyAmount[]): string {
  return formatAmountsByCurrency(usdFirst(amounts));
}

/** What rows of the given currencies owe, one total per currency (shown with {@link moneyByCurrencyText}). */
export function amountsOwed(rows: readonly InvoiceRow[]): CurrencyAmount[] {
  return amountsByCurrency(rows.map((row) => ({ currencyCode: row.currencyCode, amount: row.amountOwed })));
}


/**
 * An invoice row of the grid: the row and its money in US dollars at the stored rate, which the
 * money columns sort and filter by (rows mix currencies: MX$10,022 is about US$583, not 10,022).
 */
export type InvoiceGridRow = InvoiceRow & { invoicedAmountInUsd: number; amountOwedInUsd: number };

/** The grid row of an invoice row ({@link InvoiceGridRow}). */
export function toGridRow(row: InvoiceRow): InvoiceGridRow {
  return { ...row, invoicedAmountInUsd: amountInUsd(row.invoicedAmount, row.usdRate), amountOwedInUsd: amountInUsd(row.amountOwed, row.usdRate) };
}

/**
 * A line item's description with each amount written in it ('$7343.96', '$ 7343.96', 'MX$10022.5')
 * rewritten in the console's money format of the invoice's currency ('$7,343.96'), so the text and
 * the Total column read alike. Text without such an amount is returned unchanged.
 *
 * @param currencyCode the invoice's ISO-4217 code (the amounts are in it)
 * @example lineItemDescription('Marketplace fee 1.5% of shipped GMV $7343.96', 'USD') // 'Marketplace fee 1.5% of shipped GMV $7,343.96'
 */
export function lineItemDescription(description: string, currencyCode: string): string {
  return description.replace(/(?<![\w.,])(?:[A-Z]{0,3}\$|€|£)\s?(-?\d[\d,]*(?:\.\d+)?)(?![\d.,]*\d)/g, (whole, digits: string) => {
    const amount = Number(digits.replace(/,/g, ''));
    return Number.isFinite(amount) ? formatMoney(amount, currencyCode) : whole;
  });
}
