/**
 * The rows of a server-mode grid on the query layer (docs/grid.md#server-mode): each window of rows
 * is a query of its own, keyed by the call that asks for it, so an answer is only ever shown for the
 * query it was asked for and a window fetched once is read from the cache. The hook keeps, per query
 * shown, which windows were asked for and which rows the view needs; the window planner
 * (../../grid/server-windows) decides the next call.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { GridQueryState } from 'shared-kit/contract';
import { type QueryObserverResult, type UseQueryOptions, useConsoleQueries, useConsoleQueryClient } from 'shared-kit/runtime';
import {
  type GridSetCounts,
  type GridWindowAnswer,
  type GridWindowRequest,
  type RowRange,
  type ServerRowsSegment,
  SERVER_ROWS_AHEAD,
  SERVER_WINDOW_ROWS,
  type WindowStart,
  bodySpan,
  firstWindow,
  gridQueryKey,
  neededRows,
  nextWindow,
  segmentsOf,
  windowRequest,
} from '../../grid/server-windows';

/** Asks the API for one window; rejects on a failed call. `signal` fires when no screen needs the answer. */
export type GridWindowFetch<Row> = (request: GridWindowRequest, signal: AbortSignal) => Promise<GridWindowAnswer<Row>>;

/** Where a server-mode grid's windows come from. */
export interface ServerRowsOptions<Row> {
  fetchWindow: GridWindowFetch<Row>;
  /** Names the windows in the query cache: the endpoint and what each of its calls adds. */
  cacheKey: readonly unknown[];
  /** Rows per window (the API takes 1-500); {@link SERVER_WINDOW_ROWS} by default. */
  windowRows?: number;
  /** Rows fetched past the last row in view; {@link SERVER_ROWS_AHEAD} by default. */
  ahead?: number;
}

/** What a server-mode grid shows. */
export interface ServerRowsView<Row> {
  /** The query the rows answer; until a new query's first window is back, the previous one's. */
  query: GridQueryState | undefined;
  /** Every row fetched, as segments in order of position, none touching another. */
  segments: ReadonlyArray<ServerRowsSegment<Row>>;
  /** Rows fetched from the first row on, without a gap (the first segment). */
  rows: readonly Row[];
  /** Rows matching; undefined until the first answer. */
  total: number | undefined;
  /** `total` is the search's count cap and more rows match (docs/search.md "Counts of a word search"). */
  totalCapped: boolean;
  /** Rows without search and filters; undefined until the first answer. */
  all: number | undefined;
  setCounts: GridSetCounts;
  /** The set fields whose counts are of a word search's first matches only (shown 'N+'). */
  setCountsCapped: readonly string[];
  /** The first window's answer of the query shown (its totals). */
  first: GridWindowAnswer<Row> | undefined;
  /** A window is being fetched. */
  loading: boolean;
  /** The rows answer the newest query (its first window is back). */
  settled: boolean;
  /** The failure of the newest query's last call, until a reload. */
  error: unknown;
}

/** A server-mode grid's rows and what the view and the search box tell it. */
export interface ServerRows<Row> {
  view: ServerRowsView<Row>;
  /** Row `index` (0-based) is drawn: the rows in view and {@link SERVER_ROWS_AHEAD} past them are fetched. */
  showRow(index: number): void;
  /** Asks for the first window of `state` before it is shown (the search box, during the filter delay). */
  prefetch(state: GridQueryState): void;
  /** Asks for the query shown again from its first window, then for the rows in view (after a write, Retry). */
  reload(): void;
}

/** The windows asked for one query. */
interface Asked {
  key: string;
  query: GridQueryState;
  generation: number;
  starts: WindowStart[];
}

interface State {
  /** This grid's windows; a new one on each reload, when every window is asked for again. */
  generation: number;
  /** The newest query last, and before it the one shown until its first window is back. */
  asked: Asked[];
  /** The rows the view needs, and of which query. */
  need: { key: string; range: RowRange } | undefined;
  /** A window asked for by position answered no row: nothing more is asked for this query until the view moves. */
  stalled: string | undefined;
}

type Action =
  | { type: 'query'; asked: Asked; shown: string | undefined }
  | { type: 'window'; key: string; start: WindowStart }
  | { type: 'need'; key: string; range: RowRange }
  | { type: 'stalled'; key: string }
  | { type: 'reload'; shown: string | undefined };

