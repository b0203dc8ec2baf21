/**
 * What a search text asks for (spec 02 §5 "Grid search"): quick search words, or a list of SKUs or
 * order numbers, possibly after the view prefix and a colon.
 */
import type { SearchView } from './views';

/** A parsed search. */
export type ParsedSearch =
  | { kind: 'none' }
  /** Every word must appear in the row (lower-cased, distinct). */
  | { kind: 'quick'; terms: string[] }
  /** The row's key fields must equal one of the tokens (lower-cased, distinct). */
  | { kind: 'multi'; tokens: string[] };

/**
 * An order-number token: a letter prefix, an optional dash or underscore, digits (spec 02 §5).
 *
 * @example ORDER_NUMBER_TOKEN.test('PX-1001') // true
 */
export const ORDER_NUMBER_TOKEN = /^[A-Za-z]{1,10}[-_]?\d+$/;
const SKU_LIST = /^\d+(\s+\d+)+$/;

function distinct(list: string[]): string[] {
  return [...new Set(list)];
}

/**
 * Reads a search text for a view (spec 02 §5):
 * - the view prefix and a colon (`SKU: 1001 1002`, `Order: PX-1`) asks for exact key matches of the
 *   tokens after it (white space or commas between them);
 * - on SKU views, numbers separated by white space (a pasted spreadsheet column) are a multiple-SKU
 *   search; on order views, two or more order-number tokens with a prefix are a multiple-order search;
 * - anything else is a quick search whose every word must appear in the row.
 *
 * @example parseSearch('1001\n1002\n1003', SEARCH_VIEWS.inventory) // { kind: 'multi', tokens: ['1001', '1002', '1003'] }
 * @example parseSearch('sku: 1001', SEARCH_VIEWS.inventory) // { kind: 'multi', tokens: ['1001'] }
 * @example parseSearch('iPhone 13', SEARCH_VIEWS.inventory) // { kind: 'quick', terms: ['iphone', '13'] }
 */
export function parseSearch(text: string | null | undefined, view: SearchView): ParsedSearch {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { kind: 'none' };
  if (view.prefix && view.multi) {
    const colon = trimmed.indexOf(':');
    if (colon > 0 && trimmed.slice(0, colon).trim().toLowerCase() === view.prefix.toLowerCase()) {
      const tokens = distinct(trimmed.slice(colon + 1).split(/[\s,]+/).filter(Boolean).map((t) => t.toLowerCase()));
      return tokens.length ? { kind: 'multi', tokens } : { kind: 'none' };
    }
  }
  const words = trimmed.split(/\s+/);
  if (view.multi?.kind === 'sku' && SKU_LIST.test(trimmed)) return { kind: 'multi', tokens: distinct(words) };
  if (view.multi?.kind === 'order' && words.length > 1 && words.every((w) => ORDER_NUMBER_TOKEN.test(w))) {
    return { kind: 'multi', tokens: distinct(words.map((w) => w.toLowerCase())) };
  }
  return { kind: 'quick', terms: distinct(words.map((w) => w.toLowerCase())) };
}
