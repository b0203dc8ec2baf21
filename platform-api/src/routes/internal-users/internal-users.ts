import type { FastifyInstance } from 'fastify';
import { actionContext, recordAction, withRefusalRecorded, type ActionContext, type FieldChange } from '../../action-log/record-action.js';
import { actorOf } from '../../auth/token-verifier.js';
import { recordRevocation } from '../../auth/revocations.js';
import { revokeUser } from '../../auth/user-status.js';
import { isDryRun, OFFBOARD_NOTHING_MESSAGE, REQUEST_ID_HEADER, type InternalUserRow } from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { transactionOrDryRun } from '../../db/dry-run.js';
import {
  offboardInternalUsers,
  planOffboarding,
  searchInternalUsers,
  type InternalUserKey,
} from '../../internal-users/internal-users-repository.js';
import { badRequest } from '../../lib/http-error.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** Kind of the asynchronous offboarding requests. */
export const OFFBOARD_KIND = 'internal-users/offboard';
/** Message of a completed offboarding (docs/org-admin.md). */
export const OFFBOARD_SUCCESS_MESSAGE = 'Selected Users are offboarded successfully';

/**
 * The stored payload of an offboarding request: the rows and the call that asked (its user and
 * request id go in the action log). Requests stored before the action log carry only the rows.
 */
interface OffboardPayload {
  keys: InternalUserKey[];
  action: ActionContext | null;
}

function offboardPayload(payload: unknown): OffboardPayload {
  if (Array.isArray(payload)) return { keys: payload as InternalUserKey[], action: null };
  return payload as OffboardPayload;
}

/**
 * Offboards `keys` on `tx` and appends the action-log entry (docs/api.md#action-log; area
 * internal-users, action OFFBOARDED): every offboarded user as `{tenantId}/{email}`, and
 * `{tenantId}/{email}.active` 'true' → 'false' for each one that was active. `action` null (a
 * request stored before the log) records the requester's name only.
 */
async function offboardAndRecord(tx: Queryable, keys: readonly InternalUserKey[], requestedBy: string, action: ActionContext | null): Promise<InternalUserRow[]> {
  const before = await searchActive(tx, keys);
  const rows = await offboardInternalUsers(tx, keys, requestedBy);
  const changes: Record<string, FieldChange> = {};
  for (const row of rows) {
    const id = `${row.tenantId}/${row.email}`;
    const was = before.get(id.toLowerCase());
    if (was !== undefined && was !== row.active) changes[`${id}.active`] = { from: String(was), to: String(row.active) };
  }
  if (rows.length === 0) return rows;
  await recordAction(tx, {
    ...(action ?? { actor: { email: requestedBy, sub: '', roles: [] }, requestId: null, clientAddress: null }),
    area: 'internal-users',
    endpoint: 'internalUsersOffboard',
    action: 'OFFBOARDED',
    targetIds: rows.map((row) => `${row.tenantId}/${row.email}`),
    changes,
  });
  return rows;
}

/** `active` of each named user, by `{tenantId}/{email}` in lower case. */
async function searchActive(tx: Queryable, keys: readonly InternalUserKey[]): Promise<Map<string, boolean>> {
  const { rows } = await tx.query<{ id: string; active: boolean }>(
    `select lower(u.tenant_id || '/' || u.email) as id, u.active from internal_users u
     join json_to_recordset($1::json) as k("tenantId" text, email text) on u.tenant_id = k."tenantId" and lower(u.email) = lower(k.email)`,
    [JSON.stringify(keys.map(({ tenantId, email }) => ({ tenantId, email })))],
  );
  return new Map(rows.map((row) => [row.id, row.active]));
}

/**
 * Internal user management for ORG_ADMIN (docs/org-admin.md):
 *
 * - POST /internal-users/search `{ email }`: rows whose email contains the text, ignoring case.
 *   An empty or blank email answers 400 (the grid clears itself without calling).
 * - POST /internal-users/offboard `[{ tenantId, email }, ...]`: an asynchronous request. The first
 *   call checks the rows (404 for unknown users, 400 for OWNER, SYSTEM_LOGIN_ADMIN and
 *   RESELLER_BUYER_USER rows, 409 `offboardChangedMessage` when a row's `active` is not the user's
 *   state any more: the users changed since the caller's preview, nothing is offboarded) and
 *   answers `{ status: 'PENDING', requestId }`, with `skipped` listing the users already inactive
 *   (left alone, 'Already inactive') when there are some; calls with the
 *   `request_id` header answer the progress until `{ status: 'COMPLETED', message, response }`,
 *   where response lists the offboarded rows (now inactive). Every offboarded user is revoked
 *   (`revokeUser` by email) as soon as the change is committed: their tokens answer 401 at once.
 *   The change and its action-log entry (who asked, the submitting call's request id, each user's
 *   `active` true → false) commit in one transaction; a refused request (404, 400) is recorded as a
 *   FAILED entry naming the rows.
 * - `?dryRun=true` (the dry-run convention): the same checks, then at once `{ status: 'COMPLETED',
 *   requestId: '', message: '{n} selected user(s) would be offboarded', response, skipped?, dryRun: true }`
 *   with the rows as they would be and the users it would skip; no request is stored and no user changes. A dry run cannot
 *   poll (400 with the `request_id` header).
 *
 * Registers the offboarding job with the asynchronous request runner.
 */
export function internalUserHandlers(app: FastifyInstance): HandlerGroup<'internalUsersSearch' | 'internalUsersOffboard'> {
  app.asyncRequests.register(OFFBOARD_KIND, async (payload, { db, requestedBy }) => {
    const { keys, action } = offboardPayload(payload);
    const rows = await db.transaction(async (tx) => {
      const offboarded = await offboardAndRecord(tx, keys, requestedBy, action);
      // Committed with the change: every API instance on the database refuses their tokens on the
      // next request (docs/operations.md#scaling), not only after the user-status cache of up to 60
      // s.
      for (const row of offboarded) await recordRevocation(tx, row.email);
      return offboarded;
    });
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
      const requested = request.body.map(({ tenantId, email, active }) => ({ tenantId, email, ...(active === undefined ? {} : { active }) }));
      const action = actionContext(request);
      const check = () => planOffboarding(app.db, requested);
      const plan = dryRun
        ? await check()
        : await withRefusalRecorded(
            app.db,
            { ...action, area: 'internal-users', endpoint: 'internalUsersOffboard', action: 'OFFBOARDED', targetIds: requested.map((key) => `${key.tenantId}/${key.email}`) },
            check,
          );
      // Nothing left to offboard (every selected user is inactive already): refused, no request, no entry.
      if (plan.offboard.length === 0) throw badRequest(OFFBOARD_NOTHING_MESSAGE);
      const keys = plan.offboard.map(({ tenantId, email }) => ({ tenantId, email }));
      const skipped = plan.skipped.length > 0 ? { skipped: plan.skipped } : {};
      if (!dryRun) return { ...(await app.asyncRequests.submit(OFFBOARD_KIND, { keys, action } satisfies OffboardPayload, requestedBy)), ...skipped };
      const rows = await transactionOrDryRun(app.db, true, (tx) => offboardAndRecord(tx, keys, requestedBy, action));
      return { status: 'COMPLETED', requestId: '', message: `${rows.length} selected user(s) would be offboarded`, response: rows, ...skipped, dryRun: true };
    },
  };
}
