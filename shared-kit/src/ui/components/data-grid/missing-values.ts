/**
 * The set-filter values a grid state names that no row of the list has (docs/grid.md#saved-views):
 * a saved view or a link may name a client deleted since, and the grid still opens it, with that
 * filter's chip marked. Values of the page's default filters are never marked.
 */
import { useMemo } from 'react';
import { useConsoleQuery } from 'shared-kit/runtime';
import { EMPTY_GRID_STATE, type GridUrlState } from '../../grid/grid-state';
import type { ServerRowsOptions } from './server-rows';

/** What {@link useMissingValues} reads the values of the list from. */
export interface ListValues {
  /** Client mode: every value of a field some loaded row has; undefined until the rows are loaded. */
  local: ((field: string) => ReadonlySet<string>) | undefined;
  /** Server mode: where the search answers the counts of the whole list. */
  server: ServerRowsOptions<unknown> | undefined;
}

const NONE: Readonly<Record<string, readonly string[]>> = {};

/** The state's set-filter values other than the page's default ones, by field. */
function namedValues(state: GridUrlState, defaults: Partial<GridUrlState> | undefined): Array<[string, string[]]> {
  return Object.entries(state.sets)
    .map(([field, values]): [string, string[]] => [field, values.filter((value) => !(defaults?.sets?.[field] ?? []).includes(value))])
    .filter(([, values]) => values.length > 0);
}

/**
 * Per set field of `state`, the values no row of the whole list has (the page's default values
 * left out). Client mode reads the loaded rows; server mode asks the search once for the counts of
 * the unfiltered list, and only while the state names such values. Nothing is marked while the
 * answer is missing or failed.
 *
 * @example const missing = useMissingValues(state, defaults, { local: local.valuesOf, server: undefined }); // { client: ['Gone Ltd'] }
 */
export function useMissingValues(state: GridUrlState, defaults: Partial<GridUrlState> | undefined, list: ListValues): Readonly<Record<string, readonly string[]>> {
  const named = useMemo(() => namedValues(state, defaults), [state, defaults]);
  const server = list.server;
  const every = useConsoleQuery({
    queryKey: server ? [...server.cacheKey, 'every-value'] : ['grid-every-value'],
    queryFn: ({ signal }) => server!.fetchWindow({ state: EMPTY_GRID_STATE, limit: 1, counts: true, after: null }, signal),
    enabled: server !== undefined && named.length > 0,
    staleTime: 60_000,
  });
  const counts = every.data?.setCounts;
  const local = list.local;
  return useMemo(() => {
    if (named.length === 0) return NONE;
    const present = (field: string): ReadonlySet<string> | undefined => {
      if (server) return counts ? new Set(Object.entries(counts[field] ?? {}).filter(([, count]) => count > 0).map(([value]) => value)) : undefined;
      return local?.(field);
    };
    const missing: Record<string, string[]> = {};
    for (const [field, values] of named) {
      const has = present(field);
      if (!has) continue;
      const absent = values.filter((value) => !has.has(value));
      if (absent.length > 0) missing[field] = absent;
    }
    return missing;
  }, [named, server, counts, local]);
}
