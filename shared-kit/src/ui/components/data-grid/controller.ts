/**
 * The grid controller (docs/grid.md): one hook that owns a grid's state in the URL, its search box,
 * its rows in either mode, their counts and totals, and the selection. `DataGrid` draws it; a page's
 * toolbar reads it.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type AmountDefaultsReading, type GridQueryState, type GridViewKey, type Lookups, SEARCH_VIEWS, type SearchView, type ViewName } from 'shared-kit/contract';
import { type FilterChip, filterChips, gridSearchView } from '../../grid/grid-model';
import type { GridUrlState } from '../../grid/grid-state';
import { gridQueryKey, serverDistinctValues } from '../../grid/server-windows';
import type { DistinctValue } from '../../search-engine/filters/set-filter';
import { type DataGridColumn, modelColumn } from './columns';
import { useLocalRows } from './local-rows';
import { useMissingValues } from './missing-values';
import { type GridPreferencesBinding, useGridPreferences } from './preferences';
import { type SearchBox, searchOf, useSearchBox } from './search-box';
import { type GridSelection, useGridSelection } from './selection';
import { type ServerRowsOptions, serverBody, placeOf, useServerRows } from './server-rows';
import { type GridMode, type GridSource, useSourceRows } from './sources';
import { useGridUrlState } from './url-state';

/** Options of {@link useGridController}. */
export interface GridControllerOptions<Row extends object, Totals> {
  columns: readonly DataGridColumn<Row>[];
  rowKey: (row: Row) => string;
  source: GridSource<Row, Totals>;
  /**
   * The named view (or a custom one) whose columns the search looks at; by default the view the
   * columns declare with their `search` types.
   */
  view?: ViewName | SearchView;
  /** Name of the view the columns declare. */
  name?: string;
  /** State when the URL says nothing about the grid (default filters and sort). */
  defaults?: Partial<GridUrlState>;
  /** Prefix of the grid's URL parameters when a page shows several grids. */
  urlPrefix?: string;
  /**
   * The grid view whose columns and saved views follow the user (the contract's `GRID_VIEW_KEYS`,
   * docs/grid.md#columns-menu): the grid offers the Columns menu and saved views, and loads the
   * user's choices without waiting for them. Its shown columns must be the view's columns as the
   * API knows them (platform-api/src/grid-preferences/grid-views.ts).
   */
  gridView?: GridViewKey;
  /** Totals of the rows shown in client mode (server mode: the source's totals of every matching row). */
  totals?: (rows: readonly Row[]) => Totals;
  lookups?: Lookups;
  amountReading?: AmountDefaultsReading;
  /** Clock of the date presets, ms (tests). */
  now?: number;
}

/** The row count: rows shown after the search and filters, of the rows without them. */
export interface GridCounts {
  matching: number;
  all: number;
  /**
   * `matching` is the search's count cap and more rows match (server mode, a search text with words:
   * docs/search.md "Counts of a word search"); the grid writes it '1,000+'.
   */
  capped: boolean;
}

