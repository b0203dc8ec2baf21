/**
 * File upload (spec 01 §7 "File upload", §8).
 */
import type { HttpMethod } from './call-api';
import { apiClient } from './client';
import { ApiError, SOMETHING_WENT_WRONG_MESSAGE } from './errors';

/**
 * Header carrying the uploaded file's name (spec 01 §7).
 *
 * @example headers[FILE_NAME_HEADER] = file.name
 */
export const FILE_NAME_HEADER = 'file-name';

/** Options of {@link uploadFile}. */
export interface UploadOptions {
  /** Defaults to the File's name. */
  fileName?: string;
  /** The Accept header; `application/json` by default. */
  accept?: string;
  /** POST by default. */
  method?: Extract<HttpMethod, 'POST' | 'PUT'>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function parse(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Uploads a file as the request body with the headers `file-name` and `Accept` (spec 01 §7). A 200
 * answer resolves with the parsed body; any other status rejects with an {@link ApiError} whose
 * `data` is the parsed body and whose message is the body's message, or 'Something went wrong'
 * when the body is empty (spec 01 §8).
 *
 * @throws ApiError on a non-200 answer or a network failure
 * @example await uploadFile('/schema-sync/manual-upload', file)
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function uploadFile<T = unknown>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const fileName = options.fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
  let response;
  try {
    response = await apiClient.request<unknown>({
      method: options.method ?? 'POST',
      url: path,
      data: file,
      headers: {
        [FILE_NAME_HEADER]: fileName,
        Accept: options.accept ?? 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
        ...options.headers,
      },
      responseType: 'text',
      validateStatus: () => true,
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG_MESSAGE);
  }
  const body = parse(response.data);
  if (response.status === 200) return body as T;
  const message = body !== null && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  throw new ApiError(typeof message === 'string' && message ? message : SOMETHING_WENT_WRONG_MESSAGE, response.status, body);
}
