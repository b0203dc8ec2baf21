/**
 * The console's data grid (docs/grid.md), drawn over a grid controller on antd's Table: the search
 * box with its tips, the stock filter, the page's toolbar and the row count, the active filters as
 * chips, and the table — virtual rows 54 px high (or, with a row buffer, the rows in view and their
 * buffer), loading and no-rows overlays, the load error with Retry in place of the rows. For a
 * keyboard user: rows focusable with a roving tabindex, filter buttons in the Tab order, header and
 * body scrolled together sideways (./dom).
 */
import { Spin, Table, Typography, theme } from 'antd';
import type { TableProps, TableRef } from 'antd';
import { type CSSProperties, type ReactNode, type UIEvent, useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_PLACEHOLDER } from 'shared-kit/contract';
import { withNextSort } from '../../grid/grid-model';
import { fitColumnWidths } from '../../grid/grid-layout';
import { gridQueryKey } from '../../grid/server-windows';
import type { DistinctValue } from '../../search-engine/filters/set-filter';
import { LoadError } from '../load-error';
import { GridBar } from './grid-bar';
import { columnName, tableColumns, type DataGridColumn } from './columns';
import type { GridController } from './controller';
import { PENDING_TABLE_CLASS, TABLE_HEADER_HEIGHT, useClearSearchName, useFilterButtons, useGridRoom, useHeaderScrollSync, useRowFocus } from './dom';
import { GRID_ROW_HEIGHT, HeaderHeightContext, type RowWindow, RowWindowContext, VIRTUAL_COMPONENTS, WINDOWED_COMPONENTS, rowsInView, sameRowsInView } from './table-parts';

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
 * Width antd gives the selection column when the page does not set one, px.
 *
 * @example <DataGrid selection={{ columnWidth: SELECTION_COLUMN_WIDTH }} ... />
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

/** How the selection column is drawn, beyond the checkboxes the grid's selection ticks. */
export type SelectionColumn<Row> = Pick<NonNullable<TableProps<Row>['rowSelection']>, 'columnTitle' | 'columnWidth' | 'getCheckboxProps' | 'renderCell'>;

/** Props of {@link DataGrid}. */
export interface DataGridProps<Row extends object> {
  /** The grid's controller ({@link useGridController}). */
  grid: GridController<Row, unknown>;
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
   * Rows rendered beyond each edge of the visible part of the body (above and below). antd's
   * `virtual` Table takes no such setting, so with a row buffer the grid windows the rows itself on
   * a plain antd Table: every row stays in the table (selection and select-all see them all), only
   * those in the window and the buffer reach the DOM, spacers of 54 px per row stand for the others.
   * Without it, antd's virtual rows.
   */
  rowBuffer?: number;
  searchPlaceholder?: string;
  /** Hide the search box (a page with its own). */
  hideSearch?: boolean;
  /** Offer the out-of-stock filter (views with a stock field). */
  showStockFilter?: boolean;
  /** The page's toolbar (Export, totals, bulk actions), reading the controller. */
  toolbar?: ReactNode;
  /** Opens a row: on click, and on Enter (Space too without a selection column) on a focused row. */
  onRowClick?: (row: Row) => void;
  /** Draws the selection column (the controller's selection), with these extras when an object. */
  selection?: boolean | SelectionColumn<Row>;
  /** What the grid lists, for the load error's title ('Could not load {what}'); 'rows' by default. */
  loadErrorWhat?: string;
  'aria-label'?: string;
}

/** Keyboard focus on a row, drawn inside the row so that the next row does not cover it. */
const focusRing = (color: string) => `.px-data-grid .ant-table-row:focus-visible { outline: 2px solid ${color}; outline-offset: -2px; }`;
const NO_VALUES: DistinctValue[] = [];

/**
 * The shared data grid, drawn over a grid controller. Must render inside the router.
 *
 * @example
 * const grid = useGridController({ view: 'invoice', columns, rowKey: (r) => r.invoiceNumber, source: localRows(invoices) });
 * <DataGrid grid={grid} aria-label="Invoices" toolbar={<Export grid={grid} />} />
 * @example
 * <DataGrid grid={grid} hideSearch height={540} headerHeight={32} rowBuffer={5} selection={{ columnWidth: 190 }} />
 */
