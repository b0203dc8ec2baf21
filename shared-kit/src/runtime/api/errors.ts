/**
 * The generic error handler of the call helpers (docs/errors.md).
 */
import { isAxiosError, isCancel } from 'axios';
import { showToast } from '../page/notify';
import { SOMETHING_WENT_WRONG_MESSAGE } from '../../contract/endpoints/messages';

/**
 * Message of an answer that came back empty where the endpoint declares one (docs/data-layer.md#answers-and-failures):
 * status 500, message 'Internal Service Error' and error true.
 *
 * @example (error as ApiError).data // { status: 500, message: INTERNAL_SERVICE_ERROR_MESSAGE, error: true }
 */
export const INTERNAL_SERVICE_ERROR_MESSAGE = 'Internal Service Error';
/**
 * `error` of the data of a call that failed before an answer arrived (docs/data-layer.md#answers-and-failures): the data carries timestamp, status, error 'Connection Error', message and path.
 *
 * @example isConnectionError(error) // (error.data as { error: string }).error === CONNECTION_ERROR
 */
export const CONNECTION_ERROR = 'Connection Error';
/**
 * The name of the error the sign-in service raises when the session can no longer be refreshed
 * (docs/errors.md): the call is not sent and
 * its failure is shown to nobody.
 */
export const NOT_AUTHORIZED_EXCEPTION = 'NotAuthorizedException';

/**
 * Default message when neither the answer nor the error has one (docs/errors.md).
 *
 * @example apiErrorMessage(new Error('')) // INTERNAL_SERVER_ERROR_MESSAGE
 */
export const INTERNAL_SERVER_ERROR_MESSAGE = 'Internal Server Error';
/**
 * Shown instead of the message when the answer's data carries status code 500 (docs/errors.md).
 *
 * @example apiErrorMessage({ statusCode: 500 }) // INVALID_REQUEST_MESSAGE
 */
export const INVALID_REQUEST_MESSAGE = 'Invalid Request';
export { SOMETHING_WENT_WRONG_MESSAGE };

/**
 * The error every call of the data layer raises (docs/data-layer.md#answers-and-failures): the message shown
 * to the user, the HTTP status when there was an answer, and the answer's data — the server's body
 * of an error answer, or the result shape of docs/data-layer.md#answers-and-failures when the answer was empty
 * (`{ status: 500, message: 'Internal Service Error', error: true }`) or never came
 * (`{ timestamp, status: 0, error: 'Connection Error', message, path }`).
 *
 * @example try { await requestEndpoint(ENDPOINTS.clients) } catch (e) { if (e instanceof ApiError) console.log(e.status) }
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

/**
 * The request parts an input check names in its message (`body/email must ...`, `querystring/limit
 * must ...`): Fastify's schema validation writes the failing part and field first.
 */
const VALIDATION_PREFIX = /^(body|querystring|params|headers)(?:\/([^\s]+))?\s+(must .*)$/s;

/** A field name as a person reads it: `tenant_system_email` -> 'Tenant system email', `siteUrl` -> 'Site url'. */
function fieldLabel(field: string): string {
  const words = field
    .replace(/\/\d+(?=\/|$)/g, '')
    .split('/')
    .pop()!
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This value';
}

/** What a schema rule says, in plain words about `label`. */
function plainRule(label: string, rule: string): string {
  let match: RegExpMatchArray | null;
  if ((match = rule.match(/^must NOT have more than (\d+) characters?/))) return `${label} must be at most ${match[1]} characters`;
  if ((match = rule.match(/^must NOT have fewer than (\d+) characters?/))) return match[1] === '1' ? `${label} is required` : `${label} must be at least ${match[1]} characters`;
  if ((match = rule.match(/^must NOT have more than (\d+) items?/))) return `${label}: choose at most ${match[1]}`;
  if ((match = rule.match(/^must NOT have fewer than (\d+) items?/))) return `${label}: choose at least ${match[1] === '1' ? 'one' : match[1]}`;
  if (/^must match pattern/.test(rule) || /^must match format/.test(rule)) return `${label} is not in the expected format`;
  if (/^must be equal to one of the allowed values/.test(rule) || /^must be equal to constant/.test(rule)) return `${label} must be one of the listed choices`;
  if ((match = rule.match(/^must be (<=|>=|<|>) (-?[\d.e+]+)/))) return `${label} must be ${{ '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' }[match[1]!]} ${match[2]}`;
  if (/^must be (integer|number)/.test(rule)) return `${label} must be a number`;
  if (/^must be boolean/.test(rule)) return `${label} must be yes or no`;
  if (/^must be (string|object|array)/.test(rule)) return `${label} is not valid`;
  return `${label} is not valid`;
}

