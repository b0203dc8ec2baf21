/**
 * The rows a grid's user selected (docs/grid.md#selection): rows ticked one by one, or — in server
 * mode, with the header's checkbox — every row the query matches, fetched or not.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GridQueryState } from 'shared-kit/contract';

/** Every row a query matches, selected: the query to send instead of row keys, and how many rows it matches. */
export interface MatchingSelection {
  query: GridQueryState;
  /** The API's count of matching rows; undefined until it answered. */
  count: number | undefined;
  /** `count` is the search's count cap and more rows match (docs/search.md "Counts of a word search"). */
  capped: boolean;
}

/** A grid's selection. */
export interface GridSelection<Row> {
  /** Keys of the rows ticked one by one. */
  keys: readonly string[];
  /** The selected rows among those loaded (every row fetched when every matching row is selected). */
  rows: readonly Row[];
  /** Every row the query matches is selected (server mode), with the query and its count. */
  matching: MatchingSelection | undefined;
  /**
   * Selects the rows of `keys`; `everyMatching` selects every row the query matches instead (the
   * header's checkbox in server mode).
   */
  select(keys: readonly string[], everyMatching?: boolean): void;
  clear(): void;
}

/** What {@link useGridSelection} selects among. */
export interface SelectionInput<Row> {
  /** The rows shown (client mode) or fetched from the first row on (server mode). */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Whether `rows` are loaded (none is dropped from the selection while they load). */
  loaded: boolean;
  query: GridQueryState;
  queryKey: string;
  /** Rows the query matches, when known (server mode). */
  total: number | undefined;
  /** `total` is the search's count cap and more rows match. */
  totalCapped?: boolean;
}

/**
 * The selection of a grid: rows that leave the rows shown once loaded (a search, a filter) leave
 * the selection, and a new query ends a selection of every matching row.
 *
 * @example const selection = useGridSelection({ rows, rowKey, loaded: !loading, query, queryKey: gridQueryKey(query), total });
 */
export function useGridSelection<Row>({ rows, rowKey, loaded, query, queryKey, total, totalCapped = false }: SelectionInput<Row>): GridSelection<Row> {
  const [keys, setKeys] = useState<readonly string[]>([]);
  const [matchingKey, setMatchingKey] = useState<string | undefined>(undefined);
  const everyMatching = matchingKey === queryKey;

  useEffect(() => {
    if (!loaded) return;
    setKeys((current) => {
      if (current.length === 0) return current;
      const shown = new Set(rows.map(rowKey));
      const kept = current.filter((key) => shown.has(key));
      return kept.length === current.length ? current : kept;
    });
  }, [rows, rowKey, loaded]);

  const selectedRows = useMemo(() => {
    if (everyMatching) return rows;
    if (keys.length === 0) return NO_ROWS;
    const wanted = new Set(keys);
    return rows.filter((row) => wanted.has(rowKey(row)));
  }, [everyMatching, keys, rows, rowKey]);
  const matching = useMemo(() => (everyMatching ? { query, count: total, capped: totalCapped } : undefined), [everyMatching, query, total, totalCapped]);

  const select = useCallback(
    (next: readonly string[], all = false) => {
      setMatchingKey(all ? queryKey : undefined);
      setKeys(all ? NO_KEYS : next);
    },
    [queryKey],
  );
  const clear = useCallback(() => select(NO_KEYS), [select]);
  return useMemo(() => ({ keys, rows: selectedRows as readonly Row[], matching, select, clear }), [keys, selectedRows, matching, select, clear]);
}

const NO_KEYS: readonly string[] = [];
const NO_ROWS: never[] = [];