/**
 * Numbers the windows a grid asks for, so that a grid shown again (another visit of the page) or
 * reloaded (after a write) never reads the windows fetched before from the cache.
 */
let generations = 0;
const nextGeneration = () => (generations += 1);

const askedKey = (generation: number, query: GridQueryState) => `${generation}:${gridQueryKey(query)}`;
const freshAsked = (generation: number, query: GridQueryState, windowRows: number): Asked => ({
  key: askedKey(generation, query),
  query,
  generation,
  starts: [firstWindow(windowRows)],
});
const sameRange = (a: RowRange, b: RowRange) => a.from === b.from && a.to === b.to;

function reducer(state: State, action: Action): State {
  const latest = state.asked[state.asked.length - 1];
  const kept = (key: string | undefined) => state.asked.filter((asked) => asked.key === key);
  switch (action.type) {
    case 'query':
      return latest?.key === action.asked.key ? state : { ...state, asked: [...kept(action.shown), action.asked] };
    case 'reload': {
      if (!latest) return state;
      const generation = nextGeneration();
      const asked = freshAsked(generation, latest.query, latest.starts[0]!.limit);
      const need = state.need?.key === latest.key ? { key: asked.key, range: state.need.range } : state.need;
      return { generation, asked: [...kept(action.shown), asked], need, stalled: undefined };
    }
    case 'need':
      if (state.need?.key === action.key && sameRange(state.need.range, action.range)) return state;
      return { ...state, need: { key: action.key, range: action.range }, stalled: undefined };
    case 'stalled':
      return state.stalled === action.key ? state : { ...state, stalled: action.key };
    case 'window':
      if (latest?.key !== action.key) return state;
      return { ...state, asked: [...state.asked.slice(0, -1), { ...latest, starts: [...latest.starts, action.start] }] };
  }
}

/** What the windows of one query answered so far. */
interface AskedView<Row> {
  asked: Asked;
  /** The answer of each window asked, in order (undefined until back). */
  answers: ReadonlyArray<GridWindowAnswer<Row> | undefined>;
  segments: Array<ServerRowsSegment<Row>>;
  first: GridWindowAnswer<Row> | undefined;
  last: GridWindowAnswer<Row> | undefined;
  /** The answer of the last window asked, when it is back. */
  lastAnswer: GridWindowAnswer<Row> | undefined;
  pending: boolean;
  error: unknown;
}

const NOT_CAPPED: readonly string[] = [];
const NO_COUNTS: GridSetCounts = {};
const NO_SEGMENTS: never[] = [];
const NO_ROWS: never[] = [];

/**
 * What the windows of `asked` answered (`own`: each window asked, with its query's result), or
 * `before` when nothing changed since: the same answers, fetching and failure.
 */
function askedView<Row>(asked: Asked, own: ReadonlyArray<readonly [WindowStart, QueryObserverResult<GridWindowAnswer<Row>>]>, before: AskedView<Row> | undefined): AskedView<Row> {
  const answers = own.map(([, result]) => result.data);
  const pending = own.some(([, result]) => result.isFetching || (result.isPending && !result.isError));
  const error = own.find(([, result]) => result.isError)?.[1].error ?? undefined;
  if (before && before.pending === pending && before.error === error && before.answers.length === answers.length && before.answers.every((answer, i) => answer === answers[i])) return before;
  const answered = own.flatMap(([start, result]) => (result.data ? [[start, result.data] as const] : []));
  return {
    asked,
    answers,
    segments: segmentsOf(answered),
    first: answers[0],
    last: answered[answered.length - 1]?.[1],
    lastAnswer: answers[answers.length - 1],
    pending,
    error,
  };
}

/**
 * The rows of a server-mode grid for `query` (none without `options`): its first window with the
 * counts, then one window at a time as the rows in view need them — by keyset after the segment
 * before them, or by position when they start more than two windows further (a jump). A new query
 * keeps the previous rows on screen until its first window is back; a first window asked for ahead
 * ({@link ServerRows.prefetch}) and back already is shown in the render that shows the query.
 *
 * @example const server = useServerRows({ fetchWindow, cacheKey: ['invoiceSearch'] }, appliedQuery);
 */
