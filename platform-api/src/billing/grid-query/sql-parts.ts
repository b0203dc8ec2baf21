/**
 * Pieces of a grid search compiled to SQL (docs/grid.md#server-mode) that do not depend on the list
 * searched: parameters, days as SQL dates, amounts in US dollars at the stored rate, sort keys and
 * their keyset conditions, the filters' conditions and the set counts' values, for the clients and
 * the invoices searches.
 */
import { BLANKS_LABEL, calendarDateOf } from '../../contract.js';
import type { DerivedSetValues, GridFilterFields, GridFilters } from './search-request.js';

/** Collects the parameters of a statement and names their placeholders (`$1`, `$2`, …). */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Registers `value` and answers its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A compiled statement: text with placeholders and their values. */
export interface CompiledQuery {
  text: string;
  values: unknown[];
}

/**
 * `YYYY-MM-DD` of a day number (days since 1970-01-01).
 *
 * @example isoDay(0) // '1970-01-01'
 */
export function isoDay(day: number): string {
  const { year, month, day: d } = calendarDateOf(day);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * An amount in US dollars at the stored rate as the grid computes it (shared-kit's `amountInUsd`:
 * amount / usdRate rounded half up to the cent) in the same double-precision arithmetic: float8 SQL.
 *
 * @example usdAtStoredRate('a.awaiting', 'cur.usd_rate')
 */
export function usdAtStoredRate(amountSql: string, rateSql: string): string {
  return `(floor((${amountSql})::float8 / (${rateSql})::float8 * 100 + 0.5) / 100)`;
}

/** How a sort key compares: text by code point (lower-cased), days, numbers. */
export type SortKeyType = 'text' | 'date' | 'float8' | 'numeric' | 'int';

/** A sortable field: its SQL key (null for a blank) and how it compares. */
export interface SortKey {
  sql: string;
  type: SortKeyType;
  /** Whether the key can be null (blanks sort last in both directions). */
  nullable: boolean;
}

/** SQL type a sort key's text is cast back to in a keyset condition. */
export const SORT_KEY_CAST: Readonly<Record<SortKeyType, string>> = { text: 'text collate "C"', date: 'date', float8: 'float8', numeric: 'numeric', int: 'int' };

/**
 * A text sort key as the grid sorts text: lower-cased, compared by code point (`collate "C"`, like
 * JavaScript's `<` on lower-cased strings); an empty text is a blank (null).
 */
export function textSortKey(column: string, nullable: boolean): SortKey {
  return { sql: `(nullif(lower(${column}), '') collate "C")`, type: 'text', nullable };
}

/** Text of a placeholder for `value` in the statement being written ({@link SqlParams.add}). */
export type AddParam = (value: unknown) => string;

/**
 * The conditions of a query's set, date and amount filters, in that order, over the columns of
 * `fields`: a set filter keeps the rows whose value is one chosen (a blank, null or white space,
 * only under '(Blanks)') or that have a derived value chosen (`fields.derivedSets`); a date filter
 * the rows whose day lies in the range (inclusive); an amount filter the rows whose US dollars lie
 * in the range (inclusive, float8). Every value is a parameter.
 */
export function filterConditions(filters: GridFilters, fields: GridFilterFields, param: AddParam): string[] {
  const conditions: string[] = [];
  for (const [field, values] of Object.entries(filters.sets)) {
    const column = fields.sets[field]!;
    const derived = fields.derivedSets?.[field] ?? {};
    const isDerived = (value: string) => Object.prototype.hasOwnProperty.call(derived, value);
    const chosen = values.filter((value) => value !== BLANKS_LABEL && !isDerived(value));
    const parts = [`(${column} = any(${param(chosen)}::text[]) and trim(${column}) <> '')`];
    if (values.includes(BLANKS_LABEL)) parts.push(`${column} is null or trim(${column}) = ''`);
    for (const value of values) if (isDerived(value)) parts.push(derived[value]!);
    conditions.push(`(${parts.join(' or ')})`);
  }
  for (const [field, range] of Object.entries(filters.dates)) {
    const column = fields.dates[field]!;
    conditions.push(`${column} between ${param(isoDay(range.from))}::date and ${param(isoDay(range.to))}::date`);
  }
  for (const [field, range] of Object.entries(filters.amounts)) {
    conditions.push(`${fields.amounts[field]!} between ${param(range.from)}::float8 and ${param(range.to)}::float8`);
  }
  return conditions;
}

/**
 * A set-filter field's value as the set counts group it: the column, or the placeholder `blanks`
 * (of '(Blanks)') for a null or white-space value.
 */
function setCountValueSql(column: string, blanks: string): string {
  return `case when ${column} is null or trim(${column}) = '' then ${blanks}::text else ${column} end`;
}

/**
 * A statement counting the rows `select` reads per value of a set-filter field: `select v,
 * count(*)::int as n ... group by v`. `select(list)` writes the statement of the rows counted with
 * `list` as its select list (its FROM, WHERE and any limit); `column` is the field's value (blanks
 * under the placeholder `blanks`), and each row that meets the condition of a `derived` value is
 * counted under that value too (docs/grid.md "Status filter"); a derived value no row has is not
 * answered.
 *
 * @example setCountsStatement('i.invoice_status', '$2', {}, (list) => `select ${list} from invoices i`, param)
 */
export function setCountsStatement(column: string, blanks: string, derived: DerivedSetValues, select: (list: string) => string, param: AddParam): string {
  const value = setCountValueSql(column, blanks);
  const others = Object.entries(derived);
  if (others.length === 0) return `select s.v, count(*)::int as n from (\n${select(`${value} as v`)}\n) s\ngroup by 1`;
  // Each row is read once: grouped by its value, the rows with each derived value counted beside.
  const flags = others.map(([, condition], n) => `(${condition}) as d${n}`).join(', ');
  const counted = others.map((_, n) => `count(*) filter (where s.d${n})::int as d${n}`).join(', ');
  const pairs = ['(g.v, g.n)', ...others.map(([name], n) => `(${param(name)}::text, g.d${n})`)].join(', ');
  return `select x.v, sum(x.n)::int as n from (
select s.v, count(*)::int as n, ${counted} from (
${select(`${value} as v, ${flags}`)}
) s
group by 1
) g
cross join lateral (values ${pairs}) as x(v, n)
group by 1
having sum(x.n) > 0`;
}

/**
 * The keyset condition of the rows after a window's last row in the order of `key` (blanks last in
 * both directions): `afterKey` is that row's key as text (null for a blank) and `tie` the condition
 * of the rows after it in the list's tie-breaking order (written once, read for equal keys).
 */
export function keysetCondition(key: SortKey, direction: 'asc' | 'desc', afterKey: string | null, tie: string, param: AddParam): string {
  if (afterKey === null) return `(${key.sql} is null and ${tie})`;
  const value = `${param(afterKey)}::${SORT_KEY_CAST[key.type]}`;
  const beyond = direction === 'asc' ? '>' : '<';
  // The first comparison bounds an index scan; the second skips the ties already answered.
  const next = `(${key.sql} ${beyond}= ${value} and (${key.sql} ${beyond} ${value} or ${tie}))`;
  return key.nullable ? `(${next} or ${key.sql} is null)` : next;
}
