/**
 * Calls of the endpoint table (docs/data-layer.md#the-calls): the method,
 * path, inputs and answer of a call come from its declaration, so a screen names the endpoint and
 * passes typed inputs instead of writing a path and an answer type by hand. The call rules of the
 * spec (docs/data-layer.md#the-calls, docs/data-layer.md#answers-and-failures) live here, once: which API base, which body (JSON or
 * multipart), which answers are failures and what a failure carries (docs/data-layer.md).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { isCancel, type AxiosRequestConfig, type ResponseType } from 'axios';
import { binaryMediaTypes, endpointPath, type Endpoint, type FileBytes } from '../../contract/endpoints/define-endpoint';
import { getRuntimeConfig } from '../config/runtime-config';
import { safeFileName } from '../../contract/format/text';
import { ASYNC_POLL_INTERVAL_MS, ASYNC_TIMEOUT_MS, REQUEST_ID_HEADER, REQUEST_TIMED_OUT_MESSAGE, type AsyncAnswer } from './async-request';
import { apiClient } from './client';
import { delay } from './delay';
import {
  ApiError,
  CONNECTION_ERROR,
  INTERNAL_SERVICE_ERROR_MESSAGE,
  NOT_AUTHORIZED_EXCEPTION,
  SOMETHING_WENT_WRONG_MESSAGE,
  apiErrorMessage,
  handleApiError,
} from './errors';
import { EXCEL_ACCEPT_HEADER, errorBody, fileNameFromDisposition, type ExportedFile } from './export-file';

type SchemaOf<E, Part extends string> = E extends { readonly [K in Part]: infer S extends TSchema } ? S : undefined;

/** The body fields of a multipart endpoint that take a file part (`multipart.files` of its declaration). */
type FileFieldsOf<E> = E extends { readonly multipart: { readonly files: readonly (infer F extends string)[] } } ? F : never;

/** A body whose fields named `F` take a file (a `Blob`, e.g. a `File`) as well as their text. */
type WithFiles<T, F extends string> = T extends object ? { [K in keyof T]: K extends F ? T[K] | Blob : T[K] } : T;

/**
 * The body a call of endpoint `E` takes: the `Static<>` type of the declared body; for a multipart
 * endpoint, its file fields take a file too (docs/data-layer.md "Uploads").
 */
type EndpointBody<E, Body> = [FileFieldsOf<E>] extends [never] ? Body : WithFiles<Body, FileFieldsOf<E>>;

/**
 * What a call of endpoint `E` takes: `params` (path parameters) and `body` when the declaration has
 * them (required), `query` and `headers` when it has them (optional). Each is the `Static<>` type of
 * the declared schema; a multipart endpoint's file fields take a `Blob` as well.
 *
 * @example const input: EndpointInput<typeof ENDPOINTS.clientContact> = { params: { tenantId: 'T01' } };
 */
