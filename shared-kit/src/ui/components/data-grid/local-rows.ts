/**
 * The rows of a client-mode grid: every row is loaded, and the search index (../../search-engine) finds
 * the rows a state shows and the values its set filters list.
 */
import { useEffect, useMemo } from 'react';
import type { AmountDefaultsReading, Lookups, SearchView } from 'shared-kit/contract';
import { type GridColumnModel, gridIndexFields, setFilterValues, visibleRows } from '../../grid/grid-model';
import type { GridUrlState } from '../../grid/grid-state';
import { type DistinctValue, distinctValues } from '../../search-engine/filters/set-filter';
import { type SearchIndex, createSearchIndex, prepareQuickSearch } from '../../search-engine/search-index';

/** Rows whose searchable texts are built in one slice of idle time (about 5 ms at 16 columns). */
const QUICK_SEARCH_PREPARE_SLICE_ROWS = 1000;
/** The longest wait for idle time before the next slice is built anyway (ms). */
const QUICK_SEARCH_PREPARE_TIMEOUT_MS = 2000;

/** Options of {@link useLocalRows}. */
export interface LocalRowsOptions<Row> {
  view: SearchView;
  models: readonly GridColumnModel[];
  /** Set values a column's filter sees instead of its field's value (field -> the values of a row). */
  setValues: Readonly<Record<string, (row: Row) => readonly string[]>>;
  lookups?: Lookups;
  now?: number;
  amountReading?: AmountDefaultsReading;
}

/** What a client-mode grid shows. */
export interface LocalRows<Row> {
  /** The rows `state` shows: searched, filtered and sorted. */
  visible: readonly Row[];
  /** The values the set filter of `field` lists, counted over the rows the other filters leave (docs/grid.md#filter-value-counts). */
  filterValues(field: string): DistinctValue[];
  /** Every value of `field`'s set filter some row has, whatever the state (docs/grid.md#saved-views). */
  valuesOf(field: string): ReadonlySet<string>;
}

/**
 * Builds the texts a quick search reads in the page's idle time, a slice of rows at a time, so the
 * first search typed does not pay for them and typing meanwhile is not held up.
 */
function usePreparedSearch<Row>(index: SearchIndex<Row>): void {
  useEffect(() => {
    if (index.size === 0) return undefined;
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
}

/**
 * The rows `state` shows of `rows` (none are shown without `rows`: server mode), and the values its
 * set filters list, counted over the rows the search and the other filters leave.
 *
 * @example const local = useLocalRows(rows, state, { view, models, setValues: {} });
 */
export function useLocalRows<Row extends object>(rows: readonly Row[] | undefined, state: GridUrlState, options: LocalRowsOptions<Row>): LocalRows<Row> {
  const { view, models, setValues, lookups, now, amountReading } = options;
  const listed = rows ?? NO_ROWS;
  const fields = useMemo(() => gridIndexFields(models), [models]);
  const index = useMemo(() => createSearchIndex(listed, view, { lookups, ...fields, setValues }), [listed, view, lookups, fields, setValues]);
  usePreparedSearch(index);
  const visible = useMemo((): readonly Row[] => (rows ? visibleRows(index, state, { now, amountReading }) : NO_ROWS), [rows, index, state, now, amountReading]);
  // A filter's values are listed when it opens, for the state shown then.
  const filterValues = useMemo(() => {
    const byField = new Map(models.map((model) => [model.field, model]));
    return (field: string) => setFilterValues(index, state, byField.get(field) ?? { field }, { now, amountReading });
  }, [models, index, state, now, amountReading]);
  // Counted once per field and rows.
  const valuesOf = useMemo(() => {
    const kept = new Map<string, ReadonlySet<string>>();
    return (field: string) => {
      let values = kept.get(field);
      if (!values) {
        values = new Set(distinctValues(index, field).map((value) => value.value));
        kept.set(field, values);
      }
      return values;
    };
  }, [index]);
  return { visible, filterValues, valuesOf };
}

const NO_ROWS: never[] = [];
