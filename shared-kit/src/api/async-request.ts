/**
 * The asynchronous request helper (spec 01 §7 "Asynchronous calls", §9; spec 02 §7, §9).
 */
import type { HttpMethod } from './call-api';
import { apiClient } from './client';
import { delay } from './delay';
import { ApiError, handleApiError } from './errors';

/**
 * Re-poll interval of asynchronous calls, ms (spec 01 §9).
 *
 * @example ASYNC_POLL_INTERVAL_MS // 3000
 */
export const ASYNC_POLL_INTERVAL_MS = 3000;
/**
 * Ceiling of accumulated poll interval, ms: 59000 seconds (spec 01 §9 and spec 02 §9 both say
 * seconds, about 16.4 hours), after which the helper raises 'Request Timed out'.
 *
 * @example ASYNC_TIMEOUT_MS // 59_000_000
 */
export const ASYNC_TIMEOUT_MS = 59000 * 1000;
/**
 * The error raised when the ceiling is reached (spec 01 §7).
 *
 * @example if (error.message === REQUEST_TIMED_OUT_MESSAGE) showToast('Try again later')
 */
export const REQUEST_TIMED_OUT_MESSAGE = 'Request Timed out';
/**
 * Header naming the request being polled (spec 01 §7).
 *
 * @example apiClient.get(path, { headers: { [REQUEST_ID_HEADER]: requestId } })
 */
export const REQUEST_ID_HEADER = 'request_id';

/** An asynchronous answer: a status and a request id; COMPLETED carries the response (spec 01 §7). */
export interface AsyncAnswer<T> {
  status: string;
  requestId: string;
  response?: T;
}

/** Options of {@link callAsync}. */
export interface CallAsyncOptions {
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Default {@link ASYNC_POLL_INTERVAL_MS}. */
  pollIntervalMs?: number;
  /** Default {@link ASYNC_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Stops polling (e.g. when the page unmounts); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Do not toast failures (they still throw). */
  suppressToast?: boolean;
}

/**
 * Makes an asynchronous call (spec 01 §7): the answer has `status` and `requestId`; COMPLETED
 * carries the response, which is returned. Otherwise the same call is repeated every 3000 ms with a
 * `request_id` header until COMPLETED, or until the accumulated interval reaches 59000 s, when it
 * throws 'Request Timed out'. HTTP failures go through {@link handleApiError} (toast, then throw).
 *
 * @throws ApiError 'Request Timed out', or the handler's error
 * @example
 * const rows = await callAsync<InternalUserRow[]>('POST', API_PATHS.internalUsersOffboard, { data: selected });
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function callAsync<T>(method: HttpMethod, path: string, options: CallAsyncOptions = {}): Promise<T> {
  const interval = options.pollIntervalMs ?? ASYNC_POLL_INTERVAL_MS;
  const ceiling = options.timeoutMs ?? ASYNC_TIMEOUT_MS;
  const send = async (requestId?: string): Promise<AsyncAnswer<T>> => {
    try {
      const { data } = await apiClient.request<AsyncAnswer<T>>({
        method,
        url: path,
        data: options.data,
        params: options.params,
        headers: { ...options.headers, ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
        signal: options.signal,
      });
      return data;
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : error;
      return handleApiError(error, { suppressToast: options.suppressToast });
    }
  };
  let answer = await send();
  let accumulated = 0;
  while (answer.status !== 'COMPLETED') {
    if (accumulated >= ceiling) throw new ApiError(REQUEST_TIMED_OUT_MESSAGE);
    await delay(interval, options.signal);
    accumulated += interval;
    answer = await send(answer.requestId);
  }
  return answer.response as T;
}
