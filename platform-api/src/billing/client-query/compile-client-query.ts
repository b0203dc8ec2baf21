/**
 * The clients grid's query compiled to parameterised SQL (docs/grid.md#server-mode): the
 * grid state is resolved with the shared parser and filters (shared-kit's `parseSearch`,
 * `resolveDateFilter`, `resolveAmountFilter`), then every user value travels as a parameter; only
 * the fixed expressions of `client-fields.ts` are written into the text.
 */
import { BLANKS_LABEL, CLIENT_SEARCH_MESSAGES, parseSearch, type GridQueryState, type ParsedSearch, CLIENTS_GRID_VIEW } from '../../contract.js';
import { badRequest } from '../../lib/http-error.js';
import { isKnownField, resolveGridFilters, withoutSetFilter, type GridFilters } from '../grid-query/search-request.js';
import { SqlParams, filterConditions, keysetCondition, setCountsStatement, type CompiledQuery, type SortKey } from '../grid-query/sql-parts.js';
import {
  AWAITING_SQL,
  CLIENT_FILTER_FIELDS,
  CLIENT_SET_VALUES,
  clientQuickTermCondition,
  clientSearchFrom,
  clientSortKeys,
  usdCentsSql,
  type FieldContext,
} from './client-fields.js';

/** A grid state resolved: the parsed search and the filters as ranges ({@link GridFilters}). */
export interface ClientQuery extends GridFilters {
  search: ParsedSearch;
  /** The instant 'Days Awaiting Payment' is counted to, ms. */
  now: number;
}

/** The sort of a search; null keeps the list's order (the tie-breaker alone). */
export type ClientSort = { field: string; direction: 'asc' | 'desc' } | null;

/**
 * Where a window starts: after the row with sort key `key` (text, null for a blank or without a
 * sort), lower-cased client name `nameKey` and `tenantId`.
 */
export interface ClientCursor {
  key: string | null;
  nameKey: string;
  tenantId: string;
}

const NO_NOW: FieldContext = { now: () => '$0' };
const SORT_FIELDS = clientSortKeys(NO_NOW);

/**
 * Resolves a grid state (docs/billing.md#clients-and-invoices-grids): the search text parsed for
 * the clients grid's view, date presets resolved to US Eastern days at `now`, typed dates and
 * amounts checked with the grid's own rules; `now` is also the instant the hours awaiting payment
 * are counted to.
 *
 * @throws HttpError 400 for a search text over the search's limits (the parser's message,
 *   docs/search.md#limits), an unknown sort, set, date or amount field, a date or amount filter
 *   that does not resolve (its message), or a stock filter (the clients list has none).
 */
export function resolveClientQuery(state: GridQueryState, now: number): { query: ClientQuery; sort: ClientSort } {
  const sort = state.sort ?? null;
  if (sort && !isKnownField(SORT_FIELDS, sort.field)) throw badRequest(CLIENT_SEARCH_MESSAGES.unknownField('sort', sort.field));
  const search = parseSearch(state.search, CLIENTS_GRID_VIEW);
  if (search.kind === 'refused') throw badRequest(search.message);
  const { sets, dates, amounts } = resolveGridFilters(state, CLIENT_FILTER_FIELDS, CLIENT_SEARCH_MESSAGES, now);
  return { query: { search, sets, dates, amounts, now }, sort };
}

/** Parameters of one statement, with the instant of the hours registered once, when first used. */
class Statement implements FieldContext {
  readonly params = new SqlParams();
  private nowParam: string | undefined;
  constructor(private readonly instant: number) {}
  add(value: unknown): string {
    return this.params.add(value);
  }
  now(): string {
    return (this.nowParam ??= this.params.add(new Date(this.instant).toISOString()));
  }
}

/** The WHERE of a query (empty without conditions). */
function whereOf(query: ClientQuery, statement: Statement): string[] {
  const conditions: string[] = [];
  const { search } = query;
  const param = (value: unknown) => statement.add(value);
  if (search.kind === 'quick') {
    for (const term of search.terms) conditions.push(clientQuickTermCondition(term, param));
  } else if (search.kind === 'multi' || search.kind === 'refused') {
    // The clients view has no multiple-value search, and a refused text is answered 400 before:
    // a parser that answered either would find nothing.
    conditions.push('false');
  }
  conditions.push(...filterConditions(query, CLIENT_FILTER_FIELDS, param));
  return conditions;
}

const NAME_ORDER = 'lower(c.client_name) collate "C"';
const TENANT_ORDER = 'c.tenant_id collate "C"';

/** The rows after `after` in the list's order (lower-cased name by code point, then tenant id). */
function tieCondition(after: ClientCursor, statement: Statement): string {
  return `(${NAME_ORDER}, ${TENANT_ORDER}) > (${statement.add(after.nameKey)}::text, ${statement.add(after.tenantId)}::text)`;
}

/** The keyset condition of the rows after `after` in the order of `key` (blanks last, ties in the list's order). */
function keysetAfter(key: SortKey | undefined, direction: 'asc' | 'desc', after: ClientCursor, statement: Statement): string {
  const tie = tieCondition(after, statement);
  return key ? keysetCondition(key, direction, after.key, tie, (value) => statement.add(value)) : tie;
}

