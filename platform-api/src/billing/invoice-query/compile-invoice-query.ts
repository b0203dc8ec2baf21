/**
 * The invoices grid's query compiled to parameterised SQL (docs/grid.md#server-mode): the grid
 * state is resolved with the shared parser and filters (shared-kit's `parseSearch`,
 * `resolveDateFilter`, `resolveAmountFilter`), then every user value travels as a parameter; only
 * the fixed expressions of `invoice-fields.ts` are written into the text.
 */
import { BLANKS_LABEL, INVOICE_SEARCH_MESSAGES, SEARCH_VIEWS, parseSearch, type GridQueryState, type ParsedSearch } from '../../contract.js';
import { badRequest } from '../../lib/http-error.js';
import { isKnownField, resolveGridFilters, withoutSetFilter, type GridFilters } from '../grid-query/search-request.js';
import { SqlParams, filterConditions, keysetCondition, setCountsStatement, type CompiledQuery } from '../grid-query/sql-parts.js';
export type { CompiledQuery } from '../grid-query/sql-parts.js';
import { DERIVED_SET_VALUES, INVOICE_FILTER_FIELDS, SET_VALUES, SORT_KEYS, quickTermCondition, searchFromFor, withClientNames } from './invoice-fields.js';

/** A grid state resolved: the parsed search and the filters as ranges ({@link GridFilters}), for one client or all. */
export interface InvoiceQuery extends GridFilters {
  search: ParsedSearch;
  tenantId: string | null;
}

/** The sort of a search; ties are broken by invoice number, ascending, in both directions. */
export interface InvoiceSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** Where a window starts: after the row with sort key `key` (text, null for a blank) and `invoiceNumber`. */
export interface InvoiceCursor {
  key: string | null;
  invoiceNumber: string;
}

/** Without a sort the rows come in invoice-number order (the tie-breaker alone). */
export const DEFAULT_INVOICE_SORT: InvoiceSort = { field: 'invoiceNumber', direction: 'asc' };

/**
 * Resolves a grid state (docs/billing.md#clients-and-invoices-grids): the search text parsed for
 * the invoice view, date presets resolved to US Eastern days at `now`, typed dates and amounts
 * checked with the grid's own rules.
 *
 * @throws HttpError 400 for a search text over the search's limits (the parser's message,
 *   docs/search.md#limits), an unknown sort, set, date or amount field, a date or amount filter
 *   that does not resolve (its message), or a stock filter (the invoices list has none).
 */
export function resolveInvoiceQuery(state: GridQueryState, tenantId: string | null, now: number): { query: InvoiceQuery; sort: InvoiceSort } {
  const sort = state.sort ?? DEFAULT_INVOICE_SORT;
  if (!isKnownField(SORT_KEYS, sort.field)) throw badRequest(INVOICE_SEARCH_MESSAGES.unknownField('sort', sort.field));
  const search = parseSearch(state.search, SEARCH_VIEWS.invoice);
  if (search.kind === 'refused') throw badRequest(search.message);
  const { sets, dates, amounts } = resolveGridFilters(state, INVOICE_FILTER_FIELDS, INVOICE_SEARCH_MESSAGES, now);
  return { query: { search, sets, dates, amounts, tenantId }, sort };
}

/** The WHERE of a query; the FROM is made for it and the rest of the statement ({@link searchFromFor}). */
function filtersOf(query: InvoiceQuery, params: SqlParams): { where: string } {
  const conditions: string[] = [];
  if (query.tenantId !== null) conditions.push(`i.tenant_id = ${params.add(query.tenantId)}`);
  const { search } = query;
  if (search.kind === 'quick') {
    for (const term of search.terms) conditions.push(quickTermCondition(term, (value) => params.add(value)));
  } else if (search.kind === 'multi') {
    conditions.push(`lower(trim(i.invoice_number)) = any(${params.add(search.tokens)}::text[])`);
  } else if (search.kind === 'refused') {
    conditions.push('false');
  }
  conditions.push(...filterConditions(query, INVOICE_FILTER_FIELDS, (value) => params.add(value)));
  return { where: conditions.length ? `where ${conditions.join('\n  and ')}` : '' };
}

const NUMBER_ORDER = 'i.invoice_number collate "C"';

/**
 * The ORDER BY of a sort: the key in the sort's direction with blanks last, then the invoice number
 * ascending (code point order, like the grid's comparison of lower-cased text).
 */
export function orderByOf(sort: InvoiceSort, keyAlias?: string): string {
  const key = keyAlias ?? SORT_KEYS[sort.field]!.sql;
  return `${key} ${sort.direction} nulls last, ${NUMBER_ORDER}`;
}