export function useServerRows<Row>(options: ServerRowsOptions<Row> | undefined, query: GridQueryState): ServerRows<Row> {
  const client = useConsoleQueryClient();
  const windowRows = options?.windowRows ?? SERVER_WINDOW_ROWS;
  const ahead = options?.ahead ?? SERVER_ROWS_AHEAD;
  const [state, dispatch] = useReducer(reducer, undefined, () => ({ generation: nextGeneration(), asked: [], need: undefined, stalled: undefined }));
  const enabled = options !== undefined;
  const fetchRef = useRef(options?.fetchWindow);
  useLayoutEffect(() => {
    fetchRef.current = options?.fetchWindow;
  });
  const cacheText = JSON.stringify(options?.cacheKey ?? []);
  const cacheKey = useMemo(() => JSON.parse(cacheText) as unknown[], [cacheText]);

  // The newest query, asked for from this render on (the state learns of it in an effect).
  const key = askedKey(state.generation, query);
  const latest = state.asked[state.asked.length - 1];
  const candidates = useMemo(
    () => (!enabled ? [] : latest?.key === key ? state.asked : [...state.asked, freshAsked(state.generation, query, windowRows)]),
    [enabled, latest, key, state.asked, state.generation, query, windowRows],
  );
  const windowOptions = useCallback(
    (generation: number, request: GridWindowRequest): UseQueryOptions<GridWindowAnswer<Row>> => ({
      queryKey: ['grid-window', ...cacheKey, generation, request],
      queryFn: ({ signal }) => fetchRef.current!(request, signal),
      staleTime: Infinity,
    }),
    [cacheKey],
  );
  const windows = useMemo(() => candidates.flatMap((asked) => asked.starts.map((start) => ({ asked, start }))), [candidates]);
  // The views of the queries asked, each kept as it was while its windows answered nothing new
  // (the rows on screen keep their identity), in a Map, which the query layer hands back as it is:
  // it would compare plain arrays and objects (every row fetched) deeply on each answer.
  const kept = useMemo(() => new WeakMap<Asked, AskedView<Row>>(), []);
  const combine = useCallback(
    (results: Array<QueryObserverResult<GridWindowAnswer<Row>>>): ReadonlyMap<string, AskedView<Row>> =>
      new Map(
        candidates.map((asked) => {
          const own = windows.flatMap((window, i) => (window.asked === asked ? [[window.start, results[i]!] as const] : []));
          const view = askedView(asked, own, kept.get(asked));
          kept.set(asked, view);
          return [asked.key, view];
        }),
      ),
    [candidates, windows, kept],
  );
  const viewsByKey = useConsoleQueries({ queries: windows.map(({ asked, start }) => windowOptions(asked.generation, windowRequest(asked.query, start))), combine });

  const views = useMemo(() => [...viewsByKey.values()], [viewsByKey]);
  const newest = views[views.length - 1];
  const shown = newest?.first || newest?.error ? newest : views.slice(0, -1).reverse().find((view) => view.first);
  const settled = newest?.first !== undefined;
  const shownKey = shown?.asked.key;

  // The state learns of a new query, keeping the one shown until its first window is back.
  const newestAsked = newest?.asked;
  useEffect(() => {
    if (newestAsked) dispatch({ type: 'query', asked: newestAsked, shown: shownKey });
  }, [newestAsked, shownKey]);

  // One window at a time: the next one the rows in view need, once the others are back.
  const need = state.need?.key === newest?.asked.key ? state.need?.range : undefined;
  const stalled = state.stalled !== undefined && state.stalled === newest?.asked.key;
  useEffect(() => {
    if (!newest || !settled || newest.pending || newest.error !== undefined || stalled) return;
    const { asked, lastAnswer } = newest;
    const lastStart = asked.starts[asked.starts.length - 1]!;
    if ('offset' in lastStart && lastAnswer?.rows.length === 0) {
      dispatch({ type: 'stalled', key: asked.key });
      return;
    }
    const start = nextWindow(newest.segments, need ?? { from: 0, to: windowRows }, newest.last?.total ?? 0, windowRows);
    const text = JSON.stringify(start);
    if (start && !asked.starts.some((earlier) => JSON.stringify(earlier) === text)) dispatch({ type: 'window', key: asked.key, start });
  }, [newest, settled, stalled, need, windowRows]);

  // Rows drawn are reported while the table renders; they are read once it is done.
  const reported = useRef<{ key: string; first: number; last: number } | undefined>(undefined);
  const accepting = useRef<string | undefined>(undefined);
  const showsPrevious = shown !== undefined && shown !== newest;
  useLayoutEffect(() => {
    // Rows drawn before a new query's first window is back are the previous query's places.
    accepting.current = showsPrevious ? undefined : newest?.asked.key;
  });
  const showRow = useCallback(
    (index: number) => {
      const acceptingKey = accepting.current;
      if (acceptingKey === undefined) return;
      const seen = reported.current;
      if (seen?.key === acceptingKey) {
        seen.first = Math.min(seen.first, index);
        seen.last = Math.max(seen.last, index);
        return;
      }
      reported.current = { key: acceptingKey, first: index, last: index };
      queueMicrotask(() => {
        const range = reported.current;
        reported.current = undefined;
        if (range) dispatch({ type: 'need', key: range.key, range: neededRows(range.first, range.last, ahead) });
      });
    },
    [ahead],
  );

  // A first window asked for ahead is dropped (its call cancelled) when another is asked for, or
  // when another query is shown; shown, it is the query's own.
  const prefetched = useRef<string | undefined>(undefined);
  const generation = state.generation;
  const firstKeyOf = useCallback((typed: GridQueryState) => windowOptions(generation, windowRequest(typed, firstWindow(windowRows))).queryKey, [windowOptions, generation, windowRows]);
  const dropPrefetch = useCallback(() => {
    const earlier = prefetched.current;
    prefetched.current = undefined;
    if (earlier) void client.cancelQueries({ queryKey: JSON.parse(earlier) as unknown[], exact: true });
  }, [client]);
  const shownFirst = JSON.stringify(firstKeyOf(query));
  useEffect(() => {
    if (prefetched.current === shownFirst) prefetched.current = undefined;
    else dropPrefetch();
  }, [shownFirst, dropPrefetch]);
  const prefetch = useCallback(
    (typed: GridQueryState) => {
      if (!enabled) return;
      const asked = windowOptions(generation, windowRequest(typed, firstWindow(windowRows)));
      const text = JSON.stringify(asked.queryKey);
      if (text === prefetched.current) return;
      dropPrefetch();
      if (text === shownFirst) return;
      prefetched.current = text;
      void client.prefetchQuery(asked);
    },
    [enabled, windowOptions, generation, windowRows, dropPrefetch, shownFirst, client],
  );

  const reload = useCallback(() => dispatch({ type: 'reload', shown: shownKey }), [shownKey]);

  const loading = views.some((candidate) => candidate.pending);
  const error = newest?.error;
  const view = useMemo(
    (): ServerRowsView<Row> => ({
      query: shown?.asked.query,
      segments: shown?.segments ?? NO_SEGMENTS,
      rows: shown?.segments[0]?.from === 0 ? shown.segments[0].rows : NO_ROWS,
      total: shown?.last?.total,
      totalCapped: shown?.last?.totalCapped === true,
      all: shown?.last?.all,
      setCounts: shown?.first?.setCounts ?? NO_COUNTS,
      setCountsCapped: shown?.first?.setCountsCapped ?? NOT_CAPPED,
      first: shown?.first,
      loading,
      settled,
      error,
    }),
    [shown, loading, settled, error],
  );
  return { view, showRow, prefetch, reload };
}

