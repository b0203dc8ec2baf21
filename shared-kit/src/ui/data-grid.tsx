/**
 * The console's reusable data grid (spec 02 §2.3, §2.14, §5, §9) on antd's Table: virtual rows of
 * height 54, loading and no-rows overlays, the shared search box (tooltip 'Tips on Using Search',
 * 500 ms input debounce, filtering 600 ms after a change), column filters shown as chips, and the
 * search, sort and filters mirrored in the URL query string. A view over the headless grid model
 * (../grid): the state, the rows it shows, the chips and every change of state come from there;
 * this file draws them and keeps the state in the URL. Optional header height and row buffer (spec
 * 01 §2 "Internal User Management").
 *
 * For a keyboard user and a long list (issue 14 "Grids"): the body fills the window below its top,
 * columns fit the grid's width when they can, a row count ('N of M rows', 'K selected'), rows
 * focusable with a roving tabindex (arrows, Home/End, Page keys; Enter opens; Space selects where
 * rows are selectable), filter buttons in the Tab order, header and body scrolled together
 * sideways, the body back at the top on a new search, filter or sort, and a list pasted from a
 * spreadsheet read as the multiple-value search. The DOM side of these lives in ./data-grid-dom.
 *
 * Server mode (issue 16), with `server`: the grid holds no list; it sends its query state (the search
 * as typed, filters, sort) to the API and shows the windows of rows it answers
 * (../grid/server-rows), rows being fetched as placeholders, the set filters' values with the counts
 * the API answered, and 'N of M rows' from the API's total and unfiltered count. Once the first
 * window is back the body spans the matching rows up to {@link SERVER_SCROLL_AHEAD} rows past the
 * furthest row fetched: the rows fetched at their places, placeholders between them, so that the
 * scrollbar dragged far down shows the rows there (one window asked for by its position) instead of
 * walking every window before them; each jump lets the body reach further.
 */
import { Button, Flex, Input, Select, Space, Table, Tag, Tooltip, Typography, theme } from 'antd';
import type { TableProps, TableRef } from 'antd';
import {
  type ClipboardEvent,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type ThHTMLAttributes,
  type UIEvent,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  STOCK_LABELS,
  filterChips,
  gridIndexFields,
  gridSearchView,
  isFiltered,
  rowCountTexts,
  visibleRows,
  withAmountFilter,
  withDateFilter,
  withSearch,
  withSetFilter,
  withNextSort,
  withoutFilters,
  type GridColumnModel,
} from '../grid/grid-model';
import { FILTER_FIELD_ATTRIBUTE, opensFilter, useClearSearchName, useFilterButtons, useGridRoom, useHeaderScrollSync, useRowFocus } from './data-grid-dom';
import { fitColumnWidths } from '../grid/grid-layout';
import { type GridUrlState, readGridState, writeGridState } from '../grid/grid-state';
import type { GridQueryState } from 'shared-kit/contract';
import { type GridWindowFetch, type ServerRows, type ServerRowsSnapshot, SERVER_PREFETCH_MS, createServerRows, serverDistinctValues } from '../grid/server-rows';
import {
  type AmountDefaultsReading,
  type ColumnType,
  FILTER_DELAY_MS,
  formatNumber,
  type Lookups,
  parseSearch,
  pastedSearchText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PLACEHOLDER,
  SEARCH_TOOLTIP_TEXT,
  SEARCH_TOOLTIP_TITLE,
  SEARCH_VIEWS,
  type SearchColumn,
  type SearchView,
  type ViewName,
} from 'shared-kit/contract';
import { type DistinctValue, type StockFilter, distinctValues } from '../search/filters';
import { createSearchIndex, prepareQuickSearch } from '../search/search-index';
import { AmountFilterPanel, DateFilterPanel, SetFilterPanel } from './grid-filters';
import { LoadError } from './load-error';

/**
 * Row height of the console's grids, px (spec 02 §2.3, §9).
 *
 * @example <Table onRow={() => ({ style: { height: GRID_ROW_HEIGHT } })} />
 */
export const GRID_ROW_HEIGHT = 54;
/**
 * What an empty grid shows by default (the no-rows overlay).
 *
 * @example <DataGrid noRowsText="No Orders Found" ... /> // instead of DEFAULT_NO_ROWS_TEXT
 */
export const DEFAULT_NO_ROWS_TEXT = 'No Rows To Show';
/**
 * Text of the loading overlay.
 *
 * @example <Spin description={GRID_LOADING_TEXT} />
 */
export const GRID_LOADING_TEXT = 'Loading...';
/**
 * Grid body height when none is given and the page cannot be measured yet (the first render), px;
 * once measured, the body fills the window below its top (see `availableBodyHeight`).
 *
 * @example <DataGrid height={DEFAULT_GRID_HEIGHT} ... />
 */
export const DEFAULT_GRID_HEIGHT = 600;
/**
 * Width antd gives the selection column when the caller does not set one, px.
 *
 * @example <DataGrid rowSelection={{ columnWidth: SELECTION_COLUMN_WIDTH }} ... />
 */
