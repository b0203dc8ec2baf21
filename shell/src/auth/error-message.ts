interface ErrorWithResponse {
  message?: unknown;
  response?: { data?: { message?: unknown } };
}

/**
 * The text to show for a failed call: the server's message, then the error's own message, else
 * 'Internal Server Error' (spec 01 §8 "Generic handler"). Auth errors carry the auth service's text.
 */
export function errorMessage(error: unknown): string {
  const candidate = (error ?? {}) as ErrorWithResponse;
  const fromServer = candidate.response?.data?.message;
  if (typeof fromServer === 'string' && fromServer) return fromServer;
  if (typeof candidate.message === 'string' && candidate.message) return candidate.message;
  return 'Internal Server Error';
}