/** A field-level problem of a refused input (an HTTP 400): the field as the form names it, and the message. */
export interface ApiFieldError {
  /** The input's field, as sent (`tenant_system_email`); absent when the answer names none. */
  field?: string;
  /** The message in plain words. */
  message: string;
}

/**
 * Reads an input check's answer (docs/errors.md): `{ message, field }` as the API answers a refused
 * input, or Fastify's `{ message: 'body/<field> must ...' }`, whose text is rewritten in plain words
 * ('Tenant system email is not in the expected format'). A message that is not a validation text is
 * returned as it is, with `field` when the answer gives one. `undefined` when `data` has no message.
 *
 * @example validationProblem({ message: 'body/email must NOT have more than 254 characters' }) // { field: 'email', message: 'Email must be at most 254 characters' }
 * @example validationProblem({ message: 'Enter a valid e-mail', field: 'email' }) // { field: 'email', message: 'Enter a valid e-mail' }
 */
export function validationProblem(data: unknown): ApiFieldError | undefined {
  const body = record(data);
  const message = nonEmptyString(body?.message);
  if (!message) return undefined;
  const given = nonEmptyString(body?.field);
  const match = message.match(VALIDATION_PREFIX);
  if (!match) return { ...(given ? { field: given } : {}), message };
  const [, , path, rule] = match;
  const required = rule!.match(/^must have required property '([^']+)'/);
  const field = given ?? required?.[1] ?? path?.replace(/\/\d+(?=\/|$)/g, '').split('/').pop();
  if (required) return { field: required[1]!, message: `${fieldLabel(required[1]!)} is required` };
  if (!field) {
    const items = rule!.match(/^must NOT have (fewer|more) than (\d+) items?/);
    if (!items) return { message: SOMETHING_WENT_WRONG_MESSAGE };
    return { message: `Choose at ${items[1] === 'fewer' ? 'least' : 'most'} ${items[2] === '1' ? 'one' : items[2]}` };
  }
  return { field, message: plainRule(fieldLabel(path ?? field), rule!) };
}

/**
 * The field problem an error carries, for a form to show under that field: an HTTP 400 whose
 * answer names a field ({@link validationProblem}); `undefined` otherwise.
 *
 * @example const problem = apiFieldError(error); if (problem?.field) form.setFields([{ name: problem.field, errors: [problem.message] }]);
 */
export function apiFieldError(error: unknown): ApiFieldError | undefined {
  const { status, data } = partsOf(error);
  if (status !== 400) return undefined;
  const problem = validationProblem(data);
  return problem?.field ? problem : undefined;
}