export const SELECTION_COLUMN_WIDTH = 48;
/**
 * Background of a selected row's cells: a clear tint of the console's primary colour, never the
 * grey of a disabled control.
 *
 * @example <td style={{ background: SELECTED_ROW_BACKGROUND, color: SELECTED_ROW_TEXT }} />
 */
export const SELECTED_ROW_BACKGROUND = '#d6e6f5';
/**
 * Text colour of a selected row: full-contrast body text (about 14:1 on {@link SELECTED_ROW_BACKGROUND}).
 *
 * @example <td style={{ background: SELECTED_ROW_BACKGROUND, color: SELECTED_ROW_TEXT }} />
 */
export const SELECTED_ROW_TEXT = 'rgba(0, 0, 0, 0.88)';

/** A column of the data grid. */
export interface DataGridColumn<Row> {
  /** Row field shown, sorted and filtered. */
  field: string;
  title: ReactNode;
  /** Name of the column in chips and filter labels; defaults to the title when it is text. */
  label?: string;
  width?: number;
  render?: (row: Row) => ReactNode;
  /** Sortable unless `false`. */
  sortable?: boolean;
  /** Which filter the column offers. */
  filter?: 'set' | 'date' | 'amount';
  /** Label of a raw value in the set filter and chips (e.g. status codes). */
  valueLabel?: (value: string) => string;
  align?: 'left' | 'right' | 'center';
  /**
   * How the column takes part in the search (spec 02 §3), when the grid has no `view`: the grid's
   * search view is made from its columns' search types. Absent or `false`: not searched.
   */
  search?: ColumnType | false;
  /** The text a `label` column shows for a value, for the search. */
  searchLabel?: SearchColumn['label'];
  /** Searched (and filterable) but not shown. */
  hidden?: boolean;
}

/** Server mode of a {@link DataGrid} (issue 16): where its rows come from instead of `rows`. */
export interface DataGridServer<Row> {
  /** Asks the API for one window of the grid's query state (see ../grid/server-rows). */
  fetchWindow: GridWindowFetch<Row>;
  /** Changing it fetches the rows shown again (after a write the server accepted). */
  reloadKey?: number;
  /** Rows per window; 200 by default. */
  windowRows?: number;
  /**
   * The caller's selection is every row the query matches, fetched or not (select all in server
   * mode): the row count reads 'All {total} matching selected' ({@link allMatchingSelectedText})
   * instead of the number of keys selected. False by default.
   */
  allMatchingSelected?: boolean;
}

/**
 * The row count's selection when every row the query matches is selected (server mode).
 *
 * @example allMatchingSelectedText(123456) // 'All 123,456 matching selected'
 */
export function allMatchingSelectedText(total: number): string {
  return `All ${formatNumber(total)} matching selected`;
}

