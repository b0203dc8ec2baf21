/**
 * The grid's server mode (issue 16 "A server mode for the grid"): a data source that asks the API for
 * the rows of a query state window by window (keyset pagination: each window starts `after` the
 * cursor the previous one answered) instead of holding every row. The grid sends its raw query state
 * (search text as typed, filters, sort); the server parses and evaluates it, and answers the window,
 * the rows matching (`total`), the rows without search and filters (`all`) and, with the first
 * window, the counts behind the set filters. No React: `DataGrid` subscribes to it.
 *
 * A jump (the scrollbar dragged far down a long list): when the rows in view start more than
 * {@link JUMP_WINDOWS} windows beyond the rows fetched before them, the window there is asked for by
 * its row position (`offset`) instead of walking every window before it. The rows fetched are kept
 * as segments by position ({@link ServerRowsSegment}); scrolling on from a segment continues by
 * keyset from its cursor, and a gap between two segments is filled up to the later one.
 *
 * A newer query wins: setting a query cancels the call of the previous one, drops any answer of it
 * that still arrives and, once its first window is back, every segment of the previous one.
 */
import type { DistinctValue } from '../search/filters';
import { BLANKS_LABEL } from 'shared-kit/contract';
import type { GridQueryState } from 'shared-kit/contract';

/** Counts behind the set filters: field -> raw value ('(Blanks)' for blanks) -> rows. */
export type GridSetCounts = Record<string, Record<string, number>>;

/** One call for a window of rows. */
export interface GridWindowRequest {
  /**
   * The grid's URL state with the search text applied (spec 02 §2.1, §2.3, §5), the contract's
   * shape: date presets travel by name and the server resolves them with its own clock.
   */
  state: GridQueryState;
  /**
   * Cursor the previous window answered; null for the first window. Absent for a window asked by
   * its position (`offset`).
   */
  after?: string | null;
  /**
   * Instead of `after`: the row position (0-based, in the order of the sort) the window starts at,
   * a jump. The answer's `next` is the cursor after its last row; no rows at or beyond the total.
   */
  offset?: number;
  /** Rows asked for, 1-500. */
  limit: number;
  /** Whether the answer should carry the set filters' counts (asked with the first window). */
  counts: boolean;
}

/** The API's answer to a {@link GridWindowRequest}. */
export interface GridWindowAnswer<Row> {
  rows: Row[];
  /** Cursor of the next window; null after the last row. */
  next: string | null;
  /** Rows matching the search and filters. */
  total: number;
  /** Rows without search and filters. */
  all: number;
  setCounts?: GridSetCounts;
}

/**
 * Asks the API for one window. Rejects on a failed call; `signal` fires when the answer is no longer
 * wanted (a newer query, the grid gone).
 */
export type GridWindowFetch<Row> = (request: GridWindowRequest, signal: AbortSignal) => Promise<GridWindowAnswer<Row>>;

/** Rows fetched one after the other, from row position `from` (0-based) on. */
export interface ServerRowsSegment<Row> {
  from: number;
  rows: Row[];
  /** Cursor of the window after the segment's last row; null after the last row of the query. */
  next: string | null;
}

/** What the source holds for the current query. */
export interface ServerRowsSnapshot<Row> {
  /** The query the rows answer (undefined before the first query). */
  query: GridQueryState | undefined;
  /**
   * Rows fetched from the first row on, without a gap, in the query's order (the first segment);
   * until the first window of a new query, the previous query's.
   */
  rows: Row[];
  /**
   * Every row fetched, as segments in order of position, none touching another (a segment that
   * reaches the next one is joined to it); the first starts at 0 once the first window is back.
   */
  segments: ReadonlyArray<ServerRowsSegment<Row>>;
  /** Rows matching; undefined until the first answer. */
  total: number | undefined;
  /** Rows without search and filters; undefined until the first answer. */
  all: number | undefined;
  setCounts: GridSetCounts;
  /** A window is being fetched. */
  loading: boolean;
  /** Whether `rows` answer the current query (its first window is back). */
  settled: boolean;
  /** Whether every matching row is fetched (the first segment reaches the last row). */
  complete: boolean;
  /** The failure of the last call, until {@link ServerRows.retry} or a new query. */
  error: unknown;
}

