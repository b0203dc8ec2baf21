/**
 * The invoices search of the grid's server mode (docs/grid.md#server-mode): a window of rows with
 * its keyset cursor, the total, the unfiltered count and the set-filter counts.
 */
import {
  INVOICE_GRID_DEFAULTS,
  INVOICE_SEARCH_COUNT_CAP,
  INVOICE_SEARCH_FIELDS,
  INVOICE_SEARCH_LIMIT,
  INVOICE_SEARCH_MESSAGES,
  type CurrencyAmount,
  type InvoiceRow,
  type InvoiceSearchRequest,
  type InvoiceSearchResponse,
} from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { NO_FILTERS, checkSearchWindow, decodeCursorParts, encodeCursorParts, isUnfiltered, withSelectedValues, withoutSetFilter } from '../grid-query/search-request.js';
import { getInvoiceRows } from '../invoices-repository.js';
import {
  compileAmountOwedTotals,
  compileFirstCurrencyAfter,
  compileInvoiceCount,
  compileInvoiceQuery,
  compileSetCounts,
  compileSetCountsTogether,
  resolveInvoiceQuery,
  type WindowPlan,
  type InvoiceCursor,
  type InvoiceQuery,
  type InvoiceSort,
} from './compile-invoice-query.js';

/**
 * The opaque cursor of the window after `last` under `sort`: base64url of the sort and the last
 * row's key and invoice number.
 *
 * @example encodeCursor({ field: 'invoiceDate', direction: 'desc' }, { key: '2024-01-05', invoiceNumber: 'INV-1' })
 */
export function encodeCursor(sort: InvoiceSort, last: InvoiceCursor): string {
  return encodeCursorParts([sort.field, sort.direction, last.key, last.invoiceNumber]);
}

/**
 * Reads a cursor for `sort`.
 *
 * @throws HttpError 400 {@link INVOICE_SEARCH_MESSAGES.badCursor} when it is not a cursor this
 *   search answered under the same sort.
 */
export function decodeCursor(cursor: string, sort: InvoiceSort): InvoiceCursor {
  const [field, direction, key, invoiceNumber] = decodeCursorParts(cursor, 4, INVOICE_SEARCH_MESSAGES);
  if (field !== sort.field || direction !== sort.direction || typeof invoiceNumber !== 'string' || (key !== null && typeof key !== 'string')) {
    throw badRequest(INVOICE_SEARCH_MESSAGES.badCursor);
  }
  return { key, invoiceNumber };
}

/** The resolved query and its sort, as the export and the search share them. */
export type ResolvedSearch = ReturnType<typeof resolveInvoiceQuery>;

/**
 * Up to this many matching invoices, a window is read matches first ({@link WindowPlan}): sorting a
 * few matches beats walking the invoice-date index past the rows that do not match, while for
 * many matches walking the index beats sorting them all (docs/search.md#cost).
 */
export const MATCHES_FIRST_MAX = 20_000;

/** The plan of a window of a search that selects `total` invoices. */
export function windowPlanFor(total: number): WindowPlan {
  return total <= MATCHES_FIRST_MAX ? 'matches-first' : 'in-order';
}

/**
 * Invoice numbers and sort keys of one window, `limit` rows after `after` (null: from the first row)
 * and `offset` more (0 by default), read with `plan` ('in-order' by default: right for any number of
 * matches, slow only when few match).
 */
export async function searchWindow(
  db: Queryable,
  { query, sort }: ResolvedSearch,
  after: InvoiceCursor | null,
  limit: number,
  plan: WindowPlan = 'in-order',
  offset = 0,
): Promise<Array<{ invoice_number: string; k: string | null }>> {
  const { text, values } = compileInvoiceQuery(query, sort, after, limit, plan, offset);
  return (await db.query<{ invoice_number: string; k: string | null }>(text, values)).rows;
}

/** How many invoices a query selects. */
export async function countOf(db: Queryable, query: InvoiceQuery): Promise<number> {
  const { text, values } = compileInvoiceCount(query);
  return (await db.query<{ n: number }>(text, values)).rows[0]?.n ?? 0;
}

