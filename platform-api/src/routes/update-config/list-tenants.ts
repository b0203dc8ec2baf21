import type { FastifyInstance } from 'fastify';
import { listTenants } from '../../tenants/tenants-repository.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** GET /update-config/list-tenants (PLATFORM_ADMIN): every tenant by tenant id. */
export function tenantHandlers(app: FastifyInstance): HandlerGroup<'listTenants'> {
  return { listTenants: async () => listTenants(app.db) };
}
