import type { FastifyPluginAsync } from 'fastify';
import type { InternalUserRow } from '../../contract.js';
import { REQUEST_ID_HEADER } from '../../async-requests/async-request-runner.js';
import { actorOf } from '../../auth/token-verifier.js';
import {
  assertOffboardable,
  offboardInternalUsers,
  searchInternalUsers,
  type InternalUserKey,
} from '../../internal-users/internal-users-repository.js';
import { tenantIdSchema } from '../schemas.js';

/** Kind of the asynchronous offboarding requests. */
export const OFFBOARD_KIND = 'internal-users/offboard';
/** Message of a completed offboarding (spec 01 §8 "Other"). */
export const OFFBOARD_SUCCESS_MESSAGE = 'Selected Users are offboarded successfully';
/** Most rows one offboarding request may carry. */
export const OFFBOARD_MAX_ROWS = 500;

const emailSchema = { type: 'string', minLength: 1, maxLength: 254 } as const;

const rowSchema = {
  type: 'object',
  properties: { tenantId: { type: 'string' }, email: { type: 'string' }, type: { type: 'string' }, active: { type: 'boolean' } },
  required: ['tenantId', 'email', 'type', 'active'],
} as const;

const offboardRowSchema = {
  type: 'object',
  properties: {
    tenantId: tenantIdSchema,
    email: emailSchema,
    // The grid sends the whole selected rows; only tenantId and email identify them.
    type: { type: 'string' },
    active: { type: 'boolean' },
  },
  required: ['tenantId', 'email'],
  additionalProperties: false,
} as const;

const asyncAnswerSchema = {
  type: 'object',
  properties: {
    // A FAILED request answers an HTTP error, never this body (AsyncAnswer).
    status: { type: 'string', enum: ['PENDING', 'RUNNING', 'COMPLETED'] },
    requestId: { type: 'string' },
    message: { type: 'string' },
    response: { type: 'array', items: rowSchema },
  },
  required: ['status', 'requestId'],
} as const;

/**
 * Internal user management for ORG_ADMIN (spec 01 §2 "Internal User Management", §5, §7):
 *
 * - POST /internal-users/search `{ email }`: rows whose email contains the text, ignoring case.
 *   An empty or blank email answers 400 (the grid clears itself without calling).
 * - POST /internal-users/offboard `[{ tenantId, email }, ...]`: an asynchronous request. The first
 *   call checks the rows (404 for unknown users, 400 for OWNER, SYSTEM_LOGIN_ADMIN and
 *   RESELLER_BUYER_USER rows) and answers `{ status: 'PENDING', requestId }`; calls with the
 *   `request_id` header answer the progress until `{ status: 'COMPLETED', message, response }`,
 *   where response lists the offboarded rows (now inactive).
 */
export const internalUsersRoutes: FastifyPluginAsync = async (app) => {
  app.asyncRequests.register(OFFBOARD_KIND, async (payload, { db, requestedBy }) => {
    const keys = payload as InternalUserKey[];
    const rows = await db.transaction((tx) => offboardInternalUsers(tx, keys, requestedBy));
    return { response: rows, message: OFFBOARD_SUCCESS_MESSAGE };
  });

  app.post<{ Body: { email: string } }>(
    '/internal-users/search',
    {
      config: { role: 'ORG_ADMIN' },
      schema: {
        body: { type: 'object', properties: { email: emailSchema }, required: ['email'], additionalProperties: false },
        response: { 200: { type: 'array', items: rowSchema } },
      },
    },
    async (request): Promise<InternalUserRow[]> => searchInternalUsers(app.db, request.body.email),
  );

  app.post<{ Body: Array<InternalUserKey & { type?: string; active?: boolean }>; Headers: { request_id?: string } }>(
    '/internal-users/offboard',
    {
      config: { role: 'ORG_ADMIN' },
      schema: {
        headers: { type: 'object', properties: { [REQUEST_ID_HEADER]: { type: 'string', pattern: '^[0-9a-f-]{36}$' } } },
        body: { type: 'array', minItems: 1, maxItems: OFFBOARD_MAX_ROWS, items: offboardRowSchema },
        response: { 200: asyncAnswerSchema },
      },
    },
    async (request) => {
      const requestedBy = actorOf(request.user);
      const requestId = request.headers[REQUEST_ID_HEADER];
      if (requestId) return app.asyncRequests.poll(OFFBOARD_KIND, requestId, requestedBy);
      const keys = request.body.map(({ tenantId, email }) => ({ tenantId, email }));
      await assertOffboardable(app.db, keys);
      return app.asyncRequests.submit(OFFBOARD_KIND, keys, requestedBy);
    },
  );
};
