import { ENDPOINTS, REQUEST_ID_HEADER, type InternalUserRow } from 'shared-kit/contract';
import { requestAsyncEndpoint, type EndpointInput } from 'shared-kit/runtime';

/** The rows an offboarding request carries: whole grid rows; tenantId and email identify them. */
export type OffboardRows = EndpointInput<typeof ENDPOINTS.internalUsersOffboard>['body'];

/**
 * Offboards the selected rows (docs/org-admin.md#offboarding): an asynchronous call, polled every 3
 * s with the request_id header until COMPLETED, which lists the offboarded rows. With `requestId`
 * (a request the preview's confirmation already submitted) it only polls that request. Failures are
 * toasted by the shared error handler and rethrown.
 */
export function offboardInternalUsers(rows: OffboardRows, signal?: AbortSignal, requestId?: string): Promise<InternalUserRow[] | undefined> {
  return requestAsyncEndpoint(ENDPOINTS.internalUsersOffboard, { body: rows, ...(requestId ? { headers: { [REQUEST_ID_HEADER]: requestId } } : {}) }, { signal });
}
