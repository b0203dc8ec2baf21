/**
 * The clients grid's query compiled to parameterised SQL (issue 16, spec 02 §2.1, §2.14, §5): the
 * grid state is resolved with the shared parser and filters (shared-kit's `parseSearch`,
 * `resolveDateFilter`, `resolveAmountFilter`), then every user value travels as a parameter; only
 * the fixed expressions of `client-fields.ts` are written into the text.
 */
import {
  BLANKS_LABEL,
  CLIENT_SEARCH_MESSAGES,
  parseSearch,
  resolveAmountFilter,
  resolveDateFilter,
  type AmountRange,
  type DayRange,
  type GridQueryState,
  type ParsedSearch,
} from '../../contract.js';
import { badRequest } from '../../lib/http-error.js';
import { SORT_KEY_CAST, SqlParams, isoDay, type CompiledQuery, type SortKey } from '../grid-query/sql-parts.js';
import {
  AWAITING_SQL,
  CLIENTS_GRID_VIEW,
  CLIENT_AMOUNT_VALUES,
  CLIENT_DATE_COLUMNS,
  CLIENT_SET_VALUES,
  clientQuickTermCondition,
  clientSearchFrom,
  clientSortKeys,
  usdCentsSql,
  type FieldContext,
} from './client-fields.js';

/** A grid state resolved: the parsed search and the filters as ranges. */
export interface ClientQuery {
  search: ParsedSearch;
  /** Set filters: field -> raw values, '(Blanks)' for blanks. */
  sets: Readonly<Record<string, readonly string[]>>;
  /** Date filters: field -> inclusive range of US Eastern day numbers. */
  dates: Readonly<Record<string, DayRange>>;
  /** Amount filters: field -> inclusive range in US dollars at the stored rate. */
  amounts: Readonly<Record<string, AmountRange>>;
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

const known = (table: Readonly<Record<string, unknown>>, field: string) => Object.prototype.hasOwnProperty.call(table, field);
const NO_NOW: FieldContext = { now: () => '$0' };
const SORT_FIELDS = clientSortKeys(NO_NOW);

/**
 * Resolves a grid state (spec 02 §5): the search text parsed for the clients grid's view, date
 * presets resolved to US Eastern days at `now`, typed dates and amounts checked with the grid's own
 * rules; `now` is also the instant the hours awaiting payment are counted to.
 *
 * @throws HttpError 400 for an unknown sort, set, date or amount field, a date or amount filter that
 *   does not resolve (its message), or a stock filter (the clients list has none).
 */
export function resolveClientQuery(state: GridQueryState, now: number): { query: ClientQuery; sort: ClientSort } {
  const sort = state.sort ?? null;
  if (sort && !known(SORT_FIELDS, sort.field)) throw badRequest(CLIENT_SEARCH_MESSAGES.unknownField('sort', sort.field));
  if (state.stock !== 'all') throw badRequest(CLIENT_SEARCH_MESSAGES.noStock);
  const sets: Record<string, readonly string[]> = {};
  for (const [field, values] of Object.entries(state.sets)) {
    if (!known(CLIENT_SET_VALUES, field)) throw badRequest(CLIENT_SEARCH_MESSAGES.unknownField('set filter', field));
    if (values.length) sets[field] = values;
  }
  const dates: Record<string, DayRange> = {};
  for (const [field, input] of Object.entries(state.dates)) {
    if (!known(CLIENT_DATE_COLUMNS, field)) throw badRequest(CLIENT_SEARCH_MESSAGES.unknownField('date filter', field));
    const result = resolveDateFilter(input, { now });
    if (!result.ok) throw badRequest(CLIENT_SEARCH_MESSAGES.badDate(field, Object.values(result.errors).join('; ')));
    dates[field] = result.range;
  }
  const amounts: Record<string, AmountRange> = {};
  for (const [field, input] of Object.entries(state.amounts)) {
    if (!known(CLIENT_AMOUNT_VALUES, field)) throw badRequest(CLIENT_SEARCH_MESSAGES.unknownField('amount filter', field));
    const result = resolveAmountFilter(input);
    if (!result.ok) throw badRequest(CLIENT_SEARCH_MESSAGES.badAmount(field, [...new Set(Object.values(result.errors))].join('; ')));
    amounts[field] = result.range;
  }
  return { query: { search: parseSearch(state.search, CLIENTS_GRID_VIEW), sets, dates, amounts, now }, sort };
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
    for (const term of search.terms) conditions.push(clientQuickTermCondition(term, param, statement));
  } else if (search.kind === 'multi') {
    // The clients view has no multiple-value search; a parser that answered one would find nothing.
    conditions.push('false');
  }
  for (const [field, values] of Object.entries(query.sets)) {
    const column = CLIENT_SET_VALUES[field]!;
    const chosen = values.filter((value) => value !== BLANKS_LABEL);
    const parts = [`(${column} = any(${param(chosen)}::text[]) and trim(${column}) <> '')`];
    if (values.includes(BLANKS_LABEL)) parts.push(`${column} is null or trim(${column}) = ''`);
    conditions.push(`(${parts.join(' or ')})`);
  }
  for (const [field, range] of Object.entries(query.dates)) {
    const column = CLIENT_DATE_COLUMNS[field]!;
    conditions.push(`${column} between ${param(isoDay(range.from))}::date and ${param(isoDay(range.to))}::date`);
  }
  for (const [field, range] of Object.entries(query.amounts)) {
    conditions.push(`${CLIENT_AMOUNT_VALUES[field]!} between ${param(range.from)}::float8 and ${param(range.to)}::float8`);
  }
  return conditions;
}

