/**
 * Typed hooks over the endpoint table (docs/data-layer.md): a query's key is the
 * endpoint's key plus its input, so an answer is only ever shown for the input it was asked with
 * (a late answer to an earlier search lands under the earlier key and never replaces a newer one);
 * a mutation names the endpoints whose data it changes and refetches them when it succeeds.
 */
import { useMutation, useQuery, type MutateOptions, type QueryClient, type UseMutationResult, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Endpoint } from '../../contract/endpoints/define-endpoint';
import { requestEndpoint, type EndpointAnswer, type EndpointInput } from '../api/endpoint-request';
import type { ApiError } from '../api/errors';
import { currentUserAction, runUserAction, UserAction } from '../api/idempotency';
import { useConsoleQueryClient, type ConsoleQueryMeta, type ErrorToast } from './query-client';

/**
 * The query key of a call: `[endpoint key, input]`. Invalidating `[endpoint key]` covers every input.
 *
 * @example endpointQueryKey(ENDPOINTS.invoiceDetails, { params: { invoiceNumber: 'INV-1' } }) // ['invoiceDetails', { params: { invoiceNumber: 'INV-1' } }]
 */
export function endpointQueryKey<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): readonly [E['key'], EndpointInput<E> | Record<string, never>] {
  return [endpoint.key, input ?? {}];
}

/** Options of {@link useEndpointQuery}: TanStack's query options without key and function, plus `errorToast`. */
export type EndpointQueryOptions<E extends Endpoint> = Omit<UseQueryOptions<EndpointAnswer<E>, ApiError>, 'queryKey' | 'queryFn' | 'meta'> & {
  /** Toast a failed load: `true` with the server's message, a string as the screen's fallback (docs/errors.md). */
  errorToast?: ErrorToast;
};

/**
 * Loads `endpoint` with `input` through the query layer: cached under {@link endpointQueryKey},
 * cancelled when no screen needs it any more, failures toasted as `errorToast` says.
 *
 * @example const { data, isPending, error } = useEndpointQuery(ENDPOINTS.clients, {}, { errorToast: 'Something went wrong' });
 * @example useEndpointQuery(ENDPOINTS.internalUsersSearch, { body: { email } }, { enabled: email !== '' });
 */
export function useEndpointQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | (object extends EndpointInput<E> ? undefined : never),
  options: EndpointQueryOptions<E> = {},
): UseQueryResult<EndpointAnswer<E>, ApiError> {
  const client = useConsoleQueryClient();
  const { errorToast, ...rest } = options;
  const meta: ConsoleQueryMeta = { errorToast };
  return useQuery<EndpointAnswer<E>, ApiError>(
    {
      ...rest,
      meta,
      queryKey: endpointQueryKey(endpoint, input),
      queryFn: ({ signal }) => (requestEndpoint as (e: Endpoint, i: unknown, o: { signal: AbortSignal }) => Promise<EndpointAnswer<E>>)(endpoint, input, { signal }),
    },
    client,
  );
}

/**
 * Replaces the cached answer of a call (after a write the server confirmed, to show it at once
 * while the rest reloads). Screens that are showing it re-render.
 *
 * @example setEndpointData(client, ENDPOINTS.invoiceDetails, { params: { invoiceNumber } }, (d) => d && { ...d, invoiceStatus: 'PAID' });
 */
export function setEndpointData<E extends Endpoint>(
  client: QueryClient,
  endpoint: E,
  input: EndpointInput<E> | undefined,
  update: (current: EndpointAnswer<E> | undefined) => EndpointAnswer<E> | undefined,
): void {
  client.setQueryData<EndpointAnswer<E>>(endpointQueryKey(endpoint, input), update);
}

/** Options of {@link useEndpointMutation}. */
export interface EndpointMutationOptions<E extends Endpoint, Answer> {
  /** Endpoints whose data the call changes: refetched (every input) once it succeeds. */
  invalidates?: readonly Endpoint[];
  /** Toast a failure: `true` with the server's message, a string as the screen's fallback (docs/errors.md). */
  errorToast?: ErrorToast;
  /** Runs first when the call succeeds (a success toast, closing a dialog), before the refetches. */
  onSuccess?: (answer: Answer, input: EndpointInput<E>, client: QueryClient) => void;
  /**
   * How the call is made; {@link requestEndpoint} by default. An asynchronous endpoint passes
   * `(input) => requestAsyncEndpoint(endpoint, input)`.
   */
  request?: (input: EndpointInput<E>) => Promise<Answer>;
}

