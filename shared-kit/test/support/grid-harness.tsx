/**
 * A page made of one grid for the grid's tests: a controller over the rows given (or a search
 * endpoint) drawn by `DataGrid`, with what the controller holds reported to the test.
 */
import { useEffect } from 'react';
import type { GridViewKey, SearchView, ViewName } from 'shared-kit/contract';
import type { GridUrlState } from '../../src/ui/grid/grid-state';
import { DataGrid, type DataGridProps } from '../../src/ui/components/data-grid/data-grid';
import type { DataGridColumn } from '../../src/ui/components/data-grid/columns';
import { type GridController, useGridController } from '../../src/ui/components/data-grid/controller';
import { type GridSource, localRows } from '../../src/ui/components/data-grid/sources';

/** What the harness grid is made of: the controller's options and the view's props. */
export type HarnessProps<Row extends object> = Omit<DataGridProps<Row>, 'grid'> & {
  columns: readonly DataGridColumn<Row>[];
  rowKey: (row: Row) => string;
  rows?: readonly Row[];
  source?: GridSource<Row>;
  view?: ViewName | SearchView;
  defaults?: Partial<GridUrlState>;
  /** The grid view whose columns and saved views follow the user. */
  gridView?: GridViewKey;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
  now?: number;
  /** Rows selected when the grid is first shown. */
  selected?: string[];
  /** Told of the controller after each render. */
  onController?: (grid: GridController<Row>) => void;
};

/**
 * A grid over `rows` (client mode) or `source`.
 *
 * @example render(<MemoryRouter><HarnessGrid columns={COLUMNS} rows={ROWS} rowKey={(r) => r.invoiceNumber} /></MemoryRouter>)
 */
export function HarnessGrid<Row extends object>({ columns, rowKey, rows, source, view, defaults, gridView, loading, loadError, onRetry, now, selected, onController, ...shown }: HarnessProps<Row>) {
  const grid = useGridController<Row>({
    columns,
    rowKey,
    view,
    defaults,
    gridView,
    now,
    source: source ?? localRows(rows, { loading: loading ?? false, error: loadError, retry: onRetry }),
  });
  const { select } = grid.selection;
  useEffect(() => {
    if (selected) select(selected);
    // Selected once, as the grid is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => onController?.(grid));
  return <DataGrid grid={grid} {...shown} />;
}