/**
 * Whether the search counts a query only up to {@link INVOICE_SEARCH_COUNT_CAP}: a search text with
 * words, whose words may be found in nearly every invoice, so that an exact count would read the
 * whole list (docs/search.md#counts-of-a-word-search). Filters and pasted lists are counted
 * exactly.
 */
export function isCountCapped(query: InvoiceQuery): boolean {
  return query.search.kind === 'quick';
}

/**
 * How many invoices a query selects as the search counts them: exactly, or for a query whose count
 * is capped ({@link isCountCapped}) up to one beyond the cap (more than the cap: the answer says
 * `totalCapped`).
 */
function countedOf(db: Queryable, query: InvoiceQuery): Promise<number> {
  if (!isCountCapped(query)) return countOf(db, query);
  const { text, values } = compileInvoiceCount(query, INVOICE_SEARCH_COUNT_CAP + 1);
  return db.query<{ n: number }>(text, values).then(({ rows }) => rows[0]?.n ?? 0);
}

/** What the invoices a query selects owe, per currency code, in cents (in no particular order). */
async function owedCents(db: Queryable, query: InvoiceQuery): Promise<Map<string, number>> {
  return (await owedAndCount(db, query)).cents;
}

/**
 * What the invoices a query selects owe per currency code, in cents, and how many they are, counted
 * as {@link countedOf} counts them (for a capped count, the amounts hold for every match only when
 * the count is within the cap).
 */
async function owedAndCount(db: Queryable, query: InvoiceQuery): Promise<{ cents: Map<string, number>; total: number }> {
  const { text, values } = compileAmountOwedTotals(query, isCountCapped(query) ? INVOICE_SEARCH_COUNT_CAP + 1 : undefined);
  const { rows } = await db.query<{ code: string; n: number; cents: string }>(text, values);
  return { cents: new Map(rows.map((row) => [row.code, Number(row.cents)])), total: rows.reduce((sum, row) => sum + row.n, 0) };
}

/**
 * What the invoices a search selects owe, one total per currency to the cent, the currencies in the
 * order they first appear in the rows of its sort: the grid's Total Amount Owed as client mode
 * makes it from the rows shown (`amountsByCurrency` of each row's amount owed and currency).
 * `firstRows` are the search's first rows when they are at hand (the first window): the currencies
 * they show are in order already; each other currency is found by the first row beyond those seen.
 *
 * @param cents the totals of the search per currency, when already read ({@link compileAmountOwedTotals})
 */
export async function amountOwedOf(
  db: Queryable,
  { query, sort }: ResolvedSearch,
  firstRows: readonly InvoiceRow[],
  cents?: Map<string, number>,
): Promise<CurrencyAmount[]> {
  const totals = cents ?? (await owedCents(db, query));
  const order: string[] = [];
  for (const row of firstRows) if (totals.has(row.currencyCode) && !order.includes(row.currencyCode)) order.push(row.currencyCode);
  while (order.length < totals.size) {
    const { text, values } = compileFirstCurrencyAfter(query, sort, order);
    const code = (await db.query<{ code: string }>(text, values)).rows[0]?.code;
    if (code === undefined || !totals.has(code)) break;
    order.push(code);
  }
  return order.map((code) => ({ currencyCode: code, amount: (totals.get(code) ?? 0) / 100 }));
}

type SetCounts = Record<string, Record<string, number>>;

/** The counts of one set-filter field's values, and whether they are those of the first matches only. */
interface FieldCounts {
  counts: Record<string, number>;
  capped: boolean;
}

/** The key a field's counts over `query` are kept under: the field and the query they are read over. */
function setCountsKey(field: string, query: InvoiceQuery): string {
  return JSON.stringify([field, withoutSetFilter(query, field)]);
}

