/**
 * Missing and infinite values, written '--' and '∞' (docs/formats.md#missing-and-infinite-values).
 */

/**
 * What a missing value shows (docs/formats.md#missing-and-infinite-values).
 *
 * @example formatCurrency(null) === MISSING_VALUE // true
 */
export const MISSING_VALUE = '--';
/**
 * What an infinite value shows (docs/formats.md#missing-and-infinite-values).
 *
 * @example formatPercent(Infinity) === INFINITY_SYMBOL // true
 */
export const INFINITY_SYMBOL = '∞';

/**
 * Whether `value` counts as missing: `null`, `undefined`, `NaN` or a blank string.
 *
 * @example isMissing('  ') // true
 * @example isMissing(0) // false
 */
export function isMissing(value: unknown): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/**
 * `value` as text, or `'--'` when missing (docs/formats.md#missing-and-infinite-values).
 *
 * @example orMissing(null) // '--'
 * @example orMissing('Acme') // 'Acme'
 */
export function orMissing(value: string | number | null | undefined): string {
  return isMissing(value) ? MISSING_VALUE : String(value);
}

const GROUPED_FORMATS = new Map<number, Intl.NumberFormat>();

/**
 * en-US grouping with `decimals` fixed decimals, one formatter per count of decimals: a formatter is
 * costly to build and a grid formats thousands of cells.
 *
 * @example groupedDigits(2).format(1234.5) // '1,234.50'
 */
export function groupedDigits(decimals: number): Intl.NumberFormat {
  let format = GROUPED_FORMATS.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    GROUPED_FORMATS.set(decimals, format);
  }
  return format;
}

/**
 * Formats a number with `decimals` fixed decimals and en-US grouping; `'--'` when missing, `'∞'`
 * (or `'-∞'`) when infinite (docs/formats.md#missing-and-infinite-values).
 *
 * @example formatNumber(1234.5, 1) // '1,234.5'
 * @example formatNumber(Infinity) // '∞'
 */
export function formatNumber(value: number | string | null | undefined, decimals = 0): string {
  if (isMissing(value)) return MISSING_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return MISSING_VALUE;
  if (!Number.isFinite(n)) return n > 0 ? INFINITY_SYMBOL : `-${INFINITY_SYMBOL}`;
  return groupedDigits(decimals).format(n);
}