export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  const { grid, noRowsText = DEFAULT_NO_ROWS_TEXT, height: fixedHeight, headerHeight, rowBuffer, searchPlaceholder = SEARCH_PLACEHOLDER, hideSearch = false } = props;
  const { showStockFilter = false, toolbar, onRowClick, selection: selectionColumn, loadErrorWhat = 'rows' } = props;
  const { state, actions, selection } = grid;
  const shown = grid.shown;
  const openRow = onRowClick && ((row: Row) => !actions.isPlaceholder(row) && onRowClick(row));

  const windowed = rowBuffer !== undefined;
  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<TableRef>(null);
  const headerRowHeight = headerHeight ?? TABLE_HEADER_HEIGHT;
  const room = useGridRoom(frameRef, headerRowHeight);
  const height = fixedHeight ?? room.bodyHeight ?? DEFAULT_GRID_HEIGHT;
  const nativeBody = () => frameRef.current?.querySelector<HTMLElement>('.ant-table-body') ?? undefined;

  // Re-rendered only when another row comes into view, not on every scrolled pixel.
  const [scrollTop, setScrollTop] = useState(0);
  const scrollBodyTop = (top: number) => {
    if (!windowed) {
      // Without rows antd draws no virtual body: nothing to scroll.
      if (grid.body.length > 0) tableRef.current?.scrollTo({ top });
      return;
    }
    const body = nativeBody();
    if (body) body.scrollTop = top;
    setScrollTop((prev) => (sameRowsInView(prev, top, height) ? prev : top));
  };
  // A new search, filter or sort shows its first rows: the old scroll position would hide them.
  const queryKey = gridQueryKey(state);
  const scrolledFor = useRef(queryKey);
  useEffect(() => {
    if (scrolledFor.current === queryKey) return;
    scrolledFor.current = queryKey;
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
    rows: grid.body,
    rowKey: actions.keyOf,
    page: Math.floor(height / GRID_ROW_HEIGHT),
    spaceOpens: !selectionColumn,
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

  const loadedKeys = useMemo(() => (selection.matching ? grid.rows.map(grid.rowKey) : selection.keys), [selection.matching, selection.keys, grid.rows, grid.rowKey]);
  const selectedKeys = useMemo(() => new Set(loadedKeys), [loadedKeys]);
  // Virtual rows are blocks, centred by their line height. A table cell centres its content itself,
  // and a 54 px line would push the cell's bottom border out, making the row 55 px high.
  const cellStyle: CSSProperties = windowed ? { height: GRID_ROW_HEIGHT, paddingBlock: 0 } : { height: GRID_ROW_HEIGHT, paddingBlock: 0, lineHeight: `${GRID_ROW_HEIGHT}px` };
  const selectedStyle = (row: Row, style?: CSSProperties): CSSProperties | undefined =>
    selectedKeys.has(actions.keyOf(row)) ? { ...style, background: SELECTED_ROW_BACKGROUND, color: SELECTED_ROW_TEXT } : style;

  const extras = typeof selectionColumn === 'object' ? selectionColumn : {};
  const selectionWidth = selectionColumn ? (typeof extras.columnWidth === 'number' ? extras.columnWidth : SELECTION_COLUMN_WIDTH) : 0;
  const widths = fitColumnWidths(
    shown.map((column) => column.width ?? 160),
    room.width,
    selectionWidth,
  );
  const totalWidth = widths.reduce((sum, width) => sum + width, 0) + selectionWidth;

  // A set filter's values (a few thousand clients, sorted by label) are listed once the filter is
  // first opened, then kept while the controller lists the same ones; a closed filter keeps what it
  // listed, or none.
  const listed = useMemo(() => ({ of: actions.filterValues, values: new Map<string, DistinctValue[]>() }), [actions.filterValues]);
  const setValues = (field: string, open: boolean) => {
    const kept = listed.values.get(field);
    if (kept || !open) return kept ?? NO_VALUES;
    const values = listed.of(field);
    listed.values.set(field, values);
    return values;
  };
  const placeholderCell = (index: number) => (index === 0 ? <Typography.Text type="secondary">{GRID_LOADING_TEXT}</Typography.Text> : null);
  const columns = tableColumns<Row>({
    columns: shown,
    widths,
    state,
    update: actions.update,
    setValues,
    render: (column: DataGridColumn<Row>, i: number) =>
      grid.mode === 'server'
        ? (value: unknown, row: Row) => (actions.isPlaceholder(row) ? placeholderCell(i) : column.render ? column.render(row) : (value as ReactNode))
        : column.render && ((_: unknown, row: Row) => column.render!(row)),
    cellProps: (row: Row) => ({ style: selectedStyle(row, cellStyle) }),
    ...grid.options,
  });
  const rowSelection: TableProps<Row>['rowSelection'] = selectionColumn
    ? {
        ...extras,
        selectedRowKeys: loadedKeys as string[],
        onChange: (keys, _rows, info) => selection.select(keys.map(String), grid.mode === 'server' && info.type === 'all' && keys.length > 0),
        // A row being fetched cannot be selected (select-all takes the rows fetched).
        getCheckboxProps: (row: Row) => (actions.isPlaceholder(row) ? { disabled: true } : (extras.getCheckboxProps?.(row) ?? {})),
        // Ticking a checkbox selects the row; it must not also open it.
        onCell: (row) => ({ onClick: (event) => event.stopPropagation(), style: selectedStyle(row) }),
      }
    : undefined;

  const onBodyScroll = windowed
    ? (event: UIEvent<HTMLDivElement>) => {
        const top = event.currentTarget.scrollTop;
        setScrollTop((prev) => (sameRowsInView(prev, top, height) ? prev : top));
      }
    : undefined;
  const rowWindow: RowWindow | undefined = windowed
    ? { ...rowsInView(scrollTop, height), buffer: Math.max(0, Math.floor(rowBuffer)), columnCount: shown.length + (selectionColumn ? 1 : 0) }
    : undefined;

  const failed = grid.error !== undefined && grid.error !== null;
  const spinning = grid.loading;
  const { token } = theme.useToken();
  // antd's Table is drawn once the first rows (or their failure) are back, with its measured room,
  // the saved columns and the grid's mode all known: drawn earlier, it would draw itself again for
  // each of them. Until then a box of the table's size holds its place (docs/grid.md#layout).
  const [drawn, setDrawn] = useState(!spinning);
  if (!drawn && !spinning) setDrawn(true);

  return (
    <div className="px-data-grid" ref={frameRef}>
      <style>{focusRing(token.colorPrimary)}</style>
      <GridBar grid={grid} failed={failed} searchPlaceholder={searchPlaceholder} hideSearch={hideSearch} showStockFilter={showStockFilter} toolbar={toolbar} />
      {failed ? (
        <LoadError error={grid.error} what={loadErrorWhat} onRetry={actions.reload} />
      ) : !drawn ? (
        <Spin spinning description={GRID_LOADING_TEXT}>
          <div className={PENDING_TABLE_CLASS} style={{ height: headerRowHeight + height, background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}>
            <div style={{ height: headerRowHeight, background: token.colorFillAlter, borderBottom: `1px solid ${token.colorBorderSecondary}`, borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0` }} />
          </div>
        </Spin>
      ) : (
        <HeaderHeightContext.Provider value={headerHeight}>
          <RowWindowContext.Provider value={rowWindow}>
            <Table<Row>
              ref={tableRef}
              aria-label={props['aria-label']}
              virtual={!windowed}
              components={windowed ? WINDOWED_COMPONENTS : VIRTUAL_COMPONENTS}
              onScroll={onBodyScroll}
              size="middle"
              columns={columns}
              dataSource={grid.body as Row[]}
              rowKey={actions.keyOf}
              loading={{ spinning, description: GRID_LOADING_TEXT }}
              locale={{ emptyText: spinning ? ' ' : noRowsText }}
              pagination={false}
              showSorterTooltip={{ target: 'sorter-icon' }}
              scroll={{ x: totalWidth, y: height }}
              rowSelection={rowSelection}
              onRow={(row, rowIndex) => {
                // A row drawn: server mode fetches the rows in view and those past them.
                if (rowIndex !== undefined) actions.showRow(rowIndex);
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
                // antd gives the order after the one it rendered; two clicks before a render would
                // repeat it, so the cycle goes on from the latest state.
                actions.update((current) => withNextSort(current, field));
              }}
            />
          </RowWindowContext.Provider>
        </HeaderHeightContext.Provider>
      )}
    </div>
  );
}
