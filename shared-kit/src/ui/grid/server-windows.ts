/**
 * The windows of a server-mode grid as pure arithmetic (docs/grid.md#server-mode): what one call
 * for rows asks, what the API answers, how the rows fetched are kept as segments by position, and
 * which window to ask for next for the rows in view. No React and no fetching: the grid controller
 * (shared-kit/ui) asks for the windows through the query layer.
 */
import { BLANKS_LABEL } from 'shared-kit/contract';
import type { GridQueryState } from 'shared-kit/contract';
import type { DistinctValue } from '../search-engine/filters/set-filter';

/** Counts behind the set filters: field -> raw value ('(Blanks)' for blanks) -> rows. */
export type GridSetCounts = Record<string, Record<string, number>>;

/**
 * The window part of a search call: the first window (`after: null`), the window after a cursor, or
 * the window at a row position (`offset`, 0-based in the order of the sort: a jump); `limit` rows
 * (the API takes 1-500); `counts` asks for the set filters' counts and the totals (first window).
 */
export type GridWindowRequest = { state: GridQueryState; limit: number; counts: boolean } & ({ after: string | null; offset?: undefined } | { offset: number; after?: undefined });

/** What a search answers for one window. */
export interface GridWindowAnswer<Row> {
  rows: Row[];
  /** Cursor of the next window; null after the last row. */
  next: string | null;
  /** Rows matching the search and filters. */
  total: number;
  /**
   * True when the search counted its matches only up to a cap (docs/search.md "Counts of a word
   * search"): `total` is then the cap, and more rows match.
   */
  totalCapped?: boolean;
  /** Rows without search and filters. */
  all: number;
  setCounts?: GridSetCounts;
  /**
   * The set fields whose counts were read over the first matches only, a word search's cap
   * (docs/search.md#counts-of-a-word-search): each count is then at least the true one's part.
   */
  setCountsCapped?: string[];
}

/** Rows fetched one after the other, from row position `from` (0-based) on. */
export interface ServerRowsSegment<Row> {
  from: number;
  rows: readonly Row[];
  /** Cursor of the window after the segment's last row; null after the last row of the query. */
  next: string | null;
}

/** Where a window starts: after a segment's cursor (its rows join that segment at `from`) or at a row position. */
export type WindowStart = { after: string | null; from: number; limit: number } | { offset: number; limit: number };

/** Rows the view needs: from the first row in view to some rows past the last one (`to` excluded). */
export interface RowRange {
  from: number;
  to: number;
}

/**
 * Rows asked for per window in server mode.
 *
 * @example firstWindow(SERVER_WINDOW_ROWS) // { after: null, from: 0, limit: 200 }
 */
export const SERVER_WINDOW_ROWS = 200;
/**
 * Rows fetched ahead of the last row in view, so that scrolling finds them there.
 *
 * @example neededRows(150, 159) // { from: 150, to: 260 }
 */
export const SERVER_ROWS_AHEAD = 100;
/**
 * Windows the rows in view may start beyond the rows fetched before them and still be reached by
 * keyset, window after window; further, the window there is asked for by its position (a jump).
 *
 * @example nextWindow([{ from: 0, rows: first200, next: 'c200' }], { from: 601, to: 800 }, 1e6) // { offset: 601, limit: 200 }
 */
export const JUMP_WINDOWS = 2;
/**
 * How long the search box must rest before server mode asks for the typed search's first window,
 * ms: the rows still change only after the filter delay (FILTER_DELAY_MS), but the answer is on its
 * way earlier.
 *
 * @example setTimeout(() => prefetch(typed), SERVER_PREFETCH_MS)
 */
export const SERVER_PREFETCH_MS = 300;
/**
 * Rows a server-mode grid's body spans past the furthest row fetched (placeholders where nothing is
 * fetched). The table lays out every row of its body on each render, so the body stops here: the
 * scrollbar dragged to the bottom jumps this far in one call, and the body then spans further.
 *
 * @example bodySpan([{ from: 0, rows: first200, next: 'c200' }], 1_000_000) // 10,200
 */
export const SERVER_SCROLL_AHEAD = 10_000;

/** The first window of a query. */
export const firstWindow = (windowRows: number = SERVER_WINDOW_ROWS): WindowStart => ({ after: null, from: 0, limit: windowRows });

/**
 * The rows wanted when rows `first` to `last` are in view: those, and `ahead` rows past them.
 *
 * @example neededRows(150, 159) // { from: 150, to: 260 }
 */
export function neededRows(first: number, last: number, ahead: number = SERVER_ROWS_AHEAD): RowRange {
  return { from: first, to: last + 1 + ahead };
}

/**
 * The call of a window of `state`.
 *
 * @example windowRequest(state, { after: 'c200', from: 200, limit: 200 }) // { state, after: 'c200', limit: 200, counts: false }
 */
export function windowRequest(state: GridQueryState, start: WindowStart): GridWindowRequest {
  if ('offset' in start) return { state, offset: start.offset, limit: start.limit, counts: false };
  return { state, after: start.after, limit: start.limit, counts: start.after === null };
}

/**
 * Identifies a query state: the fields a search reads, in a fixed order.
 *
 * @example gridQueryKey({ ...EMPTY_GRID_STATE, search: 'acme' }) === gridQueryKey({ search: 'acme', sets: {}, dates: {}, amounts: {}, stock: 'all' }) // true
 */
export function gridQueryKey(state: GridQueryState): string {
  return JSON.stringify([state.search, state.sort, state.sets, state.dates, state.amounts, state.stock]);
}