/** The data source of a grid in server mode; see {@link createServerRows}. */
export interface ServerRows<Row> {
  /**
   * Shows `state`: fetches its first window with the counts, unless it is the query shown already;
   * a first window {@link ServerRows.prefetch}ed for it and already back is shown at once. `quiet`
   * changes the snapshot without calling the listeners: for a caller that reads the snapshot right
   * after (a grid rendering the new query reads its rows in the same render).
   */
  setQuery(state: GridQueryState, options?: { quiet?: boolean }): void;
  /**
   * Asks for the first window of `state` ahead of showing it (the search box during the spec's
   * filter delay): a {@link ServerRows.setQuery} of the same query uses that call instead of
   * starting its own; a prefetch of another query, or setting another query, drops it. Nothing is
   * shown until `setQuery`.
   */
  prefetch(state: GridQueryState): void;
  /**
   * Row `index` (0-based) is in view: fetches the rows from the first row in view to
   * `ahead` rows beyond the last one (the indexes reported together, before the source's next
   * call starts), by keyset from the segment before them, or by position when they start more than
   * {@link JUMP_WINDOWS} windows beyond it. Rows in view before a new query's first window is back
   * are the previous query's places, not asked for.
   */
  showRowsTo(index: number): void;
  /**
   * Fetches the current query again from its first window, then the rows in view (after a write,
   * or the load error's Retry).
   */
  reload(): void;
  snapshot(): ServerRowsSnapshot<Row>;
  /** Calls `listener` after each change of the snapshot; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Cancels the call under way and drops its answer; nothing more is asked until the next
   * {@link ServerRows.setQuery} (the same query asks again) or {@link ServerRows.reload}.
   */
  cancel(): void;
}

/** Options of {@link createServerRows}. */
export interface ServerRowsOptions {
  /** Rows per window (the API takes 1-500); {@link SERVER_WINDOW_ROWS} by default. */
  windowRows?: number;
  /** Rows fetched beyond the last row in view; {@link SERVER_ROWS_AHEAD} by default. */
  ahead?: number;
}

/**
 * Rows asked for per window in server mode.
 *
 * @example createServerRows(fetchWindow, { windowRows: SERVER_WINDOW_ROWS })
 */
export const SERVER_WINDOW_ROWS = 200;
/**
 * Rows fetched ahead of the last row in view, so that scrolling finds them there.
 *
 * @example createServerRows(fetchWindow, { ahead: SERVER_ROWS_AHEAD })
 */
export const SERVER_ROWS_AHEAD = 100;
/**
 * Windows the rows in view may start beyond the rows fetched before them and still be reached by
 * keyset, window after window; further, the window there is asked for by its position (a jump).
 *
 * @example createServerRows(fetchWindow) // rows in view from 401 rows past the last fetched one: one call with `offset`
 */
export const JUMP_WINDOWS = 2;

/**
 * How long the search box must rest before server mode asks for the typed search's first window
 * (ms): the rows still change only after the spec's filter delay (FILTER_DELAY_MS, 600 ms, spec 02
 * §2.14), but the answer is on its way 300 ms earlier.
 */
export const SERVER_PREFETCH_MS = 300;

const queryKeyOf = (state: GridQueryState) => JSON.stringify([state.search, state.sort, state.sets, state.dates, state.amounts, state.stock]);

const endOf = <Row>(segment: ServerRowsSegment<Row>) => segment.from + segment.rows.length;

/**
 * `segments` with `added` in its place, joined to the segment before and the one after when it
 * reaches them (rows of `added` past the start of the one after are left out).
 */