/** A file of an upload as a comparable value: its name, size, type and time (JSON writes a Blob as `{}`). */
function fileFacts(_key: string, value: unknown): unknown {
  if (typeof Blob === 'undefined' || !(value instanceof Blob)) return value;
  return { file: value instanceof File ? value.name : '', size: value.size, type: value.type, lastModified: value instanceof File ? value.lastModified : 0 };
}

/** The input of a call as a comparable text (a Retry sends the same input again; another file is another input). */
function inputText(input: unknown): string {
  try {
    return JSON.stringify(input, fileFacts) ?? '';
  } catch {
    return String(Math.random());
  }
}

/**
 * A write to `endpoint`: `mutateAsync(input)` calls it, runs `onSuccess`, then refetches what
 * `invalidates` names and resolves once that is done (the pending state covers the reload).
 *
 * One user action at a time (docs/writes.md): from the first `mutate`/`mutateAsync` until the
 * answer (and the refetches) `isPending` is true, and further calls are ignored (`mutateAsync`
 * returns the promise of the call in flight), so a doubled click writes once. Each call is one user
 * action whose requests carry an `Idempotency-Key`; calling again with the same input right after a
 * failure (the user's Retry) is the same action and sends the same keys, any other call new ones.
 *
 * @example
 * const save = useEndpointMutation(ENDPOINTS.updateInvoiceStatus, { invalidates: [ENDPOINTS.invoices], errorToast: 'Unable to Update status' });
 * await save.mutateAsync({ body: { invoiceNumbers, status: 'PAID' } });
 */
export function useEndpointMutation<E extends Endpoint, Answer = EndpointAnswer<E>>(
  endpoint: E,
  options: EndpointMutationOptions<E, Answer> = {},
): UseMutationResult<Answer, ApiError, EndpointInput<E>> {
  const client = useConsoleQueryClient();
  const { invalidates = [], errorToast, onSuccess, request } = options;
  const meta: ConsoleQueryMeta = { errorToast };
  const guard = useRef<{ inFlight?: Promise<Answer>; failed?: { input: string; action: UserAction } }>({});
  const [starting, setStarting] = useState(false);
  const call = request ?? ((input: EndpointInput<E>) => (requestEndpoint as (e: Endpoint, i: unknown) => Promise<Answer>)(endpoint, input));
  const result = useMutation<Answer, ApiError, EndpointInput<E>>(
    {
      meta,
      mutationKey: [endpoint.key],
      mutationFn: (input) => {
        const text = inputText(input);
        const retried = guard.current.failed;
        // A Retry of the failed call is the same action; a call made inside a running action (a
        // guarded handler, useWriteAction) is part of it; anything else is a new one.
        const action = retried && retried.input === text ? retried.action : (currentUserAction() ?? new UserAction());
        const attempt = action === currentUserAction() ? call(input) : runUserAction(action, () => call(input));
        return attempt.then(
          (answer) => {
            guard.current.failed = undefined;
            return answer;
          },
          (error: unknown) => {
            guard.current.failed = { input: text, action };
            throw error;
          },
        );
      },
      onSuccess: async (answer, input) => {
        onSuccess?.(answer, input, client);
        await Promise.all(invalidates.map((changed) => client.invalidateQueries({ queryKey: [changed.key] })));
      },
    },
    client,
  );
  const { mutateAsync: start } = result;
  const mutateAsync = useCallback(
    (input: EndpointInput<E>, callOptions?: MutateOptions<Answer, ApiError, EndpointInput<E>>): Promise<Answer> => {
      const inFlight = guard.current.inFlight;
      if (inFlight) return inFlight;
      setStarting(true);
      const started = start(input, callOptions);
      guard.current.inFlight = started;
      const done = () => {
        if (guard.current.inFlight === started) guard.current.inFlight = undefined;
        setStarting(false);
      };
      started.then(done, done);
      return started;
    },
    [start],
  );
  const mutate = useCallback(
    (input: EndpointInput<E>, callOptions?: MutateOptions<Answer, ApiError, EndpointInput<E>>) => {
      mutateAsync(input, callOptions).catch(() => undefined);
    },
    [mutateAsync],
  );
  const pending = result.isPending || starting;
  return { ...result, mutate, mutateAsync, isPending: pending, ...(pending && !result.isPending ? { status: 'pending', isIdle: false } : {}) } as UseMutationResult<Answer, ApiError, EndpointInput<E>>;
}