/**
 * How a window is read: 'in-order' walks the sort's index and keeps the rows that match (fast when
 * many rows match); 'matches-first' finds the matching rows through the filters' own indexes, then
 * sorts only them (fast when few match, where walking the index would read most of the table).
 */
export type WindowPlan = 'in-order' | 'matches-first';

/**
 * One window of the rows a query selects, in the order of `sort`, after `after` (null: from the
 * first row), skipping `offset` rows more (0 by default; a window at a row position is asked with
 * `after` null): `limit` rows of `{ invoice_number, k }`, `k` the sort key as text (null for a
 * blank), for the next cursor. Every user value, the limit and the offset are parameters.
 *
 * @throws Error for a sort field the search does not know (resolve the state first).
 */
export function compileInvoiceQuery(
  query: InvoiceQuery,
  sort: InvoiceSort,
  after: InvoiceCursor | null,
  limit: number,
  plan: WindowPlan = 'in-order',
  offset = 0,
): CompiledQuery {
  const key = SORT_KEYS[sort.field];
  if (!key) throw new Error(`Unknown sort field '${sort.field}'`);
  const params = new SqlParams();
  const { where } = filtersOf(query, params);
  const conditions = where ? [where] : [];
  if (after) {
    // Ties by invoice number, ascending, in both directions.
    const tie = `${NUMBER_ORDER} > ${params.add(after.invoiceNumber)}`;
    conditions.push(`${where ? 'and' : 'where'} ${keysetCondition(key, sort.direction, after.key, tie, (value) => params.add(value))}`);
  }
  const selected = `\n${conditions.join('\n  ')}`;
  const skip = () => (offset > 0 ? `\noffset ${params.add(offset)}` : '');
  if (plan === 'matches-first') {
    // `offset 0` keeps the planner from merging the subquery into the outer one, so the matching
    // rows are found by the filters' own indexes and only they are sorted.
    const inner = `select i.invoice_number, (${key.sql})::text as k, ${key.sql} as sk\n${searchFromFor(`${key.sql} ${selected}`)}${selected}\noffset 0`;
    return {
      text: withClientNames(`select m.invoice_number, m.k from (\n${inner}\n) m\norder by m.sk ${sort.direction} nulls last, m.invoice_number collate "C"\nlimit ${params.add(limit)}${skip()}`),
      values: params.values,
    };
  }
  const rest = `${selected}
order by ${orderByOf(sort)}
limit ${params.add(limit)}${skip()}`;
  return { text: withClientNames(`select i.invoice_number, (${key.sql})::text as k\n${searchFromFor(`${key.sql} ${rest}`)}${rest}`), values: params.values };
}

/**
 * How many rows a query selects: `select count(*)::int as n`; with `upTo`, counted only up to that
 * many (n is then at most `upTo`: the reading stops at the `upTo`-th matching row).
 */
export function compileInvoiceCount(query: InvoiceQuery, upTo?: number): CompiledQuery {
  const params = new SqlParams();
  const { where } = filtersOf(query, params);
  const rest = `\n${where}`;
  if (upTo === undefined) return { text: withClientNames(`select count(*)::int as n\n${searchFromFor(rest)}${rest}`), values: params.values };
  return { text: withClientNames(`select count(*)::int as n from (\nselect 1\n${searchFromFor(rest)}${rest}\nlimit ${params.add(upTo)}\n) s`), values: params.values };
}

/**
 * The invoices per value of a set-filter field among those `query` selects with the field's own
 * filter left out (its search text and every other filter apply; docs/grid.md "Filter value
 * counts"), blanks under '(Blanks)', an invoice whose card payment failed under PAYMENT_FAILED as
 * well as its status ({@link DERIVED_SET_VALUES}): `select v, count(*)::int as n ... group by v`.
 * With `upTo`, only the first `upTo` of those invoices found are counted (docs/search.md "Counts
 * of a word search").
 *
 * @throws Error for a field without a set filter.
 */
export function compileSetCounts(field: string, query: InvoiceQuery, upTo?: number): CompiledQuery {
  const column = SET_VALUES[field];
  if (!column) throw new Error(`Unknown set filter field '${field}'`);
  const params = new SqlParams();
  const { where } = filtersOf(withoutSetFilter(query, field), params);
  const limit = upTo === undefined ? '' : `\nlimit ${params.add(upTo)}`;
  const blanks = params.add(BLANKS_LABEL);
  const add = (value: unknown) => params.add(value);
  const text = setCountsStatement(column, blanks, DERIVED_SET_VALUES[field] ?? {}, (list) => `select ${list}\n${searchFromFor(`${list} ${where}`)}\n${where}${limit}`, add);
  return { text: withClientNames(text), values: params.values };
}