const endOf = <Row>(segment: ServerRowsSegment<Row>) => segment.from + segment.rows.length;

/**
 * `segments` with `added` in its place, joined to the segment before and the one after when it
 * reaches them (rows of `added` past the start of the one after are left out).
 *
 * @example withSegment([{ from: 0, rows: a, next: 'c200' }], { from: 200, rows: b, next: 'c400' }) // one segment of 400 rows
 */
export function withSegment<Row>(segments: ReadonlyArray<ServerRowsSegment<Row>>, added: ServerRowsSegment<Row>): Array<ServerRowsSegment<Row>> {
  const before = segments.filter((segment) => segment.from < added.from);
  const after = segments.filter((segment) => segment.from > added.from);
  let joined = added;
  const previous = before[before.length - 1];
  if (previous && endOf(previous) >= added.from) {
    before.pop();
    joined = { from: previous.from, rows: [...previous.rows.slice(0, added.from - previous.from), ...added.rows], next: added.next };
  }
  const following = after[0];
  if (following && endOf(joined) >= following.from) {
    after.shift();
    joined = { from: joined.from, rows: [...joined.rows.slice(0, following.from - joined.from), ...following.rows], next: following.next };
  }
  return [...before, joined, ...after];
}

/**
 * The segments after each window answered, in the order they were asked: a window by position that
 * answered no row (the list got shorter) adds nothing.
 *
 * @example segmentsOf([[firstWindow(), answer1], [{ offset: 9000, limit: 200 }, answer2]]) // two segments
 */
export function segmentsOf<Row>(answered: ReadonlyArray<readonly [WindowStart, GridWindowAnswer<Row>]>): Array<ServerRowsSegment<Row>> {
  let segments: Array<ServerRowsSegment<Row>> = [];
  for (const [start, answer] of answered) {
    if ('offset' in start && answer.rows.length === 0) continue;
    segments = withSegment(segments, { from: 'offset' in start ? start.offset : start.from, rows: answer.rows, next: answer.next });
  }
  return segments;
}

/**
 * The next window the view needs, if a row of `need` is missing: after the cursor of the segment
 * before the first missing row when that row is at most {@link JUMP_WINDOWS} windows beyond it, else
 * by position — the window ending where a later segment starts when the missing rows lie just
 * before it (scrolling up from a jump). None past `total` or past a segment without a cursor (the
 * last row).
 *
 * @example nextWindow([{ from: 0, rows: first200, next: 'c200' }], { from: 150, to: 260 }, 450) // { after: 'c200', from: 200, limit: 200 }
 * @example nextWindow([{ from: 0, rows: first200, next: 'c200' }], { from: 500_000, to: 500_110 }, 1e6) // { offset: 500000, limit: 200 }
 */
export function nextWindow<Row>(segments: ReadonlyArray<ServerRowsSegment<Row>>, need: RowRange, total: number, windowRows: number = SERVER_WINDOW_ROWS): WindowStart | undefined {
  const ending = segments.find((segment) => segment.next === null);
  const last = Math.min(total, ending ? endOf(ending) : Infinity);
  let missing = Math.max(0, need.from);
  const end = Math.min(need.to, last);
  for (const segment of segments) {
    if (segment.from <= missing && endOf(segment) > missing) missing = endOf(segment);
  }
  if (missing >= end) return undefined;
  const before = segments.filter((segment) => endOf(segment) <= missing).pop();
  const later = segments.find((segment) => segment.from > missing);
  const beforeEnd = before ? endOf(before) : 0;
  const upTo = later?.from ?? last;
  if (before && before.next !== null && missing - beforeEnd <= JUMP_WINDOWS * windowRows) {
    return { after: before.next, from: beforeEnd, limit: Math.min(windowRows, upTo - beforeEnd) };
  }
  const offset = later && later.from - missing < windowRows ? Math.max(beforeEnd, later.from - windowRows) : missing;
  return { offset, limit: Math.min(windowRows, upTo - offset) };
}

/**
 * How many rows the body of a server-mode grid spans: up to {@link SERVER_SCROLL_AHEAD} rows past the
 * furthest row fetched, `total` at most, and none past a segment without a cursor (the last row).
 *
 * @example bodySpan([{ from: 0, rows: first200, next: 'c200' }], 1_000_000) // 10_200
 */
export function bodySpan<Row>(segments: ReadonlyArray<ServerRowsSegment<Row>>, total: number): number {
  const last = segments[segments.length - 1];
  const end = last ? endOf(last) : 0;
  return last?.next === null ? end : Math.min(total, end + SERVER_SCROLL_AHEAD);
}

/**
 * The values a set filter lists in server mode, from the counts the API answered: each value with its
 * label and count, in label order with '(Blanks)' last, as in client mode. `capped`: the counts were
 * read over a word search's first matches only, so each is marked `countCapped` (shown 'N+').
 *
 * @example serverDistinctValues({ PAID: 3, OVERDUE: 1 }, (v) => v.toLowerCase()) // [{ value: 'OVERDUE', label: 'overdue', count: 1 }, { value: 'PAID', label: 'paid', count: 3 }]
 */
export function serverDistinctValues(counts: Record<string, number> | undefined, labelOf: (value: string) => string = (v) => v, capped = false): DistinctValue[] {
  const values = Object.entries(counts ?? {}).map(([value, count]) => ({ value, count, label: value === BLANKS_LABEL ? BLANKS_LABEL : labelOf(value), ...(capped ? { countCapped: true } : {}) }));
  const rank = (value: DistinctValue) => (value.value === BLANKS_LABEL ? 1 : 0);
  return values.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
}