/** Rows standing for rows not fetched yet, by place; one object per place, kept for every grid. */
const PLACEHOLDERS: object[] = [];
const PLACES = new WeakMap<object, number>();

/**
 * The place of a body row that stands for a row not fetched yet; undefined for a fetched row.
 *
 * @example placeOf(serverBody(segments, 1000)[500]) // 500 when row 500 is not fetched
 */
export function placeOf(row: object): number | undefined {
  return PLACES.get(row);
}

/**
 * The rows of a server-mode grid's body by place: those of `segments` at their places and a
 * placeholder everywhere else, as far as {@link bodySpan} reaches.
 *
 * @example serverBody([{ from: 0, rows: first200, next: 'c200' }], 1_000_000).length // 10_200
 */
export function serverBody<Row>(segments: ReadonlyArray<ServerRowsSegment<Row>>, total: number): Row[] {
  const span = bodySpan(segments, total);
  for (let place = PLACEHOLDERS.length; place < span; place += 1) {
    const row = {};
    PLACES.set(row, place);
    PLACEHOLDERS.push(row);
  }
  const laid = PLACEHOLDERS.slice(0, span) as Row[];
  for (const segment of segments) {
    const count = Math.max(0, Math.min(segment.rows.length, span - segment.from));
    for (let i = 0; i < count; i += 1) laid[segment.from + i] = segment.rows[i]!;
  }
  return laid;
}