/** A message, with an input check's text put in plain words (an ApiError made from one keeps it raw). */
function plainText(value: unknown): string | undefined {
  const text = nonEmptyString(value);
  return text && VALIDATION_PREFIX.test(text) ? validationProblem({ message: text })?.message : text;
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
    return { status: error.response?.status, data, serverMessage: validationProblem(data)?.message, message: nonEmptyString(error.message) };
  }
  if (error instanceof ApiError) {
    const data = record(error.data);
    // The stand-ins of docs/data-layer.md#answers-and-failures (an empty answer, no answer) are no message of the server's.
    const standIn = data?.error === CONNECTION_ERROR || data?.error === NOT_AUTHORIZED_EXCEPTION || data?.message === INTERNAL_SERVICE_ERROR_MESSAGE;
    return { status: error.status, data, serverMessage: standIn ? undefined : validationProblem(data)?.message, message: plainText(error.message) };
  }
  if (error instanceof Error) return { status: undefined, data: undefined, serverMessage: undefined, message: nonEmptyString(error.message) };
  // An error given as a plain object (a result shape of docs/data-layer.md#answers-and-failures): its fields are the data. Its
  // message is the thrown error's own for a 'Connection Error', and a stand-in when the answer had none.
  const data = record(error);
  const status = typeof data?.status === 'number' ? data.status : undefined;
  const message = plainText(data?.message);
  if (data?.error === CONNECTION_ERROR) return { status, data, serverMessage: undefined, message };
  return { status, data, serverMessage: message === INTERNAL_SERVICE_ERROR_MESSAGE ? undefined : message, message };
}

/** Options of {@link apiErrorMessage}. */
export interface ApiErrorMessageOptions {
  /**
   * The screen's own message for the failure (e.g. 'Unable to fetch', docs/errors.md). Shown when the
   * server gives no message of its own, instead of the error's text ('Network Error', 'Request
   * failed with status code 404'), 'Internal Server Error' or 'Invalid Request'.
   */
  fallbackMessage?: string;
}

/**
 * The message the generic handler shows for `error` (docs/errors.md): the answer data's `message`, then
 * the error's own message, else 'Internal Server Error'; a status code 500 in the data (`statusCode`
 * or `status`) shows 'Invalid Request' instead. `error` may be a thrown error (axios, ApiError) or a
 * result shape of docs/data-layer.md#answers-and-failures given as a plain object.
 *
 * With `fallbackMessage` (a screen's own message; "a server-given message is shown in preference to
 * the default", docs/errors.md): the server's message, else the fallback; never the error's
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

/**
 * Whether nobody is told of `error`: a cancelled call (nobody waits for it), a 401 answer (the
 * session-end flow deals with it) and a session that can no longer be refreshed (docs/errors.md: the
 * NotAuthorizedException is swallowed).
 *
 * @example if (!isQuietFailure(error)) showToast(apiErrorMessage(error), 'error');
 */
export function isQuietFailure(error: unknown): boolean {
  if (isCancel(error)) return true;
  const { status, data } = partsOf(error);
  return status === 401 || data?.error === NOT_AUTHORIZED_EXCEPTION;
}

/**
 * Whether `error` is a call that failed before an answer arrived (docs/data-layer.md#answers-and-failures: 'Connection Error').
 *
 * @example if (isConnectionError(error)) showToast('Check the connection', 'warning');
 */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && record(error.data)?.error === CONNECTION_ERROR;
}

/** Options of {@link handleApiError}. */
export interface HandleErrorOptions extends ApiErrorMessageOptions {
  /** Do not show the error toast (the caller reports the failure its own way). */
  suppressToast?: boolean;
}

/**
 * The generic error handler (docs/errors.md): works out the message ({@link apiErrorMessage},
 * with the caller's `fallbackMessage` if any),
 * shows it in an error toast (top centre, 30000 ms) unless suppressed, then throws an
 * {@link ApiError}. A 401 answer is left alone: no toast (the session-end flow deals with it), but
 * the caller still gets the error so it does not carry on with nothing; the same for a session that
 * can no longer be refreshed ({@link isQuietFailure}). A cancelled call (its AbortSignal fired) is
 * rethrown as it is, without a toast: nobody is waiting for it.
 *
 * @throws ApiError always
 * @example
 * try { await apiClient.get(path) } catch (e) { handleApiError(e) }
 */
export function handleApiError(error: unknown, options: HandleErrorOptions = {}): never {
  if (isCancel(error)) throw error;
  const { status, data } = partsOf(error);
  const message = apiErrorMessage(error, options);
  if (!isQuietFailure(error) && !options.suppressToast) showToast(message, 'error');
  throw error instanceof ApiError ? error : new ApiError(message, status, data ?? (isAxiosError(error) ? error.response?.data : undefined));
}
