/**
 * `shared-kit/ui`: the console's shared screen parts — the headless grid model (`grid/`), the search
 * engine that evaluates the grammar over loaded rows (`search-engine/`), and the React parts
 * (`components/`): the data grid drawn over the model with its filters, status chips, leave guards,
 * the antd notice renderer, dialogs and charts. Not a singleton: each remote runs the version it was
 * built with.
 */
export { areaLabel, changeLines, noteText } from './components/action-log-format';
export {
  CHART_MAX_SERIES, type ChartSeries, type ChartData, limitSeries,
} from './components/chart/chart-data';
export { ChartFigure } from './components/chart/chart-figure';
export type { DataGridColumn } from './components/data-grid/columns';
export { type GridController, useGridController } from './components/data-grid/controller';
export { DataGrid } from './components/data-grid/data-grid';
export { allMatchingSelectedText } from './components/data-grid/grid-bar';
export { localRows, serverRows } from './components/data-grid/sources';
export { type DryRunSummary, DRY_RUN_TEXTS, DryRunPreviewDialog } from './components/dry-run-preview';
export { type FieldMessages, formSchemaProblems } from './components/form-schema-check';
export { actionLabel, HistoryDrawer } from './components/history-drawer';
export { lazyPage } from './components/lazy-page';
export { usePendingTaskGuard, useUnsavedChangesGuard, useUnsentInputGuard } from './components/leave-guards';
export { LOAD_ERROR_TEXTS, LoadError } from './components/load-error';
export { NotifyBridge } from './components/notify-bridge';
export { PAGE_FRAME_WIDTH, PageFrame } from './components/page-frame';
export { PageTitle } from './components/page-title';
export { InvoiceStatusChip, ClientStatusChip } from './components/status-chip';
export { TenantPicker } from './components/tenant-picker';
export { type GridUrlState, EMPTY_GRID_STATE } from './grid/grid-state';