/**
 * The counts of one set-filter field's values under `query` (its own filter left out,
 * {@link compileSetCounts}), kept per data version by the query they are read over. A search text
 * with words is counted as its total is ({@link isCountCapped}): when more than
 * INVOICE_SEARCH_COUNT_CAP invoices are left, the counts are those of the first
 * INVOICE_SEARCH_COUNT_CAP found, and `capped` (docs/search.md#counts-of-a-word-search).
 */
function fieldCountsOf(db: Queryable, whole: WholeList, query: InvoiceQuery, field: string): Promise<FieldCounts> {
  return keptFor(whole.setCounts, SET_COUNTS_KEPT, setCountsKey(field, query), async () => {
    const others = withoutSetFilter(query, field);
    const cappable = isCountCapped(others);
    const capped = cappable && (await totalOf(db, whole, others)) > INVOICE_SEARCH_COUNT_CAP;
    const { text, values } = compileSetCounts(field, query, cappable ? INVOICE_SEARCH_COUNT_CAP : undefined);
    const { rows } = await db.query<{ v: string; n: number }>(text, values);
    return { counts: Object.fromEntries(rows.map((row) => [row.v, row.n])), capped };
  });
}

/** How many invoices `query` selects as {@link countedOf} counts them, kept per data version by the query. */
function totalOf(db: Queryable, whole: WholeList, query: InvoiceQuery): Promise<number> {
  return keptFor(whole.totals, OWED_KEPT, JSON.stringify(query), () => countedOf(db, query));
}

/**
 * The counts of `fields` (none with its own filter set, so each is counted over the invoices `query`
 * selects) for a search text with words, read in one statement over the same first
 * INVOICE_SEARCH_COUNT_CAP matches ({@link compileSetCountsTogether}) instead of one read of the
 * matches per field, each kept as {@link fieldCountsOf} keeps it.
 */
function fieldCountsTogether(db: Queryable, whole: WholeList, query: InvoiceQuery, fields: readonly string[]): Map<string, Promise<FieldCounts>> {
  const read = (async () => {
    const capped = (await totalOf(db, whole, query)) > INVOICE_SEARCH_COUNT_CAP;
    const { text, values } = compileSetCountsTogether(fields, query, INVOICE_SEARCH_COUNT_CAP);
    const { rows } = await db.query<{ f: string; v: string; n: number }>(text, values);
    return new Map(fields.map((field) => [field, { counts: Object.fromEntries(rows.filter((row) => row.f === field).map((row) => [row.v, row.n])), capped }]));
  })();
  return new Map(fields.map((field) => [field, keptFor(whole.setCounts, SET_COUNTS_KEPT, setCountsKey(field, query), () => read.then((counts) => counts.get(field)!))]));
}

/**
 * The set-filter counts of a search's answer (docs/grid.md#filter-value-counts): per field, its
 * values among the invoices the search text and the other filters select, with the values its own
 * filter selects that none of them has (0), and the fields whose counts are those of the first
 * INVOICE_SEARCH_COUNT_CAP matches only. The fields are read at once; under a search text with
 * words, those without a filter of their own in one statement ({@link fieldCountsTogether}).
 */
async function setCountsOf(db: Queryable, whole: WholeList, query: InvoiceQuery): Promise<{ setCounts: SetCounts; capped: string[] }> {
  const fields = INVOICE_SEARCH_FIELDS.sets;
  const unread = fields.filter((field) => !query.sets[field] && !whole.setCounts.has(setCountsKey(field, query)));
  const together = isCountCapped(query) && unread.length > 1 ? fieldCountsTogether(db, whole, query, unread) : new Map<string, Promise<FieldCounts>>();
  const reads = await Promise.all(fields.map((field) => together.get(field) ?? fieldCountsOf(db, whole, query, field)));
  const setCounts: SetCounts = {};
  const capped: string[] = [];
  fields.forEach((field, index) => {
    setCounts[field] = withSelectedValues(reads[index]!.counts, query.sets[field]);
    if (reads[index]!.capped) capped.push(field);
  });
  return { setCounts, capped };
}

