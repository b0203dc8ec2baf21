/**
 * A grid's search, sort and filters as URL query parameters (docs/grid.md#the-url), so a grid state
 * survives reloads and can be shared as a link.
 *
 * Parameters (with an optional prefix when a page has several grids):
 * `search`, `sort=field:asc|desc`, `f.<field>=<value>` (repeated, '(Blanks)' for blanks),
 * `d.<field>=today|last7|last14|last28|custom:<from>~<to>`, `a.<field>=<from>~<to>`,
 * `stock=inStock|outOfStock`, and `nf=1` when the user cleared the grid's default filters.
 */
import { type AmountDefaultsReading, type DateFilterInput, type DatePreset, DATE_PRESETS, resolveAmountFilter, resolveDateFilter } from 'shared-kit/contract';
import type { GridQuery } from '../search-engine/filters/query';
import type { StockFilter } from '../search-engine/filters/stock-filter';
import type { SortDirection } from '../search-engine/sort';

/** A grid's state as kept in the URL. */
export interface GridUrlState {
  search: string;
  sort?: { field: string; direction: SortDirection };
  /** Set filters: field -> selected raw values. */
  sets: Record<string, string[]>;
  /** Date filters as the user set them. */
  dates: Record<string, DateFilterInput>;
  /** Amount filters as typed. */
  amounts: Record<string, { from: string; to: string }>;
  stock: StockFilter;
}

/**
 * A state with nothing set.
 *
 * @example writeGridState(params, { ...EMPTY_GRID_STATE, search: 'acme' })
 */
export const EMPTY_GRID_STATE: GridUrlState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };

/**
 * Whether a state filters anything (search excluded).
 *
 * @example hasFilters({ ...EMPTY_GRID_STATE, stock: 'outOfStock' }) // true
 */
export function hasFilters(state: GridUrlState): boolean {
  return (
    Object.values(state.sets).some((v) => v.length > 0) || Object.keys(state.dates).length > 0 || Object.keys(state.amounts).length > 0 || state.stock !== 'all'
  );
}

function owns(key: string, prefix: string): boolean {
  return key.startsWith(prefix) && ['search', 'sort', 'stock', 'nf'].includes(key.slice(prefix.length))
    ? true
    : key.startsWith(`${prefix}f.`) || key.startsWith(`${prefix}d.`) || key.startsWith(`${prefix}a.`);
}

/**
 * Whether the query string names any of the grid's parameters (else the grid opens on its
 * defaults, or on the user's default view: docs/grid.md#saved-views).
 *
 * @example namesGridState(new URLSearchParams('tab=2')) // false
 */
export function namesGridState(params: URLSearchParams, prefix = ''): boolean {
  return [...params.keys()].some((key) => owns(key, prefix));
}

/**
 * Reads a grid's state from the query string. When none of the grid's parameters is present the
 * `defaults` apply (e.g. the invoices grid's AWAITING_PAYMENT and OVERDUE filter, docs/billing.md#clients-and-invoices-grids).
 *
 * @example readGridState(new URLSearchParams('search=acme&f.invoiceStatus=PAID&sort=invoiceDate:desc'))
 */
export function readGridState(params: URLSearchParams, defaults: Partial<GridUrlState> = {}, prefix = ''): GridUrlState {
  const keys = [...params.keys()].filter((key) => owns(key, prefix));
  if (keys.length === 0) return { ...EMPTY_GRID_STATE, ...defaults };
  const cleared = params.get(`${prefix}nf`) === '1';
  const state: GridUrlState = {
    search: params.get(`${prefix}search`) ?? '',
    sets: {},
    dates: {},
    amounts: {},
    stock: 'all',
  };
  if (!hasFiltersIn(keys, prefix) && !cleared) {
    Object.assign(state, { sets: defaults.sets ?? {}, dates: defaults.dates ?? {}, amounts: defaults.amounts ?? {}, stock: defaults.stock ?? 'all' });
  }
  const sort = params.get(`${prefix}sort`);
  if (sort) {
    const [field, direction] = sort.split(':');
    if (field && (direction === 'asc' || direction === 'desc')) state.sort = { field, direction };
  } else if (defaults.sort) {
    state.sort = defaults.sort;
  }
  const stock = params.get(`${prefix}stock`);
  if (stock === 'inStock' || stock === 'outOfStock') state.stock = stock;
  for (const [key, value] of params) {
    if (key.startsWith(`${prefix}f.`)) {
      const field = key.slice(prefix.length + 2);
      (state.sets[field] ??= []).push(value);
    } else if (key.startsWith(`${prefix}d.`)) {
      const field = key.slice(prefix.length + 2);
      if (value.startsWith('custom:')) {
        const [from = '', to = ''] = value.slice('custom:'.length).split('~');
        state.dates[field] = { preset: 'custom', from, to };
      } else if ((DATE_PRESETS as readonly string[]).includes(value)) {
        state.dates[field] = { preset: value as DatePreset };
      }
    } else if (key.startsWith(`${prefix}a.`)) {
      const field = key.slice(prefix.length + 2);
      const [from = '', to = ''] = value.split('~');
      state.amounts[field] = { from, to };
    }
  }
  return state;
}

