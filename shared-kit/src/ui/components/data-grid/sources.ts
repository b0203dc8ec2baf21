/**
 * Where a grid's rows come from (docs/grid.md#modes): rows the page holds (`localRows`), or a
 * search endpoint (`serverRows`) — the grid then learns how long the list is and loads it whole at
 * or below the runtime config's `gridServerModeThreshold` (client mode), or asks the search for
 * windows of rows above it (server mode).
 */
import { useCallback, useMemo } from 'react';
import type { Endpoint, GridQueryState } from 'shared-kit/contract';
import {
  type ConsoleQueryMeta,
  type EndpointAnswer,
  type EndpointInput,
  type ErrorToast,
  endpointQueryKey,
  getRuntimeConfig,
  gridServerModeThreshold,
  requestEndpoint,
  useConsoleQuery,
} from 'shared-kit/runtime';
import { EMPTY_GRID_STATE } from '../../grid/grid-state';
import type { GridWindowAnswer } from '../../grid/server-windows';
import type { ServerRowsOptions } from './server-rows';

/** Rows the page holds, with the state of their load. */
export interface LocalRowsSource<Row> {
  kind: 'local';
  /** Undefined (or empty) while nothing is loaded. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  /** The load's failure: the grid shows it in place of the rows, with Retry. */
  error: unknown;
  retry: (() => void) | undefined;
}

/** The window fields a search body takes besides what a page adds. */
type WindowFields = 'state' | 'after' | 'offset' | 'limit' | 'counts';
type BodyOf<E extends Endpoint> = EndpointInput<E> extends { body: infer Body } ? Body : never;
/** The row of a search endpoint's answer. */
export type SearchRowOf<E extends Endpoint> = EndpointAnswer<E> extends { rows: Array<infer R> } ? R : never;
/** What a page adds to every call of a search endpoint (one client's `tenantId`). */
export type SearchExtraOf<E extends Endpoint> = Omit<BodyOf<E>, WindowFields>;

/** A search endpoint with the whole list behind it. */
export interface ServerRowsSource<Row, Totals> {
  kind: 'server';
  search: Endpoint;
  extra: object;
  list: Endpoint;
  listInput: unknown;
  toRow: (row: never) => Row;
  totals: ((answer: never) => Totals | undefined) | undefined;
  /** The whole list's failed load is toasted so (client mode); the search's is shown in place of the rows. */
  errorToast: ErrorToast | undefined;
  windowRows: number | undefined;
}

/** Where a grid's rows come from. */
export type GridSource<Row, Totals = undefined> = LocalRowsSource<Row> | ServerRowsSource<Row, Totals>;

/**
 * Rows the page holds: the grid searches, filters and sorts them.
 *
 * @example useGridController({ columns, rowKey, source: localRows(forms.data, { loading: forms.isPending, error: forms.error, retry: forms.refetch }) })
 */
export function localRows<Row>(rows: readonly Row[] | undefined, status: { loading?: boolean; error?: unknown; retry?: () => void } = {}): LocalRowsSource<Row> {
  return { kind: 'local', rows, loading: status.loading ?? false, error: status.error ?? undefined, retry: status.retry };
}

/** Options of {@link serverRows}. */
export interface ServerRowsSourceOptions<E extends Endpoint, L extends Endpoint, Row, Totals> {
  /** The whole list (client mode), whose rows are the search's rows. */
  list: L;
  listInput?: EndpointInput<L>;
  /** The grid's row of an API row (both modes). */
  toRow: (row: SearchRowOf<E>) => Row;
  /** The totals of every matching row, from the search's first window (server mode). */
  totals?: (answer: EndpointAnswer<E>) => Totals | undefined;
  errorToast?: ErrorToast;
  /** Rows per window; 200 by default. */
  windowRows?: number;
}

/**
 * Rows of a search endpoint: the whole `list` in client mode, windows of the search in server mode
 * (docs/grid.md#modes), `extra` added to every search call.
 *
 * @example serverRows(ENDPOINTS.invoiceSearch, { tenantId }, { list: ENDPOINTS.invoices, listInput: { query: { tenantId } }, toRow: toGridRow })
 */
