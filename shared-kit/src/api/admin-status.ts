/**
 * The admin-status poller of schema sync and deploy operations (spec 01 §4 "Admin operations", §7, §9).
 */
import { showToast } from '../runtime/notify';
import { apiClient } from './client';
import { delay } from './delay';
import { ApiError, SOMETHING_WENT_WRONG_MESSAGE } from './errors';

/**
 * Path of the admin-status call (spec 01 §7).
 *
 * @example apiClient.post(ADMIN_STATUS_PATH, { AdminOperationId })
 */
export const ADMIN_STATUS_PATH = '/admin-status';
/**
 * Poll interval while the status is 'Waiting', ms (spec 01 §9).
 *
 * @example ADMIN_STATUS_POLL_MS // 60000
 */
export const ADMIN_STATUS_POLL_MS = 60000;
/**
 * The Status value that means "poll again" (spec 01 §7).
 *
 * @example if (answer.Status === ADMIN_STATUS_WAITING) await delay(ADMIN_STATUS_POLL_MS)
 */
export const ADMIN_STATUS_WAITING = 'Waiting';

/** An admin-status answer: `Status` plus whatever the operation reports. */
export interface AdminStatusAnswer {
  Status: string;
  [key: string]: unknown;
}

/** Options of {@link pollAdminStatus}. */
export interface AdminStatusOptions {
  /** Default {@link ADMIN_STATUS_POLL_MS}. */
  intervalMs?: number;
  signal?: AbortSignal;
  /** Called with every answer, 'Waiting' ones included (progress display). */
  onAnswer?: (answer: AdminStatusAnswer) => void;
  suppressToast?: boolean;
}

/**
 * POSTs `/admin-status` with `{ AdminOperationId }` and repeats every 60000 ms while `Status` is
 * 'Waiting'; resolves with the first other answer (spec 01 §4, §7). A failed call shows and throws
 * 'Something went wrong' (spec 01 §8).
 *
 * @throws ApiError 'Something went wrong' when a call fails
 * @example const result = await pollAdminStatus(operationId, { signal });
 *
 * @public a call helper of the spec that later screens use (knip keeps it without a caller)
 */
export async function pollAdminStatus<T extends AdminStatusAnswer = AdminStatusAnswer>(adminOperationId: string, options: AdminStatusOptions = {}): Promise<T> {
  const interval = options.intervalMs ?? ADMIN_STATUS_POLL_MS;
  for (;;) {
    let answer: T;
    try {
      ({ data: answer } = await apiClient.post<T>(ADMIN_STATUS_PATH, { AdminOperationId: adminOperationId }, { signal: options.signal }));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (!options.suppressToast) showToast(SOMETHING_WENT_WRONG_MESSAGE, 'error');
      const status = (error as { response?: { status?: number } }).response?.status;
      throw new ApiError(SOMETHING_WENT_WRONG_MESSAGE, status);
    }
    options.onAnswer?.(answer);
    if (answer?.Status !== ADMIN_STATUS_WAITING) return answer;
    await delay(interval, options.signal);
  }
}
