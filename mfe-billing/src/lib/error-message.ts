/** The message the server gave for a failed call, if any (spec 02 §8: it wins over a screen's default). */
export function serverMessage(error: unknown): string | undefined {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  const data = response?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) return data.message;
  return undefined;
}

/** The server's message, else the error's own message. */
export function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}
