/**
 * The console's reusable data grid (spec 02 §2.3, §2.14, §5, §9) on antd's Table: virtual rows of
 * height 54, loading and no-rows overlays, the shared search box (tooltip 'Tips on Using Search',
 * 500 ms input debounce, filtering 600 ms after a change), column filters shown as chips, and the
 * search, sort and filters mirrored in the URL query string. A view over the headless grid model
 * (../grid): the state, the rows it shows, the chips and every change of state come from there;
 * this file draws them and keeps the state in the URL. Optional header height and row buffer (spec
 * 01 §2 "Internal User Management").
 */
import { Button, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import {
  type CSSProperties,
  type HTMLAttributes,
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
} from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  STOCK_LABELS,
  filterChips,
  gridIndexFields,
  gridSearchView,
  isFiltered,
  visibleRows,
  withAmountFilter,
  withDateFilter,
  withSearch,
  withSetFilter,
  withSort,
  withoutFilters,
  type GridColumnModel,
} from '../grid/grid-model';
import { type GridUrlState, readGridState, writeGridState } from '../grid/grid-state';
import type { AmountDefaultsReading } from '../search/amount-filter';
import { FILTER_DELAY_MS, SEARCH_DEBOUNCE_MS, SEARCH_PLACEHOLDER, SEARCH_TOOLTIP_TEXT, SEARCH_TOOLTIP_TITLE } from '../search/constants';
import { type StockFilter, distinctValues } from '../search/filters';
import { createSearchIndex } from '../search/search-index';
import { type ColumnType, type Lookups, type SearchColumn, type SearchView, SEARCH_VIEWS, type ViewName } from '../search/views';
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
 * Grid body height when none is given, px.
 *
 * @example <DataGrid height={DEFAULT_GRID_HEIGHT} ... />
 */
export const DEFAULT_GRID_HEIGHT = 600;

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
  /** Body height in px (virtual rows need one); 600 by default. */
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
  onRowClick?: (row: Row) => void;
  rowSelection?: TableProps<Row>['rowSelection'];
  /** Called with the rows shown after search, filters and sort (totals, bulk actions). */
  onVisibleRowsChange?: (rows: Row[]) => void;
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