/**
 * One window of the clients a query selects, in the order of `sort` (none: the list's order), after
 * `after` (null: from the first row) and `offset` rows more (0 by default; a window at a row
 * position is asked with `after` null): `limit` rows of `{ tenant_id, k, nk }`, `k` the sort key as
 * text (null for a blank or without a sort) and `nk` the lower-cased client name, for the next
 * cursor. The ORDER BY is the key in the sort's direction with blanks last, then the lower-cased
 * client name and the tenant id ascending by code point (the clients list's order). Every user value,
 * the limit and the offset are parameters.
 *
 * @throws Error for a sort field the search does not know (resolve the state first).
 */
export function compileClientQuery(query: ClientQuery, sort: ClientSort, after: ClientCursor | null, limit: number, offset = 0): CompiledQuery {
  const statement = new Statement(query.now);
  const make = sort ? clientSortKeys(statement)[sort.field] : undefined;
  if (sort && !make) throw new Error(`Unknown sort field '${sort.field}'`);
  const key = make?.();
  const conditions = whereOf(query, statement);
  if (after) conditions.push(keysetAfter(key, sort?.direction ?? 'asc', after, statement));
  const order = [...(key && sort ? [`${key.sql} ${sort.direction} nulls last`] : []), NAME_ORDER, TENANT_ORDER].join(', ');
  const rest = `
${conditions.length ? `where ${conditions.join('\n  and ')}` : ''}
order by ${order}
limit ${statement.add(limit)}${offset > 0 ? `\noffset ${statement.add(offset)}` : ''}`;
  const keyText = key ? `(${key.sql})::text` : 'null::text';
  return {
    text: `select c.tenant_id, ${keyText} as k, lower(c.client_name) as nk\n${clientSearchFrom(`${keyText} ${rest}`, statement)}${rest}`,
    values: statement.params.values,
  };
}

/**
 * The first window of a search (from the first row, no cursor, no offset) and what its first
 * answer tells besides: one statement that finds the selected clients once and answers both
 * `limit` rows `{ part: 'w', tenant_id, k, nk }` in the order of `sort` (as {@link compileClientQuery})
 * and, per currency of the selection, `{ part: 't', code, n, amount, usd_cents }` (its clients and
 * 'Total Awaiting Payments': the awaited amounts of the currency, float8 dollars, and the sum of
 * each client's amount in US cents at the stored rate, rounded half up per client as the grid; the
 * counts add up to the total).
 *
 * @throws Error for a sort field the search does not know (resolve the state first).
 */
export function compileClientFirstWindow(query: ClientQuery, sort: ClientSort, limit: number): CompiledQuery {
  const statement = new Statement(query.now);
  const make = sort ? clientSortKeys(statement)[sort.field] : undefined;
  if (sort && !make) throw new Error(`Unknown sort field '${sort.field}'`);
  const key = make?.();
  const conditions = whereOf(query, statement);
  const keyText = key ? `(${key.sql})::text` : 'null::text';
  const columns = [
    'c.tenant_id',
    `${keyText} as k`,
    'lower(c.client_name) as nk',
    ...(key ? [`${key.sql} as sk`] : []),
    `${NAME_ORDER} as name_order`,
    `${TENANT_ORDER} as tenant_order`,
    'c.currency_code as code',
    `${AWAITING_SQL} as awaiting`,
    `${usdCentsSql()} as usd_cents`,
  ].join(', ');
  const where = conditions.length ? `\nwhere ${conditions.join('\n  and ')}` : '';
  const order = [...(key && sort ? [`sk ${sort.direction} nulls last`] : []), 'name_order', 'tenant_order'].join(', ');
  const selected = `select ${columns}\n${clientSearchFrom(`${columns} ${where}`, statement)}${where}`;
  return {
    text: `with m as materialized (
${selected}
)
(select 'w' as part, tenant_id, k, nk, null::text as code, null::int as n, null::float8 as amount, null::float8 as usd_cents from m order by ${order} limit ${statement.add(limit)})
union all
(select 't', null, null, null, code, count(*)::int, sum(awaiting)::float8, sum(usd_cents)::float8 from m group by code)`,
    values: statement.params.values,
  };
}

/** How many clients a query selects: `select count(*)::int as n`. */
export function compileClientCount(query: ClientQuery): CompiledQuery {
  const statement = new Statement(query.now);
  const conditions = whereOf(query, statement);
  const rest = `\n${conditions.length ? `where ${conditions.join('\n  and ')}` : ''}`;
  return { text: `select count(*)::int as n\n${clientSearchFrom(rest, statement)}${rest}`, values: statement.params.values };
}

/**
 * The clients per value of a set-filter field among those `query` selects with the field's own
 * filter left out (its search text and every other filter apply; docs/grid.md "Filter value
 * counts"), blanks under '(Blanks)': `select v, count(*)::int as n ... group by v`.
 *
 * @throws Error for a field without a set filter.
 */
export function compileClientSetCounts(field: string, query: ClientQuery): CompiledQuery {
  const column = CLIENT_SET_VALUES[field];
  if (!column) throw new Error(`Unknown set filter field '${field}'`);
  const statement = new Statement(query.now);
  const conditions = whereOf(withoutSetFilter(query, field), statement);
  const where = conditions.length ? `where ${conditions.join('\n  and ')}` : '';
  const blanks = statement.add(BLANKS_LABEL);
  const text = setCountsStatement(column, blanks, {}, (list) => `select ${list}\n${clientSearchFrom(`${list} ${where}`, statement)}\n${where}`, (value) => statement.add(value));
  return { text, values: statement.params.values };
}
