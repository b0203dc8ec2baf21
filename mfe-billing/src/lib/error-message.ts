import { ApiError } from 'shared-kit';

/**
 * The message the server gave for a failed call, if any: a screen shows it in preference to its own
 * default (spec 02 §8). Reads an axios error's answer or a shared-kit ApiError's data.
 */
export function serverMessage(error: unknown): string | undefined {
  const data = error instanceof ApiError ? error.data : (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message.trim()) return data.message;
  return undefined;
}

/** The server's message, else the error's own message. */
export function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}