/** What a grid's view and its page's toolbar read and do. */
export interface GridController<Row extends object, Totals = undefined> {
  /** The columns the page declares (hidden ones included: searched, never shown). */
  columns: readonly DataGridColumn<Row>[];
  /**
   * The columns drawn, in order, with the user's widths and pins (docs/grid.md#columns-menu): the
   * declared columns not hidden, as the user arranged them.
   */
  shown: readonly DataGridColumn<Row>[];
  /** The user's columns and saved views of the grid, when it has a grid view. */
  preferences: GridPreferencesBinding | undefined;
  rowKey: (row: Row) => string;
  view: SearchView;
  mode: GridMode;
  /** The state shown: the URL's, with the search applied to the rows. */
  state: GridUrlState;
  /** The search box. */
  search: SearchBox;
  /** The rows shown (client mode), or fetched from the first row on (server mode). */
  rows: readonly Row[];
  /** Every row's place in the body: the rows, and in server mode placeholders for rows not fetched. */
  body: readonly Row[];
  /** The row count; undefined until known. */
  counts: GridCounts | undefined;
  /** Totals of the rows shown (client mode) or of every matching row (server mode). */
  totals: Totals | undefined;
  selection: GridSelection<Row>;
  chips: FilterChip[];
  loading: boolean;
  /** The rows' load failed: shown in place of the rows, with Retry. */
  error: unknown;
  options: Pick<GridControllerOptions<Row, Totals>, 'now' | 'amountReading'>;
  actions: {
    /** Applies a change of the state (a filter, the sort). */
    update(change: (current: GridUrlState) => GridUrlState): void;
    /** The values a set filter lists, with the rows of each the other filters leave (docs/grid.md#filter-value-counts). */
    filterValues(field: string): DistinctValue[];
    /** Row `index` of the body is drawn (server mode fetches the rows in view). */
    showRow(index: number): void;
    /** Whether a body row stands for a row not fetched yet. */
    isPlaceholder(row: Row): boolean;
    /** A body row's key (placeholders have their own). */
    keyOf(row: Row): string;
    /** Loads the rows again: Retry, and after a write. */
    reload(): void;
    /** The whole address of the page showing `state`, to share (docs/grid.md#saved-views). */
    linkOf(state: GridUrlState): string;
  };
}

/**
 * A grid's controller: its state (read from the URL and written back), the search box, the rows of
 * `source` in client or server mode, the row count, the totals and the selection.
 *
 * @example
 * const grid = useGridController({ columns, rowKey: (row) => row.invoiceNumber, source: serverRows(ENDPOINTS.invoiceSearch, {}, { list: ENDPOINTS.invoices, toRow }), defaults });
 * return <DataGrid grid={grid} aria-label="Invoices" toolbar={<Export grid={grid} />} />;
 */
