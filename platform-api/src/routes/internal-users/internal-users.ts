import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/token-verifier.js';
import { revokeUser } from '../../auth/user-status.js';
import { isDryRun, OFFBOARD_MAX_ROWS, REQUEST_ID_HEADER, type InternalUserRow } from '../../contract.js';
import { transactionOrDryRun } from '../../db/dry-run.js';
import {
  assertOffboardable,
  offboardInternalUsers,
  searchInternalUsers,
  type InternalUserKey,
} from '../../internal-users/internal-users-repository.js';
import { badRequest } from '../../lib/http-error.js';
import type { HandlerGroup } from '../register-endpoints.js';

export { OFFBOARD_MAX_ROWS };

/** Kind of the asynchronous offboarding requests. */
export const OFFBOARD_KIND = 'internal-users/offboard';
/** Message of a completed offboarding (spec 01 §8 "Other"). */
export const OFFBOARD_SUCCESS_MESSAGE = 'Selected Users are offboarded successfully';

/**
 * Internal user management for ORG_ADMIN (spec 01 §2 "Internal User Management", §5, §7):
 *
 * - POST /internal-users/search `{ email }`: rows whose email contains the text, ignoring case.
 *   An empty or blank email answers 400 (the grid clears itself without calling).
 * - POST /internal-users/offboard `[{ tenantId, email }, ...]`: an asynchronous request. The first
 *   call checks the rows (404 for unknown users, 400 for OWNER, SYSTEM_LOGIN_ADMIN and
 *   RESELLER_BUYER_USER rows) and answers `{ status: 'PENDING', requestId }`; calls with the
 *   `request_id` header answer the progress until `{ status: 'COMPLETED', message, response }`,
 *   where response lists the offboarded rows (now inactive). Every offboarded user is revoked
 *   (`revokeUser` by email) as soon as the change is committed: their tokens answer 401 at once.
 * - `?dryRun=true` (the dry-run convention): the same checks, then at once `{ status: 'COMPLETED',
 *   requestId: '', message: '{n} selected user(s) would be offboarded', response, dryRun: true }`
 *   with the rows as they would be; no request is stored and no user changes. A dry run cannot
 *   poll (400 with the `request_id` header).
 *
 * Registers the offboarding job with the asynchronous request runner.
 */
export function internalUserHandlers(app: FastifyInstance): HandlerGroup<'internalUsersSearch' | 'internalUsersOffboard'> {
  app.asyncRequests.register(OFFBOARD_KIND, async (payload, { db, requestedBy }) => {
    const keys = payload as InternalUserKey[];
    const rows = await db.transaction((tx) => offboardInternalUsers(tx, keys, requestedBy));
    // Once committed, their tokens are refused at once on this process (issue 11), not only after
    // the user-status cache of up to 60 s.
    for (const row of rows) revokeUser(row.email);
    return { response: rows, message: OFFBOARD_SUCCESS_MESSAGE };
  });

  return {
    internalUsersSearch: async (request) => searchInternalUsers(app.db, request.body.email),

    internalUsersOffboard: async (request) => {
      const requestedBy = actorOf(request.user);
      const requestId = request.headers[REQUEST_ID_HEADER];
      const dryRun = isDryRun(request.query);
      if (requestId && dryRun) throw badRequest(`A dry run cannot poll a request: send it without the ${REQUEST_ID_HEADER} header`);
      if (requestId) return app.asyncRequests.poll<InternalUserRow[]>(OFFBOARD_KIND, requestId, requestedBy);
      const keys = request.body.map(({ tenantId, email }) => ({ tenantId, email }));
      await assertOffboardable(app.db, keys);
      if (!dryRun) return app.asyncRequests.submit(OFFBOARD_KIND, keys, requestedBy);
      const rows = await transactionOrDryRun(app.db, true, (tx) => offboardInternalUsers(tx, keys, requestedBy));
      return { status: 'COMPLETED', requestId: '', message: `${rows.length} selected user(s) would be offboarded`, response: rows, dryRun: true };
    },
  };
}
