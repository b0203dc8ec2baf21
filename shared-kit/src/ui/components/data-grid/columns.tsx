/**
 * The columns of the data grid: what a page declares, what the grid model reads of them, and the
 * antd columns the table draws (header text on hover, pinned columns, sort order, filter panels).
 */
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { AmountDefaultsReading, ColumnType, SearchColumn } from 'shared-kit/contract';
import { type GridColumnModel, isFiltered, withAmountFilter, withDateFilter, withSetFilter } from '../../grid/grid-model';
import type { GridUrlState } from '../../grid/grid-state';
import type { DistinctValue } from '../../search-engine/filters/set-filter';
import { FILTER_FIELD_ATTRIBUTE } from './dom';
import { AmountFilterPanel, DateFilterPanel, SetFilterPanel } from './filter-panels';

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
  /**
   * The values a row has for the set filter, when they are not just the field's value (a row may
   * have several: docs/grid.md#status-filter).
   */
  filterValues?: (row: Row) => readonly string[];
  align?: 'left' | 'right' | 'center';
  /**
   * How the column takes part in the search, when the grid has no `view`: the grid's search view is
   * made from its columns' search types. Absent or `false`: not searched.
   */
  search?: ColumnType | false;
  /** The text a `label` column shows for a value, for the search. */
  searchLabel?: SearchColumn['label'];
  /** Searched (and filterable) but not shown. */
  hidden?: boolean;
  /**
   * Stays at the left edge (`true`, `'left'`) or the right edge (`'right'`) while the grid scrolls
   * sideways (docs/grid.md#columns); the user may pin it otherwise (docs/grid.md#columns-menu).
   */
  pinned?: boolean | 'left' | 'right';
}

/**
 * The column's name in chips, filter labels and the header's hover text.
 *
 * @example columnName({ field: 'invoicedAmountInUsd', title: 'Invoiced Amount', label: 'Invoiced Amount (USD)' }) // 'Invoiced Amount (USD)'
 */
export function columnName<Row>(column: DataGridColumn<Row>): string {
  return column.label ?? (typeof column.title === 'string' ? column.title : column.field);
}

/**
 * What the grid model needs of a column.
 *
 * @example columns.map(modelColumn)
 */
export function modelColumn<Row>(column: DataGridColumn<Row>): GridColumnModel {
  return {
    field: column.field,
    name: columnName(column),
    ...(column.filter ? { filter: column.filter } : {}),
    ...(column.valueLabel ? { valueLabel: column.valueLabel } : {}),
    ...(column.search ? { search: column.search } : {}),
    ...(column.searchLabel ? { label: column.searchLabel } : {}),
  };
}

/** The filter button's funnel; its attribute names the column for the button's accessible name. */
function FilterIcon({ field }: { field: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" {...{ [FILTER_FIELD_ATTRIBUTE]: field }}>
      <path d="M1 2h14l-5.5 6.5V14l-3-1.5V8.5z" />
    </svg>
  );
}

/** What {@link tableColumns} draws the columns of. */
export interface TableColumnsInput<Row> {
  columns: readonly DataGridColumn<Row>[];
  widths: readonly number[];
  state: GridUrlState;
  update(change: (current: GridUrlState) => GridUrlState): void;
  /** The values a set filter lists once it opens (kept while it stays the same query). */
  setValues(field: string, open: boolean): DistinctValue[];
  render(column: DataGridColumn<Row>, index: number): ((value: unknown, row: Row) => ReactNode) | undefined;
  cellProps(row: Row): { style?: React.CSSProperties };
  now?: number;
  amountReading?: AmountDefaultsReading;
}

/**
 * The antd columns of the shown `columns`: the header's text on hover (a header too narrow for its
 * text ends in an ellipsis), pinned columns fixed at their edge, the sort shown, and the column's
 * filter panel.
 */
export function tableColumns<Row>({ columns, widths, state, update, setValues, render, cellProps, now, amountReading }: TableColumnsInput<Row>): Array<TableColumnType<Row>> {
  return columns.map((column, i) => {
    const name = columnName(column);
    const heading = typeof column.title === 'string' ? column.title : name;
    const sortOrder = state.sort?.field === column.field ? (state.sort.direction === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
    const apply = (close: () => void, change: (current: GridUrlState) => GridUrlState) => {
      update(change);
      close();
    };
    return {
      key: column.field,
      dataIndex: column.field,
      title: (
        <span className="px-data-grid-heading" title={heading}>
          {column.title}
        </span>
      ),
      width: widths[i],
      align: column.align,
      ellipsis: true,
      ...(column.pinned ? { fixed: column.pinned === 'right' ? ('right' as const) : ('left' as const) } : {}),
      render: render(column, i),
      sorter: column.sortable === false ? undefined : true,
      sortOrder,
      filteredValue: column.filter && isFiltered(state, column) ? [name] : null,
      filterIcon: column.filter ? <FilterIcon field={column.field} /> : undefined,
      filterDropdown: !column.filter
        ? undefined
        : ({ close, visible: open }: { close: () => void; visible: boolean }) => {
            if (column.filter === 'set') {
              const selected = state.sets[column.field] ?? [];
              return (
                <SetFilterPanel
                  key={selected.join('\u0001')}
                  title={name}
                  open={open}
                  values={setValues(column.field, open)}
                  selected={selected}
                  onApply={(values) => apply(close, (current) => withSetFilter(current, column.field, values))}
                />
              );
            }
            if (column.filter === 'date') {
              return (
                <DateFilterPanel title={name} open={open} value={state.dates[column.field]} now={now} onApply={(value) => apply(close, (current) => withDateFilter(current, column.field, value))} />
              );
            }
            return (
              <AmountFilterPanel
                title={name}
                open={open}
                value={state.amounts[column.field]}
                reading={amountReading}
                onApply={(value) => apply(close, (current) => withAmountFilter(current, column.field, value))}
              />
            );
          },
      onCell: cellProps,
    };
  });
}