export function useGridController<Row extends object, Totals = undefined>(options: GridControllerOptions<Row, Totals>): GridController<Row, Totals> {
  const { columns, rowKey, source, defaults, urlPrefix = '', lookups, amountReading, now, name = 'grid', gridView } = options;
  const models = useMemo(() => columns.map(modelColumn), [columns]);
  const viewOption = options.view;
  const view = useMemo(() => (typeof viewOption === 'string' ? SEARCH_VIEWS[viewOption] : (viewOption ?? gridSearchView(name, models))), [viewOption, name, models]);
  const setValues = useMemo(
    () => Object.fromEntries(columns.flatMap((column) => (column.filterValues ? [[column.field, column.filterValues] as const] : []))),
    [columns],
  );
  const url = useGridUrlState(defaults, urlPrefix);
  const { state, update: updateUrl } = url;
  /** The user (or a link) changed the state since the grid was shown: a default view no longer applies. */
  const touched = useRef(false);
  const update = useCallback(
    (change: (current: GridUrlState) => GridUrlState) => {
      touched.current = true;
      updateUrl(change);
    },
    [updateUrl],
  );
  const loaded = useSourceRows(source);
  const serverMode = loaded.mode === 'server';
  const server = useServerRows(loaded.server, state);
  const local = useLocalRows(serverMode ? undefined : loaded.rows, state, { view, models, setValues, lookups, now, amountReading });
  const typed = useSearchBox(state.search, view, {
    prefetch: serverMode ? (text) => server.prefetch({ ...state, search: text }) : undefined,
    toUrl: url.writeSearch,
    apply: (text) => update((current) => ({ ...current, search: searchOf(text) })),
  });
  const typeSearch = typed.change;
  const search = useMemo(
    (): SearchBox => ({
      ...typed,
      change: (text: string) => {
        touched.current = true;
        typeSearch(text);
      },
    }),
    [typed, typeSearch],
  );

  const available = useMemo(() => columns.filter((column) => !column.hidden), [columns]);
  const preferences = useGridPreferences(gridView, available);
  const choices = preferences?.columns.choices;
  const shown = useMemo(() => {
    if (!choices) return available;
    const byField = new Map(available.map((column) => [column.field, column]));
    return choices.flatMap((choice) => {
      const column = byField.get(choice.field);
      return column && !choice.hidden ? [{ ...column, width: choice.width, pinned: choice.pin === 'none' ? false : choice.pin }] : [];
    });
  }, [available, choices]);

  // The user's default view, when the address named no state of the grid and nothing was changed
  // before the saved views were back (docs/grid.md#saved-views).
  const defaultMayApply = useRef(url.openedOnDefaults);
  const savedViews = preferences?.views;
  const preferencesLoaded = preferences?.loaded === true;
  useEffect(() => {
    if (!defaultMayApply.current || !preferencesLoaded) return;
    defaultMayApply.current = false;
    const opening = savedViews?.find((saved) => saved.isDefault);
    if (opening && !touched.current) updateUrl(() => ({ ...opening.state }));
  }, [preferencesLoaded, savedViews, updateUrl]);

  const missing = useMissingValues(state, defaults, {
    local: !serverMode && loaded.rows && !loaded.loading ? local.valuesOf : undefined,
    server: serverMode ? (loaded.server as ServerRowsOptions<unknown> | undefined) : undefined,
  });

  const served = server.view;
  const rows = serverMode ? served.rows : local.visible;
  const body = useMemo(() => (serverMode && served.total !== undefined ? serverBody(served.segments, served.total) : rows), [serverMode, served.segments, served.total, rows]);
  const counts = useMemo((): GridCounts | undefined => {
    if (serverMode) return served.total === undefined ? undefined : { matching: served.total, all: served.all ?? served.total, capped: served.totalCapped };
    return loaded.rows && !(loaded.loading && loaded.rows.length === 0) ? { matching: local.visible.length, all: loaded.rows.length, capped: false } : undefined;
  }, [serverMode, served.total, served.totalCapped, served.all, loaded.rows, loaded.loading, local.visible.length]);
  const totalsOfRows = options.totals;
  const totalsOf = loaded.totalsOf;
  const totals = useMemo(
    () => (serverMode ? (served.first && totalsOf?.(served.first)) : totalsOfRows?.(local.visible)),
    [serverMode, served.first, totalsOf, totalsOfRows, local.visible],
  );
  const query: GridQueryState = state;
  const loading = loaded.loading || (serverMode && !served.settled && served.error === undefined);
  const selection = useGridSelection({ rows, rowKey, loaded: !loading, query, queryKey: gridQueryKey(query), total: serverMode ? served.total : undefined, totalCapped: serverMode && served.totalCapped });

  const servedCounts = served.setCounts;
  const cappedCounts = served.setCountsCapped;
  const localValues = local.filterValues;
  // The same function while the values it lists stay the same: an open filter keeps its list.
  const filterValues = useCallback(
    (field: string) =>
      serverMode ? serverDistinctValues(servedCounts[field], models.find((model) => model.field === field)?.valueLabel, cappedCounts.includes(field)) : localValues(field),
    [serverMode, servedCounts, cappedCounts, models, localValues],
  );
  const keyOf = useMemo(
    () =>
      serverMode
        ? (row: Row) => {
            const place = placeOf(row);
            return place === undefined ? rowKey(row) : `px-placeholder-${place}`;
          }
        : rowKey,
    [serverMode, rowKey],
  );
  const reload = serverMode ? server.reload : (loaded.retry ?? noop);
  const linkOf = url.linkOf;
  const actions = useMemo(
    () => ({ update, filterValues, showRow: server.showRow, isPlaceholder: (row: Row) => placeOf(row) !== undefined, keyOf, reload, linkOf }),
    [update, filterValues, server.showRow, keyOf, reload, linkOf],
  );

  return {
    columns,
    shown,
    preferences,
    rowKey,
    view,
    mode: loaded.mode,
    state,
    search,
    rows,
    body,
    counts,
    totals,
    selection,
    chips: filterChips(state, models, missing),
    loading,
    error: serverMode ? served.error : loaded.error,
    options: { now, amountReading },
    actions,
  };
}

const noop = () => undefined;
