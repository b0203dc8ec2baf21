/**
 * The generic error handler of the call helpers (spec 01 §8 "Generic handler", spec 02 §8).
 */
import { isAxiosError, isCancel } from 'axios';
import { showToast } from '../runtime/notify';
import { CONNECTION_ERROR, INTERNAL_SERVICE_ERROR_MESSAGE } from './call-api';

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

interface ErrorParts {
  status: number | undefined;
  data: Record<string, unknown> | undefined;
  /** The message the server gave, if any. */
  serverMessage: string | undefined;
  /** The error's own message. */
  message: string | undefined;
}

/** The HTTP status, data and messages carried by an error or an error result. */
function partsOf(error: unknown): ErrorParts {
  if (isAxiosError(error)) {
    const data = record(error.response?.data);
    return { status: error.response?.status, data, serverMessage: nonEmptyString(data?.message), message: nonEmptyString(error.message) };
  }
  if (error instanceof ApiError) {
    const data = record(error.data);
    return { status: error.status, data, serverMessage: nonEmptyString(data?.message), message: nonEmptyString(error.message) };
  }
  if (error instanceof Error) return { status: undefined, data: undefined, serverMessage: undefined, message: nonEmptyString(error.message) };
  // An error result of callApi: its fields are the data. Its message is the thrown error's own for a
  // 'Connection Error', and callApi's stand-in when the answer had none.
  const data = record(error);
  const status = typeof data?.status === 'number' ? data.status : undefined;
  const message = nonEmptyString(data?.message);
  if (data?.error === CONNECTION_ERROR) return { status, data, serverMessage: undefined, message };
  return { status, data, serverMessage: message === INTERNAL_SERVICE_ERROR_MESSAGE ? undefined : message, message };
}

/** Options of {@link apiErrorMessage}. */
export interface ApiErrorMessageOptions {
  /**
   * The screen's own message for the failure (e.g. 'Unable to fetch', spec 02 §8). Shown when the
   * server gives no message of its own, instead of the error's text ('Network Error', 'Request
   * failed with status code 404'), 'Internal Server Error' or 'Invalid Request'.
   */
  fallbackMessage?: string;
}

/**
 * The message the generic handler shows for `error` (spec 01 §8): the answer data's `message`, then
 * the error's own message, else 'Internal Server Error'; a status code 500 in the data (`statusCode`
 * or `status`) shows 'Invalid Request' instead. `error` may be a thrown error (axios, ApiError) or an
 * error result of callApi.
 *
 * With `fallbackMessage` (a screen's own message; "a server-given message is shown in preference to
 * the default", spec 01 §8, spec 02 §8): the server's message, else the fallback; never the error's
 * own text. A status code 500 in the data still hides the server's text, behind the fallback.
 *
 * @example apiErrorMessage({ response: { data: { message: 'Tenant not found!' } } }) // 'Tenant not found!'
 * @example apiErrorMessage(new Error('Network Error'), { fallbackMessage: 'Unable to fetch' }) // 'Unable to fetch'
 */
export function apiErrorMessage(error: unknown, options: ApiErrorMessageOptions = {}): string {
  const { data, serverMessage, message } = partsOf(error);
  const fallback = nonEmptyString(options.fallbackMessage);
  if (data && (data.statusCode === 500 || data.status === 500)) return fallback ?? INVALID_REQUEST_MESSAGE;
  return serverMessage ?? fallback ?? message ?? INTERNAL_SERVER_ERROR_MESSAGE;
}

/** Options of {@link handleApiError}. */
export interface HandleErrorOptions extends ApiErrorMessageOptions {
  /** Do not show the error toast (the caller reports the failure its own way). */
  suppressToast?: boolean;
}

/**
 * The generic error handler (spec 01 §8, spec 02 §8): works out the message ({@link apiErrorMessage},
 * with the caller's `fallbackMessage` if any),
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
  const message = apiErrorMessage(error, options);
  if (status !== 401 && !options.suppressToast) showToast(message, 'error');
  throw error instanceof ApiError ? error : new ApiError(message, status, data ?? (isAxiosError(error) ? error.response?.data : undefined));
}
