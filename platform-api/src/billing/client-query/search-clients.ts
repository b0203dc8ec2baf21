/**
 * The clients search of the grid's server mode (docs/grid.md#server-mode): a window of client rows
 * with its keyset cursor, the total, the unfiltered count, Total Awaiting Payments of the selection
 * and the set-filter counts.
 */
import {
  CLIENT_SEARCH_FIELDS,
  CLIENT_SEARCH_LIMIT,
  CLIENT_SEARCH_MESSAGES,
  type AwaitingTotalsAnswer,
  type ClientSearchRequest,
  type ClientSearchResponse,
  type GridQueryState,
} from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { NO_FILTERS, checkSearchWindow, decodeCursorParts, encodeCursorParts, isUnfiltered, withSelectedValues } from '../grid-query/search-request.js';
import { getClientRows } from '../clients-repository.js';
import {
  compileClientCount,
  compileClientFirstWindow,
  compileClientQuery,
  compileClientSetCounts,
  resolveClientQuery,
  type ClientCursor,
  type ClientQuery,
  type ClientSort,
} from './compile-client-query.js';

/** A cursor: where the next window starts, and the instant the search counts the hours to. */
interface CursorContent extends ClientCursor {
  now: number;
}

/**
 * The opaque cursor of the window after `last` under `sort`: base64url of the sort, the last row's
 * key, lower-cased name and tenant id, and the instant `now` of the first window (ms), so that every
 * window of one search counts 'Days Awaiting Payment' to the same instant.
 */
export function encodeClientCursor(sort: ClientSort, last: ClientCursor, now: number): string {
  return encodeCursorParts([sort?.field ?? null, sort?.direction ?? null, last.key, last.nameKey, last.tenantId, now]);
}

/**
 * Reads a cursor for `sort`.
 *
 * @throws HttpError 400 {@link CLIENT_SEARCH_MESSAGES.badCursor} when it is not a cursor this search
 *   answered under the same sort.
 */
export function decodeClientCursor(cursor: string, sort: ClientSort): CursorContent {
  const [field, direction, key, nameKey, tenantId, now] = decodeCursorParts(cursor, 6, CLIENT_SEARCH_MESSAGES);
  if (
    field !== (sort?.field ?? null) ||
    direction !== (sort?.direction ?? null) ||
    (key !== null && typeof key !== 'string') ||
    typeof nameKey !== 'string' ||
    typeof tenantId !== 'string' ||
    typeof now !== 'number' ||
    !Number.isFinite(now)
  ) {
    throw badRequest(CLIENT_SEARCH_MESSAGES.badCursor);
  }
  return { key, nameKey, tenantId, now };
}

/** The resolved query and its sort, as the export and the search share them. */
export type ResolvedClientSearch = ReturnType<typeof resolveClientQuery>;

/**
 * Tenant ids, sort keys and lower-cased names of one window, `limit` rows after `after` (null: from
 * the first row) and `offset` more (0 by default).
 */
export async function clientSearchWindow(
  db: Queryable,
  { query, sort }: ResolvedClientSearch,
  after: ClientCursor | null,
  limit: number,
  offset = 0,
): Promise<Array<{ tenant_id: string; k: string | null; nk: string }>> {
  const { text, values } = compileClientQuery(query, sort, after, limit, offset);
  return (await db.query<{ tenant_id: string; k: string | null; nk: string }>(text, values)).rows;
}

async function countOf(db: Queryable, query: ClientQuery): Promise<number> {
  const { text, values } = compileClientCount(query);
  return (await db.query<{ n: number }>(text, values)).rows[0]?.n ?? 0;
}

/**
 * The set-filter counts of a search's answer (docs/grid.md "Filter value counts"): per field, its
 * values among the clients the search text and the other filters select ({@link compileClientSetCounts}),
 * with the values its own filter selects that none of them has (0). Counted exactly: the rows are
 * the clients (docs/search.md "Counts of a word search").
 */
async function setCountsOf(db: Queryable, query: ClientQuery): Promise<Record<string, Record<string, number>>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const field of CLIENT_SEARCH_FIELDS.sets) {
    const { text, values } = compileClientSetCounts(field, query);
    const { rows } = await db.query<{ v: string; n: number }>(text, values);
    counts[field] = withSelectedValues(Object.fromEntries(rows.map((row) => [row.v, row.n])), query.sets[field]);
  }
  return counts;
}

