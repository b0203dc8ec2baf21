/**
 * The generic call helper and its result shapes (spec 01 §7, spec 02 §7-8).
 */
import { isAxiosError, type AxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { apiClient } from './client';

/** Methods of the generic helper (spec 01 §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Message of the empty-answer result (spec 02 §8).
 *
 * @example // { status: 500, message: INTERNAL_SERVICE_ERROR_MESSAGE, error: true }
 */
export const INTERNAL_SERVICE_ERROR_MESSAGE = 'Internal Service Error';
/**
 * `error` of the thrown-error result (spec 02 §8).
 *
 * @example if (result?.error === CONNECTION_ERROR) showToast(result.message)
 */
export const CONNECTION_ERROR = 'Connection Error';

/** PUT or DELETE answered with nothing (spec 02 §8). */
export interface EmptySuccessResult {
  success: true;
}
/** POST answered as text (spec 02 §8): the text and success true. */
export interface TextSuccessResult {
  success: true;
  data: string;
}
/** POST answered with an object that has an id: the answer plus success true (spec 02 §8). */
export type PostSuccessResult<T> = T & { success: true };
/** An empty answer (status 500 'Internal Service Error') or an error answer (status from statusCode), spec 02 §8. */
export interface ApiErrorResult {
  error: true;
  status: number;
  message: string;
}
/** The call threw before an answer arrived (spec 02 §8). */
export interface ConnectionErrorResult {
  /** ISO-8601 time of the failure. */
  timestamp: string;
  /** HTTP status if one was seen, else 0. */
  status: number;
  error: typeof CONNECTION_ERROR;
  message: string;
  /** The path that was called. */
  path: string;
}

/** Every result of {@link callApi}; `undefined` when the session is no longer authorised. */
export type ApiResult<T> =
  | T
  | PostSuccessResult<T>
  | TextSuccessResult
  | EmptySuccessResult
  | ApiErrorResult
  | ConnectionErrorResult
  | undefined;

/** Options of {@link callApi}. */
export interface CallApiOptions {
  /** Request body (JSON unless FormData/Blob). */
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Ask for a text response (spec 01 §7 "optional text response"). */
  text?: boolean;
  /** Which API: the tenant API (default) or the separate test endpoint (buyer decrypt, spec 01 §7). */
  api?: 'tenant' | 'test';
  /** Send no Authorization header (public pages). */
  unauthenticated?: boolean;
  /**
   * Return a 2xx answer of a POST, PUT, PATCH or DELETE as data, like a GET's. Spec 02 §8 gives
   * that rule to GET only: a POST without `id` or a PUT/DELETE/PATCH with a body is an error
   * result there. Calls whose answer is the data (a POST search that returns rows, a PATCH that
   * returns the updated record) opt in.
   */
  answerIsData?: boolean;
  signal?: AbortSignal;
}

/**
 * Whether `result` is one of the failure shapes ({@link ApiErrorResult} or {@link ConnectionErrorResult}).
 *
 * @example const r = await callApi('GET', path); if (isApiFailure(r)) showToast(r.message);
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export function isApiFailure(result: unknown): result is ApiErrorResult | ConnectionErrorResult {
  if (result === null || typeof result !== 'object') return false;
  const error = (result as { error?: unknown }).error;
  return error === true || error === CONNECTION_ERROR;
}

function isEmpty(answer: unknown): boolean {
  return answer === undefined || answer === null || answer === '' || (typeof answer === 'string' && answer.trim() === '');
}

function isNotAuthorized(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'NotAuthorizedException' || code === 'NotAuthorizedException';
}

function field(answer: unknown, key: string): unknown {
  return answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>)[key] : undefined;
}

/**
 * Calls the tenant API and maps the answer to the result shapes of spec 02 §8:
 * - POST answered with an object that has an `id` (or any text, when `text` was asked): the answer
 *   with `success: true` (`{ success: true, data }` for text);
 * - PUT or DELETE answered with nothing: `{ success: true }`;
 * - any other empty answer: `{ status: 500, message: 'Internal Service Error', error: true }`;
 * - GET (or any method with `answerIsData`) answered on a 2xx response without a numeric `status`,
 *   or with `status` 200: the answer itself (a string `status` such as a workflow's 'RUNNING' is
 *   data, not an HTTP status);
 * - any other answer (an error body such as `{ statusCode: 404, message }`, a non-2xx response, a
 *   POST without `id`, a PUT/PATCH/DELETE with a body): `{ status: statusCode, message, error: true }`,
 *   the status falling back to the answer's `status`, then the HTTP status;
 * - a thrown error: `{ timestamp, status, error: 'Connection Error', message, path }`;
 * - NotAuthorizedException (the session cannot be refreshed): swallowed, `undefined`.
 *
 * Never throws; pair with {@link isApiFailure}, or use {@link handleApiError} to toast and throw.
 *
 * @example
 * const rows = await callApi<InvoiceRow[]>('GET', API_PATHS.billing.invoices);
 * if (isApiFailure(rows) || !rows) return;
 * @example
 * await callApi('POST', '/workflow/status', { data: { tenant_id: 'T01' }, text: true }) // { success: true, data: '{"status":"RUNNING",...}' }
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function callApi<T = unknown>(method: HttpMethod, path: string, options: CallApiOptions = {}): Promise<ApiResult<T>> {
  const config: AxiosRequestConfig = {
    method,
    url: path,
    data: options.data,
    params: options.params,
    headers: options.headers,
    responseType: options.text ? 'text' : 'json',
    validateStatus: () => true,
    unauthenticated: options.unauthenticated,
    signal: options.signal,
  };
  if (options.api === 'test') config.baseURL = getRuntimeConfig().testApiBaseUrl;
  try {
    const response = await apiClient.request<unknown>(config);
    const answer = response.data;
    const ok = response.status >= 200 && response.status < 300;
    if (isEmpty(answer)) {
      if (ok && (method === 'PUT' || method === 'DELETE')) return { success: true };
      return { status: 500, message: INTERNAL_SERVICE_ERROR_MESSAGE, error: true };
    }
    if (ok && method === 'POST') {
      if (options.text) return { success: true, data: String(answer) };
      if (field(answer, 'id') !== undefined && field(answer, 'id') !== null) return { ...(answer as T), success: true } as PostSuccessResult<T>;
    }
    const status = field(answer, 'status');
    const dataRule = method === 'GET' || options.answerIsData === true;
    if (ok && dataRule && (typeof status !== 'number' || status === 200)) return answer as T;
    const statusCode = field(answer, 'statusCode');
    const message = field(answer, 'message');
    return {
      status: typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : response.status,
      message: typeof message === 'string' && message ? message : INTERNAL_SERVICE_ERROR_MESSAGE,
      error: true,
    };
  } catch (error) {
    if (isNotAuthorized(error)) return undefined;
    return {
      timestamp: new Date().toISOString(),
      status: isAxiosError(error) ? (error.response?.status ?? 0) : 0,
      error: CONNECTION_ERROR,
      message: error instanceof Error ? error.message : String(error),
      path,
    };
  }
}