/** Facts of the whole list (one client's or all) and of recent queries at one data version. */
interface WholeList {
  version: string;
  /** The row count of the whole list, by tenant. */
  all: Map<string, Promise<number>>;
  /** The counts of a set-filter field's values, by the field and the resolved query they are read over. */
  setCounts: Map<string, Promise<FieldCounts>>;
  /** What the invoices of recent queries owe per currency, by the resolved query. */
  owed: Map<string, Promise<Map<string, number>>>;
  /**
   * How many invoices recent filtered queries select as {@link countedOf} counts them, by the
   * resolved query (each window of a scroll asks again).
   */
  totals: Map<string, Promise<number>>;
}

/** Queries whose amounts owed and totals are kept per data version (the oldest is forgotten first). */
const OWED_KEPT = 100;

/** Set-filter counts kept per data version: those of as many queries, each field's (the oldest is forgotten first). */
const SET_COUNTS_KEPT = OWED_KEPT * INVOICE_SEARCH_FIELDS.sets.length;

const wholeLists = new WeakMap<Queryable, WholeList>();

/**
 * The facts of the whole list, kept per data version of the invoices grid (migration 007 bumps it on
 * every change of invoices, payments, clients, payment methods or currencies): at 1,000,000 invoices
 * counting them again for every window would cost more than the window itself.
 */
async function wholeListOf(db: Queryable): Promise<WholeList> {
  const { rows } = await db.query<{ version: string }>(`select version::text as version from data_versions where name = 'invoice-list'`);
  const version = rows[0]?.version ?? '0';
  let facts = wholeLists.get(db);
  if (facts?.version !== version) {
    facts = { version, all: new Map(), setCounts: new Map(), owed: new Map(), totals: new Map() };
    wholeLists.set(db, facts);
  }
  return facts;
}

function remembered<Value>(cache: Map<string, Promise<Value>>, key: string, load: () => Promise<Value>): Promise<Value> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

/** {@link remembered} in a cache that keeps at most `kept` values (the oldest is forgotten first). */
function keptFor<Value>(cache: Map<string, Promise<Value>>, kept: number, key: string, load: () => Promise<Value>): Promise<Value> {
  if (!cache.has(key) && cache.size >= kept) cache.delete(cache.keys().next().value!);
  return remembered(cache, key, load);
}

/**
 * Answers `POST /billing/invoices/search`: the rows of the window in the order of the
 * state's sort (ties by invoice number) — from the first row, after the cursor `after`, or from row
 * position `offset` (0-based; a jump: no rows at or beyond the total) — `next` (the cursor after the
 * window's last row, null after the last row of the search), `total`, `all` and, when
 * `counts`, the rows per set-filter value among those the search text and the other filters select
 * ({@link setCountsOf}; `all`, the totals and those counts are kept per data version of the list) and
 * what the matching invoices owe per currency ({@link amountOwedOf}).
 * A search text with words is counted up to INVOICE_SEARCH_COUNT_CAP ({@link isCountCapped}): with
 * more matches `total` is the cap, `totalCapped` is true and `amountOwed` is left out; the rows are
 * the same; a field whose counts are read over more matches than the cap is counted over the first
 * INVOICE_SEARCH_COUNT_CAP found and named in `setCountsCapped`. `now` resolves the date presets.
 *
 * @throws HttpError 400 for a limit out of 1-500, a bad cursor, both `after` and `offset`, an offset
 *   that is not an integer of 0 or more, or a state the search refuses ({@link resolveInvoiceQuery}).
 */
