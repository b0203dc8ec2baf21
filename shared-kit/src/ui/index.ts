/**
 * `shared-kit/ui`: the console's shared screen parts — the headless grid model (`grid/`), the search
 * engine that evaluates the grammar over loaded rows (`search-engine/`), and the React parts
 * (`components/`): the data grid drawn over the model with its filters, status chips, leave guards,
 * the antd notice renderer, dialogs and charts. Not a singleton: each remote runs the version it was
 * built with.
 */
export {
  ACTION_LOG_AREA_LABELS, changeFieldLabel, areaLabel, changeValueText, changeLines, noteText,
} from './components/action-log-format';
export {
  CHART_PALETTE, OTHER_SERIES_COLOR, CHART_MAX_SERIES, type ChartSeries, type ChartData, type ChartKind,
  seriesColors, stackedValues, limitSeries,
} from './components/chart/chart-data';
export { type ChartFigureProps, ChartFigure } from './components/chart/chart-figure';
export {
  type DataGridColumn, columnName, modelColumn, type TableColumnsInput, tableColumns,
} from './components/data-grid/columns';
export {
  type GridControllerOptions, type GridCounts, type GridController, useGridController,
} from './components/data-grid/controller';
export {
  DEFAULT_NO_ROWS_TEXT, GRID_LOADING_TEXT, DEFAULT_GRID_HEIGHT, SELECTION_COLUMN_WIDTH,
  SELECTED_ROW_BACKGROUND, SELECTED_ROW_TEXT, type SelectionColumn, type DataGridProps, DataGrid,
} from './components/data-grid/data-grid';
export {
  SET_FILTER_MAX_VALUES, type SetFilterPanelProps, SetFilterPanel, type DateFilterPanelProps, DateFilterPanel,
  type AmountFilterPanelProps, AmountFilterPanel,
} from './components/data-grid/filter-panels';
export { allMatchingSelectedText } from './components/data-grid/grid-bar';
export {
  type MatchingSelection, type GridSelection, type SelectionInput, useGridSelection,
} from './components/data-grid/selection';
export {
  type LocalRowsSource, type SearchRowOf, type SearchExtraOf, type ServerRowsSource, type GridSource,
  localRows, type ServerRowsSourceOptions, serverRows, type GridMode, type SourceRows, useSourceRows,
} from './components/data-grid/sources';
export { GRID_ROW_HEIGHT } from './components/data-grid/table-parts';
export {
  type PreviewRecord, type SkippedRecord, type DryRunSummary, DRY_RUN_TEXTS, type DryRunPreviewDialogProps,
  DryRunPreviewDialog,
} from './components/dry-run-preview';
export { type FieldMessages, FORM_SCHEMA_MESSAGES, formSchemaProblems } from './components/form-schema-check';
export {
  HISTORY_TITLE, NO_HISTORY, HISTORY_UNAVAILABLE, actionLabel, HistoryEntry, type HistoryDrawerProps,
  HistoryDrawer,
} from './components/history-drawer';
export { lazyPage } from './components/lazy-page';
export {
  PENDING_TASK_MESSAGE, UNSAVED_CHANGES_MESSAGE, PENDING_TASK_FLAG, usePendingTaskGuard,
  type UnsavedChangesGuard, useUnsavedChangesGuard, type UnsentInputGuard, useUnsentInputGuard,
} from './components/leave-guards';
export { LOAD_ERROR_TEXTS, type LoadErrorProps, LoadError } from './components/load-error';
export { NotifyBridge } from './components/notify-bridge';
export { PAGE_FRAME_WIDTH, type PageFrameProps, PageFrame } from './components/page-frame';
export { type PageTitleProps, PageTitle } from './components/page-title';
export {
  CHANGE_STATUS_HINT, CARD_PAYMENT_FAILED_LABEL, type InvoiceStatusChipProps, InvoiceStatusChip,
  type ClientStatusChipProps, ClientStatusChip,
} from './components/status-chip';
export {
  type TenantPickerProps, tenantOptionLabel, tenantMatches, TenantPicker,
} from './components/tenant-picker';
export { type WriteButtonProps, WriteButton } from './components/write-button';
export {
  type GridColumnModel, gridSearchView, gridIndexFields, type VisibleRowsOptions, visibleRows,
  setFilterValues, STOCK_LABELS, type FilterChip, missingValuesText, filterChips, isFiltered, withSetFilter,
  withDateFilter, withAmountFilter, withoutFilters, withSort, withNextSort, withSearch, matchingCountText,
  rowCountTexts,
} from './grid/grid-model';
export {
  type GridUrlState, EMPTY_GRID_STATE, hasFilters, namesGridState, readGridState, writeGridState,
  sameGridState, toGridQuery,
} from './grid/grid-state';
export {
  type GridSetCounts, type GridWindowRequest, type GridWindowAnswer, type ServerRowsSegment, type WindowStart,
  type RowRange, SERVER_WINDOW_ROWS, SERVER_ROWS_AHEAD, JUMP_WINDOWS, SERVER_PREFETCH_MS, SERVER_SCROLL_AHEAD,
  firstWindow, neededRows, windowRequest, gridQueryKey, withSegment, segmentsOf, nextWindow, bodySpan,
  serverDistinctValues,
} from './grid/server-windows';
export { filterByAmount } from './search-engine/filters/amount-range-filter';
export { filterByDays } from './search-engine/filters/day-range-filter';
export { allIds, keepInRange, rowsOf } from './search-engine/filters/ids';
export { multiValueSearch } from './search-engine/filters/multi-value-search';
export { type GridQuery, runQuery } from './search-engine/filters/query';
export { quickSearch } from './search-engine/filters/quick-search';
export {
  filterBySet, type DistinctValue, byLabelBlanksLast, distinctValues,
} from './search-engine/filters/set-filter';
export { type StockFilter, filterByStock } from './search-engine/filters/stock-filter';
export {
  type SearchIndexOptions, type ColumnDictionary, type SearchIndex, createSearchIndex, prepareQuickSearch,
  setKeysOf, derivedSetValuesOf,
} from './search-engine/search-index';
export { type SortDirection, sortIds } from './search-engine/sort';
