/**
 * The rules of asynchronous calls (docs/data-layer.md#asynchronous-calls), which
 * `requestAsyncEndpoint` (./endpoint-request.ts) follows.
 */

/**
 * Re-poll interval of asynchronous calls, ms.
 *
 * @example ASYNC_POLL_INTERVAL_MS // 3000
 */
export const ASYNC_POLL_INTERVAL_MS = 3000;
/**
 * Ceiling of accumulated poll interval, ms: 59000 seconds (docs/data-layer.md#asynchronous-calls;
 * about 16.4 hours), after which the helper raises 'Request Timed out'.
 *
 * @example ASYNC_TIMEOUT_MS // 59_000_000
 */
export const ASYNC_TIMEOUT_MS = 59000 * 1000;
/**
 * The error raised when the ceiling is reached (docs/data-layer.md#asynchronous-calls).
 *
 * @example if (error.message === REQUEST_TIMED_OUT_MESSAGE) showToast('Try again later')
 */
export const REQUEST_TIMED_OUT_MESSAGE = 'Request Timed out';
/**
 * Header naming the request being polled (docs/data-layer.md#asynchronous-calls).
 *
 * @example apiClient.get(path, { headers: { [REQUEST_ID_HEADER]: requestId } })
 */
export const REQUEST_ID_HEADER = 'request_id';

/** An asynchronous answer: a status and a request id; COMPLETED carries the response (docs/data-layer.md#asynchronous-calls). */
export interface AsyncAnswer<T> {
  status: string;
  requestId: string;
  response?: T;
}
