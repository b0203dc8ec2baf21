/**
 * Calls of the endpoint table (ARCHITECTURE.md "One endpoint table", "One data layer"): the method,
 * path, inputs and answer of a call come from its declaration, so a screen names the endpoint and
 * passes typed inputs instead of writing a path and an answer type by hand.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { isCancel } from 'axios';
import { binaryMediaTypes, endpointPath, type Endpoint, type FileBytes } from '../contract/endpoints';
import { callAsync, type CallAsyncOptions } from './async-request';
import { getRuntimeConfig } from '../config/runtime-config';
import { apiClient } from './client';
import { ApiError, apiErrorMessage } from './errors';
import { exportFile, type ExportedFile, type ExportOptions } from './export-file';

type SchemaOf<E, Part extends string> = E extends { readonly [K in Part]: infer S extends TSchema } ? S : undefined;

/**
 * What a call of endpoint `E` takes: `params` (path parameters) and `body` when the declaration has
 * them (required), `query` and `headers` when it has them (optional). Each is the `Static<>` type of
 * the declared schema.
 *
 * @example const input: EndpointInput<typeof ENDPOINTS.clientContact> = { params: { tenantId: 'T01' } };
 */
export type EndpointInput<E extends Endpoint> = (SchemaOf<E, 'params'> extends TSchema ? { params: Static<SchemaOf<E, 'params'>> } : { params?: undefined }) &
  (SchemaOf<E, 'body'> extends TSchema ? { body: Static<SchemaOf<E, 'body'>> } : { body?: undefined }) &
  (SchemaOf<E, 'query'> extends TSchema ? { query?: Static<SchemaOf<E, 'query'>> } : { query?: undefined }) &
  (SchemaOf<E, 'headers'> extends TSchema ? { headers?: Static<SchemaOf<E, 'headers'>> } : { headers?: undefined });

/** The input argument of a call: optional when the endpoint has no path parameters and no body. */
export type EndpointInputArg<E extends Endpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

type Success<E> = E extends { readonly responses: { readonly 200: infer S extends TSchema } } ? Static<S> : unknown;

/**
 * The 200 answer of endpoint `E` as the console receives it: the `Static<>` type of
 * `responses[200]`, a `Blob` for a file answer ({@link BinaryFile} declarations).
 *
 * @example type Rows = EndpointAnswer<typeof ENDPOINTS.clients>; // ClientRow[]
 */
export type EndpointAnswer<E extends Endpoint> = Success<E> extends FileBytes ? Blob : Success<E>;

/**
 * The response a COMPLETED asynchronous answer carries (spec 01 §7 "Asynchronous calls"), for an
 * endpoint whose answer is an `AsyncAnswer(...)`.
 */
export type EndpointAsyncResponse<E extends Endpoint> = EndpointAnswer<E> extends { response?: infer R } ? R : never;

/** Options of {@link requestEndpoint}. */
export interface RequestEndpointOptions {
  /** Cancels the call (the query layer passes one; an unmounted screen's calls stop). */
  signal?: AbortSignal;
}

