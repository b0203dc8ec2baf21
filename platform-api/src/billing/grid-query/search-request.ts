/**
 * A server-mode search's request read the same way for every list (docs/grid.md#server-mode): the
 * grid state's set, date and amount filters checked against the fields the list offers and resolved
 * with the grid's own rules (shared-kit's `resolveDateFilter`, `resolveAmountFilter`), the window a
 * search body asks for checked against the list's limit, and the opaque cursor of a window.
 */
import {
  resolveAmountFilter,
  resolveDateFilter,
  type AmountRange,
  type DayRange,
  type GridQueryState,
  type GridSearchMessages,
  type ParsedSearch,
  SEARCH_MAX_OFFSET,
} from '../../contract.js';
import { badRequest } from '../../lib/http-error.js';

/** The filters of a grid state, resolved. */
export interface GridFilters {
  /** Set filters: field -> raw values, '(Blanks)' for blanks (fields without values left out). */
  sets: Readonly<Record<string, readonly string[]>>;
  /** Date filters: field -> inclusive range of US Eastern day numbers. */
  dates: Readonly<Record<string, DayRange>>;
  /** Amount filters: field -> inclusive range in US dollars at the stored rate. */
  amounts: Readonly<Record<string, AmountRange>>;
}

/**
 * The fields a list's search filters on, each with its SQL (set values, date columns, float8 US
 * dollars), and the set values some rows have besides their own value (`derivedSets`: field ->
 * value -> the condition of the rows that have it, as a column's `filterValues` gives them in
 * client mode; docs/grid.md "Status filter").
 */
export interface GridFilterFields {
  sets: Readonly<Record<string, string>>;
  dates: Readonly<Record<string, string>>;
  amounts: Readonly<Record<string, string>>;
  derivedSets?: Readonly<Record<string, DerivedSetValues>>;
}

/** The derived values of one set-filter field: value -> the SQL condition of the rows that have it. */
export type DerivedSetValues = Readonly<Record<string, string>>;

/** Whether `table` has the field `field` (own keys only: 'constructor' is no field). */
export const isKnownField = (table: Readonly<Record<string, unknown>>, field: string): boolean => Object.prototype.hasOwnProperty.call(table, field);

/**
 * The stock, set, date and amount filters of `state` resolved for a list whose filters are
 * `fields`: date presets resolved to US Eastern days at `now` (ms), typed dates and amounts checked
 * with the grid's own rules; set filters without values are left out.
 *
 * @throws HttpError 400, with the list's `messages`: a stock filter other than 'all' (`noStock`), an
 *   unknown set, date or amount field (`unknownField`), a date or amount filter that does not
 *   resolve (`badDate`, `badAmount` with the filter's own messages).
 */
export function resolveGridFilters(state: GridQueryState, fields: GridFilterFields, messages: GridSearchMessages, now: number): GridFilters {
  if (state.stock !== 'all') throw badRequest(messages.noStock);
  const sets: Record<string, readonly string[]> = {};
  for (const [field, values] of Object.entries(state.sets)) {
    if (!isKnownField(fields.sets, field)) throw badRequest(messages.unknownField('set filter', field));
    if (values.length) sets[field] = values;
  }
  const dates: Record<string, DayRange> = {};
  for (const [field, input] of Object.entries(state.dates)) {
    if (!isKnownField(fields.dates, field)) throw badRequest(messages.unknownField('date filter', field));
    const result = resolveDateFilter(input, { now });
    if (!result.ok) throw badRequest(messages.badDate(field, Object.values(result.errors).join('; ')));
    dates[field] = result.range;
  }
  const amounts: Record<string, AmountRange> = {};
  for (const [field, input] of Object.entries(state.amounts)) {
    if (!isKnownField(fields.amounts, field)) throw badRequest(messages.unknownField('amount filter', field));
    const result = resolveAmountFilter(input);
    if (!result.ok) throw badRequest(messages.badAmount(field, [...new Set(Object.values(result.errors))].join('; ')));
    amounts[field] = result.range;
  }
  return { sets, dates, amounts };
}

/** A search without search text and filters: what a list's `all` counts. */
export const NO_FILTERS: GridFilters & { search: ParsedSearch } = { search: { kind: 'none' }, sets: {}, dates: {}, amounts: {} };

/** `query` without the set filter of `field`: what the counts of that field's values are read over (docs/grid.md "Filter value counts"). */
export function withoutSetFilter<Query extends GridFilters>(query: Query, field: string): Query {
  if (!isKnownField(query.sets, field)) return query;
  const sets = Object.fromEntries(Object.entries(query.sets).filter(([name]) => name !== field));
  return { ...query, sets };
}

/**
 * The counts of a set-filter field's values as the grid lists them (docs/grid.md "Filter value
 * counts"): `counts`, and each value `selected` by the field's own filter that none of the rows
 * counted has, with 0, so that it can be cleared.
 */
export function withSelectedValues(counts: Readonly<Record<string, number>>, selected: readonly string[] = []): Record<string, number> {
  const listed: Record<string, number> = { ...counts };
  for (const value of selected) if (!isKnownField(listed, value)) listed[value] = 0;
  return listed;
}

/** Whether a resolved query has neither search text nor filters (its rows are the whole list). */
export function isUnfiltered(query: GridFilters & { search: ParsedSearch }): boolean {
  return query.search.kind === 'none' && Object.keys(query.sets).length === 0 && Object.keys(query.dates).length === 0 && Object.keys(query.amounts).length === 0;
}

/**
 * Checks the window a search body asks for and answers its `offset` (undefined: none sent).
 *
 * @throws HttpError 400, with the list's `messages`: a `limit` that is not an integer from 1 to
 *   `maxLimit` (`limit`); an `offset` with an `after` cursor (`afterAndOffset`) or that is not an
 *   integer from 0 to SEARCH_MAX_OFFSET (`offset`; a larger one cannot be a row position).
 */
export function checkSearchWindow(
  body: { limit: number; after?: string | null | undefined; offset?: number | undefined },
  maxLimit: number,
  messages: GridSearchMessages,
): number | undefined {
  if (!Number.isInteger(body.limit) || body.limit < 1 || body.limit > maxLimit) throw badRequest(messages.limit, 'limit');
  const offset = body.offset;
  if (offset !== undefined) {
    if (typeof body.after === 'string') throw badRequest(messages.afterAndOffset, 'offset');
    if (!Number.isInteger(offset) || offset < 0 || offset > SEARCH_MAX_OFFSET) throw badRequest(messages.offset, 'offset');
  }
  return offset;
}

/**
 * The opaque cursor of a window: base64url of the JSON of `parts` (the sort and where the next
 * window starts, as each search lays them out).
 *
 * @example encodeCursorParts(['invoiceDate', 'desc', '2024-01-05', 'INV-1'])
 */
export function encodeCursorParts(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/**
 * The parts of a cursor {@link encodeCursorParts} wrote, `length` of them (each search checks their
 * values itself).
 *
 * @throws HttpError 400 `messages.badCursor` when it is not base64url JSON of an array of `length` items.
 */
export function decodeCursorParts(cursor: string, length: number, messages: GridSearchMessages): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(messages.badCursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== length) throw badRequest(messages.badCursor);
  return parsed as unknown[];
}
