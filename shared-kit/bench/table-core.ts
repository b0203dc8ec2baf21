/**
 * The same filters done with @tanstack/table-core's global filter, for comparison. Each table gets
 * the very texts and numbers our index holds (through its accessors, which table-core caches per
 * row), so the comparison is between the two filter passes, not between data preparations.
 */
import {
  columnFilteringFeature,
  constructTable,
  createFilteredRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  tableFeatures,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import type { SearchIndex } from '../src/ui/search-engine/search-index';

const features = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
});

/** A table-core table whose global filter can be set and whose filtered row count can be read. */
export interface ComparisonTable {
  /** Sets the global filter and returns the number of rows that pass. */
  filter(value: unknown): number;
  /** Clears the global filter (untimed, between runs). */
  clear(): void;
}

type Column = { id: string; accessorFn: (row: object, index: number) => unknown };

function build(rows: readonly object[], columns: Column[], globalFilterFn: unknown, canFilter: (id: string) => boolean): ComparisonTable {
  const table = constructTable({
    features,
    // The column definitions are plain accessor columns; the helper types add nothing here.
    columns: columns as never,
    data: rows as object[],
    getRowId: (_row: object, index: number) => String(index),
    globalFilterFn: globalFilterFn as never,
    getColumnCanGlobalFilter: ((column: { id: string }) => canFilter(column.id)) as never,
  });
  return {
    filter(value) {
      table.setGlobalFilter(value);
      return table.getRowModel().rows.length;
    },
    clear() {
      table.setGlobalFilter(undefined);
      table.getRowModel();
    },
  };
}

/** Quick search: table-core's `includesString` over every searchable column's text. */
export function quickSearchTable<Row>(index: SearchIndex<Row>): ComparisonTable {
  const columns: Column[] = index.columns.map((column) => ({
    id: column.field,
    accessorFn: (_row, i) => {
      const id = column.ids[i]!;
      return id < 0 ? '' : column.texts[id]!;
    },
  }));
  return build(index.rows as readonly object[], columns, 'includesString', () => true);
}

/** Multiple-SKU search: a global filter function testing the SKU against a Set. */
export function skuTable<Row>(index: SearchIndex<Row>, field: string): ComparisonTable {
  const columns: Column[] = [{ id: field, accessorFn: (row) => String((row as Record<string, unknown>)[field]).toLowerCase() }];
  const fn = (row: { getValue(id: string): unknown }, columnId: string, wanted: Set<string>) => wanted.has(row.getValue(columnId) as string);
  return build(index.rows as readonly object[], columns, fn, (id) => id === field);
}

/** Date range: a global filter function comparing the row's (cached) US Eastern day number. */
export function dayRangeTable<Row>(index: SearchIndex<Row>, field: string): ComparisonTable {
  const days = index.days.get(field)!;
  const columns: Column[] = [{ id: field, accessorFn: (_row, i) => days[i] }];
  const fn = (row: { getValue(id: string): unknown }, columnId: string, range: { from: number; to: number }) => {
    const day = row.getValue(columnId) as number;
    return day >= range.from && day <= range.to;
  };
  return build(index.rows as readonly object[], columns, fn, (id) => id === field);
}