/**
 * The counts of several set-filter fields' values at once, over the first `upTo` invoices `query`
 * selects with each field's own filter left out ({@link compileSetCounts}), for fields whose own
 * filters are not set (so each is counted over the same invoices): the matches are found once with
 * each field's value (one read of the search's conditions, however many fields), then each field's
 * values are counted over them: `select f, v, n ...`, `f` the field. Every field is counted over the same
 * invoices (docs/search.md#counts-of-a-word-search).
 *
 * @throws Error for a field without a set filter, or one whose own filter is set while more than
 *   one field is asked (its counts are read over other invoices: ask it alone).
 */
export function compileSetCountsTogether(fields: readonly string[], query: InvoiceQuery, upTo: number): CompiledQuery {
  for (const field of fields) {
    if (!SET_VALUES[field]) throw new Error(`Unknown set filter field '${field}'`);
    if (fields.length > 1 && query.sets[field]) throw new Error(`The set filter of '${field}' is set: its counts are read over other invoices`);
  }
  const params = new SqlParams();
  const over = fields.length === 1 ? withoutSetFilter(query, fields[0]!) : query;
  const { where } = filtersOf(over, params);
  const derived = fields.map((field) => DERIVED_SET_VALUES[field] ?? {});
  // The matches keep each field's value, and the invoice's own columns a derived value is worked out from.
  const invoiceColumns = [...new Set(derived.flatMap((values) => Object.values(values).flatMap((condition) => [...condition.matchAll(/\bi\.(\w+)/g)].map((match) => match[1]!))))];
  const list = [...fields.map((field, n) => `${SET_VALUES[field]!} as v${n}`), ...invoiceColumns.map((column) => `i.${column}`)].join(', ');
  const matches = `matches as materialized (\nselect ${list}\n${searchFromFor(`${list} ${where}`)}\n${where}\nlimit ${params.add(upTo)}\n)`;
  const blanks = params.add(BLANKS_LABEL);
  const add = (value: unknown) => params.add(value);
  const counted = fields.map((field, n) => {
    // Read as `i`, the matches answer the derived values' conditions as the invoices do.
    const statement = setCountsStatement(`i.v${n}`, blanks, derived[n]!, (selected) => `select ${selected}\nfrom matches i`, add);
    return `select ${add(field)}::text as f, x.v, x.n from (\n${statement}\n) x`;
  });
  return { text: withClientNames(`with ${matches}\n${counted.join('\nunion all\n')}`), values: params.values };
}

/**
 * What the invoices a query selects owe, per currency of their client, in cents (amount owed
 * rounded to the cent, then added, as `amountsByCurrency` adds the grid's rows), and how many they
 * are: `select code, n, cents::text ... group by code`, in no particular order (one read gives the
 * search its total and its Total Amount Owed). With `upTo`, only the first `upTo` matching invoices
 * found are read: the counts add up to at most `upTo`, and the amounts are those of every match only
 * when they add up to less.
 */
export function compileAmountOwedTotals(query: InvoiceQuery, upTo?: number): CompiledQuery {
  const params = new SqlParams();
  const { where } = filtersOf(query, params);
  if (upTo !== undefined) {
    const inner = `\n${where}\nlimit ${params.add(upTo)}`;
    return {
      text: withClientNames(
        `select m.code, count(*)::int as n, sum(round(m.amount_owed * 100))::bigint::text as cents from (\nselect c.currency_code as code, i.amount_owed\n${searchFromFor(`c.currency_code ${inner}`)}${inner}\n) m\ngroup by m.code`,
      ),
      values: params.values,
    };
  }
  const rest = `\n${where}\ngroup by c.currency_code`;
  return {
    text: withClientNames(`select c.currency_code as code, count(*)::int as n, sum(round(i.amount_owed * 100))::bigint::text as cents\n${searchFromFor(`c.currency_code ${rest}`)}${rest}`),
    values: params.values,
  };
}

/**
 * The currency of the first row, in the order of `sort`, that a query selects among the invoices
 * whose client's currency is none of `seen`: `select code ... limit 1` (no row when there is none).
 * Asked again with each currency found, it lists the currencies in the order they first appear.
 *
 * @throws Error for a sort field the search does not know (resolve the state first).
 */
export function compileFirstCurrencyAfter(query: InvoiceQuery, sort: InvoiceSort, seen: readonly string[]): CompiledQuery {
  if (!SORT_KEYS[sort.field]) throw new Error(`Unknown sort field '${sort.field}'`);
  const params = new SqlParams();
  const { where } = filtersOf(query, params);
  const notSeen = `c.currency_code <> all(${params.add(seen)}::text[])`;
  const rest = `\n${where ? `${where}\n  and ${notSeen}` : `where ${notSeen}`}\norder by ${orderByOf(sort)}\nlimit 1`;
  return { text: withClientNames(`select c.currency_code as code\n${searchFromFor(rest)}${rest}`), values: params.values };
}
