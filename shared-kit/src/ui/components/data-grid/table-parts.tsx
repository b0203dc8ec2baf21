/**
 * Parts of antd's Table the data grid draws itself: the header cell (its height, and Enter or Space
 * on its filter button) and, for a grid with a row buffer, the body that draws only the rows in
 * view and their buffer, spacers standing for the others.
 */
import { type HTMLAttributes, type KeyboardEvent, type ReactNode, type ThHTMLAttributes, cloneElement, createContext, isValidElement, useContext } from 'react';
import { opensFilter } from './dom';

/**
 * Row height of the console's grids, px (docs/grid.md#layout).
 *
 * @example <Table onRow={() => ({ style: { height: GRID_ROW_HEIGHT } })} />
 */
export const GRID_ROW_HEIGHT = 54;

/** What a windowed body renders: the rows in view (`first` to `afterLast`, excluded), plus `buffer` rows each side. */
export interface RowWindow {
  first: number;
  afterLast: number;
  buffer: number;
  columnCount: number;
}
/** The rows a windowed body draws; none for antd's virtual body. */
export const RowWindowContext = createContext<RowWindow | undefined>(undefined);
/** The header height asked for, px; antd's own when undefined. */
export const HeaderHeightContext = createContext<number | undefined>(undefined);

/**
 * First row in view and the row after the last one in view, for a body `height` px high scrolled by `scrollTop` px.
 *
 * @example rowsInView(100 * 54, 540) // { first: 100, afterLast: 110 }
 */
export function rowsInView(scrollTop: number, height: number): { first: number; afterLast: number } {
  return { first: Math.floor(scrollTop / GRID_ROW_HEIGHT), afterLast: Math.ceil((scrollTop + height) / GRID_ROW_HEIGHT) };
}

/** Whether a body `height` px high shows the same rows scrolled to `a` and to `b`. */
export function sameRowsInView(a: number, b: number, height: number): boolean {
  const viewA = rowsInView(a, height);
  const viewB = rowsInView(b, height);
  return viewA.first === viewB.first && viewA.afterLast === viewB.afterLast;
}

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

function Spacer({ rows, columnCount }: { rows: number; columnCount: number }) {
  const height = rows * GRID_ROW_HEIGHT;
  return (
    <tr aria-hidden="true" className="px-data-grid-spacer" style={{ height }}>
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** The props of rc-table's measure row that the body is handed (its cells repeat the column titles). */
interface MeasureRowProps {
  columnsKey: unknown;
  columns: ReadonlyArray<{ title?: unknown }>;
}
const isMeasureRow = (part: ReactNode): part is React.ReactElement<MeasureRowProps> =>
  isValidElement<Partial<MeasureRowProps>>(part) && part.props.columnsKey !== undefined && Array.isArray(part.props.columns);

/**
 * The table body of a windowed grid. rc-table hands it the measure row and one element per row
 * (elements only: a row's component runs when it is rendered), or the no-rows placeholder. The
 * measure row is hidden from assistive technology, so it is drawn without the column titles it
 * would copy (the header's select-all checkbox among them: nothing focusable may sit under
 * aria-hidden); the grid's columns have fixed widths, which is all it measures.
 */
function WindowedBody({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  const view = useContext(RowWindowContext);
  const parts = Array.isArray(children) ? (children as ReactNode[]) : [children];
  return (
    <tbody {...rest}>
      {parts.map((part) => {
        if (isMeasureRow(part)) return cloneElement(part, { key: 'px-measure-row', columns: part.props.columns.map((column) => ({ ...column, title: undefined })) });
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

/** Table parts of a grid on antd's virtual body. */
export const VIRTUAL_COMPONENTS = { header: { cell: HeaderCell } };
/** Table parts of a grid with a row buffer. */
export const WINDOWED_COMPONENTS = { header: { cell: HeaderCell }, body: { wrapper: WindowedBody } };
