/**
 * The message to show for a failed call: the server's `message` when it gives one (spec 02 §8: a
 * server-given message is shown in preference to the default), else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