export async function searchInvoices(db: Queryable, body: InvoiceSearchRequest, now: number): Promise<InvoiceSearchResponse> {
  const offset = checkSearchWindow(body, INVOICE_SEARCH_LIMIT, INVOICE_SEARCH_MESSAGES);
  const resolved = resolveInvoiceQuery(body.state, body.tenantId ?? null, now);
  const after = body.after ? decodeCursor(body.after, resolved.sort) : null;
  const { tenantId } = resolved.query;
  const whole = await wholeListOf(db);
  const queryKey = JSON.stringify(resolved.query);
  if (body.counts && whole.owed.size >= OWED_KEPT) whole.owed.delete(whole.owed.keys().next().value!);
  if (!whole.totals.has(queryKey) && whole.totals.size >= OWED_KEPT) whole.totals.delete(whole.totals.keys().next().value!);
  if (body.counts && !isUnfiltered(resolved.query) && !whole.totals.has(queryKey) && !whole.owed.has(queryKey)) {
    // A new filtered query with its counts: its total and amounts owed come from one read.
    const both = owedAndCount(db, resolved.query);
    remembered(whole.totals, queryKey, () => both.then(({ total }) => total));
    remembered(whole.owed, queryKey, () => both.then(({ cents }) => cents));
  }
  // The set counts do not wait for the window: they are read beside the count and the window.
  const setCountsRead = body.counts ? setCountsOf(db, whole, resolved.query) : undefined;
  setCountsRead?.catch(() => undefined);
  // The count first: how many match decides how the window is read.
  const counted = await (isUnfiltered(resolved.query)
    ? remembered(whole.all, tenantId ?? '', () => countOf(db, { ...NO_FILTERS, tenantId }))
    : remembered(whole.totals, queryKey, () => countedOf(db, resolved.query)));
  const capped = isCountCapped(resolved.query) && counted > INVOICE_SEARCH_COUNT_CAP;
  const total = capped ? INVOICE_SEARCH_COUNT_CAP : counted;
  // Beyond the cap the matches are many: the sort's order is walked, keeping the rows that match.
  const plan = capped ? 'in-order' : windowPlanFor(total);
  // The plan of the count applies to a window at an offset too; no row lies at or beyond a total that is exact.
  const window = offset !== undefined && offset >= total && !capped ? [] : await searchWindow(db, resolved, after, body.limit + 1, plan, offset ?? 0);
  const shown = window.slice(0, body.limit);
  const last = shown[shown.length - 1];
  const [rows, all, setCounts, cents] = await Promise.all([
    getInvoiceRows(db, shown.map((row) => row.invoice_number)),
    remembered(whole.all, tenantId ?? '', () => countOf(db, { ...NO_FILTERS, tenantId })),
    setCountsRead,
    // Beyond the cap the amounts of every match are not read.
    body.counts && !capped ? remembered(whole.owed, queryKey, () => owedCents(db, resolved.query)) : Promise.resolve(undefined),
  ]);
  const amountOwed = cents ? await amountOwedOf(db, resolved, after || offset ? [] : rows, cents) : undefined;
  return {
    rows,
    next: window.length > body.limit && last ? encodeCursor(resolved.sort, { key: last.k, invoiceNumber: last.invoice_number }) : null,
    total,
    ...(capped ? { totalCapped: true } : {}),
    all,
    ...(setCounts ? { setCounts: setCounts.setCounts } : {}),
    ...(setCounts?.capped.length ? { setCountsCapped: setCounts.capped } : {}),
    ...(amountOwed ? { amountOwed } : {}),
  };
}

/**
 * Reads once what the first finance user opening the invoices grid would wait for (the grid opens
 * on AWAITING_PAYMENT and OVERDUE, newest first: docs/billing.md#clients-and-invoices-grids): the
 * whole list's count, the default filter's count, set-filter counts and amounts owed, all kept per
 * data version. The API runs this before it listens, so the first user does not wait for it.
 * @returns how long it took, in ms
 */
export async function warmInvoiceSearch(db: Queryable, now: number): Promise<number> {
  const started = performance.now();
  const state = { search: '', sets: { invoiceStatus: [...INVOICE_GRID_DEFAULTS.sets.invoiceStatus] }, dates: {}, amounts: {}, stock: 'all' as const, sort: { ...INVOICE_GRID_DEFAULTS.sort } };
  await searchInvoices(db, { state, limit: 1, counts: true }, now);
  return Math.round(performance.now() - started);
}
