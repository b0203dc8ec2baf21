/**
 * A whole grid query (docs/grid.md#filters): the search, then each filter, one pass each over
 * the previous result. Each filter lives in a file of its own beside this one.
 */
import { type AmountRange, type DayRange, parseSearch } from 'shared-kit/contract';
import type { SearchIndex } from '../search-index';
import { filterByAmount } from './amount-range-filter';
import { filterByDays } from './day-range-filter';
import { allIds } from './ids';
import { multiValueSearch } from './multi-value-search';
import { quickSearch } from './quick-search';
import { filterBySet } from './set-filter';
import { type StockFilter, filterByStock } from './stock-filter';

/** Everything a grid can filter by. */
export interface GridQuery {
  /** The search box text. */
  search?: string;
  /** Set filters: field -> selected values (raw values; '(Blanks)' for blank ones). */
  sets?: Readonly<Record<string, readonly string[]>>;
  /** Date filters: field -> inclusive range of US Eastern day numbers. */
  dates?: Readonly<Record<string, DayRange>>;
  /** Amount filters: field -> inclusive range. */
  amounts?: Readonly<Record<string, AmountRange>>;
  stock?: StockFilter;
}

/**
 * Runs a whole grid query: the search (quick or multiple-value, see `parseSearch`), then the set,
 * date, amount and stock filters, each a pass over the previous result. A search text `parseSearch`
 * refuses (over its limits, docs/search.md) selects no row.
 *
 * @example
 * const ids = runQuery(index, { search: 'acme', sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] } });
 * const visible = rowsOf(index, ids);
 */
export function runQuery<Row>(index: SearchIndex<Row>, query: GridQuery): Int32Array {
  let ids: Int32Array | undefined;
  const search = parseSearch(query.search, index.view);
  if (search.kind === 'quick') ids = quickSearch(index, search.terms);
  else if (search.kind === 'multi') ids = multiValueSearch(index, search.tokens);
  // A text over the search's limits answers nothing (the grid shows its message instead).
  else if (search.kind === 'refused') return new Int32Array(0);
  for (const [field, values] of Object.entries(query.sets ?? {})) ids = filterBySet(index, field, values, ids);
  for (const [field, range] of Object.entries(query.dates ?? {})) ids = filterByDays(index, field, range, ids);
  for (const [field, range] of Object.entries(query.amounts ?? {})) ids = filterByAmount(index, field, range, ids);
  if (query.stock && query.stock !== 'all') ids = filterByStock(index, query.stock, ids);
  return ids ?? allIds(index.size);
}
