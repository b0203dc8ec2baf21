/**
 * Currency and percent formatting (docs/formats.md#amounts-and-percentages).
 */
import { INFINITY_SYMBOL, MISSING_VALUE, groupedDigits, isMissing } from './missing';

/**
 * Local-storage key of the tenant's currency symbol (docs/formats.md#amounts-and-percentages).
 *
 * @example localStorage.setItem(CURRENCY_SYMBOL_STORAGE_KEY, '€')
 */
export const CURRENCY_SYMBOL_STORAGE_KEY = 'PxCurrencySymbol';
/**
 * Symbol used when none is stored (docs/formats.md#amounts-and-percentages).
 *
 * @example storedCurrencySymbol() // DEFAULT_CURRENCY_SYMBOL when nothing is stored
 */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/**
 * The stored currency symbol (`localStorage.PxCurrencySymbol`, plain or JSON-encoded), else `'$'`.
 *
 * @example localStorage.setItem('PxCurrencySymbol', '€'); storedCurrencySymbol() // '€'
 */
export function storedCurrencySymbol(): string {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(CURRENCY_SYMBOL_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (!stored) return DEFAULT_CURRENCY_SYMBOL;
  if (stored.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(stored);
      if (typeof parsed === 'string' && parsed) return parsed;
    } catch {
      return DEFAULT_CURRENCY_SYMBOL;
    }
  }
  return stored.trim() || DEFAULT_CURRENCY_SYMBOL;
}

/** Options of {@link formatCurrency}. */
export interface CurrencyOptions {
  /** Symbol to show; defaults to {@link storedCurrencySymbol}. */
  symbol?: string;
  /** Decimal places; 2 by default (docs/formats.md#amounts-and-percentages). */
  decimals?: number;
}

/**
 * An amount as currency (docs/formats.md#amounts-and-percentages): the symbol, en-US grouping, 2 decimals; negatives as `-$`;
 * missing as `'--'`; infinite as `'∞'`. Amounts are in units of the currency (dollars, not cents).
 *
 * @example formatCurrency(1234.5) // '$1,234.50'
 * @example formatCurrency(-5) // '-$5.00'
 * @example formatCurrency(12, { symbol: '€' }) // '€12.00'
 */
export function formatCurrency(value: number | string | null | undefined, options: CurrencyOptions = {}): string {
  if (isMissing(value)) return MISSING_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return MISSING_VALUE;
  const symbol = options.symbol ?? storedCurrencySymbol();
  const sign = n < 0 ? '-' : '';
  if (!Number.isFinite(n)) return `${sign}${symbol}${INFINITY_SYMBOL}`;
  const decimals = options.decimals ?? 2;
  const digits = groupedDigits(decimals).format(Math.abs(n));
  // -0.001 rounds to 0.00: no minus on a zero.
  return `${/[1-9]/.test(digits) ? sign : ''}${symbol}${digits}`;
}

/**
 * The no-zero currency variant (docs/formats.md#amounts-and-percentages): like {@link formatCurrency} with 0 decimals.
 *
 * @example formatCurrencyNoZero(1234.56) // '$1,235'
 */
export function formatCurrencyNoZero(value: number | string | null | undefined, options: Omit<CurrencyOptions, 'decimals'> = {}): string {
  return formatCurrency(value, { ...options, decimals: 0 });
}

/**
 * A percentage with 1 decimal (docs/formats.md#amounts-and-percentages). `value` is already in percent (2.5 means 2.5 %).
 *
 * @example formatPercent(12.345) // '12.3%'
 * @example formatPercent(Infinity) // '∞'
 */
export function formatPercent(value: number | string | null | undefined): string {
  if (isMissing(value)) return MISSING_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return MISSING_VALUE;
  if (!Number.isFinite(n)) return n > 0 ? INFINITY_SYMBOL : `-${INFINITY_SYMBOL}`;
  return `${n.toFixed(1)}%`;
}

/**
 * An amount in its own currency, written the one way the console writes money: Intl's en-US currency format of the ISO-4217 code, 2 decimals, so `USD` is
 * '$', `MXN` 'MX$', `EUR` '€', `GBP` '£'; missing or unparsable as `'--'`. Amounts are in units of
 * the currency (dollars, not cents).
 *
 * @example formatMoney(10022, 'MXN') // 'MX$10,022.00'
 * @example formatMoney(-5, 'USD') // '-$5.00'
 * @example formatMoney(null, 'EUR') // '--'
 */
export function formatMoney(value: number | string | null | undefined, currencyCode: string): string {
  if (isMissing(value)) return MISSING_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return MISSING_VALUE;
  const format = moneyFormat(currencyCode);
  if (!format) return `${currencyCode} ${formatCurrency(n, { symbol: '' })}`;
  // -0.001 rounds to 0.00: no minus on a zero.
  return format.format(Math.abs(n) < 0.005 ? 0 : n);
}

/** Intl's currency formatter of each code asked for so far; null for a code Intl does not know. */
const MONEY_FORMATS = new Map<string, Intl.NumberFormat | null>();

/** The en-US currency formatter of `currencyCode` with 2 decimals, built once per code; null when Intl refuses the code. */
function moneyFormat(currencyCode: string): Intl.NumberFormat | null {
  let format = MONEY_FORMATS.get(currencyCode);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = null;
    }
    MONEY_FORMATS.set(currencyCode, format);
  }
  return format;
}

/**
 * An amount converted to US dollars at a stored rate (units of the currency per 1 USD, e.g. 17.2 for
 * MXN), rounded to cents: the value money columns sort, filter and total by when rows mix currencies.
 *
 * @param amount units of the row's currency
 * @param usdRate units of that currency per 1 USD (1 for USD); must be > 0
 * @returns dollars, rounded to 2 decimals
 * @throws RangeError when the rate is not a positive finite number
 * @example amountInUsd(10022, 17.2) // 582.67
 */
export function amountInUsd(amount: number, usdRate: number): number {
  if (!Number.isFinite(usdRate) || usdRate <= 0) throw new RangeError(`A USD rate must be a positive number, got ${usdRate}`);
  return Math.round((amount / usdRate) * 100) / 100;
}

/**
 * Between the amounts of different currencies when they are written on one line:
 * '$1,200.00 · MX$10,022.00'.
 *
 * @example ['$1,200.00', 'MX$10,022.00'].join(CURRENCY_AMOUNTS_SEPARATOR) // '$1,200.00 · MX$10,022.00'
 */
export const CURRENCY_AMOUNTS_SEPARATOR = ' · ';

/**
 * Amounts of several currencies on one line, each written by {@link formatMoney} in its own
 * currency and never added together, joined by {@link CURRENCY_AMOUNTS_SEPARATOR} in the order
 * given (the caller sorts); `'--'` when there are none. Used wherever the console shows per-currency
 * totals (Total Awaiting Payments, Total Amount Owed and the bulk previews; docs/formats.md#amounts-and-percentages).
 *
 * @param amounts one entry per currency: `currencyCode` ISO-4217, `amount` in units of that currency
 *   (dollars, not cents)
 * @example formatAmountsByCurrency([{ currencyCode: 'USD', amount: 1200 }, { currencyCode: 'MXN', amount: 10022 }]) // '$1,200.00 · MX$10,022.00'
 * @example formatAmountsByCurrency([]) // '--'
 */
export function formatAmountsByCurrency(amounts: ReadonlyArray<{ currencyCode: string; amount: number }>): string {
  if (amounts.length === 0) return MISSING_VALUE;
  return amounts.map((entry) => formatMoney(entry.amount, entry.currencyCode)).join(CURRENCY_AMOUNTS_SEPARATOR);
}
