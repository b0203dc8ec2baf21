/**
 * The direct helper (spec 02 §7 "A second direct helper", §8).
 */
import type { HttpMethod } from './call-api';
import { apiClient } from './client';

/** A 200 answer of the direct helper: the fields it reads plus the whole body. */
export interface DirectSuccess<T> {
  error: false;
  id?: unknown;
  status?: unknown;
  statusCode?: unknown;
  message?: unknown;
  /** The whole answer. */
  body: T;
}
/** A non-200 answer: error true plus the server's body (spec 02 §8). */
export interface DirectHttpFailure {
  error: true;
  /** HTTP status of the answer. */
  httpStatus: number;
  body: unknown;
  /** The body's message, when it has one. */
  message?: string;
}
/** A network failure: error true with the message (spec 02 §8). */
export interface DirectNetworkFailure {
  error: true;
  message: string;
}
/** Every result of {@link directCall}. */
export type DirectResult<T> = DirectSuccess<T> | DirectHttpFailure | DirectNetworkFailure;

/** Options of {@link directCall}. */
export interface DirectCallOptions {
  /** `false` sends `body` as it is (FormData, Blob, text) instead of JSON. */
  json?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends any method to the default API base with the bearer token and a JSON body unless told
 * otherwise (spec 02 §7). A 200 answer gives `{ error: false, id, status, statusCode, message, body }`;
 * any other status gives `{ error: true, httpStatus, body, message }`; a network failure
 * `{ error: true, message }` (spec 02 §8). Never throws.
 *
 * @example
 * const r = await directCall('PUT', API_PATHS.prospectiveTenant(id), { status: 'REJECTED' });
 * if (r.error) showToast(r.message ?? 'Unable to Update status');
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function directCall<T = unknown>(method: HttpMethod, path: string, body?: unknown, options: DirectCallOptions = {}): Promise<DirectResult<T>> {
  const json = options.json ?? true;
  try {
    const response = await apiClient.request<T>({
      method,
      url: path,
      data: body,
      headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      validateStatus: () => true,
      signal: options.signal,
    });
    const answer = response.data as unknown;
    const read = (key: string): unknown => (answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>)[key] : undefined);
    if (response.status !== 200) {
      const message = read('message');
      return { error: true, httpStatus: response.status, body: answer, ...(typeof message === 'string' ? { message } : {}) };
    }
    return { error: false, id: read('id'), status: read('status'), statusCode: read('statusCode'), message: read('message'), body: response.data };
  } catch (error) {
    return { error: true, message: error instanceof Error ? error.message : String(error) };
  }
}
