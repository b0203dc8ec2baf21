/**
 * The headless grid model (docs/grid.md): the pure state of a data grid and everything
 * derived from it — the search view its columns declare, the rows a state shows, the chips of the
 * active filters and each change of state the grid offers. No React, router or antd: `DataGrid`
 * (shared-kit/ui) is a view over it.
 */
import { type AmountDefaultsReading, BLANKS_LABEL, chipLabel, type ColumnSpec, DATE_PRESET_LABELS, formatNumber, type SearchView, viewOf } from 'shared-kit/contract';
import { type DistinctValue, byLabelBlanksLast, distinctValues } from '../search-engine/filters/set-filter';
import type { StockFilter } from '../search-engine/filters/stock-filter';
import { rowsOf } from '../search-engine/filters/ids';
import { runQuery } from '../search-engine/filters/query';
import type { SearchIndex, SearchIndexOptions } from '../search-engine/search-index';
import { type SortDirection, sortIds } from '../search-engine/sort';
import { type GridUrlState, toGridQuery } from './grid-state';

/** What the model needs of a column: its field, name, filter and search type. */
export interface GridColumnModel extends Pick<ColumnSpec, 'field' | 'search' | 'label' | 'filter'> {
  /** The column's name in chips and filter panels. */
  name: string;
  /** Label of a raw value in the set filter and chips (e.g. status codes). */
  valueLabel?: (value: string) => string;
}

/**
 * The search view the columns declare: each column with a `search` type is searched, in column
 * order.
 *
 * @example gridSearchView('invoices', columns).columns.map((c) => c.field)
 */
export function gridSearchView(name: string, columns: ReadonlyArray<Pick<ColumnSpec, 'field' | 'search' | 'label'>>): SearchView {
  return viewOf(name, columns);
}

/**
 * Fields the index must hold as numbers and days beyond the view's own: those of the amount and
 * date filters.
 *
 * @example gridIndexFields(columns) // { numberFields: ['invoicedAmount'], dateFields: ['invoiceDate', 'dueDate'] }
 */
export function gridIndexFields(columns: ReadonlyArray<Pick<ColumnSpec, 'field' | 'filter'>>): Required<Pick<SearchIndexOptions, 'numberFields' | 'dateFields'>> {
  return {
    numberFields: columns.filter((c) => c.filter === 'amount').map((c) => c.field),
    dateFields: columns.filter((c) => c.filter === 'date').map((c) => c.field),
  };
}

/** Options of {@link visibleRows}. */
export interface VisibleRowsOptions {
  /** The search text applied (the box may run ahead of it while the user types); the state's by default. */
  search?: string;
  /** Clock of the date presets, ms. */
  now?: number;
  amountReading?: AmountDefaultsReading;
}

/**
 * The rows a state shows (docs/grid.md): the search, then every filter, then the sort; filters that
 * do not resolve (a half-typed custom range) are left out.
 *
 * @example visibleRows(index, { ...EMPTY_GRID_STATE, search: 'acme', sort: { field: 'invoiceDate', direction: 'desc' } })
 */
export function visibleRows<Row>(index: SearchIndex<Row>, state: GridUrlState, options: VisibleRowsOptions = {}): Row[] {
  const { query } = toGridQuery({ ...state, search: options.search ?? state.search }, options);
  let ids = runQuery(index, query);
  if (state.sort) ids = sortIds(index, ids, state.sort.field, state.sort.direction);
  return rowsOf(index, ids);
}

/**
 * The values a set filter lists in client mode (docs/grid.md#filter-value-counts): every value of
 * the rows the search and the other filters leave, with the number of those rows that have it
 * ('Dash Wireless (4)' once another filter leaves four of its fourteen invoices); a value the
 * filter has selected is listed even when none of those rows has it (count 0), so it can be
 * cleared. In label order, '(Blanks)' last.
 *
 * @example setFilterValues(index, { ...state, sets: { invoiceStatus: ['PAID'] } }, { field: 'client' }) // the clients of the paid invoices
 */