/** Props of {@link DataGrid}. */
export interface DataGridProps<Row extends object> {
  /**
   * The named view (or a custom one) whose columns the search looks at; by default the view the
   * columns declare with their `search` types.
   */
  view?: ViewName | SearchView;
  rows: readonly Row[];
  columns: readonly DataGridColumn<Row>[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  /**
   * The error of the rows' load, when it failed: the grid shows it inline with Retry in place of the
   * rows (never an empty grid that looks like data). The search box and filters keep their state.
   */
  loadError?: unknown;
  /** What the grid lists, for the load error's title ('Could not load {what}'); 'rows' by default. */
  loadErrorWhat?: string;
  /** Loads the rows again (the load error's Retry). */
  onRetry?: () => void;
  /** The no-rows overlay's content; 'No Rows To Show' by default. */
  noRowsText?: ReactNode;
  /**
   * Body height in px (virtual rows need one). By default the body fills the window below its top
   * (measured, and again when the window is resized), 300 px at least.
   */
  height?: number;
  /** Height of the header row in px (cells lose their vertical padding); antd's own by default. */
  headerHeight?: number;
  /**
   * Rows rendered beyond each edge of the visible part of the body (above and below), for smoother
   * scrolling. antd's `virtual` Table has no such setting (its `@rc-component/virtual-list` renders
   * the rows in view plus one below, and takes no overscan), so with a row buffer the grid windows
   * the rows itself on a plain antd Table: every row stays in the table (selection
   * and select-all see them all), only those in the window and the buffer reach the DOM, spacers
   * of 54 px per row stand for the others. Without it, antd's virtual rows.
   */
  rowBuffer?: number;
  /** State when the URL says nothing about the grid (default filters and sort). */
  defaults?: Partial<GridUrlState>;
  /** Prefix of the grid's URL parameters when a page shows several grids. */
  urlPrefix?: string;
  lookups?: Lookups;
  searchPlaceholder?: string;
  /** Hide the search box (a page with its own). */
  hideSearch?: boolean;
  /** Offer the out-of-stock filter (views with a stock field). */
  showStockFilter?: boolean;
  amountReading?: AmountDefaultsReading;
  /** Extra toolbar content (Export, bulk actions). */
  toolbar?: ReactNode;
  /** Opens a row: on click, and on Enter (Space too without a selection column) on a focused row. */
  onRowClick?: (row: Row) => void;
  /** antd's row selection; the row count shows 'K selected' from its `selectedRowKeys`. */
  rowSelection?: TableProps<Row>['rowSelection'];
  /**
   * Called with the rows shown after search, filters and sort (totals, bulk actions); in server mode,
   * the rows fetched so far.
   */
  onVisibleRowsChange?: (rows: Row[]) => void;
  /** Called with the query the rows answer: the state with the search applied (600 ms after typing). */
  onQueryChange?: (query: GridQueryState) => void;
  /**
   * Server mode (issue 16): the rows come from the API window by window and `rows` is not used
   * (pass an empty list).
   */
  server?: DataGridServer<Row>;
  /** Clock of the date presets (tests). */
  now?: number;
  'aria-label'?: string;
}

/** What a windowed body renders: the rows in view (`first` to `afterLast`, excluded), plus `buffer` rows each side. */
interface RowWindow {
  first: number;
  afterLast: number;
  buffer: number;
  columnCount: number;
}
const RowWindowContext = createContext<RowWindow | undefined>(undefined);
const HeaderHeightContext = createContext<number | undefined>(undefined);

/**
 * A header cell: the header height asked for, and Enter or Space on its filter button opens the
 * filter (antd's button answers clicks only, and Enter on the cell would sort).
 */
function HeaderCell({ onKeyDown, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  const height = useContext(HeaderHeightContext);
  const onKey = (event: KeyboardEvent<HTMLTableCellElement>) => {
    if (opensFilter(event)) {
      event.preventDefault();
      event.stopPropagation();
      (event.target as HTMLElement).click();
      return;
    }
    onKeyDown?.(event);
  };
  return <th {...props} onKeyDown={onKey} style={height === undefined ? props.style : { ...props.style, height, paddingBlock: 0 }} />;
}

/** The filter button's funnel; its attribute names the column for the button's accessible name. */
function FilterIcon({ field }: { field: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" {...{ [FILTER_FIELD_ATTRIBUTE]: field }}>
      <path d="M1 2h14l-5.5 6.5V14l-3-1.5V8.5z" />
    </svg>
  );
}

function Spacer({ rows, columnCount }: { rows: number; columnCount: number }) {
  const height = rows * GRID_ROW_HEIGHT;
  return (
    <tr aria-hidden="true" className="px-data-grid-spacer" style={{ height }}>
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * The table body of a windowed grid. rc-table hands it the measure row and one element per row
 * (elements only: a row's component runs when it is rendered), or the no-rows placeholder.
 */
function WindowedBody({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  const view = useContext(RowWindowContext);
  const parts = Array.isArray(children) ? (children as ReactNode[]) : [children];
  return (
    <tbody {...rest}>
      {parts.map((part) => {
        if (!view || !Array.isArray(part)) return part;
        const rows = part as ReactNode[];
        // Rows removed under a scrolled body: keep the view inside the rows until the body scrolls back.
        const past = Math.max(0, view.afterLast - rows.length);
        const start = Math.max(0, view.first - past - view.buffer);
        const end = Math.min(rows.length, view.afterLast - past + view.buffer);
        return [
          start > 0 && <Spacer key="px-spacer-before" rows={start} columnCount={view.columnCount} />,
          ...rows.slice(start, end),
          end < rows.length && <Spacer key="px-spacer-after" rows={rows.length - end} columnCount={view.columnCount} />,
        ];
      })}
    </tbody>
  );
}

const HEADER_COMPONENTS = { header: { cell: HeaderCell } };
/** Keyboard focus on a row, drawn inside the row so that the next row does not cover it. */
const focusRing = (color: string) =>
  `.px-data-grid .ant-table-row:focus-visible { outline: 2px solid ${color}; outline-offset: -2px; }`;
const WINDOWED_COMPONENTS = { header: { cell: HeaderCell }, body: { wrapper: WindowedBody } };

/** First row in view and the row after the last one in view, for a body `height` px high scrolled by `scrollTop` px. */
function rowsInView(scrollTop: number, height: number): { first: number; afterLast: number } {
  return { first: Math.floor(scrollTop / GRID_ROW_HEIGHT), afterLast: Math.ceil((scrollTop + height) / GRID_ROW_HEIGHT) };
}

function sameRowsInView(a: number, b: number, height: number): boolean {
  const viewA = rowsInView(a, height);
  const viewB = rowsInView(b, height);
  return viewA.first === viewB.first && viewA.afterLast === viewB.afterLast;
}

/** Rows standing for those of server mode not fetched yet, with their place in the list. */
const PLACEHOLDER_INDEX = new WeakMap<object, number>();
const NO_ROWS: never[] = [];
/** Rows whose searchable texts are built in one slice of idle time (about 5 ms at 16 columns). */
const QUICK_SEARCH_PREPARE_SLICE_ROWS = 1000;
/** The longest wait for idle time before the next slice is built anyway (ms). */
const QUICK_SEARCH_PREPARE_TIMEOUT_MS = 2000;
const NO_VALUES: DistinctValue[] = [];

/**
 * Rows a server-mode grid's body spans past the furthest row fetched (placeholders where nothing is
 * fetched). The table lays out every row of its body on each render (at 1,000,000 rows it runs out
 * of memory, and no browser scrolls a body 54,000,000 px high), so the body stops here: the
 * scrollbar dragged to the bottom jumps this far in one call, and the body then spans further.
 *
 * @example <DataGrid server={server} /> // 1,000,000 matching, rows 1-200 fetched: the body spans 10,200 rows
 */
export const SERVER_SCROLL_AHEAD = 10_000;

/**
 * The rows of a server-mode grid by place: those of `segments` at their places and a placeholder
 * everywhere else, up to {@link SERVER_SCROLL_AHEAD} rows past the furthest row fetched, `total` at
 * most and none past a segment without a next cursor (the last row). Placeholders are kept in
 * `kept` (by place) from one call to the next.
 */
function serverLayout<Row extends object>(segments: ServerRowsSnapshot<Row>['segments'], total: number, kept: Row[]): Row[] {
  const last = segments[segments.length - 1];
  const end = last ? last.from + last.rows.length : 0;
  const span = last?.next === null ? end : Math.min(total, end + SERVER_SCROLL_AHEAD);
  for (let place = kept.length; place < span; place += 1) {
    const row: object = {};
    PLACEHOLDER_INDEX.set(row, place);
    kept.push(row as Row);
  }
  const laid = kept.slice(0, span);
  for (const segment of segments) {
    const count = Math.max(0, Math.min(segment.rows.length, span - segment.from));
    for (let i = 0; i < count; i += 1) laid[segment.from + i] = segment.rows[i]!;
  }
  return laid;
}

const isPlaceholder = (row: object) => PLACEHOLDER_INDEX.has(row);
const noSubscription = () => () => undefined;
const noSnapshot = () => undefined;

/**
 * The server-mode source of a grid (none without `server`): fed the query the rows should answer,
 * fetching again when `reloadKey` changes; cancelled when the grid goes.
 */
function useServerRows<Row>(server: DataGridServer<Row> | undefined, query: GridQueryState): [ServerRows<Row> | undefined, ServerRowsSnapshot<Row> | undefined] {
  const fetchRef = useRef(server?.fetchWindow);
  fetchRef.current = server?.fetchWindow;
  const enabled = server !== undefined;
  const windowRows = server?.windowRows;
  const source = useMemo(
    () => (enabled ? createServerRows<Row>((request, signal) => fetchRef.current!(request, signal), windowRows ? { windowRows } : {}) : undefined),
    [enabled, windowRows],
  );
  // Set while rendering (quietly: this render reads the snapshot next), so the render of a new query
  // shows what the source has for it at once (the search's first window, fetched during the filter
  // delay), instead of a render with the previous rows and another with the new ones. The same query
  // again is nothing; the effect covers a source cancelled and created again.
  source?.setQuery(query, { quiet: true });
  useEffect(() => {
    source?.setQuery(query);
  }, [source, query]);
  useEffect(() => () => source?.cancel(), [source]);
  const reloadKey = server?.reloadKey;
  const shownReload = useRef(reloadKey);
  useEffect(() => {
    if (shownReload.current === reloadKey) return;
    shownReload.current = reloadKey;
    source?.reload();
  }, [source, reloadKey]);
  const snapshot = useSyncExternalStore(source ? source.subscribe : noSubscription, source ? source.snapshot : noSnapshot);
  return [source, snapshot];
}

function columnName<Row>(column: DataGridColumn<Row>): string {
  return column.label ?? (typeof column.title === 'string' ? column.title : column.field);
}

/** What the grid model needs of a column. */
function modelColumn<Row>(column: DataGridColumn<Row>): GridColumnModel {
  return {
    field: column.field,
    name: columnName(column),
    ...(column.filter ? { filter: column.filter } : {}),
    ...(column.valueLabel ? { valueLabel: column.valueLabel } : {}),
    ...(column.search ? { search: column.search } : {}),
    ...(column.searchLabel ? { label: column.searchLabel } : {}),
  };
}

/**
 * The shared data grid. Must render inside the router (it reads and writes the query string).
 *
 * @example
 * <DataGrid
 *   view="invoice"
 *   rows={invoices}
 *   rowKey={(r) => r.invoiceNumber}
 *   columns={[{ field: 'invoiceNumber', title: 'Invoice #' }, { field: 'client', title: 'Client', filter: 'set' }]}
 *   defaults={{ sets: { invoiceStatus: ['AWAITING_PAYMENT', 'OVERDUE'] }, sort: { field: 'invoiceDate', direction: 'desc' } }}
 * />
 * @example
 * <DataGrid view={usersView} rows={users} rowKey={(r) => r.email} columns={columns} height={540} headerHeight={32} rowBuffer={5} />
 */
export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  const {
    view: viewProp, rows, columns, rowKey, loading = false, noRowsText = DEFAULT_NO_ROWS_TEXT, height: fixedHeight, headerHeight, rowBuffer, defaults,
    urlPrefix = '', lookups, searchPlaceholder = SEARCH_PLACEHOLDER, hideSearch = false, showStockFilter = false, amountReading,
    toolbar, onRowClick, rowSelection, onVisibleRowsChange, onQueryChange, now, loadError: rowsLoadError, loadErrorWhat = 'rows', onRetry: retryRows,
    server,
  } = props;
  const models = useMemo(() => columns.map(modelColumn), [columns]);
  const shown = useMemo(() => columns.filter((column) => !column.hidden), [columns]);
  const gridName = props['aria-label'] ?? 'grid';
  // Built once per columns: a new view would rebuild the search index.
  const view = useMemo(
    () => (typeof viewProp === 'string' ? SEARCH_VIEWS[viewProp] : (viewProp ?? gridSearchView(gridName, models))),
    [viewProp, models, gridName],
  );
  const [params, setParams] = useSearchParams();
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const paramsKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the state; defaults are read through a ref
  const state = useMemo(() => readGridState(params, defaultsRef.current, urlPrefix), [paramsKey, urlPrefix]);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;

  // The router renders a navigation as a transition, so the rendered query string can lag behind
  // the last one this grid wrote. A change made meanwhile (a filter applied as the typed search is
  // written) builds on the written one, or it would undo it; once the router has rendered another
  // query string, that one is the latest.
  const written = useRef<{ over: string; params: URLSearchParams } | undefined>(undefined);
  const latestParams = useCallback(
    () => (written.current && written.current.over === paramsRef.current.toString() ? written.current.params : paramsRef.current),
    [],
  );
  /** The grid's state as last written, which a change builds on. */
  const latestState = useCallback(() => readGridState(latestParams(), defaultsRef.current, urlPrefix), [latestParams, urlPrefix]);
  /** Writes `change` of the latest state to the URL (replacing the history entry). */
  const update = useCallback(
    (change: (current: GridUrlState) => GridUrlState) => {
      const base = latestParams();
      const next = writeGridState(base, change(readGridState(base, defaultsRef.current, urlPrefix)), defaultsRef.current, urlPrefix);
      written.current = { over: paramsRef.current.toString(), params: next };
      setParamsRef.current(next, { replace: true });
    },
    [latestParams, urlPrefix],
  );

  // Search: the box updates at once, the URL 500 ms after typing stops, the rows 600 ms after.
  const [text, setText] = useState(state.search);
  const [appliedSearch, setAppliedSearch] = useState(state.search);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const filterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const prefetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);
  useEffect(() => {
    if (typing.current) return;
    setText(state.search);
    setAppliedSearch(state.search);
  }, [state.search]);
  useEffect(
    () => () => {
      clearTimeout(urlTimer.current);
      clearTimeout(filterTimer.current);
      clearTimeout(prefetchTimer.current);
    },
    [],
  );
  // A text over the search's limits (docs/search.md "Limits") stays in the box with the parser's
  // message under it; the rows, the URL and the server keep the last search that was accepted.
  const searchRefusal = useMemo(() => {
    const parsed = parseSearch(text, view);
    return parsed.kind === 'refused' ? parsed.message : undefined;
  }, [text, view]);
  const onSearchChange = (value: string) => {
    setText(value);
    typing.current = true;
    clearTimeout(urlTimer.current);
    clearTimeout(filterTimer.current);
    clearTimeout(prefetchTimer.current);
    if (parseSearch(value, view).kind === 'refused') return;
    urlTimer.current = setTimeout(() => update((current) => withSearch(current, value)), SEARCH_DEBOUNCE_MS);
    // Server mode: the search's first window is asked for once typing rests, and shown on time.
    if (serverSource) prefetchTimer.current = setTimeout(() => serverSource.prefetch({ ...latestState(), search: value }), SERVER_PREFETCH_MS);
    filterTimer.current = setTimeout(() => {
      typing.current = false;
      setAppliedSearch(value);
    }, FILTER_DELAY_MS);
  };

  const appliedQuery = useMemo(() => ({ ...state, search: appliedSearch }), [state, appliedSearch]);
  useEffect(() => {
    onQueryChange?.(appliedQuery);
  }, [appliedQuery, onQueryChange]);
  const [serverSource, served] = useServerRows(server, appliedQuery);

  const filterFields = useMemo(() => gridIndexFields(columns), [columns]);
  const listed: readonly Row[] = server ? NO_ROWS : rows;
  const index = useMemo(() => createSearchIndex(listed, view, { lookups, ...filterFields }), [listed, view, lookups, filterFields]);
  // The rows are shown without the searchable texts; they are built in the page's idle time, a
  // slice of rows at a time, so the first search typed does not pay for them and typing meanwhile
  // is not held up.
  useEffect(() => {
    if (index.size === 0) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => prepareQuickSearch(index), 0);
      return () => clearTimeout(timer);
    }
    let id = 0;
    const step = (deadline: IdleDeadline) => {
      let done = false;
      while (!done && (deadline.timeRemaining() > 1 || deadline.didTimeout)) {
        done = prepareQuickSearch(index, QUICK_SEARCH_PREPARE_SLICE_ROWS);
        if (deadline.didTimeout) break;
      }
      if (!done) id = requestIdleCallback(step, { timeout: QUICK_SEARCH_PREPARE_TIMEOUT_MS });
    };
    id = requestIdleCallback(step, { timeout: QUICK_SEARCH_PREPARE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }, [index]);
  const clientVisible = useMemo(
    (): Row[] => (server ? NO_ROWS : visibleRows(index, state, { search: appliedSearch, now, amountReading })),
    [server, index, state, appliedSearch, now, amountReading],
  );
  const visible = served ? served.rows : clientVisible;
  useEffect(() => onVisibleRowsChange?.(visible), [visible, onVisibleRowsChange]);
  // Server mode: every matching row by its place, the rows fetched and placeholders for the others.
  const placeholders = useRef<Row[]>([]);
  const servedSegments = served?.segments;
  const servedTotal = served?.total;
  const dataSource = useMemo(
    () => (servedSegments && servedTotal !== undefined ? serverLayout(servedSegments, servedTotal, placeholders.current) : visible),
    [servedSegments, servedTotal, visible],
  );
  // Client mode keeps the caller's key as it is: a lookup per row would cost every long list.
  const serverMode = server !== undefined;
  const keyOf = useMemo(
    () =>
      serverMode
        ? (row: Row) => {
            const place = PLACEHOLDER_INDEX.get(row);
            return place === undefined ? rowKey(row) : `px-placeholder-${place}`;
          }
        : rowKey,
    [serverMode, rowKey],
  );
  const openRow = onRowClick && ((row: Row) => !isPlaceholder(row) && onRowClick(row));
  const loadError = served?.error ?? rowsLoadError;
  const onRetry = serverSource ? () => serverSource.reload() : retryRows;

  const windowed = rowBuffer !== undefined;
  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<TableRef>(null);
  const room = useGridRoom(frameRef);
  const height = fixedHeight ?? room.bodyHeight ?? DEFAULT_GRID_HEIGHT;
  const nativeBody = () => frameRef.current?.querySelector<HTMLElement>('.ant-table-body') ?? undefined;

  // Re-rendered only when another row comes into view, not on every scrolled pixel.
  const [scrollTop, setScrollTop] = useState(0);
  const scrollBodyTop = (top: number) => {
    if (!windowed) {
      // Without rows antd draws no virtual body: nothing to scroll.
      if (dataSource.length > 0) tableRef.current?.scrollTo({ top });
      return;
    }
    const body = nativeBody();
    if (body) body.scrollTop = top;
    setScrollTop((prev) => (sameRowsInView(prev, top, height) ? prev : top));
  };
  // A new search, filter or sort shows its first rows: the old scroll position would hide them.
  const queryKey = JSON.stringify([appliedSearch, state.sets, state.dates, state.amounts, state.stock, state.sort]);
  const shownQuery = useRef(queryKey);
  useEffect(() => {
    if (shownQuery.current === queryKey) return;
    shownQuery.current = queryKey;
    scrollBodyTop(0);
  });

  useHeaderScrollSync(frameRef, (left) => {
    if (windowed) {
      const body = nativeBody();
      if (body && body.scrollLeft !== left) body.scrollLeft = left;
      return;
    }
    // The header followed the body (antd keeps them together that way round): nothing to do.
    const inner = frameRef.current?.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder-inner');
    if (inner && -Number.parseFloat(inner.style.marginLeft || '0') === left) return;
    // antd's virtual body takes `left` although the type of `scrollTo` does not list it.
    const sideways: Parameters<TableRef['scrollTo']>[0] & { left: number } = { left };
    tableRef.current?.scrollTo(sideways);
  });
  const names = useMemo(() => new Map(shown.map((column) => [column.field, columnName(column)])), [shown]);
  useFilterButtons(frameRef, (field) => names.get(field));
  useClearSearchName(frameRef);

  const rowProps = useRowFocus({
    frame: frameRef,
    rows: dataSource,
    rowKey: keyOf,
    page: Math.floor(height / GRID_ROW_HEIGHT),
    spaceOpens: !rowSelection,
    onOpen: openRow,
    scrollToIndex: (index) => {
      if (!windowed) {
        tableRef.current?.scrollTo({ index });
        return;
      }
      const body = nativeBody();
      const current = body?.scrollTop ?? scrollTop;
      const top = index * GRID_ROW_HEIGHT;
      if (top < current) scrollBodyTop(top);
      else if (top + GRID_ROW_HEIGHT > current + height) scrollBodyTop(top + GRID_ROW_HEIGHT - height);
    },
  });

  const selectedKeys = useMemo(() => new Set((rowSelection?.selectedRowKeys ?? []).map(String)), [rowSelection?.selectedRowKeys]);
  // Virtual rows are blocks, centred by their line height. A table cell centres its content itself,
  // and a 54 px line would push the cell's bottom border out, making the row 55 px high.
  const cellStyle: CSSProperties = windowed
    ? { height: GRID_ROW_HEIGHT, paddingBlock: 0 }
    : { height: GRID_ROW_HEIGHT, paddingBlock: 0, lineHeight: `${GRID_ROW_HEIGHT}px` };
  const selectedStyle = (row: Row, style?: CSSProperties): CSSProperties | undefined =>
    selectedKeys.has(keyOf(row)) ? { ...style, background: SELECTED_ROW_BACKGROUND, color: SELECTED_ROW_TEXT } : style;

  const selectionWidth = rowSelection ? (typeof rowSelection.columnWidth === 'number' ? rowSelection.columnWidth : SELECTION_COLUMN_WIDTH) : 0;
  const widths = fitColumnWidths(
    shown.map((column) => column.width ?? 160),
    room.width,
    selectionWidth,
  );
  const totalWidth = widths.reduce((sum, width) => sum + width, 0) + selectionWidth;

  // A set filter's values (every distinct value of the rows or the API's counts, sorted by label: a
  // few thousand clients) are listed once the filter is first opened, then kept until the rows or
  // the counts change; a closed filter keeps what it listed, or none.
  const servedSetCounts = served?.setCounts;
  const listing = useMemo(() => ({ counts: servedSetCounts, index, listed: new Map<string, DistinctValue[]>() }), [servedSetCounts, index]);
  const setFilterValues = (column: DataGridColumn<Row>, open: boolean): DistinctValue[] => {
    const listed = listing.listed.get(column.field);
    if (listed || !open) return listed ?? NO_VALUES;
    const values = served ? serverDistinctValues(listing.counts?.[column.field], column.valueLabel) : distinctValues(listing.index, column.field, column.valueLabel);
    listing.listed.set(column.field, values);
    return values;
  };

  const tableColumns: TableProps<Row>['columns'] = shown.map((column, i) => {
    const name = columnName(column);
    const active = isFiltered(state, column);
    const sortOrder = state.sort?.field === column.field ? (state.sort.direction === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
    return {
      key: column.field,
      dataIndex: column.field,
      title: column.title,
      width: widths[i],
      align: column.align,
      ellipsis: true,
      render: server
        ? (value: unknown, row: Row) => {
            if (isPlaceholder(row)) return i === 0 ? <Typography.Text type="secondary">{GRID_LOADING_TEXT}</Typography.Text> : null;
            return column.render ? column.render(row) : (value as ReactNode);
          }
        : column.render && ((_: unknown, row: Row) => column.render!(row)),
      sorter: column.sortable === false ? undefined : true,
      sortOrder,
      filteredValue: column.filter && active ? [name] : null,
      filterIcon: column.filter ? <FilterIcon field={column.field} /> : undefined,
      filterDropdown: !column.filter
        ? undefined
        : ({ close, visible: open }: { close: () => void; visible: boolean }) => {
            if (column.filter === 'set') {
              return (
                <SetFilterPanel
                  key={(state.sets[column.field] ?? []).join('\u0001')}
                  title={name}
                  open={open}
                  values={setFilterValues(column, open)}
                  selected={state.sets[column.field] ?? []}
                  onApply={(values) => {
                    update((current) => withSetFilter(current, column.field, values));
                    close();
                  }}
                />
              );
            }
            if (column.filter === 'date') {
              return (
                <DateFilterPanel
                  title={name}
                  open={open}
                  value={state.dates[column.field]}
                  now={now}
                  onApply={(value) => {
                    update((current) => withDateFilter(current, column.field, value));
                    close();
                  }}
                />
              );
            }
            return (
              <AmountFilterPanel
                title={name}
                open={open}
                value={state.amounts[column.field]}
                reading={amountReading}
                onApply={(value) => {
                  update((current) => withAmountFilter(current, column.field, value));
                  close();
                }}
              />
            );
          },
      onCell: (row: Row) => ({ style: selectedStyle(row, cellStyle) }),
    };
  });
  const selection: TableProps<Row>['rowSelection'] = rowSelection && {
    ...rowSelection,
    // A row being fetched cannot be selected (select-all takes the rows fetched).
    ...(serverMode ? { getCheckboxProps: (row: Row) => (isPlaceholder(row) ? { disabled: true } : (rowSelection.getCheckboxProps?.(row) ?? {})) } : {}),
    onCell: (row, rowIndex) => {
      const own = rowSelection.onCell?.(row, rowIndex) ?? {};
      return { ...own, style: selectedStyle(row, own.style) };
    },
  };

  const onBodyScroll = windowed
    ? (event: UIEvent<HTMLDivElement>) => {
        const top = event.currentTarget.scrollTop;
        setScrollTop((prev) => (sameRowsInView(prev, top, height) ? prev : top));
      }
    : undefined;
  const rowWindow: RowWindow | undefined = windowed
    ? { ...rowsInView(scrollTop, height), buffer: Math.max(0, Math.floor(rowBuffer)), columnCount: shown.length + (rowSelection ? 1 : 0) }
    : undefined;
  const components = windowed ? WINDOWED_COMPONENTS : HEADER_COMPONENTS;

  const chips = filterChips(state, models);
  const failed = loadError !== undefined && loadError !== null;
  const allMatching = server?.allMatchingSelected === true;
  const serverCounts =
    served?.total === undefined
      ? []
      : allMatching
        ? [...rowCountTexts(served.total, served.all ?? served.total, 0), allMatchingSelectedText(served.total)]
        : rowCountTexts(served.total, served.all ?? served.total, selectedKeys.size);
  const counts = served ? serverCounts : rowCountTexts(visible.length, rows.length, selectedKeys.size);
  const spinning = loading || (served !== undefined && !served.settled && served.error === undefined);
  const { token } = theme.useToken();

  // A list pasted from a spreadsheet becomes the values separated by spaces (the multiple-value
  // search); the box would otherwise glue its lines together.
  const onSearchPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = pastedSearchText(event.clipboardData.getData('text'), view);
    if (pasted === undefined) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? start;
    onSearchChange(`${text.slice(0, start)}${pasted}${text.slice(end)}`);
  };

  return (
    <div className="px-data-grid" ref={frameRef}>
      <style>{focusRing(token.colorPrimary)}</style>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Space style={{ flexWrap: 'wrap' }}>
          {!hideSearch && (
            <Space.Compact>
              <Input.Search
                aria-label="Search"
                allowClear
                placeholder={searchPlaceholder}
                value={text}
                onChange={(e) => onSearchChange(e.target.value)}
                onPaste={onSearchPaste}
                style={{ width: 320 }}
              />
              <Tooltip
                title={
                  <div>
                    <Typography.Text strong style={{ color: 'inherit' }}>
                      {SEARCH_TOOLTIP_TITLE}
                    </Typography.Text>
                    <div>{SEARCH_TOOLTIP_TEXT}</div>
                  </div>
                }
              >
                <Button aria-label={SEARCH_TOOLTIP_TITLE}>?</Button>
              </Tooltip>
            </Space.Compact>
          )}
          {showStockFilter && (
            <Select<StockFilter>
              aria-label="Stock"
              value={state.stock}
              style={{ width: 160 }}
              onChange={(stock) => update((current) => ({ ...current, stock }))}
              options={[
                { value: 'all', label: 'All stock' },
                { value: 'inStock', label: STOCK_LABELS.inStock },
                { value: 'outOfStock', label: STOCK_LABELS.outOfStock },
              ]}
            />
          )}
          {toolbar}
        </Space>
        {!failed && !(loading && rows.length === 0) && counts.length > 0 && (
          <Space role="status" aria-label="Row count" size={12}>
            {counts.map((count) => (
              <span key={count}>{count}</span>
            ))}
          </Space>
        )}
      </Flex>
      {searchRefusal !== undefined && !hideSearch && (
        <Typography.Paragraph type="danger" role="alert" aria-label="Search problem" style={{ marginTop: -4, marginBottom: 8 }}>
          {searchRefusal}
        </Typography.Paragraph>
      )}
      {chips.length > 0 && (
        <div style={{ marginBottom: 8 }} aria-label="Active filters">
          {chips.map((chip) => (
            <Tag key={chip.key} closable onClose={() => update((current) => filterChips(current, models).find((shown) => shown.key === chip.key)?.without ?? current)} closeIcon={<span aria-label={`Remove ${chip.label}`}>×</span>}>
              {chip.label}
            </Tag>
          ))}
          <Button type="link" size="small" onClick={() => update(withoutFilters)}>
            Clear filters
          </Button>
        </div>
      )}
      {failed ? (
        <LoadError error={loadError} what={loadErrorWhat} onRetry={onRetry} />
      ) : (
        <HeaderHeightContext.Provider value={headerHeight}>
          <RowWindowContext.Provider value={rowWindow}>
            <Table<Row>
              ref={tableRef}
              aria-label={props['aria-label']}
              virtual={!windowed}
              components={components}
              onScroll={onBodyScroll}
              size="middle"
              columns={tableColumns}
              dataSource={dataSource}
              rowKey={keyOf}
              loading={{ spinning, description: GRID_LOADING_TEXT }}
              locale={{ emptyText: spinning ? ' ' : noRowsText }}
              pagination={false}
              scroll={{ x: totalWidth, y: height }}
              rowSelection={selection}
              onRow={(row, rowIndex) => {
                // A row drawn: server mode fetches the windows ahead of it.
                if (rowIndex !== undefined) serverSource?.showRowsTo(rowIndex);
                return {
                  ...rowProps(row, rowIndex),
                  onClick: openRow ? () => openRow(row) : undefined,
                  style: { height: GRID_ROW_HEIGHT, cursor: onRowClick ? 'pointer' : undefined },
                };
              }}
              onChange={(_pagination, _filters, sorter, { action }) => {
                if (action !== 'sort') return;
                const single = Array.isArray(sorter) ? sorter[0] : sorter;
                // antd names no column when the click clears the sort: the column it showed sorted.
                const field = single?.columnKey !== undefined ? String(single.columnKey) : state.sort?.field;
                if (field === undefined) return;
                // antd gives the order after the one it rendered; a second click before the first
                // one's URL is rendered would repeat it, so the cycle goes on from the state written.
                update((current) => withNextSort(current, field));
              }}
            />
          </RowWindowContext.Provider>
        </HeaderHeightContext.Provider>
      )}
    </div>
  );
}
