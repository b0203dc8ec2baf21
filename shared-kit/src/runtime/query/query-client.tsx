/**
 * The console's one QueryClient (docs/data-layer.md): created once per page by the
 * runtime singleton, provided by the shell, and used by every remote's hooks. A remote run on its
 * own, or a page rendered without a provider above it, falls back to the same client.
 */
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQueries,
  useQuery,
  type QueriesOptions,
  type QueriesResults,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { SOMETHING_WENT_WRONG_MESSAGE, apiErrorMessage, isQuietFailure } from '../api/errors';
import { useSessionStore } from '../session/session-store';
import { closeToast, showToast } from '../page/notify';

/**
 * How a failed query or mutation is reported (docs/errors.md): `true` shows the server's message (an
 * input check's in plain words), else 'Something went wrong' — never the transport's own text
 * (docs/errors.md); a string is the screen's fallback, shown when the server gives no message.
 * Absent: the screen reports the failure itself.
 */
export type ErrorToast = boolean | string;

/** What the console keeps in a query's or mutation's `meta`. */
export interface ConsoleQueryMeta extends Record<string, unknown> {
  errorToast?: ErrorToast;
}

/**
 * Shows the error toast a query or mutation asked for (docs/toasts.md, docs/errors.md). A cancelled call, a
 * 401 answer (the session-end flow deals with it) and a session that can no longer be refreshed
 * show nothing (`isQuietFailure`).
 */
function reportFailure(error: unknown, meta: Record<string, unknown> | undefined, key: string): void {
  const errorToast = (meta as ConsoleQueryMeta | undefined)?.errorToast;
  if (errorToast === undefined || errorToast === false || isQuietFailure(error)) return;
  showToast(apiErrorMessage(error, { fallbackMessage: typeof errorToast === 'string' ? errorToast : SOMETHING_WENT_WRONG_MESSAGE }), 'error', { key });
}

/**
 * A QueryClient with the console's defaults: no automatic retries and no refetch on window focus
 * (a failed load is reported once, docs/errors.md, and a 100,000-row grid is not fetched behind the
 * user's back); failures toasted as each query's or mutation's `errorToast` says. The page has one
 * ({@link consoleQueryClient}); tests create one per test.
 *
 * @example render(<QueryLayer client={createConsoleQueryClient()}><Page /></QueryLayer>);
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    // A failure's toast is keyed by the call, and closes when that call succeeds (a Retry, a reload).
    queryCache: new QueryCache({
      onError: (error, query) => reportFailure(error, query.meta, `load:${query.queryHash}`),
      onSuccess: (_data, query) => closeToast(`load:${query.queryHash}`),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportFailure(error, mutation.meta, `write:${JSON.stringify(mutation.options.mutationKey ?? [])}`),
      onSuccess: (_data, _variables, _context, mutation) => closeToast(`write:${JSON.stringify(mutation.options.mutationKey ?? [])}`),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's QueryClient, created on first use. Its cache is cleared when the session ends, so the
 * next user never sees the previous one's data.
 *
 * @example <QueryClientProvider client={consoleQueryClient()}>...</QueryClientProvider>
 */
export function consoleQueryClient(): QueryClient {
  if (!pageClient) {
    const client = createConsoleQueryClient();
    pageClient = client;
    useSessionStore.subscribe((state, previous) => {
      if (previous.user && !state.user) client.clear();
    });
  }
  return pageClient;
}

/**
 * The QueryClient of the nearest provider, else the page's ({@link consoleQueryClient}).
 *
 * @example const client = useConsoleQueryClient(); void client.invalidateQueries({ queryKey: [ENDPOINTS.clients.key] });
 */
export function useConsoleQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? consoleQueryClient();
}

/**
 * react-query's `useQuery` on the console's client ({@link useConsoleQueryClient}). Code outside the
 * runtime asks through it rather than importing react-query: the runtime is the page's one copy of
 * react-query, and a bundled second copy would see no QueryClient of the page.
 *
 * @example const probe = useConsoleQuery({ queryKey: ['grid-probe'], queryFn: () => fetchCount() });
 */
export function useConsoleQuery<TQueryFnData = unknown, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useQuery(options, useConsoleQueryClient());
}

/**
 * react-query's `useQueries` on the console's client, for the same reason as {@link useConsoleQuery}:
 * `queries` as react-query takes them; `combine` turns their results into what the hook returns.
 *
 * @example const windows = useConsoleQueries({ queries: starts.map(windowOptions), combine: joinWindows });
 */
export function useConsoleQueries<T extends Array<unknown>, TCombinedResult = QueriesResults<T>>(options: {
  queries: readonly [...QueriesOptions<T>];
  combine?: (result: QueriesResults<T>) => TCombinedResult;
}): TCombinedResult {
  return useQueries(options, useConsoleQueryClient());
}

/** The query types of react-query that callers of {@link useConsoleQuery} and {@link useConsoleQueries} name. */
export type { QueryObserverResult, UseQueryOptions } from '@tanstack/react-query';

/** Props of {@link QueryLayer}. */
export interface QueryLayerProps {
  children?: ReactNode;
  /** The client to provide; by default the page's, or nothing when a provider is already above. */
  client?: QueryClient;
}

/**
 * Provides the console's QueryClient to `children`: `client` when given; else the page's one, unless
 * a provider is already above (the shell's), which is then kept. The shell wraps the console in it;
 * a remote's pages work with or without it.
 *
 * @example <QueryLayer><Routes>...</Routes></QueryLayer>
 */
export function QueryLayer({ children, client }: QueryLayerProps) {
  const above = useContext(QueryClientContext);
  if (!client && above) return <>{children}</>;
  return <QueryClientProvider client={client ?? consoleQueryClient()}>{children}</QueryClientProvider>;
}