/** An input as the helpers read it. */
interface GivenInput {
  params?: object;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

function split<Options>(args: readonly unknown[]): [GivenInput, Options] {
  return [(args[0] ?? {}) as GivenInput, (args[1] ?? {}) as Options];
}

function isFileAnswer(endpoint: Endpoint): boolean {
  const success = endpoint.responses[200];
  return success !== undefined && binaryMediaTypes(success) !== null;
}

/**
 * Turns a failed call into an {@link ApiError}: the message the generic handler would show (the
 * server's `message` first, spec 02 §8), the HTTP status and the answer's body. A cancelled call
 * stays as it is.
 *
 * @example try { await apiClient.get(path) } catch (e) { throw toApiError(e) }
 */
export function toApiError(error: unknown): unknown {
  if (isCancel(error) || error instanceof ApiError) return error;
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  return new ApiError(apiErrorMessage(error), response?.status, response?.data);
}

/**
 * The base URL of an endpoint's calls: the runtime config's `testApiBaseUrl` for one declared
 * `base: 'test'` (the test-only tools, docs/operations.md "Environments and providers"); `undefined`
 * for the others, which the client sends to `apiBaseUrl`.
 *
 * @example endpointBaseUrl(ENDPOINTS.buyerDecrypt) // 'http://localhost:4000/test-api' locally
 */
export function endpointBaseUrl(endpoint: Endpoint): string | undefined {
  return endpoint.base === 'test' ? getRuntimeConfig().testApiBaseUrl : undefined;
}

function assertMainApi(endpoint: Endpoint): void {
  if (endpoint.base === 'test') throw new TypeError(`${endpoint.key}: a test API endpoint is called with requestEndpoint`);
}

/**
 * Calls `endpoint` through the shared API client: to `testApiBaseUrl` for a `base: 'test'`
 * endpoint ({@link endpointBaseUrl}), path parameters filled in and URL-encoded, the
 * query as the query string, the body as JSON, no token for a `PUBLIC` endpoint. Resolves with the
 * 200 answer (a Blob for a file answer). Shows nothing: the query layer or the screen reports a
 * failure (spec 02 §8).
 *
 * @throws ApiError on an error answer or a network failure (message: the server's first), or the
 *   cancellation error when `signal` fired.
 * @example const rows = await requestEndpoint(ENDPOINTS.invoices, { query: { tenantId: 'T01' } });
 * @example await requestEndpoint(ENDPOINTS.setDefaultPaymentMethod, { params: { tenantId }, body: { paymentMethodId } });
 */
export async function requestEndpoint<E extends Endpoint>(endpoint: E, ...args: [...EndpointInputArg<E>, RequestEndpointOptions?]): Promise<EndpointAnswer<E>> {
  const [given, options] = split<RequestEndpointOptions>(args);
  try {
    const baseURL = endpointBaseUrl(endpoint);
    const { data } = await apiClient.request<EndpointAnswer<E>>({
      ...(baseURL ? { baseURL } : {}),
      method: endpoint.method,
      url: endpointPath(endpoint, (given.params ?? {}) as never),
      params: given.query,
      data: given.body,
      headers: given.headers,
      signal: options.signal,
      unauthenticated: endpoint.access === 'PUBLIC',
      responseType: isFileAnswer(endpoint) ? 'blob' : 'json',
    });
    return data;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * Calls an asynchronous endpoint (its answer an `AsyncAnswer`, spec 01 §7): the first answer, then
 * the same call every 3000 ms with the `request_id` header until COMPLETED, whose `response` is
 * returned. Failures go through the generic handler ({@link callAsync}: an error toast unless
 * `suppressToast`, then an ApiError); past 59000 s of polling, 'Request Timed out'.
 *
 * @throws ApiError; TypeError for a `base: 'test'` endpoint (sent with {@link requestEndpoint} only)
 * @example const rows = await requestAsyncEndpoint(ENDPOINTS.internalUsersOffboard, { body: selected }, { signal });
 */
export function requestAsyncEndpoint<E extends Endpoint>(
  endpoint: E,
  ...args: [...EndpointInputArg<E>, Omit<CallAsyncOptions, 'data' | 'params' | 'headers'>?]
): Promise<EndpointAsyncResponse<E>> {
  assertMainApi(endpoint);
  const [given, options] = split<Omit<CallAsyncOptions, 'data' | 'params' | 'headers'>>(args);
  return callAsync<EndpointAsyncResponse<E>>(endpoint.method, endpointPath(endpoint, (given.params ?? {}) as never), {
    ...options,
    data: given.body,
    params: given.query,
    headers: given.headers,
  });
}

/**
 * Fetches the file answer of `endpoint` (spec 01 §7 "Export"): requested as a blob, the Accept header
 * listing the declared media types, the input's headers sent (e.g. `tenant_id`), the name from Content-Disposition unless `fileName` is given.
 * Failures go through the generic handler (the error body read out of the blob first; a toast
 * unless `suppressToast`).
 *
 * @throws ApiError when the call fails; TypeError for a `base: 'test'` endpoint
 * @example const { blob, fileName } = await fetchEndpointFile(ENDPOINTS.invoicePreview, { params: { invoiceNumber } }, { suppressToast: true });
 */
export function fetchEndpointFile<E extends Endpoint>(
  endpoint: E,
  ...args: [...EndpointInputArg<E>, Omit<ExportOptions, 'method' | 'data' | 'params'>?]
): Promise<ExportedFile> {
  assertMainApi(endpoint);
  const [given, options] = split<Omit<ExportOptions, 'method' | 'data' | 'params'>>(args);
  const success = endpoint.responses[200];
  const types = success ? binaryMediaTypes(success) : null;
  if (endpoint.method !== 'GET' && endpoint.method !== 'POST') throw new TypeError(`${endpoint.key}: files are fetched with GET or POST`);
  return exportFile(endpointPath(endpoint, (given.params ?? {}) as never), {
    ...(types ? { accept: types.join(', ') } : {}),
    ...options,
    headers: { ...options.headers, ...given.headers },
    method: endpoint.method,
    data: given.body,
    params: given.query,
  });
}
