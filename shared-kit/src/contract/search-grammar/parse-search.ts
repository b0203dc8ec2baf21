/**
 * What a search text asks for (docs/search.md#what-a-search-text-is): quick search words, or a list of SKUs or
 * order numbers, possibly after the view prefix and a colon; a text over the search's limits is
 * refused with a message for the user (docs/search.md "Limits").
 */
import { SEARCH_LIMITS, SEARCH_LIMIT_MESSAGES } from './limits';
import type { SearchView } from './views';

/** A parsed search. */
export type ParsedSearch =
  | { kind: 'none' }
  /** Every word must appear in the row (lower-cased, distinct). */
  | { kind: 'quick'; terms: string[] }
  /** The row's key fields must equal one of the tokens (lower-cased, distinct). */
  | { kind: 'multi'; tokens: string[] }
  /** Over a limit of the search ({@link SEARCH_LIMITS}): nothing is searched; `message` says why, in plain words. */
  | { kind: 'refused'; message: string };

/**
 * An order-number token: a letter prefix, an optional dash or underscore, digits (docs/search.md#what-a-search-text-is).
 *
 * @example ORDER_NUMBER_TOKEN.test('PX-1001') // true
 */
export const ORDER_NUMBER_TOKEN = /^[A-Za-z]{1,10}[-_]?\d+$/;
/**
 * A record-number token (invoice numbers): a letter prefix, an optional dash or underscore, digits,
 * then any further parts after a dash or underscore (`INV-202401-T01`, `INV-100000`).
 *
 * @example KEY_TOKEN.test('INV-202401-T01') // true
 */
export const KEY_TOKEN = /^[A-Za-z]{1,10}[-_]?\d+(?:[-_][A-Za-z0-9]+)*$/;
const SKU_LIST = /^\d+(\s+\d+)+$/;
/** What separates the values of a list copied from a spreadsheet column or row, or typed as a list. */
const PASTED_SEPARATORS = /[\s,;]+/;
/** Separators the search box cannot hold: a text input drops line breaks, gluing pasted lines together. */
const LINE_SEPARATORS = /[\r\n\t]/;

function distinct(list: string[]): string[] {
  return [...new Set(list)];
}

/**
 * Reads a search text for a view (docs/search.md#what-a-search-text-is):
 * - the view prefix and a colon (`SKU: 1001 1002`, `Order: PX-1`) asks for exact key matches of the
 *   tokens after it (white space or commas between them);
 * - on SKU views, numbers separated by white space (a pasted spreadsheet column) are a multiple-SKU
 *   search; on order views, two or more order-number tokens with a prefix are a multiple-order search;
 *   on views with record-number (`key`) columns, two or more {@link KEY_TOKEN}s are a search for each;
 * - anything else is a quick search whose every word must appear in the row;
 * - a text longer than {@link SEARCH_LIMITS}.maxLength, or a quick search of more different words
 *   than {@link SEARCH_LIMITS}.maxQuickWords, is refused with its message (docs/search.md "Limits").
 *
 * @example parseSearch('1001\n1002\n1003', SEARCH_VIEWS.inventory) // { kind: 'multi', tokens: ['1001', '1002', '1003'] }
 * @example parseSearch('sku: 1001', SEARCH_VIEWS.inventory) // { kind: 'multi', tokens: ['1001'] }
 * @example parseSearch('iPhone 13', SEARCH_VIEWS.inventory) // { kind: 'quick', terms: ['iphone', '13'] }
 */
export function parseSearch(text: string | null | undefined, view: SearchView): ParsedSearch {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { kind: 'none' };
  if ((text ?? '').length > SEARCH_LIMITS.maxLength) return { kind: 'refused', message: SEARCH_LIMIT_MESSAGES.tooLong((text ?? '').length) };
  if (view.prefix && view.multi) {
    const colon = trimmed.indexOf(':');
    if (colon > 0 && trimmed.slice(0, colon).trim().toLowerCase() === view.prefix.toLowerCase()) {
      const tokens = distinct(trimmed.slice(colon + 1).split(/[\s,]+/).filter(Boolean).map((t) => t.toLowerCase()));
      return tokens.length ? { kind: 'multi', tokens } : { kind: 'none' };
    }
  }
  const words = trimmed.split(/\s+/);
  if (view.multi?.kind === 'sku' && SKU_LIST.test(trimmed)) return { kind: 'multi', tokens: distinct(words) };
  const token = view.multi?.kind === 'order' ? ORDER_NUMBER_TOKEN : view.multi?.kind === 'key' ? KEY_TOKEN : undefined;
  if (token && words.length > 1 && words.every((w) => token.test(w))) {
    return { kind: 'multi', tokens: distinct(words.map((w) => w.toLowerCase())) };
  }
  const terms = distinct(words.map((w) => w.toLowerCase()));
  if (terms.length > SEARCH_LIMITS.maxQuickWords) return { kind: 'refused', message: SEARCH_LIMIT_MESSAGES.tooManyWords(terms.length) };
  return { kind: 'quick', terms };
}

/**
 * A quick-search term as currency and number columns read it (docs/search.md#what-a-search-text-is): without a currency
 * symbol of 1-3 characters (after an optional minus) and without thousands separators, or
 * `undefined` when what is left is not a number ('$1,234.5' -> '1234.5', 'acme' -> undefined).
 * Such columns are searched for this text inside their plain numbers ('1234.50').
 *
 * @example numericSearchTerm('$1,234.5') // '1234.5'
 */
export function numericSearchTerm(term: string): string | undefined {
  const stripped = term.replace(/^(-?)[^\d.,-]{1,3}/, '$1').replace(/,/g, '');
  return /^-?[\d.]+$/.test(stripped) && /\d/.test(stripped) ? stripped : undefined;
}

/**
 * The text a paste into the search box inserts (docs/grid.md#search-box): a list
 * copied from a spreadsheet (values on lines, in tab-separated cells, or separated by commas or
 * semicolons) becomes the values separated by single spaces, the form the multiple-value search of
 * {@link parseSearch} reads. Without it the box would glue the lines together ('1001\n1002' pasted
 * reads '10011002'). `undefined` leaves the paste to the browser: a single line that is not such a
 * list (e.g. 'Acme, Inc').
 *
 * @example pastedSearchText('INV-1\r\nINV-2\r\n', SEARCH_VIEWS.invoice) // 'INV-1 INV-2'
 * @example pastedSearchText('100007,100014', SEARCH_VIEWS.inventory) // '100007 100014'
 * @example pastedSearchText('Acme, Inc', SEARCH_VIEWS.invoice) // undefined
 */
export function pastedSearchText(pasted: string, view: SearchView): string | undefined {
  const values = pasted.split(PASTED_SEPARATORS).filter(Boolean);
  const list = values.join(' ');
  if (values.length > 1 && parseSearch(list, view).kind === 'multi') return list;
  if (!LINE_SEPARATORS.test(pasted)) return undefined;
  return pasted.split(/\s+/).filter(Boolean).join(' ');
}