function HeaderCell(props: ThHTMLAttributes<HTMLTableCellElement>) {
  const height = useContext(HeaderHeightContext);
  return <th {...props} style={height === undefined ? props.style : { ...props.style, height, paddingBlock: 0 }} />;
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
    view: viewProp, rows, columns, rowKey, loading = false, noRowsText = DEFAULT_NO_ROWS_TEXT, height = DEFAULT_GRID_HEIGHT, headerHeight, rowBuffer, defaults,
    urlPrefix = '', lookups, searchPlaceholder = SEARCH_PLACEHOLDER, hideSearch = false, showStockFilter = false, amountReading,
    toolbar, onRowClick, rowSelection, onVisibleRowsChange, now, loadError, loadErrorWhat = 'rows', onRetry,
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
  const stateRef = useRef(state);
  stateRef.current = state;

  const update = useCallback(
    (next: GridUrlState) => setParams((prev) => writeGridState(prev, next, defaultsRef.current, urlPrefix), { replace: true }),
    [setParams, urlPrefix],
  );
  // The router's `prev` is the query string of the render that made `setParams`: a delayed write
  // (the search's debounce) goes through the latest one, or it would undo what changed meanwhile
  // (e.g. a status tab the page keeps in the query string).
  const latestUpdate = useRef(update);
  latestUpdate.current = update;

  // Search: the box updates at once, the URL 500 ms after typing stops, the rows 600 ms after.
  const [text, setText] = useState(state.search);
  const [appliedSearch, setAppliedSearch] = useState(state.search);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const filterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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
    },
    [],
  );
  const onSearchChange = (value: string) => {
    setText(value);
    typing.current = true;
    clearTimeout(urlTimer.current);
    clearTimeout(filterTimer.current);
    urlTimer.current = setTimeout(() => latestUpdate.current(withSearch(stateRef.current, value)), SEARCH_DEBOUNCE_MS);
    filterTimer.current = setTimeout(() => {
      typing.current = false;
      setAppliedSearch(value);
    }, FILTER_DELAY_MS);
  };

  const filterFields = useMemo(() => gridIndexFields(columns), [columns]);
  const index = useMemo(() => createSearchIndex(rows, view, { lookups, ...filterFields }), [rows, view, lookups, filterFields]);
  const visible = useMemo(() => visibleRows(index, state, { search: appliedSearch, now, amountReading }), [index, state, appliedSearch, now, amountReading]);
  useEffect(() => onVisibleRowsChange?.(visible), [visible, onVisibleRowsChange]);

  const windowed = rowBuffer !== undefined;
  // Virtual rows are blocks, centred by their line height. A table cell centres its content itself,
  // and a 54 px line would push the cell's bottom border out, making the row 55 px high.
  const cellStyle: CSSProperties = windowed
    ? { height: GRID_ROW_HEIGHT, paddingBlock: 0 }
    : { height: GRID_ROW_HEIGHT, paddingBlock: 0, lineHeight: `${GRID_ROW_HEIGHT}px` };
  const tableColumns: TableProps<Row>['columns'] = shown.map((column) => {
    const name = columnName(column);
    const active = isFiltered(state, column);
    const sortOrder = state.sort?.field === column.field ? (state.sort.direction === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
    return {
      key: column.field,
      dataIndex: column.field,
      title: column.title,
      width: column.width ?? 160,
      align: column.align,
      ellipsis: true,
      render: column.render ? (_: unknown, row: Row) => column.render!(row) : undefined,
      sorter: column.sortable === false ? undefined : true,
      sortOrder,
      filteredValue: column.filter && active ? [name] : null,
      filterDropdown: !column.filter
        ? undefined
        : ({ close }: { close: () => void }) => {
            if (column.filter === 'set') {
              return (
                <SetFilterPanel
                  key={(state.sets[column.field] ?? []).join('\u0001')}
                  title={name}
                  values={distinctValues(index, column.field, column.valueLabel)}
                  selected={state.sets[column.field] ?? []}
                  onApply={(values) => {
                    update(withSetFilter(state, column.field, values));
                    close();
                  }}
                />
              );
            }
            if (column.filter === 'date') {
              return (
                <DateFilterPanel
                  title={name}
                  value={state.dates[column.field]}
                  now={now}
                  onApply={(value) => {
                    update(withDateFilter(state, column.field, value));
                    close();
                  }}
                />
              );
            }
            return (
              <AmountFilterPanel
                title={name}
                value={state.amounts[column.field]}
                reading={amountReading}
                onApply={(value) => {
                  update(withAmountFilter(state, column.field, value));
                  close();
                }}
              />
            );
          },
      onCell: () => ({ style: cellStyle }),
    };
  });
  const totalWidth = shown.reduce((sum, c) => sum + (c.width ?? 160), 0) + (rowSelection ? 48 : 0);

  // Re-rendered only when another row comes into view, not on every scrolled pixel.
  const [scrollTop, setScrollTop] = useState(0);
  const onBodyScroll = windowed
    ? (event: UIEvent<HTMLDivElement>) => {
        const top = event.currentTarget.scrollTop;
        setScrollTop((prev) => (sameRowsInView(prev, top, height) ? prev : top));
      }
    : undefined;
  const rowWindow: RowWindow | undefined = windowed
    ? { ...rowsInView(scrollTop, height), buffer: Math.max(0, Math.floor(rowBuffer)), columnCount: shown.length + (rowSelection ? 1 : 0) }
    : undefined;
  const components = windowed ? WINDOWED_COMPONENTS : headerHeight !== undefined ? HEADER_COMPONENTS : undefined;

  const chips = filterChips(state, models);

  return (
    <div className="px-data-grid">
      <Space style={{ marginBottom: 8, flexWrap: 'wrap' }}>
        {!hideSearch && (
          <Space.Compact>
            <Input.Search
              aria-label="Search"
              allowClear
              placeholder={searchPlaceholder}
              value={text}
              onChange={(e) => onSearchChange(e.target.value)}
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
            onChange={(stock) => update({ ...state, stock })}
            options={[
              { value: 'all', label: 'All stock' },
              { value: 'inStock', label: STOCK_LABELS.inStock },
              { value: 'outOfStock', label: STOCK_LABELS.outOfStock },
            ]}
          />
        )}
        {toolbar}
      </Space>
      {chips.length > 0 && (
        <div style={{ marginBottom: 8 }} aria-label="Active filters">
          {chips.map((chip) => (
            <Tag key={chip.key} closable onClose={() => update(chip.without)} closeIcon={<span aria-label={`Remove ${chip.label}`}>×</span>}>
              {chip.label}
            </Tag>
          ))}
          <Button type="link" size="small" onClick={() => update(withoutFilters(state))}>
            Clear filters
          </Button>
        </div>
      )}
      {loadError !== undefined && loadError !== null ? (
        <LoadError error={loadError} what={loadErrorWhat} onRetry={onRetry} />
      ) : (
        <HeaderHeightContext.Provider value={headerHeight}>
          <RowWindowContext.Provider value={rowWindow}>
            <Table<Row>
              aria-label={props['aria-label']}
              virtual={!windowed}
              components={components}
              onScroll={onBodyScroll}
              size="middle"
              columns={tableColumns}
              dataSource={visible}
              rowKey={rowKey}
              loading={{ spinning: loading, description: GRID_LOADING_TEXT }}
              locale={{ emptyText: loading ? ' ' : noRowsText }}
              pagination={false}
              scroll={{ x: totalWidth, y: height }}
              rowSelection={rowSelection}
              onRow={(row) => ({
                onClick: onRowClick ? () => onRowClick(row) : undefined,
                style: { height: GRID_ROW_HEIGHT, cursor: onRowClick ? 'pointer' : undefined },
              })}
              onChange={(_pagination, _filters, sorter) => {
                const single = Array.isArray(sorter) ? sorter[0] : sorter;
                const field = single?.columnKey !== undefined ? String(single.columnKey) : undefined;
                const direction = field && single?.order ? (single.order === 'ascend' ? 'asc' : 'desc') : undefined;
                update(withSort(state, field ?? '', direction));
              }}
            />
          </RowWindowContext.Provider>
        </HeaderHeightContext.Provider>
      )}
    </div>
  );
}
