/**
 * The generic error handler of the call helpers (spec 01 §8 "Generic handler", spec 02 §8).
 */
import { isAxiosError, isCancel } from 'axios';
import { showToast } from '../ui/notify';

/**
 * Default message when neither the answer nor the error has one (spec 01 §8).
 *
 * @example apiErrorMessage(new Error('')) // INTERNAL_SERVER_ERROR_MESSAGE
 */
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal Server Error';
/**
 * Shown instead of the message when the answer's data carries status code 500 (spec 01 §8).
 *
 * @example apiErrorMessage({ statusCode: 500 }) // INVALID_REQUEST_MESSAGE
 */
export const INVALID_REQUEST_MESSAGE = 'Invalid Request';
/**
 * Fallback of upload and admin-status failures (spec 01 §7-8).
 *
 * @example showToast(SOMETHING_WENT_WRONG_MESSAGE)
 */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';

/**
 * The error every throwing call helper raises: the message shown to the user, the HTTP status when
 * there was an answer, and the answer's data.
 *
 * @example try { await exportFile(path) } catch (e) { if (e instanceof ApiError) console.log(e.status) }
 */
export class ApiError extends Error {
  /** HTTP status of the answer, or `undefined` without one (network failure, time-out). */
  readonly status: number | undefined;
  /** The answer's body (parsed JSON when possible), if any. */
  readonly data: unknown;
  constructor(message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The HTTP status and data carried by an error or an error result. */
function partsOf(error: unknown): { status: number | undefined; data: Record<string, unknown> | undefined; message: string | undefined } {
  if (isAxiosError(error)) {
    return { status: error.response?.status, data: record(error.response?.data), message: nonEmptyString(error.message) };
  }
  if (error instanceof ApiError) return { status: error.status, data: record(error.data), message: nonEmptyString(error.message) };
  if (error instanceof Error) return { status: undefined, data: undefined, message: nonEmptyString(error.message) };
  // An error result of callApi: its fields are the data.
  const data = record(error);
  return { status: typeof data?.status === 'number' ? data.status : undefined, data, message: undefined };
}

/**
 * The message the generic handler shows for `error` (spec 01 §8): the answer data's `message`, then
 * the error's own message, else 'Internal Server Error'; a status code 500 in the data (`statusCode`
 * or `status`) shows 'Invalid Request' instead.
 *
 * @example apiErrorMessage({ response: { data: { message: 'Tenant not found!' } } }) // 'Tenant not found!'
 */
export function apiErrorMessage(error: unknown): string {
  const { data, message } = partsOf(error);
  if (data && (data.statusCode === 500 || data.status === 500)) return INVALID_REQUEST_MESSAGE;
  return nonEmptyString(data?.message) ?? message ?? INTERNAL_SERVER_ERROR_MESSAGE;
}

/** Options of {@link handleApiError}. */
export interface HandleErrorOptions {
  /** Do not show the error toast (the caller reports the failure its own way). */
  suppressToast?: boolean;
}

/**
 * The generic error handler (spec 01 §8, spec 02 §8): works out the message ({@link apiErrorMessage}),
 * shows it in an error toast (top centre, 30000 ms) unless suppressed, then throws an
 * {@link ApiError}. A 401 answer is left alone: no toast (the session-end flow deals with it), but
 * the caller still gets the error so it does not carry on with nothing. A cancelled call (its
 * AbortSignal fired) is rethrown as it is, without a toast: nobody is waiting for it.
 *
 * @throws ApiError always
 * @example
 * try { await apiClient.get(path) } catch (e) { handleApiError(e) }
 */
export function handleApiError(error: unknown, options: HandleErrorOptions = {}): never {
  if (isCancel(error)) throw error;
  const { status, data } = partsOf(error);
  const message = apiErrorMessage(error);
  if (status !== 401 && !options.suppressToast) showToast(message, 'error');
  throw error instanceof ApiError ? error : new ApiError(message, status, data ?? (isAxiosError(error) ? error.response?.data : undefined));
}