/** Per currency of a selection: its clients, their awaited amounts and US cents ({@link compileClientFirstWindow}). */
type CurrencyTotals = Array<{ code: string; n: number; amount: number; usd_cents: number }>;

/** Total Awaiting Payments of per-currency totals, and how many clients they count. */
function awaitingTotalsFrom(rows: CurrencyTotals): { totals: AwaitingTotalsAnswer; total: number } {
  return {
    totals: {
      usd: rows.reduce((cents, row) => cents + row.usd_cents, 0) / 100,
      byCurrency: rows.map((row) => ({ currencyCode: row.code, amount: row.amount })),
    },
    total: rows.reduce((count, row) => count + row.n, 0),
  };
}

/**
 * The first window of a search (no cursor, no offset), `limit` rows, with the selection's Total
 * Awaiting Payments and total, from one statement ({@link compileClientFirstWindow}).
 */
async function firstWindowOf(db: Queryable, { query, sort }: ResolvedClientSearch, limit: number) {
  const { text, values } = compileClientFirstWindow(query, sort, limit);
  type Row = { part: 'w' | 't'; tenant_id: string; k: string | null; nk: string; code: string; n: number; amount: number; usd_cents: number };
  const { rows } = await db.query<Row>(text, values);
  return {
    window: rows.filter((row) => row.part === 'w').map(({ tenant_id, k, nk }) => ({ tenant_id, k, nk })),
    ...awaitingTotalsFrom(rows.filter((row) => row.part === 't')),
  };
}

/**
 * Resolves `state` at the instant a cursor carries (or `now` for a first window) and reads the cursor.
 *
 * @throws HttpError 400 as {@link resolveClientQuery} and {@link decodeClientCursor}.
 */
function resolveWithCursor(state: GridQueryState, after: string | null | undefined, now: number) {
  const first = resolveClientQuery(state, now);
  if (!after) return { resolved: first, cursor: null, at: now };
  const cursor = decodeClientCursor(after, first.sort);
  return { resolved: resolveClientQuery(state, cursor.now), cursor, at: cursor.now };
}

/**
 * Answers `POST /billing/clients/search`: the client rows of the window in the order of
 * the state's sort (ties, and no sort, in the list's order) — from the first row, after the cursor
 * `after`, or from row position `offset` (0-based; a jump: no rows at or beyond the total) — `next`
 * (the cursor after the window's last row, null after the last row of the search), `total`, `all`,
 * with the first window (neither `after` nor `offset`) the `awaitingTotals` of the rows matching, and when `counts`
 * the clients per set-filter value among those the search text and the other filters select
 * ({@link setCountsOf}). `now` (ms) resolves the date presets and is the instant the hours awaiting
 * payment are counted to (a cursor keeps its first window's).
 *
 * @throws HttpError 400 for a limit out of 1-500, a bad cursor, both `after` and `offset`, an offset
 *   that is not an integer of 0 or more, or a state the search refuses ({@link resolveClientQuery}).
 */
export async function searchClients(db: Queryable, body: ClientSearchRequest, now: number): Promise<ClientSearchResponse> {
  const offset = checkSearchWindow(body, CLIENT_SEARCH_LIMIT, CLIENT_SEARCH_MESSAGES);
  const { resolved, cursor, at } = resolveWithCursor(body.state, body.after, now);
  // The first window reads its rows, its totals and the total at once; a later window counts alone.
  const first = cursor || offset !== undefined ? undefined : await firstWindowOf(db, resolved, body.limit + 1);
  const window = first ? first.window : await clientSearchWindow(db, resolved, cursor, body.limit + 1, offset ?? 0);
  const shown = window.slice(0, body.limit);
  const last = shown[shown.length - 1];
  const counted = first ? Promise.resolve(first.total) : countOf(db, resolved.query);
  const [rows, total, all, setCounts] = await Promise.all([
    getClientRows(db, new Date(at), shown.map((row) => row.tenant_id)),
    counted,
    isUnfiltered(resolved.query) ? counted : countOf(db, { ...NO_FILTERS, now: at }),
    body.counts ? setCountsOf(db, resolved.query) : Promise.resolve(undefined),
  ]);
  const awaitingTotals = first?.totals;
  return {
    rows,
    next: window.length > body.limit && last ? encodeClientCursor(resolved.sort, { key: last.k, nameKey: last.nk, tenantId: last.tenant_id }, at) : null,
    total,
    all,
    ...(awaitingTotals ? { awaitingTotals } : {}),
    ...(setCounts ? { setCounts } : {}),
  };
}