const NAME_ORDER = 'lower(c.client_name) collate "C"';
const TENANT_ORDER = 'c.tenant_id collate "C"';

/** The rows after `after` in the list's order (lower-cased name by code point, then tenant id). */
function tieCondition(after: ClientCursor, statement: Statement): string {
  return `(${NAME_ORDER}, ${TENANT_ORDER}) > (${statement.add(after.nameKey)}::text, ${statement.add(after.tenantId)}::text)`;
}

/** The keyset condition of the rows after `after` in the order of `key` (blanks last, ties in the list's order). */
function keysetCondition(key: SortKey | undefined, direction: 'asc' | 'desc', after: ClientCursor, statement: Statement): string {
  if (!key) return tieCondition(after, statement);
  if (after.key === null) return `(${key.sql} is null and ${tieCondition(after, statement)})`;
  const value = `${statement.add(after.key)}::${SORT_KEY_CAST[key.type]}`;
  const beyond = direction === 'asc' ? '>' : '<';
  // The first comparison bounds the scan; the second skips the ties already answered.
  const next = `(${key.sql} ${beyond}= ${value} and (${key.sql} ${beyond} ${value} or ${tieCondition(after, statement)}))`;
  return key.nullable ? `(${next} or ${key.sql} is null)` : next;
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
  if (after) conditions.push(keysetCondition(key, sort?.direction ?? 'asc', after, statement));
  const order = [...(key && sort ? [`${key.sql} ${sort.direction} nulls last`] : []), NAME_ORDER, TENANT_ORDER].join(', ');
  const rest = `
${conditions.length ? `where ${conditions.join('\n  and ')}` : ''}
order by ${order}
limit ${statement.add(limit)}${offset > 0 ? `\noffset ${statement.add(offset)}` : ''}`;
  const keyText = key ? `(${key.sql})::text` : 'null::text';
  return {
    text: `select c.tenant_id, ${keyText} as k, lower(c.client_name) as nk\n${clientSearchFrom(`${keyText} ${rest}`)}${rest}`,
    values: statement.params.values,
  };
}

/** How many clients a query selects: `select count(*)::int as n`. */
export function compileClientCount(query: ClientQuery): CompiledQuery {
  const statement = new Statement(query.now);
  const conditions = whereOf(query, statement);
  const rest = `\n${conditions.length ? `where ${conditions.join('\n  and ')}` : ''}`;
  return { text: `select count(*)::int as n\n${clientSearchFrom(rest)}${rest}`, values: statement.params.values };
}

/**
 * 'Total Awaiting Payments' of the clients a query selects, per currency of those clients:
 * `select code, amount, usd_cents` — the awaited amounts of the currency (float8 dollars) and the sum
 * of each client's amount in US cents at the stored rate (rounded half up per client, as the grid).
 */
export function compileAwaitingTotals(query: ClientQuery): CompiledQuery {
  const statement = new Statement(query.now);
  const conditions = whereOf(query, statement);
  const rest = `
${conditions.length ? `where ${conditions.join('\n  and ')}` : ''}
group by c.currency_code`;
  const columns = `c.currency_code as code, sum(${AWAITING_SQL})::float8 as amount, sum(${usdCentsSql()})::float8 as usd_cents`;
  return { text: `select ${columns}\n${clientSearchFrom(`${columns} ${rest}`)}${rest}`, values: statement.params.values };
}

/**
 * The clients of the whole list per value of a set-filter field, blanks under '(Blanks)':
 * `select v, count(*)::int as n ... group by v`.
 *
 * @throws Error for a field without a set filter.
 */
export function compileClientSetCounts(field: string): CompiledQuery {
  const column = CLIENT_SET_VALUES[field];
  if (!column) throw new Error(`Unknown set filter field '${field}'`);
  const params = new SqlParams();
  const blanks = params.add(BLANKS_LABEL);
  const value = `case when ${column} is null or trim(${column}) = '' then ${blanks}::text else ${column} end`;
  return { text: `select ${value} as v, count(*)::int as n\n${clientSearchFrom(value)}\ngroup by 1`, values: params.values };
}