function withSegment<Row>(segments: ReadonlyArray<ServerRowsSegment<Row>>, added: ServerRowsSegment<Row>): Array<ServerRowsSegment<Row>> {
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

/** Where a call for rows starts: after a segment's cursor (its rows join that segment) or at a position. */
type Start = { after: string | null; from: number; limit: number } | { offset: number; limit: number };

/**
 * A server-mode data source over `fetchWindow`. The first window of a query asks for the set
 * filters' counts; then, while rows of the view's range are missing, one window at a time: after the
 * cursor of the segment before the first missing row when that row is at most {@link JUMP_WINDOWS}
 * windows beyond it, else by position (`offset`) — a window ending where a later segment starts
 * when the missing rows lie just before it (scrolling up from a jump). A new query cancels the call
 * under way, and an answer to an older query is dropped.
 *
 * @example
 * const source = createServerRows((request, signal) => requestEndpoint(ENDPOINTS.invoicesSearch, { body: request }, { signal }));
 * source.setQuery({ ...EMPTY_GRID_STATE, search: 'acme' });
 * source.showRowsTo(250); // fetches the second window, after the first one's cursor
 * source.showRowsTo(500_000); // one window at offset 500,000
 */
export function createServerRows<Row>(fetchWindow: GridWindowFetch<Row>, options: ServerRowsOptions = {}): ServerRows<Row> {
  const windowRows = options.windowRows ?? SERVER_WINDOW_ROWS;
  const ahead = options.ahead ?? SERVER_ROWS_AHEAD;
  const listeners = new Set<() => void>();
  let current: ServerRowsSnapshot<Row> = {
    query: undefined,
    rows: [],
    segments: [],
    total: undefined,
    all: undefined,
    setCounts: {},
    loading: false,
    settled: false,
    complete: false,
    error: undefined,
  };
  let queryKey: string | undefined;
  /** Whether the segments still belong to the previous query (its first window is not back yet). */
  let fresh = true;
  /** Rows the view needs: from the first row in view to `ahead` rows beyond the last (end excluded). */
  let need = { from: 0, to: windowRows };
  /** Rows in view reported since the last call started. */
  let reported: { first: number; last: number } | undefined;
  /** A window asked for by position answered no row: nothing more is asked until the view moves. */
  let stalled = false;
  /** A new query's first window is not back: the rows in view are the previous query's places. */
  let viewOfPrevious = false;
  let generation = 0;
  let call: AbortController | undefined;
  /** The first window of a query asked for ahead of it being shown ({@link ServerRows.prefetch}). */
  let prefetched: { key: string; answer: Promise<GridWindowAnswer<Row>>; controller: AbortController; back?: GridWindowAnswer<Row> } | undefined;
  const dropPrefetch = (unless?: string) => {
    if (!prefetched || prefetched.key === unless) return;
    prefetched.controller.abort();
    prefetched = undefined;
  };
  let scheduled = false;
  let idle = false;

  /** Whether a change tells the listeners ({@link ServerRows.setQuery}'s `quiet` turns it off). */
  let telling = true;
  const change = (next: Partial<ServerRowsSnapshot<Row>>) => {
    current = { ...current, ...next };
    if (telling) for (const listener of listeners) listener();
  };

  /** The segments' snapshot fields. */
  const holding = (segments: Array<ServerRowsSegment<Row>>): Partial<ServerRowsSnapshot<Row>> => {
    const first = segments[0]?.from === 0 ? segments[0] : undefined;
    return { segments, rows: first?.rows ?? [], complete: first !== undefined && first.next === null };
  };

  /** The next call for rows the view needs, if any is missing (none past a segment without a cursor: the last row). */
  const nextStart = (): Start | undefined => {
    const segments = current.segments;
    const ending = segments.find((segment) => segment.next === null);
    const total = Math.min(current.total ?? 0, ending ? endOf(ending) : Infinity);
    let missing = Math.max(0, need.from);
    const end = Math.min(need.to, total);
    for (const segment of segments) {
      if (segment.from <= missing && endOf(segment) > missing) missing = endOf(segment);
    }
    if (missing >= end) return undefined;
    const before = segments.filter((segment) => endOf(segment) <= missing).pop();
    const later = segments.find((segment) => segment.from > missing);
    const beforeEnd = before ? endOf(before) : 0;
    const upTo = later?.from ?? total;
    if (before && before.next !== null && missing - beforeEnd <= JUMP_WINDOWS * windowRows) {
      return { after: before.next, from: beforeEnd, limit: Math.min(windowRows, upTo - beforeEnd) };
    }
    // Rows just before a later segment: the window that ends where it starts.
    const offset = later && later.from - missing < windowRows ? Math.max(beforeEnd, later.from - windowRows) : missing;
    return { offset, limit: Math.min(windowRows, upTo - offset) };
  };

  const fetchMore = () => {
    scheduled = false;
    if (reported) {
      need = { from: reported.first, to: reported.last + 1 + ahead };
      reported = undefined;
      stalled = false;
    }
    if (idle || call || current.error !== undefined || !current.query) return;
    const first = fresh;
    const start: Start | undefined = first ? { after: null, from: 0, limit: windowRows } : stalled ? undefined : nextStart();
    if (!start) return;
    const ours = generation;
    const controller = new AbortController();
    call = controller;
    const request: GridWindowRequest =
      'offset' in start
        ? { state: current.query, offset: start.offset, limit: start.limit, counts: false }
        : { state: current.query, after: start.after, limit: start.limit, counts: first };
    change({ loading: true });
    const early = first && prefetched?.key === queryKey ? prefetched : undefined;
    if (early) {
      prefetched = undefined;
      call = early.controller;
    }
    (early ? early.answer : fetchWindow(request, controller.signal)).then(
      (answer) => {
        if (ours !== generation) return;
        call = undefined;
        if (first) {
          showFirstWindow(answer);
        } else {
          const from = 'offset' in start ? start.offset : start.from;
          if ('offset' in start && answer.rows.length === 0) stalled = true;
          const added: ServerRowsSegment<Row> = { from, rows: answer.rows, next: answer.next };
          const segments = answer.rows.length === 0 && 'offset' in start ? [...current.segments] : withSegment(current.segments, added);
          change({ ...holding(segments), total: answer.total, all: answer.all, loading: false, settled: true });
        }
        fetchMore();
      },
      (error: unknown) => {
        if (ours !== generation) return;
        call = undefined;
        change({ loading: false, error });
      },
    );
  };

  /** The current query's first window is back: its rows replace the previous query's. */
  const showFirstWindow = (answer: GridWindowAnswer<Row>) => {
    fresh = false;
    viewOfPrevious = false;
    change({
      ...holding([{ from: 0, rows: answer.rows, next: answer.next }]),
      total: answer.total,
      all: answer.all,
      setCounts: answer.setCounts ?? {},
      loading: false,
      settled: true,
    });
  };

  // Calls start outside the caller's turn: the view asks for rows while it renders.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    void Promise.resolve().then(fetchMore);
  };

  /** Starts `state` from its first window; a new query also forgets where the view was. */
  const restart = (state: GridQueryState, newQuery: boolean) => {
    idle = false;
    generation += 1;
    call?.abort();
    call = undefined;
    fresh = true;
    stalled = false;
    if (newQuery) {
      need = { from: 0, to: windowRows };
      reported = undefined;
      viewOfPrevious = current.segments.length > 0;
    }
    change({ query: state, complete: false, settled: false, error: undefined });
    schedule();
  };

  return {
    setQuery(state, { quiet = false } = {}) {
      const key = queryKeyOf(state);
      if (key === queryKey) return;
      queryKey = key;
      dropPrefetch(key);
      // The filter delay's first window is back already: shown in this change, not a later one.
      const back = prefetched?.back;
      if (back) prefetched = undefined;
      try {
        telling = !quiet && !back;
        restart(state, true);
        telling = !quiet;
        if (back) showFirstWindow(back);
      } finally {
        telling = true;
      }
    },
    prefetch(state) {
      const key = queryKeyOf(state);
      if (key === queryKey || key === prefetched?.key) return;
      dropPrefetch();
      const controller = new AbortController();
      const answer = fetchWindow({ state, after: null, limit: windowRows, counts: true }, controller.signal);
      const asked = { key, answer, controller } as NonNullable<typeof prefetched>;
      // Kept once back, for a setQuery of the same query to show at once; an answer never shown
      // (typing went on) is dropped quietly.
      answer.then(
        (back) => {
          if (prefetched === asked) asked.back = back;
        },
        () => undefined,
      );
      prefetched = asked;
    },
    showRowsTo(index) {
      if (viewOfPrevious) return;
      reported = reported ? { first: Math.min(reported.first, index), last: Math.max(reported.last, index) } : { first: index, last: index };
      schedule();
    },
    reload() {
      if (current.query) restart(current.query, false);
    },
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cancel() {
      idle = true;
      queryKey = undefined;
      dropPrefetch();
      generation += 1;
      call?.abort();
      call = undefined;
      if (current.loading) change({ loading: false });
    },
  };
}

/**
 * The values a set filter lists in server mode, from the counts the API answered: each value with its
 * label and count, in label order with '(Blanks)' last, as in client mode.
 *
 * @example serverDistinctValues({ PAID: 3, OVERDUE: 1 }, (v) => v.toLowerCase()) // [{ value: 'OVERDUE', label: 'overdue', count: 1 }, { value: 'PAID', label: 'paid', count: 3 }]
 */
export function serverDistinctValues(counts: Record<string, number> | undefined, labelOf: (value: string) => string = (v) => v): DistinctValue[] {
  const values = Object.entries(counts ?? {}).map(([value, count]) => ({ value, count, label: value === BLANKS_LABEL ? BLANKS_LABEL : labelOf(value) }));
  const rank = (value: DistinctValue) => (value.value === BLANKS_LABEL ? 1 : 0);
  return values.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
}
