import { showToast } from 'shared-kit';

/** The server's `message` of a failed call, when it gives one. */
export function serverMessage(error: unknown): string | undefined {
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * Toasts a failed load: the screen's message (spec 02 §8), with the server's own message beneath
 * it when the server gives one.
 */
export function toastLoadFailure(message: string, error: unknown): void {
  const description = serverMessage(error);
  showToast(message, 'error', description ? { description } : {});
}
