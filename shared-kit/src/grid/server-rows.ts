/**
 * The grid's server mode (issue 16 "A server mode for the grid"): a data source that asks the API for
 * the rows of a query state window by window (keyset pagination: each window starts `after` the
 * cursor the previous one answered) instead of holding every row. The grid sends its raw query state
 * (search text as typed, filters, sort); the server parses and evaluates it, and answers the window,
 * the rows matching (`total`), the rows without search and filters (`all`) and, with the first
 * window, the counts behind the set filters. No React: `DataGrid` subscribes to it.
 *
 * A newer query wins: setting a query cancels the call of the previous one and drops any answer of
 * it that still arrives.
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
  /** Cursor the previous window answered; null for the first window. */
  after: string | null;
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

/** What the source holds for the current query. */
export interface ServerRowsSnapshot<Row> {
  /** The query the rows answer (undefined before the first query). */
  query: GridQueryState | undefined;
  /** Rows fetched so far, in the query's order; until the first window of a new query, the previous query's. */
  rows: Row[];
  /** Rows matching; undefined until the first answer. */
  total: number | undefined;
  /** Rows without search and filters; undefined until the first answer. */
  all: number | undefined;
  setCounts: GridSetCounts;
  /** A window is being fetched. */
  loading: boolean;
  /** Whether `rows` answer the current query (its first window is back). */
  settled: boolean;
  /** Whether every matching row is fetched. */
  complete: boolean;
  /** The failure of the last call, until {@link ServerRows.retry} or a new query. */
  error: unknown;
}

/** The data source of a grid in server mode; see {@link createServerRows}. */
export interface ServerRows<Row> {
  /** Shows `state`: fetches its first window with the counts, unless it is the query shown already. */
  setQuery(state: GridQueryState): void;
  /** The view reached row `index` (0-based): fetches windows until the rows ahead of it are there. */
  showRowsTo(index: number): void;
  /**
   * Fetches the current query again from its first window, as far as the view went (after a write,
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

const queryKeyOf = (state: GridQueryState) => JSON.stringify([state.search, state.sort, state.sets, state.dates, state.amounts, state.stock]);

/**
 * A server-mode data source over `fetchWindow`. Windows are fetched one after the other (each starts
 * after the previous one's cursor), while fewer rows than the view needs are fetched; the first
 * window of a query asks for the set filters' counts. A new query cancels the call under way, and an
 * answer to an older query is dropped.
 *
 * @example
 * const source = createServerRows((request, signal) => requestEndpoint(ENDPOINTS.invoicesSearch, { body: request }, { signal }));
 * source.setQuery({ ...EMPTY_GRID_STATE, search: 'acme' });
 * source.showRowsTo(250); // fetches the second window
 */
export function createServerRows<Row>(fetchWindow: GridWindowFetch<Row>, options: ServerRowsOptions = {}): ServerRows<Row> {
  const windowRows = options.windowRows ?? SERVER_WINDOW_ROWS;
  const ahead = options.ahead ?? SERVER_ROWS_AHEAD;
  const listeners = new Set<() => void>();
  let current: ServerRowsSnapshot<Row> = { query: undefined, rows: [], total: undefined, all: undefined, setCounts: {}, loading: false, settled: false, complete: false, error: undefined };
  let queryKey: string | undefined;
  /** Whether `current.rows` still belong to the previous query (its first window is not back yet). */
  let fresh = true;
  let cursor: string | null = null;
  let wanted = windowRows;
  let generation = 0;
  let call: AbortController | undefined;
  let scheduled = false;
  let idle = false;

  const change = (next: Partial<ServerRowsSnapshot<Row>>) => {
    current = { ...current, ...next };
    for (const listener of listeners) listener();
  };

  const fetchMore = () => {
    scheduled = false;
    if (idle || call || current.error !== undefined || !current.query) return;
    const first = fresh;
    if (!first && (current.complete || current.rows.length >= wanted)) return;
    const ours = generation;
    const controller = new AbortController();
    call = controller;
    const request: GridWindowRequest = { state: current.query, after: first ? null : cursor, limit: windowRows, counts: first };
    change({ loading: true });
    fetchWindow(request, controller.signal).then(
      (answer) => {
        if (ours !== generation) return;
        call = undefined;
        fresh = false;
        cursor = answer.next;
        change({
          rows: first ? answer.rows : [...current.rows, ...answer.rows],
          total: answer.total,
          all: answer.all,
          ...(first ? { setCounts: answer.setCounts ?? {} } : {}),
          complete: answer.next === null,
          loading: false,
          settled: true,
        });
        fetchMore();
      },
      (error: unknown) => {
        if (ours !== generation) return;
        call = undefined;
        change({ loading: false, error });
      },
    );
  };

  // Calls start outside the caller's turn: the view asks for rows while it renders.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    void Promise.resolve().then(fetchMore);
  };

  /** Starts `state` from its first window; a new query also forgets how far the view went. */
  const restart = (state: GridQueryState, newQuery: boolean) => {
    idle = false;
    generation += 1;
    call?.abort();
    call = undefined;
    fresh = true;
    cursor = null;
    if (newQuery) wanted = windowRows;
    change({ query: state, complete: false, settled: false, error: undefined });
    schedule();
  };

  return {
    setQuery(state) {
      const key = queryKeyOf(state);
      if (key === queryKey) return;
      queryKey = key;
      restart(state, true);
    },
    showRowsTo(index) {
      if (index + 1 + ahead <= wanted) return;
      wanted = index + 1 + ahead;
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