export function setFilterValues<Row>(
  index: SearchIndex<Row>,
  state: GridUrlState,
  column: Pick<GridColumnModel, 'field' | 'valueLabel'>,
  options: VisibleRowsOptions = {},
): DistinctValue[] {
  const others = withSetFilter({ ...state, search: options.search ?? state.search }, column.field, []);
  const { query } = toGridQuery(others, options);
  const labelOf = column.valueLabel ?? ((value: string) => value);
  const values = distinctValues(index, column.field, labelOf, runQuery(index, query));
  const listed = new Set(values.map((value) => value.value));
  const selected = (state.sets[column.field] ?? []).filter((value) => !listed.has(value));
  if (selected.length === 0) return values;
  const none = selected.map((value) => ({ value, count: 0, label: value === BLANKS_LABEL ? BLANKS_LABEL : labelOf(value) }));
  return [...values, ...none].sort(byLabelBlanksLast);
}

/** Labels of the stock filter modes. */
export const STOCK_LABELS: Readonly<Record<Exclude<StockFilter, 'all'>, string>> = { inStock: 'In stock', outOfStock: 'Out of stock' };

/** An active filter shown as a chip: its label and the state once it is removed. */
export interface FilterChip {
  key: string;
  label: string;
  /** The state without this filter. */
  without: GridUrlState;
  /**
   * A set filter's values (as labelled) that no row of the list has, e.g. a client deleted since a
   * view was saved: the chip is marked (docs/grid.md#saved-views).
   */
  missing?: string[];
}

/**
 * What a marked chip says of the values no row of the list has.
 *
 * @example missingValuesText(['Dash Wireless']) // 'No row of the list has Dash Wireless'
 */
export function missingValuesText(labels: readonly string[]): string {
  return `No row of the list has ${labels.join(', ')}`;
}

/**
 * The chips of the active filters, in column order then the stock filter (docs/grid.md#filters,
 * docs/formats.md#short-texts): 'Name: value, value' with values cut to 24 characters, a date preset by its
 * label or 'from - to', an amount as 'from - to'.
 *
 * `missing`: per set field, the selected values no row of the list has; their chip is marked with
 * them (docs/grid.md#saved-views).
 *
 * @example filterChips(state, columns)[0]?.label // 'Status: AWAITING PAYMENT, OVERDUE'
 * @example filterChips(state, columns, { client: ['Gone Ltd'] })[0]?.missing // ['Gone Ltd']
 */
export function filterChips(state: GridUrlState, columns: readonly GridColumnModel[], missing: Readonly<Record<string, readonly string[]>> = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const column of columns) {
    const values = state.sets[column.field];
    if (values?.length) {
      const labelOf = (v: string) => (v === BLANKS_LABEL ? v : (column.valueLabel?.(v) ?? v));
      const labels = values.map((v) => chipLabel(labelOf(v)));
      const absent = (missing[column.field] ?? []).filter((v) => values.includes(v)).map(labelOf);
      chips.push({
        key: `f.${column.field}`,
        label: `${column.name}: ${labels.join(', ')}`,
        without: withSetFilter(state, column.field, []),
        ...(absent.length > 0 ? { missing: absent } : {}),
      });
    }
    const date = state.dates[column.field];
    if (date) {
      const label = date.preset === 'custom' ? `${date.from ?? ''} - ${date.to ?? ''}` : DATE_PRESET_LABELS[date.preset];
      chips.push({ key: `d.${column.field}`, label: `${column.name}: ${label}`, without: withDateFilter(state, column.field, undefined) });
    }
    const amount = state.amounts[column.field];
    if (amount) chips.push({ key: `a.${column.field}`, label: `${column.name}: ${amount.from} - ${amount.to}`, without: withAmountFilter(state, column.field, undefined) });
  }
  if (state.stock !== 'all') chips.push({ key: 'stock', label: STOCK_LABELS[state.stock], without: { ...state, stock: 'all' } });
  return chips;
}