export type EndpointInput<E extends Endpoint> = (SchemaOf<E, 'params'> extends TSchema ? { params: Static<SchemaOf<E, 'params'>> } : { params?: undefined }) &
  (SchemaOf<E, 'body'> extends TSchema ? { body: EndpointBody<E, Static<SchemaOf<E, 'body'>>> } : { body?: undefined }) &
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
 * The response a COMPLETED asynchronous answer carries (docs/data-layer.md#asynchronous-calls), for an
 * endpoint whose answer is an `AsyncAnswer(...)`.
 */
export type EndpointAsyncResponse<E extends Endpoint> = EndpointAnswer<E> extends { response?: infer R } ? R : never;

/** Options of {@link requestEndpoint}. */
export interface RequestEndpointOptions {
  /** Cancels the call (the query layer passes one; an unmounted screen's calls stop). */
  signal?: AbortSignal;
}

/** Options of {@link requestAsyncEndpoint}. */
export interface AsyncEndpointOptions {
  /** Default {@link ASYNC_POLL_INTERVAL_MS}. */
  pollIntervalMs?: number;
  /** Default {@link ASYNC_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Stops polling (e.g. when the page unmounts); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Do not toast failures (they still throw). */
  suppressToast?: boolean;
}

/** Options of {@link fetchEndpointFile}. */
export interface EndpointFileOptions {
  /** Accept header; by default the declared media types of the answer, else the Excel ones. */
  accept?: string;
  /** Name to save under; else the answer's Content-Disposition name; else `export.xlsx`. */
  fileName?: string;
  /** Do not toast a failure (the caller words it); it still throws. */
  suppressToast?: boolean;
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

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * The body of a call as sent (docs/data-layer.md "Uploads"): for an endpoint declared `multipart`
 * whose body has one of its file fields (the key, even without a file in it), a `FormData` — a file
 * as a file part under its own name,
 * any other field as text (booleans and numbers written out, objects as JSON), fields left out when
 * `undefined` or `null`; any other body as given (JSON).
 *
 * @example requestBody(ENDPOINTS.createProspectiveTenant, { tenantId: '', logo: file, companyName: 'Acme' }) // FormData
 */
function requestBody(endpoint: Endpoint, body: unknown): unknown {
  const files = endpoint.multipart?.files;
  if (!files || body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof FormData || isBlob(body)) return body;
  const fields = body as Record<string, unknown>;
  if (!files.some((field) => Object.hasOwn(fields, field))) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (isBlob(value)) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
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

function field(answer: unknown, key: string): unknown {
  return answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>)[key] : undefined;
}

function isEmptyAnswer(answer: unknown): boolean {
  return answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');
}

/** Whether a declared answer may be `null` (e.g. a client without a default payment method). */
function acceptsNull(schema: TSchema): boolean {
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  return Array.isArray(schema.anyOf) && (schema.anyOf as TSchema[]).some(acceptsNull);
}

/**
 * The answer of a 2xx response by the answer rules of docs/data-layer.md#answers-and-failures, or the {@link ApiError} it stands
 * for: an empty answer is an error (status 500, 'Internal Service Error') unless the call is a PUT or
 * a DELETE, or the endpoint declares no answer or one that may be null (then `null`); an answer
 * carrying a numeric `status` other than 200, or a `statusCode` of 400 or more, is an error answer
 * (its status, its message).
 */
function answerOf(endpoint: Endpoint, answer: unknown): unknown {
  if (isEmptyAnswer(answer)) {
    const declared = endpoint.responses[200];
    if (endpoint.method === 'PUT' || endpoint.method === 'DELETE' || declared === undefined || acceptsNull(declared)) return null;
    throw new ApiError(INTERNAL_SERVICE_ERROR_MESSAGE, 500, { status: 500, message: INTERNAL_SERVICE_ERROR_MESSAGE, error: true });
  }
  const status = field(answer, 'status');
  const statusCode = field(answer, 'statusCode');
  const failed = (typeof status === 'number' && status !== 200) || (typeof statusCode === 'number' && statusCode >= 400);
  if (!failed) return answer;
  const message = field(answer, 'message');
  const code = typeof statusCode === 'number' ? statusCode : (status as number);
  throw new ApiError(typeof message === 'string' && message.trim() ? message : INTERNAL_SERVICE_ERROR_MESSAGE, code, answer);
}

function isNotAuthorized(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === NOT_AUTHORIZED_EXCEPTION || code === NOT_AUTHORIZED_EXCEPTION;
}

/**
 * Turns a failed call of `endpoint` to `path` into an {@link ApiError} (docs/errors.md; a cancelled call
 * stays as it is):
 * - an error answer: the message the generic handler would show (the server's `message` first), the
 *   HTTP status and the server's body; for an upload (a multipart endpoint) without a message in
 *   the body, 'Something went wrong' (docs/errors.md);
 * - no answer (a network failure, a failed token refresh): the error's own message, no status, and as
 *   data `{ timestamp, status: 0, error: 'Connection Error', message, path }`;
 * - a session that can no longer be refreshed (NotAuthorizedException, nothing sent): data
 *   `{ error: 'NotAuthorizedException', message, path }`, which nobody is shown (`isQuietFailure`).
 */
function failureOf(endpoint: Endpoint, error: unknown, path: string): unknown {
  if (isCancel(error) || error instanceof ApiError) return error;
  const own = error instanceof Error ? error.message : String(error);
  if (isNotAuthorized(error)) return new ApiError(own, undefined, { error: NOT_AUTHORIZED_EXCEPTION, message: own, path });
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (!response) return new ApiError(apiErrorMessage(error), undefined, { timestamp: new Date().toISOString(), status: 0, error: CONNECTION_ERROR, message: own, path });
  const serverMessage = field(response.data, 'message');
  if (endpoint.multipart && !(typeof serverMessage === 'string' && serverMessage.trim())) return new ApiError(SOMETHING_WENT_WRONG_MESSAGE, response.status, response.data);
  return new ApiError(apiErrorMessage(error), response.status, response.data);
}

/** Sends one call of `endpoint` and reads its answer by the rules of docs/errors.md */
async function send(endpoint: Endpoint, given: GivenInput, extra: Pick<AxiosRequestConfig, 'signal'> & { responseType?: ResponseType }): Promise<unknown> {
  const path = endpointPath(endpoint, (given.params ?? {}) as never);
  try {
    const baseURL = endpointBaseUrl(endpoint);
    const response = await apiClient.request<unknown>({
      ...(baseURL ? { baseURL } : {}),
      method: endpoint.method,
      url: path,
      params: given.query,
      data: requestBody(endpoint, given.body),
      headers: given.headers,
      signal: extra.signal,
      unauthenticated: endpoint.access === 'PUBLIC',
      responseType: extra.responseType ?? 'json',
    });
    return extra.responseType === 'blob' ? response.data : answerOf(endpoint, response.data);
  } catch (error) {
    throw failureOf(endpoint, error, path);
  }
}

/**
 * Calls `endpoint` through the shared API client (docs/data-layer.md): to `testApiBaseUrl` for a
 * `base: 'test'` endpoint ({@link endpointBaseUrl}), path parameters filled in and URL-encoded, the
 * query as the query string, the body as JSON — as multipart for a `multipart` endpoint's body with
 * a file field ({@link requestBody}) — with the session's bearer token except for a `PUBLIC`
 * endpoint. Resolves with the 200 answer (a Blob for a file answer; `null` for an empty answer a PUT,
 * a DELETE or a nullable answer allows). Shows nothing: the query layer or the screen reports a
 * failure (docs/errors.md).
 *
 * @throws ApiError on an error answer, an empty answer where one is declared ('Internal Service
 *   Error', status 500), a network failure ('Connection Error' data) or a session that cannot be
 *   refreshed; the cancellation error when `signal` fired.
 * @example const rows = await requestEndpoint(ENDPOINTS.invoices, { query: { tenantId: 'T01' } });
 * @example await requestEndpoint(ENDPOINTS.setDefaultPaymentMethod, { params: { tenantId }, body: { paymentMethodId } });
 */
export async function requestEndpoint<E extends Endpoint>(endpoint: E, ...args: [...EndpointInputArg<E>, RequestEndpointOptions?]): Promise<EndpointAnswer<E>> {
  const [given, options] = split<RequestEndpointOptions>(args);
  return (await send(endpoint, given, { signal: options.signal, responseType: isFileAnswer(endpoint) ? 'blob' : 'json' })) as EndpointAnswer<E>;
}

/**
 * Calls an asynchronous endpoint (its answer an `AsyncAnswer`, docs/data-layer.md#asynchronous-calls): the first answer has
 * `status` and `requestId`; COMPLETED carries the response, which is returned. Otherwise the same call
 * is repeated every 3000 ms with the `request_id` header until COMPLETED, or until the accumulated
 * interval reaches 59000 s, when it throws 'Request Timed out'. Failures go through the
 * generic handler (an error toast unless `suppressToast`, then an ApiError); an aborted `signal`
 * rejects with its reason.
 *
 * @throws ApiError 'Request Timed out', or the handler's; TypeError for a `base: 'test'` endpoint
 *   (sent with {@link requestEndpoint} only)
 * @example const rows = await requestAsyncEndpoint(ENDPOINTS.internalUsersOffboard, { body: selected }, { signal });
 */
export function requestAsyncEndpoint<E extends Endpoint>(endpoint: E, ...args: [...EndpointInputArg<E>, AsyncEndpointOptions?]): Promise<EndpointAsyncResponse<E>> {
  assertMainApi(endpoint);
  const [given, options] = split<AsyncEndpointOptions>(args);
  return pollAsyncEndpoint<EndpointAsyncResponse<E>>(endpoint, given, options);
}

/** The polling of {@link requestAsyncEndpoint}. */
async function pollAsyncEndpoint<Response>(endpoint: Endpoint, given: GivenInput, options: AsyncEndpointOptions): Promise<Response> {
  const interval = options.pollIntervalMs ?? ASYNC_POLL_INTERVAL_MS;
  const ceiling = options.timeoutMs ?? ASYNC_TIMEOUT_MS;
  const call = async (requestId?: string): Promise<AsyncAnswer<Response>> => {
    const headers = requestId ? { ...given.headers, [REQUEST_ID_HEADER]: requestId } : given.headers;
    try {
      return (await send(endpoint, { ...given, headers }, { signal: options.signal })) as AsyncAnswer<Response>;
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : error;
      return handleApiError(error, { suppressToast: options.suppressToast });
    }
  };
  let answer = await call();
  let accumulated = 0;
  while (answer.status !== 'COMPLETED') {
    if (accumulated >= ceiling) throw new ApiError(REQUEST_TIMED_OUT_MESSAGE);
    await delay(interval, options.signal);
    accumulated += interval;
    answer = await call(answer.requestId);
  }
  return answer.response as Response;
}

/**
 * Fetches the file answer of `endpoint` (docs/data-layer.md#files): requested as a blob, the Accept header
 * listing the declared media types (or `accept`), the input's headers sent (e.g. `tenant_id`), named
 * `fileName`, else as the answer's Content-Disposition names it, else `export.xlsx` — made safe for a
 * file system (docs/exports.md#safe-file-names). Failures go through the generic handler (the error body read out of the
 * blob first; a toast unless `suppressToast`).
 *
 * @throws ApiError when the call fails; TypeError for a `base: 'test'` endpoint or a method other
 *   than GET and POST
 * @example const { blob, fileName } = await fetchEndpointFile(ENDPOINTS.invoicePreview, { params: { invoiceNumber } }, { suppressToast: true });
 */
export function fetchEndpointFile<E extends Endpoint>(endpoint: E, ...args: [...EndpointInputArg<E>, EndpointFileOptions?]): Promise<ExportedFile> {
  assertMainApi(endpoint);
  if (endpoint.method !== 'GET' && endpoint.method !== 'POST') throw new TypeError(`${endpoint.key}: files are fetched with GET or POST`);
  const [given, options] = split<EndpointFileOptions>(args);
  return fetchFile(endpoint, given, options);
}

/** The call of {@link fetchEndpointFile}. */
async function fetchFile(endpoint: Endpoint, given: GivenInput, options: EndpointFileOptions): Promise<ExportedFile> {
  const success = endpoint.responses[200];
  const types = success ? binaryMediaTypes(success) : null;
  try {
    const response = await apiClient.request<Blob>({
      method: endpoint.method,
      url: endpointPath(endpoint, (given.params ?? {}) as never),
      data: requestBody(endpoint, given.body),
      params: given.query,
      headers: { ...given.headers, Accept: options.accept ?? types?.join(', ') ?? EXCEL_ACCEPT_HEADER },
      responseType: 'blob',
      signal: options.signal,
      unauthenticated: endpoint.access === 'PUBLIC',
    });
    const disposition = response.headers['content-disposition'] as string | undefined;
    const name = options.fileName ?? fileNameFromDisposition(disposition) ?? 'export.xlsx';
    return { blob: response.data, fileName: safeFileName(name) };
  } catch (error) {
    const response = (error as { response?: { data?: unknown } }).response;
    if (response) response.data = await errorBody(response.data);
    return handleApiError(error, { suppressToast: options.suppressToast });
  }
}
