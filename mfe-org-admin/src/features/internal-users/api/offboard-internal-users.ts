import { API_PATHS, type InternalUserRow } from 'shared-kit/contract';
import { callAsync } from 'shared-kit/runtime';

/**
 * Offboards the selected rows (spec 01 §7 "Internal users"): an asynchronous call, polled every 3 s
 * with the request_id header until COMPLETED. Failures are toasted by the shared error handler and
 * rethrown.
 */
export async function offboardInternalUsers(rows: readonly InternalUserRow[], signal?: AbortSignal): Promise<unknown> {
  return callAsync<unknown>('POST', API_PATHS.internalUsersOffboard, { data: rows, signal });
}