function hasFiltersIn(keys: string[], prefix: string): boolean {
  return keys.some((key) => key.startsWith(`${prefix}f.`) || key.startsWith(`${prefix}d.`) || key.startsWith(`${prefix}a.`) || key === `${prefix}stock`);
}

/**
 * Writes a grid's state into a copy of `params`, leaving other parameters (e.g. a page's `tab`)
 * alone. Values equal to the defaults are still written once the user changed anything, and
 * `nf=1` records that default filters were cleared.
 *
 * @example writeGridState(params, { ...state, search: 'acme' }).toString()
 */
export function writeGridState(params: URLSearchParams, state: GridUrlState, defaults: Partial<GridUrlState> = {}, prefix = ''): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) if (!owns(key, prefix)) next.append(key, value);
  if (state.search) next.set(`${prefix}search`, state.search);
  if (state.sort) next.set(`${prefix}sort`, `${state.sort.field}:${state.sort.direction}`);
  for (const [field, values] of Object.entries(state.sets)) for (const value of values) next.append(`${prefix}f.${field}`, value);
  for (const [field, input] of Object.entries(state.dates)) {
    next.set(`${prefix}d.${field}`, input.preset === 'custom' ? `custom:${input.from ?? ''}~${input.to ?? ''}` : input.preset);
  }
  for (const [field, range] of Object.entries(state.amounts)) next.set(`${prefix}a.${field}`, `${range.from}~${range.to}`);
  if (state.stock !== 'all') next.set(`${prefix}stock`, state.stock);
  const defaultsFilter = hasFilters({ ...EMPTY_GRID_STATE, ...defaults });
  if (defaultsFilter && !hasFilters(state)) next.set(`${prefix}nf`, '1');
  return next;
}

/**
 * Whether two states show the same rows the same way (search, filters, sort; a set filter's values
 * in any order), e.g. the grid's state and a saved view's.
 *
 * @example sameGridState({ ...EMPTY_GRID_STATE, search: 'acme' }, { ...EMPTY_GRID_STATE, search: 'acme' }) // true
 */
export function sameGridState(a: GridUrlState, b: GridUrlState): boolean {
  const text = (state: GridUrlState) => {
    const sets = Object.fromEntries(Object.entries(state.sets).map(([field, values]) => [field, [...values].sort()]));
    const params = writeGridState(new URLSearchParams(), { ...state, sets });
    params.sort();
    return params.toString();
  };
  return text(a) === text(b);
}

/**
 * The engine query of a URL state: presets resolved to US Eastern day ranges and typed amounts
 * checked; filters that do not resolve (a half-typed custom range) are left out.
 *
 * @example toGridQuery(state).query // feed to runQuery
 */
export function toGridQuery(state: GridUrlState, options: { now?: number; amountReading?: AmountDefaultsReading } = {}): { query: GridQuery } {
  const query: GridQuery = { search: state.search, sets: {}, dates: {}, amounts: {}, stock: state.stock };
  for (const [field, values] of Object.entries(state.sets)) if (values.length) (query.sets as Record<string, string[]>)[field] = values;
  for (const [field, input] of Object.entries(state.dates)) {
    const result = resolveDateFilter(input, { now: options.now });
    if (result.ok) (query.dates as Record<string, { from: number; to: number }>)[field] = result.range;
  }
  for (const [field, input] of Object.entries(state.amounts)) {
    const result = resolveAmountFilter(input, options.amountReading);
    if (result.ok) (query.amounts as Record<string, { from: number; to: number }>)[field] = result.range;
  }
  return { query };
}
