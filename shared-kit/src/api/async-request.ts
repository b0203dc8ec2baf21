/**
 * The rules of asynchronous calls (spec 01 §7 "Asynchronous calls", §9; spec 02 §7, §9), which
 * `requestAsyncEndpoint` (./endpoint-request.ts) follows.
 */

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