export function serverRows<E extends Endpoint, L extends Endpoint, Row, Totals = undefined>(
  search: E,
  extra: SearchExtraOf<E>,
  options: ServerRowsSourceOptions<E, L, Row, Totals> & (EndpointAnswer<L> extends ReadonlyArray<SearchRowOf<E>> ? unknown : never),
): ServerRowsSource<Row, Totals> {
  return {
    kind: 'server',
    search,
    extra: extra as object,
    list: options.list,
    listInput: options.listInput,
    toRow: options.toRow as (row: never) => Row,
    totals: options.totals as ((answer: never) => Totals | undefined) | undefined,
    errorToast: options.errorToast,
    windowRows: options.windowRows,
  };
}

/** How a grid works: deciding (the list's length is being asked), with every row loaded, or by windows. */
export type GridMode = 'deciding' | 'client' | 'server';

/** What a source gives the grid. */
export interface SourceRows<Row, Totals> {
  mode: GridMode;
  /** Client mode: every row, once loaded. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: unknown;
  retry: (() => void) | undefined;
  /** Server mode: where the windows come from. */
  server: ServerRowsOptions<Row> | undefined;
  /** Server mode: the totals of a first window's answer. */
  totalsOf: ((answer: GridWindowAnswer<Row>) => Totals | undefined) | undefined;
}

const NO_ENDPOINT = ['grid-no-search'] as const;

/**
 * The rows of `source`. A search source asks its endpoint for one row of the unfiltered list first
 * (its answer counts the whole list, `all`): above the runtime config's threshold the grid works in
 * server mode; at or below it, or when the search fails or is missing, the whole list is loaded.
 *
 * @example const rows = useSourceRows(serverRows(ENDPOINTS.clientSearch, {}, { list: ENDPOINTS.clients, toRow }));
 */
export function useSourceRows<Row, Totals>(source: GridSource<Row, Totals>): SourceRows<Row, Totals> {
  const searched = source.kind === 'server' ? source : undefined;
  const probeInput = searched && { body: { state: EMPTY_GRID_STATE satisfies GridQueryState, limit: 1, ...searched.extra } };
  const probe = useConsoleQuery(
    {
      queryKey: searched ? endpointQueryKey(searched.search, probeInput as never) : NO_ENDPOINT,
      queryFn: ({ signal }) => requestEndpoint(searched!.search, probeInput as never, { signal }) as Promise<{ all: number }>,
      enabled: searched !== undefined,
      staleTime: Infinity,
      retry: false,
  });
  const mode: GridMode = !searched ? 'client' : probe.isPending ? 'deciding' : probe.data && probe.data.all > gridServerModeThreshold(getRuntimeConfig()) ? 'server' : 'client';
  const meta: ConsoleQueryMeta = { errorToast: searched?.errorToast };
  const list = useConsoleQuery(
    {
      meta,
      queryKey: searched ? endpointQueryKey(searched.list, searched.listInput as never) : NO_ENDPOINT,
      queryFn: ({ signal }) => requestEndpoint(searched!.list, searched!.listInput as never, { signal }) as Promise<readonly never[]>,
      enabled: searched !== undefined && mode === 'client',
  });
  const toRow = searched?.toRow;
  const refetch = list.refetch;
  const retry = useCallback(() => void refetch(), [refetch]);
  const listed = list.data;
  const listRows = useMemo(() => (listed && toRow ? listed.map(toRow) : undefined), [listed, toRow]);

  const search = searched?.search;
  const extraText = JSON.stringify(searched?.extra ?? {});
  const windowRows = searched?.windowRows;
  const server = useMemo((): ServerRowsOptions<Row> | undefined => {
    if (mode !== 'server' || !search || !toRow) return undefined;
    const extra = JSON.parse(extraText) as object;
    return {
      cacheKey: [search.key, extra],
      windowRows,
      fetchWindow: async (request, signal) => {
        const answer = (await requestEndpoint(search, { body: { ...extra, ...request } } as never, { signal })) as GridWindowAnswer<never>;
        return { ...answer, rows: answer.rows.map(toRow) };
      },
    };
  }, [mode, search, toRow, extraText, windowRows]);

  if (source.kind === 'local') {
    return { mode, rows: source.rows, loading: source.loading, error: source.error, retry: source.retry, server: undefined, totalsOf: undefined };
  }
  return {
    mode,
    rows: listRows,
    loading: mode === 'deciding' || list.isFetching,
    error: mode === 'client' && !list.data ? (list.error ?? undefined) : undefined,
    retry,
    server,
    totalsOf: source.totals as ((answer: GridWindowAnswer<Row>) => Totals | undefined) | undefined,
  };
}