/** Whether the column's filter is set in `state`. */
export function isFiltered(state: GridUrlState, column: Pick<ColumnSpec, 'field' | 'filter'>): boolean {
  if (column.filter === 'set') return (state.sets[column.field]?.length ?? 0) > 0;
  if (column.filter === 'date') return !!state.dates[column.field];
  if (column.filter === 'amount') return !!state.amounts[column.field];
  return false;
}

/**
 * The state with the set filter of `field` set to `values` (none removes it).
 *
 * @example withSetFilter(state, 'invoiceStatus', ['PAID'])
 */
export function withSetFilter(state: GridUrlState, field: string, values: readonly string[]): GridUrlState {
  const sets = { ...state.sets };
  if (values.length) sets[field] = [...values];
  else delete sets[field];
  return { ...state, sets };
}

/** The state with the date filter of `field` set, or removed when `value` is undefined. */
export function withDateFilter(state: GridUrlState, field: string, value: GridUrlState['dates'][string] | undefined): GridUrlState {
  const dates = { ...state.dates };
  if (value) dates[field] = value;
  else delete dates[field];
  return { ...state, dates };
}

/** The state with the amount filter of `field` set, or removed when `value` is undefined. */
export function withAmountFilter(state: GridUrlState, field: string, value: GridUrlState['amounts'][string] | undefined): GridUrlState {
  const amounts = { ...state.amounts };
  if (value) amounts[field] = value;
  else delete amounts[field];
  return { ...state, amounts };
}

/** The state with every filter removed ('Clear filters'); the search and the sort stay. */
export function withoutFilters(state: GridUrlState): GridUrlState {
  return { ...state, sets: {}, dates: {}, amounts: {}, stock: 'all' };
}

/** The state sorted by `field` in `direction`, or unsorted when `direction` is undefined. */
export function withSort(state: GridUrlState, field: string, direction: SortDirection | undefined): GridUrlState {
  return direction ? { ...state, sort: { field, direction } } : { ...state, sort: undefined };
}

/**
 * The state after a click on `field`'s column header: unsorted or sorted by another column -> ascending
 * -> descending -> unsorted (antd's order of sort directions).
 *
 * @example withNextSort({ ...state, sort: { field: 'dueDate', direction: 'asc' } }, 'dueDate').sort // { field: 'dueDate', direction: 'desc' }
 */
export function withNextSort(state: GridUrlState, field: string): GridUrlState {
  const current = state.sort?.field === field ? state.sort.direction : undefined;
  return withSort(state, field, current === undefined ? 'asc' : current === 'asc' ? 'desc' : undefined);
}

/** The state with the search text; white space alone is no search. */
export function withSearch(state: GridUrlState, text: string): GridUrlState {
  return { ...state, search: text.trim() ? text : '' };
}

/**
 * A count of matching rows as the grid writes it: '1,250', or '1,000+' when the search counted only
 * up to that number (docs/search.md "Counts of a word search").
 *
 * @example matchingCountText(1000, true) // '1,000+'
 * @example matchingCountText(1000) // '1,000'
 */
export function matchingCountText(count: number, capped = false): string {
  return `${formatNumber(count)}${capped ? '+' : ''}`;
}

/**
 * The grid's row count (docs/grid.md): rows shown after the search and filters of the
 * rows loaded ('6 of 120 rows'), then the selected count when rows are selected ('2 selected').
 * `capped`: the count of shown rows is a lower bound ('1,000+ of 60,000 rows', docs/search.md
 * "Counts of a word search").
 *
 * @example rowCountTexts(6, 120, 2) // ['6 of 120 rows', '2 selected']
 * @example rowCountTexts(1, 1, 0) // ['1 of 1 row']
 * @example rowCountTexts(1000, 60000, 0, true) // ['1,000+ of 60,000 rows']
 */
export function rowCountTexts(shown: number, loaded: number, selected: number, capped = false): string[] {
  const count = `${matchingCountText(shown, capped)} of ${formatNumber(loaded)} ${loaded === 1 ? 'row' : 'rows'}`;
  return selected > 0 ? [count, `${formatNumber(selected)} selected`] : [count];
}
