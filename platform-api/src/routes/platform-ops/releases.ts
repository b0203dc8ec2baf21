import type { FastifyInstance } from 'fastify';
import { readAdminOperation, registerAdminOperations } from '../../admin-operations/admin-operations.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * Admin operations, release deployment and Update Version (PLATFORM_ADMIN; spec 01 §2, §4, §5, §7):
 * - POST /admin-status `{ AdminOperationId }`: the operation's `{ AdminOperationId, Status, Result?,
 *   Message? }`; 404 'Admin operation not found'.
 */
export function releaseHandlers(app: FastifyInstance): HandlerGroup<'adminStatus'> {
  registerAdminOperations(app);
  return {
    adminStatus: async (request) => readAdminOperation(app, request.body.AdminOperationId),
  };
}
